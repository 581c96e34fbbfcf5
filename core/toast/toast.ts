import { atom } from 'nanostores';

/** One toast message. */
export interface Toast {
  id: number;
  kind: 'success' | 'error' | 'info';
  text: string;
}

/** The toasts on screen, oldest first. */
export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const TOAST_MS = 3000;

/** Timers used for dismissal; swap in tests. */
const toastTimers = { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) };

function show(kind: Toast['kind'], text: string): number {
  const id = nextId++;
  // the same text twice in a row replaces the first, so a double click shows one toast
  $toasts.set([...$toasts.get().filter((t) => t.text !== text), { id, kind, text }].slice(-4));
  toastTimers.setTimeout(() => dismissToast(id), TOAST_MS);
  return id;
}

/** Removes a toast. */
export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/** Shows a toast; returns its id. */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
};
