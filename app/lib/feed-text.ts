/**
 * Text made safe for the feeds (app/lib/insights-feed.server.tsx), whatever was typed: an edition's
 * subject comes from the desk, so it may hold anything a person or a script can send.
 */

/**
 * What XML 1.0 forbids in a document (its production `Char`): the C0 controls but tab, line feed and
 * carriage return; U+FFFE and U+FFFF; a surrogate that is not half of a pair. JSON would carry them,
 * but the three feeds say the same.
 */
const forbiddenInXml =
  // eslint-disable-next-line no-control-regex -- the control characters are what this matches
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with each character XML forbids replaced by U+FFFD, the sign of a character that could not be kept. */
export const xmlSafeText = (text: string) => text.replace(forbiddenInXml, "\uFFFD");

/** Text for an element that says `type="html"` (Atom) or that readers take as HTML (RSS's description). */
export const htmlEscaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * The `feed` package writes text as CDATA, and its XML writer (xml-js) splits only the first `]]>`
 * of a text: a second one would end the section and let the rest be read as markup. Every `]]>` is
 * marked here with U+FFFF (which `xmlSafeText` removes from any text, so it marks nothing else), the
 * writer then finds none, and `closeCdataBreaks` turns each mark into the end of one section and the
 * start of the next: `]]]]><![CDATA[>` is read back as `]]>`.
 */
const cdataBreak = "\uFFFF";

export const cdataText = (text: string) => xmlSafeText(text).replaceAll("]]>", `]]${cdataBreak}>`);

export const closeCdataBreaks = (xml: string) => xml.replaceAll(cdataBreak, "]]><![CDATA[");
