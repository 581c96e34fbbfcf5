import { createContext, useContext, useInsertionEffect } from 'react';
import { addStyles } from './styles';

/**
 * Where a render's styles go: the server render's sink (widgets' server rendering, where no
 * effect runs and there is no shadow root), which takes them during render.
 */
export interface StyleSink {
  add(css: string[], afterBase: boolean): void;
}

/** The shadow root a component renders into (a widget's, or the overlay host's), or a sink. */
export const StyleRootContext = createContext<ShadowRoot | StyleSink | null>(null);

/**
 * Adds a component's CSS to the shadow root it renders into, once, before it paints; the
 * sheets are shared constructable stylesheets. Each page and part declares its own styles.
 */
export function useStyles(...css: string[]): void {
  useSheets(css, false);
}

/**
 * As `useStyles`, for shared styles that rank with the base styles (`FORM_CSS`): they go right
 * after them, so a widget's own rules override them whichever rendered first.
 */
export function useEarlyStyles(...css: string[]): void {
  useSheets(css, true);
}

function useSheets(css: string[], afterBase: boolean): void {
  const root = useContext(StyleRootContext);
  // a server render runs no effect: its sink takes the styles as the component renders
  if (root && 'add' in root) root.add(css, afterBase);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the CSS of a component is constant
  useInsertionEffect(() => {
    if (root && !('add' in root)) addStyles(root, css, afterBase);
  }, [root]);
}

/**
 * A sink that keeps a render's styles in the order a shadow root would have them: `base`
 * first, then the early ones (`useEarlyStyles`), then the rest in the order first asked; each
 * once.
 */
export function collectStyles(base: string[]): StyleSink & { css(): string[] } {
  const early: string[] = [];
  const late: string[] = [];
  return {
    add(css, afterBase) {
      for (const sheet of css) {
        if (base.includes(sheet) || early.includes(sheet) || late.includes(sheet)) continue;
        (afterBase ? early : late).push(sheet);
      }
    },
    css: () => [...base, ...early, ...late],
  };
}
