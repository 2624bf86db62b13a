import { iconMarkup, type IconName } from './icons.ts';

/** Generated pictures: small self-contained SVGs, no fonts or images fetched from anywhere. */

const FONT = `font-family="PingFang SC,Microsoft YaHei,Noto Sans CJK SC,sans-serif"`;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** Places a 100×100 glyph at (x, y) scaled to `size`. */
function glyph(icon: IconName, x: number, y: number, size: number, color: string, light: string): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 100})">${iconMarkup(icon, color, light)}</g>`;
}

/** Shrinks long labels so they fit the picture's width (CJK glyphs are about one em wide). */
function fitFont(label: string, width: number, max: number): number {
  return Math.max(14, Math.min(max, Math.floor(width / Math.max(1, [...label].length))));
}

/** A 96×96 rounded icon for a top-level category. */
export function categoryIconSvg(icon: IconName, color: string, tint: string): string {
  return svg(
    96,
    96,
    `<rect width="96" height="96" rx="22" fill="${tint}"/>` + glyph(icon, 18, 18, 60, color, '#fff'),
  );
}

export interface BannerPicture {
  headline: string;
  subline: string;
  icon: IconName;
  from: string;
  to: string;
  width?: number;
  height?: number;
}

/** A wide promotional banner (1200×400 by default) with a gradient, headline, subline and glyph. */
export function bannerSvg(b: BannerPicture): string {
  const width = b.width ?? 1200;
  const height = b.height ?? 400;
  const unit = height / 400;
  return svg(
    width,
    height,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.from}"/><stop offset="1" stop-color="${b.to}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<circle cx="${width * 0.82}" cy="${height * 0.5}" r="${170 * unit}" fill="#fff" opacity=".15"/>` +
      glyph(b.icon, width * 0.82 - 110 * unit, height * 0.5 - 110 * unit, 220 * unit, '#fff', b.from) +
      `<text x="${80 * unit}" y="${190 * unit}" ${FONT} font-size="${64 * unit}" font-weight="700" fill="#fff">${escapeXml(b.headline)}</text>` +
      `<text x="${82 * unit}" y="${260 * unit}" ${FONT} font-size="${30 * unit}" fill="#fff" opacity=".9">${escapeXml(b.subline)}</text>`,
  );
}

/** A 240×80 wordmark for a brand, store or mall: glyph badge plus name. */
export function logoSvg(name: string, icon: IconName, color: string): string {
  const size = fitFont(name, 160, 26);
  return svg(
    240,
    80,
    `<rect width="240" height="80" rx="12" fill="#fff"/><rect x="10" y="12" width="56" height="56" rx="14" fill="${color}"/>` +
      glyph(icon, 16, 18, 44, '#fff', color) +
      `<text x="78" y="${40 + size / 3}" ${FONT} font-size="${size}" font-weight="700" fill="${color}">${escapeXml(name)}</text>`,
  );
}

/** A round avatar with one character. */
export function avatarSvg(character: string, color: string): string {
  return svg(
    120,
    120,
    `<circle cx="60" cy="60" r="60" fill="${color}"/>` +
      `<text x="60" y="76" text-anchor="middle" ${FONT} font-size="48" fill="#fff">${escapeXml(character)}</text>`,
  );
}

/** A red approval stamp, shown on audited plan lists. */
export function stampSvg(text: string, mall: string): string {
  return svg(
    200,
    200,
    `<circle cx="100" cy="100" r="90" fill="none" stroke="#d1242f" stroke-width="8"/>` +
      `<circle cx="100" cy="100" r="74" fill="none" stroke="#d1242f" stroke-width="2"/>` +
      `<path d="M100 40l6 18h19l-15 11 6 18-16-11-16 11 6-18-15-11h19z" fill="#d1242f"/>` +
      `<text x="100" y="128" text-anchor="middle" ${FONT} font-size="30" font-weight="700" fill="#d1242f">${escapeXml(text)}</text>` +
      `<text x="100" y="158" text-anchor="middle" ${FONT} font-size="${fitFont(mall, 120, 16)}" fill="#d1242f">${escapeXml(mall)}</text>`,
  );
}
