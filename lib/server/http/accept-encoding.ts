// Accept-Encoding (RFC 9110 §12.5.3) as far as a server offering gzip or identity needs it: gzip is acceptable when
// the header names gzip (or its alias x-gzip) or "*" with a non-zero q-value, and names no zero q-value for gzip.
// An absent header means "no preference", which servers may read as identity only; we do.

export function acceptsGzip(header: string | null | undefined): boolean {
  if (!header) return false;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of header.split(",")) {
    const [rawCoding = "", ...params] = part.split(";");
    const coding = rawCoding.trim().toLowerCase();
    if (coding !== "gzip" && coding !== "x-gzip" && coding !== "*") continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=(.*)$/i.exec(param);
      // A malformed q-value makes the member unusable rather than preferred.
      if (match) q = /^\s*(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/.test(match[1]!) ? Number(match[1]) : 0;
    }
    if (coding === "*") any = Math.max(any ?? 0, q);
    else gzip = Math.max(gzip ?? 0, q);
  }
  return (gzip ?? any ?? 0) > 0;
}
