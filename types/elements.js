// The runtime side of `sztx-widgets/elements` (and /react, /vue, /svelte): one small helper and
// nothing else. Those imports are typings; a widget is registered by importing its script,
// sztx-widgets/embed/<name>.js.

/**
 * Listens to an element's events: `sztxEvents(tag, { 'sztx-open-need': handler })` is a function
 * of the element that adds a listener per handler and returns the function that removes them.
 * It is a React 19 ref callback (React calls its cleanup), for `onsztx-…` props React does not
 * add when it hydrates server HTML (Next.js, Remix, Astro islands); `tag` only types `handlers`.
 * Only the handlers' own keys are listened to.
 */
export function sztxEvents(_tag, handlers) {
  return (element) => {
    if (!element) return undefined;
    const listeners = Object.keys(handlers).map((type) => {
      const listener = (event) => handlers[type](event);
      element.addEventListener(type, listener);
      return [type, listener];
    });
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  };
}
