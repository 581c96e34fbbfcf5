// opencc-js ships types for `core` and `preset` only; its per-locale dictionary
// modules (`opencc-js/from/*`, `opencc-js/to/*`) export a list of dictionary groups.
declare module 'opencc-js/from/*' {
  const dictGroups: readonly import('opencc-js/core').DictGroup[];
  export default dictGroups;
}
declare module 'opencc-js/to/*' {
  const dictGroups: readonly import('opencc-js/core').DictGroup[];
  export default dictGroups;
}
