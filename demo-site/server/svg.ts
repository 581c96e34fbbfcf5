/** Simple generated images for the seed data (no binary assets in the repo). */

const FONT = "'Noto Sans TC','PingFang TC','Microsoft JhengHei','Heiti TC',sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits a title into at most two lines of `perLine` characters (ellipsis when longer). */
function lines(title: string, perLine: number): string[] {
  const chars = Array.from(title);
  if (chars.length <= perLine) return [title];
  const second = chars.slice(perLine, perLine * 2);
  if (chars.length > perLine * 2) second[second.length - 1] = '…';
  return [chars.slice(0, perLine).join(''), second.join('')];
}

/**
 * The opening of an image `width`×`height` named `title`, filled with a gradient from `hue` to a
 * darker hue 40° on, running towards (`x2`, `y2`) and down to `lightness` %.
 */
function gradientImage(
  size: { width: number; height: number },
  title: string,
  hue: number,
  to: { x2: number; y2: number; lightness: number },
): string {
  const { width, height } = size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="${to.x2}" y2="${to.y2}">
<stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,${to.lightness}%)"/>
</linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
`;
}

/** 800×450 cover: diagonal gradient in `hue`, decorative circles, a label and a title. */
export function coverSvg(title: string, label: string, hue: number): string {
  const rows = lines(title, 12);
  const y0 = rows.length === 1 ? 250 : 220;
  const text = rows
    .map(
      (row, i) =>
        `<text x="400" y="${y0 + i * 64}" text-anchor="middle" font-size="48" font-weight="700" fill="#fff">${escapeXml(row)}</text>`,
    )
    .join('');
  return `${gradientImage({ width: 800, height: 450 }, title, hue, { x2: 1, y2: 1, lightness: 30 })}<circle cx="690" cy="70" r="150" fill="#fff" fill-opacity="0.08"/>
<circle cx="90" cy="420" r="120" fill="#fff" fill-opacity="0.06"/>
<circle cx="760" cy="400" r="60" fill="#fff" fill-opacity="0.1"/>
<g font-family="${FONT}">
<rect x="40" y="40" width="${Array.from(label).length * 22 + 32}" height="40" rx="20" fill="#fff" fill-opacity="0.2"/>
<text x="56" y="67" font-size="20" fill="#fff">${escapeXml(label)}</text>
${text}
</g>
</svg>
`;
}

/**
 * 600×848 (A4) magazine cover, as printed issues are: the masthead (the title up to its
 * first space) at the top and the issue (the rest) in a band at the bottom.
 */
export function magazineCoverSvg(title: string, hue: number): string {
  const cut = title.indexOf(' ');
  const masthead = cut < 0 ? title : title.slice(0, cut);
  const issue = cut < 0 ? '' : title.slice(cut + 1);
  return `${gradientImage({ width: 600, height: 848 }, title, hue, { x2: 0.4, y2: 1, lightness: 28 })}<circle cx="480" cy="420" r="210" fill="#fff" fill-opacity="0.08"/>
<circle cx="110" cy="560" r="120" fill="#fff" fill-opacity="0.06"/>
<g font-family="${FONT}" fill="#fff" text-anchor="middle">
<text x="300" y="150" font-size="96" font-weight="700">${escapeXml(masthead)}</text>
<text x="300" y="205" font-size="24" letter-spacing="6" fill-opacity="0.85">TAISHANG HOME</text>
<rect x="0" y="708" width="600" height="140" fill="#000" fill-opacity="0.25"/>
<text x="300" y="795" font-size="52" font-weight="700">${escapeXml(issue)}</text>
</g>
</svg>
`;
}

/** Association logo: a round emblem with 台 and the name beside it. */
export function logoSvg(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="80" viewBox="0 0 360 80" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="l" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#1565c0"/><stop offset="1" stop-color="#c62828"/>
</linearGradient></defs>
<circle cx="40" cy="40" r="34" fill="url(#l)"/>
<circle cx="40" cy="40" r="27" fill="none" stroke="#fff" stroke-width="2"/>
<text x="40" y="51" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="700" fill="#fff">台</text>
<text x="88" y="38" font-family="${FONT}" font-size="22" font-weight="700" fill="#1a237e">${escapeXml(name)}</text>
<text x="88" y="62" font-family="Arial,sans-serif" font-size="12" letter-spacing="2" fill="#555">TAIWAN BUSINESS ASSOCIATION</text>
</svg>
`;
}

/** Avatar: a coloured disc with the first character of the name. */
export function avatarSvg(name: string, hue: number): string {
  const initial = Array.from(name)[0] ?? '?';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(name)}">
<circle cx="100" cy="100" r="100" fill="hsl(${hue},55%,50%)"/>
<text x="100" y="128" text-anchor="middle" font-family="${FONT}" font-size="80" fill="#fff">${escapeXml(initial)}</text>
</svg>
`;
}

/** A QR-code-looking placeholder (not scannable) with a caption. */
export function fakeQrSvg(caption: string, seed = 7): string {
  const n = 21;
  const cell = 8;
  let state = seed;
  const rand = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const finder = (x: number, y: number) => x < 7 && y < 7;
  const isFinder = (x: number, y: number) =>
    finder(x, y) || finder(n - 1 - x, y) || finder(x, n - 1 - y);
  let cells = '';
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!isFinder(x, y) && rand() < 0.5) {
        cells += `<rect x="${20 + x * cell}" y="${20 + y * cell}" width="${cell}" height="${cell}"/>`;
      }
    }
  }
  const eye = (x: number, y: number) =>
    `<rect x="${x + 4}" y="${y + 4}" width="48" height="48" fill="none" stroke="#111" stroke-width="8"/><rect x="${x + 16}" y="${y + 16}" width="24" height="24"/>`;
  const size = n * cell + 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size + 30}" viewBox="0 0 ${size} ${size + 30}" role="img" aria-label="${escapeXml(caption)}">
<rect width="${size}" height="${size + 30}" fill="#fff"/>
<g fill="#111">${cells}${eye(20, 20)}${eye(20 + (n - 7) * cell, 20)}${eye(20, 20 + (n - 7) * cell)}</g>
<text x="${size / 2}" y="${size + 16}" text-anchor="middle" font-family="${FONT}" font-size="14" fill="#333">${escapeXml(caption)}</text>
</svg>
`;
}
