import { createContext, useContext, useInsertionEffect } from 'react';
import { addStyles } from './styles';

/** The shadow root a component renders into (a widget's, or the overlay host's). */
export const StyleRootContext = createContext<ShadowRoot | null>(null);

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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the CSS of a component is constant
  useInsertionEffect(() => {
    if (root) addStyles(root, css, afterBase);
  }, [root]);
}
