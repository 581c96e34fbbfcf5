// opencc-js ships types for `core` and `preset` only; its per-locale dictionary
// modules (`opencc-js/from/*`, `opencc-js/to/*`) export a list of dictionary groups.
declare module 'opencc-js/from/tw' {
  const dictGroups: readonly import('opencc-js/core').DictGroup[];
  export default dictGroups;
}
declare module 'opencc-js/from/cn' {
  const dictGroups: readonly import('opencc-js/core').DictGroup[];
  export default dictGroups;
}
declare module 'opencc-js/to/cn' {
  const dictGroups: readonly import('opencc-js/core').DictGroup[];
  export default dictGroups;
}
declare module 'opencc-js/to/tw' {
  const dictGroups: readonly import('opencc-js/core').DictGroup[];
  export default dictGroups;
}
