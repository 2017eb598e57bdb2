import { escapeControlBytes } from "./control-bytes.ts";

/**
 * XML 1.0 escaping for every XML report, in one place. Control characters are shown as visible
 * symbols (escapeControlBytes), as on every other surface; what XML 1.0 forbids beyond them (lone
 * surrogates, U+FFFE and U+FFFF) cannot be written even as character references, so it is dropped.
 */

const ILLEGAL_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Control characters made visible, but carriage returns, which XML carries as `&#13;`. */
function visibleControls(text: string): string {
  return text.split("\r").map(escapeControlBytes).join("\r");
}

/** The text without characters XML 1.0 cannot carry. */
export function stripIllegalXmlChars(text: string): string {
  return text.replace(ILLEGAL_XML_CHARS, "");
}

/** Text safe as element content: markup characters escaped, so `]]>` cannot close anything. */
export function escapeXmlText(text: string): string {
  return stripIllegalXmlChars(visibleControls(text))
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\r/g, "&#13;");
}

/**
 * Text safe inside a double- or single-quoted attribute. Tabs and line breaks become character
 * references, which attribute-value normalisation would otherwise turn into spaces.
 */
export function escapeXmlAttribute(text: string): string {
  return stripIllegalXmlChars(visibleControls(text))
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(/\t/g, "&#9;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;");
}
