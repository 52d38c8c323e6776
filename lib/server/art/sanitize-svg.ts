import { AppError } from "@/lib/base/errors";

// Uploaded SVG is parsed and written out again from an allowlist, so nothing we do not understand survives:
// no scripts, no event handlers, no foreignObject, no animation (it can rewrite links), no external references
// (href, url(), @import), no doctype (so no entity tricks). Malformed XML is refused rather than repaired.

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
const XLINK_NAMESPACE = "http://www.w3.org/1999/xlink";
const MAX_DEPTH = 256;

const ALLOWED_ELEMENTS = new Set([
  "svg",
  "g",
  "defs",
  "title",
  "desc",
  "symbol",
  "use",
  "switch",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "pattern",
  "marker",
  "image",
  "style",
  "filter",
  "feBlend",
  "feColorMatrix",
  "feComponentTransfer",
  "feComposite",
  "feConvolveMatrix",
  "feDiffuseLighting",
  "feDisplacementMap",
  "feDistantLight",
  "feDropShadow",
  "feFlood",
  "feFuncA",
  "feFuncB",
  "feFuncG",
  "feFuncR",
  "feGaussianBlur",
  "feMerge",
  "feMergeNode",
  "feMorphology",
  "feOffset",
  "fePointLight",
  "feSpecularLighting",
  "feSpotLight",
  "feTile",
  "feTurbulence",
]);
// A link is kept as a plain group: its content is art, its target is not.
const RENAMED_ELEMENTS: ReadonlyMap<string, string> = new Map([["a", "g"]]);
const ALLOWED_PREFIXED_ATTRIBUTES = new Set(["xlink:href", "xml:space", "xml:lang"]);
const EMBEDDED_IMAGE = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=\s]+$/;
const DANGEROUS_TEXT = /javascript:|vbscript:|data:|@import|expression\s*\(|-moz-binding|behavior\s*:|\\/i;

interface OpenElement {
  name: string;
  /** The name written out, or null when the element and everything inside it are dropped. */
  outputName: string | null;
  hasContent: boolean;
  /** Text of a <style> element, checked as a whole when it closes (chunks could hide a url( between them). */
  css?: string[];
}

export function sanitizeSvg(source: string): string {
  const text = source.replace(/^\uFEFF/, "");
  const out: string[] = [];
  const stack: OpenElement[] = [];
  let rootClosed = false;
  let position = 0;

  const malformed = (reason: string) => new AppError("invalid_request", `The SVG file is not well-formed: ${reason}`);
  const current = () => stack.at(-1);
  const markParentHasContent = () => {
    const parent = current();
    if (parent?.outputName && !parent.hasContent) {
      parent.hasContent = true;
      out.push(">");
    }
  };
  const emitText = (value: string) => {
    const parent = current();
    if (!parent) {
      if (value.trim()) throw malformed("text outside the root element");
      return;
    }
    if (!parent.outputName || value === "") return;
    if (parent.css) {
      parent.css.push(value);
      return;
    }
    markParentHasContent();
    out.push(escapeText(value));
  };

  while (position < text.length) {
    const next = text.indexOf("<", position);
    if (next === -1) {
      emitText(decodeEntities(text.slice(position), malformed));
      break;
    }
    if (next > position) emitText(decodeEntities(text.slice(position, next), malformed));
    position = next;

    if (text.startsWith("<!--", position)) {
      position = endOf(text, "-->", position + 4, malformed, "unterminated comment");
    } else if (text.startsWith("<![CDATA[", position)) {
      const end = text.indexOf("]]>", position + 9);
      if (end === -1) throw malformed("unterminated CDATA section");
      if (!current()) throw malformed("CDATA outside the root element");
      emitText(text.slice(position + 9, end));
      position = end + 3;
    } else if (text.startsWith("<?", position)) {
      position = endOf(text, "?>", position + 2, malformed, "unterminated processing instruction");
    } else if (/^<!DOCTYPE/i.test(text.slice(position, position + 9))) {
      if (stack.length || out.length) throw malformed("misplaced doctype");
      const match = /^<!DOCTYPE\s[^[>]*(\[[\s\S]*?\])?\s*>/i.exec(text.slice(position));
      if (!match) throw malformed("unterminated doctype");
      position += match[0].length;
    } else if (text.startsWith("</", position)) {
      const match = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(text.slice(position, position + 300));
      if (!match) throw malformed("bad end tag");
      const open = stack.pop();
      if (!open || open.name !== match[1]) throw malformed(`unexpected </${match[1]}>`);
      const css = open.css?.join("") ?? "";
      if (open.outputName && css && safeCss(css)) {
        open.hasContent = true;
        out.push(`>${escapeText(css)}`);
      }
      if (open.outputName) out.push(open.hasContent ? `</${open.outputName}>` : "/>");
      if (!stack.length) rootClosed = true;
      position += match[0].length;
    } else {
      const tag = readStartTag(text, position, malformed);
      position = tag.end;
      if (rootClosed) throw malformed("content after the root element");
      if (stack.length >= MAX_DEPTH) throw malformed("elements nested too deeply");
      const parent = current();
      const isRoot = !parent;
      if (isRoot && tag.name !== "svg") throw malformed("the root element is not <svg>");
      if (isRoot) {
        const namespace = tag.attributes.find(([name]) => name === "xmlns")?.[1];
        if (namespace !== undefined && namespace !== SVG_NAMESPACE)
          throw malformed("the root element is not in the SVG namespace");
      }
      const keep =
        isRoot ||
        (!!parent?.outputName && !parent.css && (ALLOWED_ELEMENTS.has(tag.name) || RENAMED_ELEMENTS.has(tag.name)));
      const outputName = keep ? (RENAMED_ELEMENTS.get(tag.name) ?? tag.name) : null;
      if (outputName) {
        markParentHasContent();
        const namespaces = isRoot ? ` xmlns="${SVG_NAMESPACE}" xmlns:xlink="${XLINK_NAMESPACE}"` : "";
        const attributes = tag.attributes
          .filter(([name, value]) => keepAttribute(outputName, name, value))
          .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
          .join("");
        out.push(`<${outputName}${namespaces}${attributes}`);
      }
      if (tag.selfClosing) {
        if (outputName) out.push("/>");
        if (isRoot) rootClosed = true;
      } else {
        stack.push({ name: tag.name, outputName, hasContent: false, ...(outputName === "style" ? { css: [] } : {}) });
      }
    }
  }
  if (stack.length) throw malformed(`<${stack.at(-1)?.name}> is never closed`);
  if (!rootClosed) throw malformed("no <svg> root element");
  return out.join("");
}

function keepAttribute(element: string, name: string, value: string): boolean {
  if (/^on/i.test(name)) return false;
  if (name === "xmlns" || name.startsWith("xmlns:")) return false; // the root gets fixed declarations
  if (name.includes(":") && !ALLOWED_PREFIXED_ATTRIBUTES.has(name)) return false;
  if (name === "href" || name === "xlink:href") {
    const target = value.trim();
    return target.startsWith("#") || (element === "image" && EMBEDDED_IMAGE.test(target));
  }
  const compact = value.replace(/[\s\u0000-\u001F]/g, "");
  if (DANGEROUS_TEXT.test(compact)) return false;
  return onlyLocalUrls(compact);
}

function safeCss(css: string): boolean {
  return !DANGEROUS_TEXT.test(css.replace(/[\s\u0000-\u001F]/g, "")) && onlyLocalUrls(css.replace(/\s/g, ""));
}

/** Every url(...) must point inside the document: url(#id). */
function onlyLocalUrls(compact: string): boolean {
  const pattern = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;
  const urls = compact.match(/url\(/gi)?.length ?? 0;
  let local = 0;
  for (const match of compact.matchAll(pattern)) {
    if (match[2]?.startsWith("#")) local += 1;
  }
  return urls === local;
}

interface StartTag {
  name: string;
  attributes: Array<[string, string]>;
  selfClosing: boolean;
  end: number;
}

function readStartTag(text: string, start: number, malformed: (reason: string) => AppError): StartTag {
  const nameMatch = /^<([A-Za-z_][\w.:-]*)/.exec(text.slice(start, start + 300));
  if (!nameMatch?.[1]) throw malformed("bad start tag");
  const name = nameMatch[1];
  let position = start + nameMatch[0].length;
  const attributes: Array<[string, string]> = [];
  const seen = new Set<string>();
  for (;;) {
    const whitespace = /^\s*/.exec(text.slice(position, position + 1000))?.[0].length ?? 0;
    position += whitespace;
    if (text.startsWith("/>", position)) return { name, attributes, selfClosing: true, end: position + 2 };
    if (text.startsWith(">", position)) return { name, attributes, selfClosing: false, end: position + 1 };
    if (!whitespace) throw malformed(`bad attribute in <${name}>`);
    const attribute = /^([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/.exec(
      text.slice(position, position + 300_000),
    );
    if (!attribute?.[1]) throw malformed(`bad attribute in <${name}>`);
    if (seen.has(attribute[1])) throw malformed(`duplicate attribute ${attribute[1]} in <${name}>`);
    seen.add(attribute[1]);
    attributes.push([attribute[1], decodeEntities(attribute[2] ?? attribute[3] ?? "", malformed)]);
    position += attribute[0].length;
  }
}

function endOf(
  text: string,
  terminator: string,
  from: number,
  malformed: (reason: string) => AppError,
  reason: string,
): number {
  const end = text.indexOf(terminator, from);
  if (end === -1) throw malformed(reason);
  return end + terminator.length;
}

const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ["amp", "&"],
  ["lt", "<"],
  ["gt", ">"],
  ["quot", '"'],
  ["apos", "'"],
]);

function decodeEntities(value: string, malformed: (reason: string) => AppError): string {
  return value.replace(/&([^;&\s]*);?/g, (entity, body: string) => {
    if (!entity.endsWith(";")) throw malformed("an unescaped &");
    const named = NAMED_ENTITIES.get(body);
    if (named !== undefined) return named;
    const numeric = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(body);
    const codePoint = numeric ? parseInt(numeric[1] ?? numeric[2] ?? "", numeric[1] ? 16 : 10) : NaN;
    if (!isXmlCharacter(codePoint)) throw malformed(`unknown or invalid entity ${entity}`);
    return String.fromCodePoint(codePoint);
  });
}

function isXmlCharacter(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    (codePoint >= 0x10000 && codePoint <= 0x10ffff)
  );
}

function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, "&quot;");
}
