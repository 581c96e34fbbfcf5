import { SIMPLIFIED_CHAR_RUNS } from './simplified-chars';

let codePoints: Set<number> | undefined;

/** Decodes the generated runs (see gen-simplified-chars.mjs) once, on first use. */
export function simplifiedCodePoints(): ReadonlySet<number> {
  if (codePoints) return codePoints;
  const decoded = new Set<number>();
  let next = 0;
  for (const token of SIMPLIFIED_CHAR_RUNS.split(',')) {
    const [gap = '0', extra = '0'] = token.split('-');
    const start = next + Number.parseInt(gap, 36);
    const end = start + Number.parseInt(extra, 36);
    for (let cp = start; cp <= end; cp++) decoded.add(cp);
    next = end + 1;
  }
  codePoints = decoded;
  return decoded;
}

/** True when the text holds a character that Simplified → Traditional conversion would change. */
export function containsSimplified(text: string): boolean {
  const set = simplifiedCodePoints();
  for (const char of text) {
    if (set.has(char.codePointAt(0)!)) return true;
  }
  return false;
}
