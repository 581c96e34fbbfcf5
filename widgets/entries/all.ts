// Embed entry `sztx.js`: every widget in one script (through each widget's entry).
import.meta.glob(['./*.ts', '!./all.ts', '!./loader.ts'], { eager: true });
