// A console CSV export as a file download in the browser (the text comes from the one writer, lib/base/csv.ts).

export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** A file name for an export: the caption in kebab-case and today's date (UTC), e.g. operators-2026-11-25.csv. */
export function csvFilename(caption: string, now: Date = new Date()): string {
  const slug = caption
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return `${slug || "table"}-${now.toISOString().slice(0, 10)}.csv`;
}
