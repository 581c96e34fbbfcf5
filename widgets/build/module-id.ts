// Which modules the build steps (Vite plugins) rewrite, by their module id. Plain string tests:
// a pattern such as `/\/(widgets|harness)\/.+\.tsx?$/` retries from every `/widgets/` of an id,
// quadratic in its length (every pattern of the product is linear-time, core/validation/redos.test.ts).

/** A TypeScript module under one of `dirs` (with at least one character before `.ts`/`.tsx`). */
export function isSourceIn(id: string, dirs: readonly string[]): boolean {
  const ext = id.endsWith('.tsx') ? 4 : id.endsWith('.ts') ? 3 : 0;
  if (ext === 0) return false;
  return dirs.some((dir) => {
    const at = id.indexOf(`/${dir}/`);
    return at >= 0 && at + dir.length + 2 < id.length - ext;
  });
}

/** A widget's contract (`widgets/…/contract.ts`) or the element definitions (`widgets/define.tsx`). */
export function isContractModule(id: string): boolean {
  if (id.endsWith('/widgets/define.tsx')) return true;
  const at = id.indexOf('/widgets/');
  return at >= 0 && id.endsWith('/contract.ts') && at + 9 < id.length - 12;
}
