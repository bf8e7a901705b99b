import { codePoint, firstHidden } from "../../app/desk/hidden-characters";

/**
 * Why a line the desk stores (a subject, a name) cannot be kept as typed, or undefined when it can:
 * it must fit on one line, and hold no character that is invisible yet moves or hides the text around
 * it (app/desk/hidden-characters.ts), which would then reach an e-mail's subject line, the archive
 * and the feeds.
 */
export function singleLineProblem(value: string, what: string, maxLength: number): string | undefined {
  if (value.length > maxLength || /[\r\n]/.test(value))
    return `${what} is one line of at most ${maxLength} characters.`;
  const hidden = /\t/.exec(value)?.[0] ?? firstHidden(value);
  if (hidden) {
    return `${what} holds an invisible control character (${codePoint(hidden)}), which would hide or reorder its words: remove it and save again.`;
  }
  return undefined;
}
