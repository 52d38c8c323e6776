import { describe, expect, it } from "vitest";
import { acceptsGzip } from "./accept-encoding";

describe("acceptsGzip", () => {
  it.each([
    "gzip",
    "GZIP",
    "gzip, deflate, br",
    "br;q=1.0, gzip;q=0.8, *;q=0.1",
    "x-gzip",
    "*",
    "identity, *;q=0.5",
    "gzip;q=0.001",
    "gzip ; q=1",
  ])("accepts %s", (header) => expect(acceptsGzip(header)).toBe(true));

  it.each([
    null,
    "",
    "identity",
    "br",
    "deflate, br",
    "gzip;q=0",
    "gzip;q=0.000",
    "*;q=0",
    "gzip;q=0, *",
    "*, gzip;q=0",
    "gzip;q=2",
    "gzip;q=abc",
  ])("does not accept %s", (header) => expect(acceptsGzip(header)).toBe(false));
});
