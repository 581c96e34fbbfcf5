import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanImage, MAX_INPUT_PIXELS, readImageHeader } from './images.js';

/**
 * Images stored before uploads were encoded afresh (with EXIF and GPS, sideways, tens of
 * megapixels) are cleaned once, in the background, the same way as a new upload: same path,
 * same format, so every URL that points at one keeps working. A file that is no image, or one
 * over MAX_INPUT_PIXELS (too costly to decode), stays as it is and is served as before.
 */

export interface SweepResult {
  cleaned: number;
  /** Images over MAX_INPUT_PIXELS, left as they are. */
  tooLarge: number;
}

/** Every file under `dir` (none when it does not exist). */
function* filesUnder(dir: string): Generator<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Cleans the images under `dirs` one after another; each decode runs through `decode` (the
 * upload gate, so members' uploads go first) and is skipped when the file changed meanwhile
 * (a new upload under the same key is clean already). Stops early once `stopped()` is true.
 */
export async function cleanStoredImages(
  dirs: readonly string[],
  decode: <T>(work: () => Promise<T>) => Promise<T>,
  stopped: () => boolean,
): Promise<SweepResult> {
  const result: SweepResult = { cleaned: 0, tooLarge: 0 };
  for (const dir of dirs) {
    for (const path of filesUnder(dir)) {
      if (stopped()) return result;
      const header = await readImageHeader(path);
      if (!header || header.clean) continue;
      if (header.pixels > MAX_INPUT_PIXELS) {
        result.tooLarge++;
        continue;
      }
      const before = statSync(path).mtimeMs;
      const data = readFileSync(path);
      const clean = await decode(() => cleanImage(data, header));
      if (!clean || stopped() || statSync(path, { throwIfNoEntry: false })?.mtimeMs !== before)
        continue;
      const temp = `${path}.cleaning`;
      writeFileSync(temp, clean);
      renameSync(temp, path);
      result.cleaned++;
    }
  }
  return result;
}
