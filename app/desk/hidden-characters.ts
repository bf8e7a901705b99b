/**
 * Characters a person cannot see, yet that change what they see: the C0 and C1 controls (NUL, escape,
 * ...) and DEL, and the bidirectional controls (U+202A-U+202E embeddings and overrides, U+2066-U+2069
 * isolates, U+200E/U+200F/U+061C marks), which turn `evil\u202Etxt.exe` into `evilexe.txt`. Tab and
 * line breaks are text a message may hold, and stay. The desk shows the others as markers
 * (app/components/desk/typed-text.tsx) and refuses them in the single lines it takes
 * (server/desk/single-line.ts).
 */
const hiddenCharacter =
  // eslint-disable-next-line no-control-regex -- the control characters are what this matches
  /([\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069])/;

/** The text cut into what shows as itself and the hidden characters between (every other part, from the second). */
export function splitHidden(text: string): string[] {
  return text.split(hiddenCharacter);
}

export const firstHidden = (text: string) => hiddenCharacter.exec(text)?.[0];

/** A character as the Unicode standard names its code point: U+202E. */
export const codePoint = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** The text with each hidden character written as its marker, for where no markup goes (a page's title). */
export const withMarkers = (text: string) =>
  splitHidden(text)
    .map((part, index) => (index % 2 === 0 ? part : `⟨${codePoint(part)}⟩`))
    .join("");
