import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import letter from './letter.json' with { type: 'json' };

// The application letter's text is letter.json: the editable RTF is made from it here, the PDF
// (opens on any phone) by demo-site/server/media/make-letter-pdf.mjs into media/apply-letter.pdf.

/** Unicode text as RTF (`\uN?` escapes for everything outside ASCII). */
function rtfText(line: string): string {
  let out = '';
  for (const ch of line) {
    const code = ch.codePointAt(0) ?? 32;
    if (ch === '\\' || ch === '{' || ch === '}') out += `\\${ch}`;
    else if (code < 128) out += ch;
    else if (code <= 0xffff) out += `\\u${code > 32767 ? code - 65536 : code}?`;
    else out += '?';
  }
  return out;
}

/** The application letter template (RTF opens in Word, WPS and LibreOffice). */
export function applicationLetterRtf(): string {
  const { title, lines } = letter;
  const body = lines.map((l) => `${rtfText(l)}\\par`).join('\n');
  return `{\\rtf1\\ansi\\ansicpg950\\deff0{\\fonttbl{\\f0\\fnil\\fcharset136 PMingLiU;}}\n\\f0\\fs24\n{\\qc\\b\\fs36 ${rtfText(title)}\\par}\n\\par\n${body}\n}`;
}

let pdf: Buffer | null | undefined;

/**
 * The application letter as PDF (made by media/make-letter-pdf.mjs): next to the server bundle
 * in dist/server/media, or in demo-site/server/media when running from source; null if absent.
 */
export function applicationLetterPdf(): Buffer | null {
  if (pdf !== undefined) return pdf;
  const here = dirname(fileURLToPath(import.meta.url));
  const file = [join(here, 'media'), join(here, '../../media')]
    .map((dir) => join(dir, 'apply-letter.pdf'))
    .find((path) => existsSync(path));
  pdf = file ? readFileSync(file) : null;
  return pdf;
}
