// The component the studio's Vue snippet panel gives for a themed needs board, as it is
// (src/studio/Snippet.vue, written by global-setup.ts from the studio's own generator).
import { createApp } from 'vue';
import Snippet from './studio/Snippet.vue';

createApp(Snippet).mount('#app');
