import { describe, expect, it } from "vitest";
import { sniffImageType } from "./sniff-image-type";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe("sniffImageType", () => {
  it("recognises PNG, JPEG and WebP by their signatures", () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe("image/png");
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16))).toBe("image/jpeg");
    expect(sniffImageType(text("RIFF\u0024\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp");
  });

  it("recognises SVG after a BOM, XML declaration, comments and a doctype", () => {
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("image/svg+xml");
    expect(
      sniffImageType(
        text(
          '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg>',
        ),
      ),
    ).toBe("image/svg+xml");
  });

  it("ignores names and declared types: anything else is unknown", () => {
    expect(sniffImageType(text("GIF89a......"))).toBeNull();
    expect(sniffImageType(text("<html><svg></svg></html>"))).toBeNull();
    expect(sniffImageType(text("<svgx>"))).toBeNull();
    expect(sniffImageType(text("RIFF\u0024\u0000\u0000\u0000WAVEfmt "))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});
