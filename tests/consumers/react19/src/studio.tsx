// The component the studio's React snippet panel gives for a themed needs board, as it is
// (src/studio/Snippet.tsx, written by global-setup.ts from the studio's own generator).
import { createRoot } from 'react-dom/client';
import { NeedsBoard } from './studio/Snippet';

createRoot(document.getElementById('root')!).render(<NeedsBoard />);
