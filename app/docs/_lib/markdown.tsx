import type { ReactNode } from "react";

// The repository's own docs (docs/*.md) rendered as React on the server, so /docs serves the same text the
// repository holds. Only what those files use: headings, paragraphs, fenced code, tables, lists, inline code,
// bold and links. Everything is text to React (no raw HTML passes through); the caller says where links go.

export interface MarkdownOptions {
  /** Where a link of the text points on this site; null: nowhere here (the text stays, without a link). */
  href(target: string): string | null;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens ("1. Five steps" → "1-five-steps"). */
export function headingAnchor(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`*]/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .trim()
    .replace(/\s/g, "-");
}

/** The level-2 headings of a text, for a contents list. */
export function markdownSections(markdown: string): Array<{ title: string; anchor: string }> {
  return [...stripFences(markdown).matchAll(/^## (.+)$/gm)].map((match) => ({
    title: plainText(match[1]!),
    anchor: headingAnchor(plainText(match[1]!)),
  }));
}

function stripFences(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```$/gm, "");
}

function plainText(inline: string): string {
  return inline.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1").replace(/[`*]/g, "");
}

export function Markdown({ text, options }: { text: string; options: MarkdownOptions }) {
  return <>{blocks(text.replace(/\r\n/g, "\n").split("\n"), options)}</>;
}

function blocks(lines: string[], options: MarkdownOptions): ReactNode[] {
  const out: ReactNode[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    const key = out.length;
    if (!line.trim()) {
      index++;
      continue;
    }
    const fence = /^```(\w*)\s*$/.exec(line);
    if (fence) {
      const end = lines.indexOf("```", index + 1);
      const stop = end < 0 ? lines.length : end;
      out.push(
        <pre key={key} data-lang={fence[1] || undefined}>
          <code>{lines.slice(index + 1, stop).join("\n")}</code>
        </pre>,
      );
      index = stop + 1;
      continue;
    }
    const heading = /^(#{1,4}) (.+)$/.exec(line);
    if (heading) {
      const Tag = `h${heading[1]!.length}` as "h1" | "h2" | "h3" | "h4";
      out.push(
        <Tag key={key} id={headingAnchor(plainText(heading[2]!))}>
          {inline(heading[2]!, options)}
        </Tag>,
      );
      index++;
      continue;
    }
    if (line.startsWith("|")) {
      const rows: string[] = [];
      while (index < lines.length && lines[index]!.startsWith("|")) rows.push(lines[index++]!);
      out.push(table(rows, key, options));
      continue;
    }
    const item = /^(\s*)(-|\d+\.) /;
    if (item.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items: string[] = [];
      while (
        index < lines.length &&
        lines[index]!.trim() &&
        (item.test(lines[index]!) || /^\s+\S/.test(lines[index]!))
      ) {
        if (item.test(lines[index]!)) items.push(lines[index]!.replace(item, ""));
        else items[items.length - 1] += ` ${lines[index]!.trim()}`;
        index++;
      }
      const List = ordered ? "ol" : "ul";
      out.push(
        <List key={key}>
          {items.map((text, itemIndex) => (
            <li key={itemIndex}>{inline(text, options)}</li>
          ))}
        </List>,
      );
      continue;
    }
    const paragraph: string[] = [];
    while (
      index < lines.length &&
      lines[index]!.trim() &&
      !/^(```|#{1,4} |\|)/.test(lines[index]!) &&
      !(paragraph.length && item.test(lines[index]!))
    ) {
      paragraph.push(lines[index++]!.trim());
    }
    out.push(<p key={key}>{inline(paragraph.join(" "), options)}</p>);
  }
  return out;
}

function cells(row: string): string[] {
  // A "|" inside inline code belongs to the code, not the table.
  const parts: string[] = [];
  let current = "";
  let inCode = false;
  for (const char of row.trim().replace(/^\||\|$/g, "")) {
    if (char === "`") inCode = !inCode;
    if (char === "|" && !inCode) {
      parts.push(current.trim());
      current = "";
    } else current += char;
  }
  parts.push(current.trim());
  return parts;
}

function table(rows: string[], key: number, options: MarkdownOptions): ReactNode {
  const [head, , ...body] = rows;
  return (
    <div key={key} data-table-scroll="">
      <table>
        <thead>
          <tr>
            {cells(head!).map((cell, index) => (
              <th key={index}>{inline(cell, options)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {cells(row).map((cell, index) => (
                <td key={index}>{inline(cell, options)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const INLINE = /`([^`]+)`|\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string, options: MarkdownOptions): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    const key = out.length;
    if (match[1] !== undefined) out.push(<code key={key}>{match[1]}</code>);
    else if (match[2] !== undefined) out.push(<strong key={key}>{inline(match[2], options)}</strong>);
    else {
      const href = options.href(match[4]!);
      out.push(
        href === null ? (
          <span key={key}>{inline(match[3]!, options)}</span>
        ) : (
          <a key={key} href={href}>
            {inline(match[3]!, options)}
          </a>
        ),
      );
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
