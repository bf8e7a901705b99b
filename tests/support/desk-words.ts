/**
 * Words for developers that no desk page may show (issue 41): a command (`npm run …`, `npx …`) or the
 * name of a setting (an environment variable such as SMTP_URL). Commands and settings belong in docs/;
 * the desk says what a person does in the team's words.
 */
const developerWords = /\bnpm run\b[^<\n]{0,40}|\bnpx \S+|\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b/g;

/** The text a person reads on the page (its title included), without its scripts and styles. */
export function readableText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

/** Each command or setting name the page's text shows; none, on a page in the team's words. */
export const developerWordsIn = (html: string): string[] => readableText(html).match(developerWords) ?? [];
