// Embed entry `sztx.js`: every widget in one script.
import.meta.glob('../**/element.ts', { eager: true });
