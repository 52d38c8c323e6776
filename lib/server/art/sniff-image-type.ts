import type { GameArtContentType } from "@/lib/contract/provider-api";

// An upload's type is decided by its bytes, never by its name or a declared content type.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const SVG_PROLOGUE_BYTES = 4096;

export function sniffImageType(bytes: Uint8Array): GameArtContentType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (looksLikeSvg(bytes)) return "image/svg+xml";
  return null;
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return bytes.length >= end ? String.fromCharCode(...bytes.subarray(start, end)) : "";
}

// SVG is text whose root element is <svg>, possibly after a BOM, an XML declaration, comments and a doctype.
function looksLikeSvg(bytes: Uint8Array): boolean {
  let text = new TextDecoder("utf-8").decode(bytes.subarray(0, SVG_PROLOGUE_BYTES)).replace(/^\uFEFF/, "");
  for (;;) {
    text = text.trimStart();
    const skipped = /^(<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE\s[^[>]*(\[[\s\S]*?\])?\s*>)/i.exec(text);
    if (!skipped) break;
    text = text.slice(skipped[0].length);
  }
  return /^<svg[\s>/]/.test(text);
}
