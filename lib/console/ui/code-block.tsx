/** JSON (or any text) in a scrollable monospace block; objects are pretty-printed. */
export function CodeBlock({
  value,
  light = false,
  label,
  testId,
}: {
  value: unknown;
  light?: boolean;
  label?: string;
  testId?: string;
}) {
  const text = typeof value === "string" ? prettyJsonText(value) : JSON.stringify(value, null, 2);
  return (
    <pre className={`c-code${light ? " c-code-light" : ""}`} aria-label={label} tabIndex={0} data-testid={testId}>
      {text}
    </pre>
  );
}

/** A JSON body as sent on the wire, indented for reading; other text unchanged. */
function prettyJsonText(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
