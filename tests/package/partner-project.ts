/** The compiler options of a partner's TypeScript project (TSX, strict), in the package checks. */
export const PARTNER_COMPILER_OPTIONS = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  jsx: 'react-jsx',
  strict: true,
  noEmit: true,
  lib: ['ES2022', 'DOM'],
  types: [],
};
