// `npm run manifest`: regenerates widgets/custom-elements.json, widgets/elements.d.ts and the
// generated blocks of docs/embedding.md from the widget contracts.
import { writeGenerated } from './manifest-sources';

writeGenerated();
console.log('wrote widgets/custom-elements.json, widgets/elements.d.ts, docs/embedding.md');
