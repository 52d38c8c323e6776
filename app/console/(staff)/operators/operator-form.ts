/** Frame ancestors typed one per line (or comma separated) as the list the API takes. */
export function linesToList(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);
}
