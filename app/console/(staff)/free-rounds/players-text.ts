/** Players pasted one per line (commas and spaces separate too); blank lines are ignored. */
export function playersFromText(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((player) => player.trim())
    .filter(Boolean);
}
