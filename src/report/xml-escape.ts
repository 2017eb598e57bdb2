/**
 * XML 1.0 escaping for every XML report, in one place. Characters XML 1.0 forbids (C0 controls
 * other than tab, newline and carriage return; lone surrogates; U+FFFE and U+FFFF) cannot be
 * written even as character references, so they are dropped.
 */

const ILLEGAL_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text without characters XML 1.0 cannot carry. */
export function stripIllegalXmlChars(text: string): string {
  return text.replace(ILLEGAL_XML_CHARS, "");
}

/** Text safe as element content: markup characters escaped, so `]]>` cannot close anything. */
export function escapeXmlText(text: string): string {
  return stripIllegalXmlChars(text)
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
  return stripIllegalXmlChars(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(/\t/g, "&#9;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;");
}
