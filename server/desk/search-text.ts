/**
 * What the inbox's search reads: a lead's name, e-mail, organisation and message, folded by the
 * application rather than the database, so that SQLite (whose lower() knows only ASCII) and
 * PostgreSQL find exactly the same leads. NFKC folds compatibility forms (full-width letters,
 * ligatures) into their plain letters; toLowerCase folds case in every script. A NUL character, which
 * a form may carry but PostgreSQL's text cannot hold, is left out.
 */
const searchedFields = ["name", "email", "organization", "message"];

export function foldForSearch(text: string): string {
  return text.normalize("NFKC").replaceAll("\0", "").toLowerCase();
}

/** The search text stored with a lead: its searched fields, folded, one a line. */
export function searchTextOf(fields: Record<string, string>): string {
  return searchedFields
    .map((field) => fields[field] ?? "")
    .filter((value) => value !== "")
    .map(foldForSearch)
    .join("\n");
}

/**
 * The trigram indexes (server/storage/desk-tables.ts) find words of three characters and more; a
 * shorter word could only be looked for in every text, one by one, so the desk's searches leave it out,
 * and refuse a query made of nothing else (`onlyShortWords`) with this message.
 */
const shortestWord = 3;
export const shortWordsProblem =
  "Type at least three characters to search: words of one or two characters are too short to look for.";

const wordsOf = (folded: string) => folded.split(/\s+/u).filter(Boolean);
const longEnough = (word: string) => [...word].length >= shortestWord;

/** The words of a folded query that the search looks for (eight at most). */
export const indexedWords = (folded: string): string[] => wordsOf(folded).filter(longEnough).slice(0, 8);

/** Whether a query has words but none long enough to look for. */
export function onlyShortWords(query: string): boolean {
  const words = wordsOf(foldForSearch(query));
  return words.length > 0 && !words.some(longEnough);
}

/** The words of a query, folded: a lead matches when its search text holds every one. */
export function searchWords(query: string): string[] {
  return indexedWords(foldForSearch(query));
}

/** A LIKE pattern (with `\` as its escape character) that finds `word` anywhere. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `word` as an FTS5 phrase (SQLite's trigram index): quoted, its own quotes doubled, never read as query syntax. */
export function ftsPhrase(word: string): string {
  return `"${word.replaceAll('"', '""')}"`;
}
