import { createHash } from "node:crypto";

// The artwork served when a game has no uploaded thumbnail: a gradient card with the title. Colours come from a
// hash of the symbol, so a game always gets the same ones; every piece of text is XML-escaped.

const WIDTH = 400;
const HEIGHT = 300;
const MAX_LINE_CHARACTERS = 18;
const MAX_LINES = 3;

export function renderFallbackArtSvg(options: { symbol: string; title: string }): string {
  const digest = createHash("sha256").update(options.symbol, "utf8").digest();
  const hue = ((digest[0] ?? 0) * 256 + (digest[1] ?? 0)) % 360;
  const secondHue = (hue + 40 + ((digest[2] ?? 0) % 100)) % 360;
  const lines = wrapTitle(options.title.trim() || options.symbol);
  const lineHeight = 40;
  const firstBaseline = HEIGHT / 2 - ((lines.length - 1) * lineHeight) / 2 + 12;
  const text = lines
    .map(
      (line, index) => `<tspan x="${WIDTH / 2}" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">`,
    `<title>${escapeXml(options.title.trim() || options.symbol)}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue} 70% 38%)"/><stop offset="1" stop-color="hsl(${secondHue} 75% 22%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="24" fill="url(#bg)"/>`,
    `<circle cx="${WIDTH - 60}" cy="60" r="90" fill="hsl(${secondHue} 80% 70%)" fill-opacity="0.18"/>`,
    `<text fill="#ffffff" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="34" font-weight="700" text-anchor="middle">${text}</text>`,
    `<text x="${WIDTH / 2}" y="${HEIGHT - 24}" fill="#ffffff" fill-opacity="0.7" font-family="ui-monospace, monospace" font-size="14" text-anchor="middle">${escapeXml(options.symbol)}</text>`,
    `</svg>`,
  ].join("");
}

/** Escapes text for XML content and attribute values, dropping characters XML 1.0 cannot carry at all. */
export function escapeXml(text: string): string {
  return text
    .replace(
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      "",
    )
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

// Greedy word wrap by code points; over-long words are split, and text beyond the last line ends in an ellipsis.
function wrapTitle(title: string): string[] {
  const words = title.split(/\s+/).flatMap((word) => chunk(Array.from(word), MAX_LINE_CHARACTERS));
  const lines: string[][] = [];
  for (const word of words) {
    const current = lines.at(-1);
    if (current && current.length + 1 + word.length <= MAX_LINE_CHARACTERS) current.push(" ", ...word);
    else lines.push([...word]);
  }
  if (lines.length <= MAX_LINES) return lines.map((line) => line.join(""));
  const last = lines[MAX_LINES - 1] ?? [];
  const truncated = [...last.slice(0, MAX_LINE_CHARACTERS - 1), "…"];
  return [...lines.slice(0, MAX_LINES - 1), truncated].map((line) => line.join(""));
}

function chunk(characters: string[], size: number): string[][] {
  const chunks: string[][] = [];
  for (let index = 0; index < characters.length; index += size) chunks.push(characters.slice(index, index + size));
  return chunks;
}
