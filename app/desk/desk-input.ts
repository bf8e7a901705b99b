/**
 * The shapes of what a desk address or form carries besides words: ids and whole numbers. A value of
 * another shape is refused where it is read (404 for an address, 400 for a form), before it reaches
 * the database: PostgreSQL refuses a NUL in text and a number past its column's range with an error.
 */

/** A row's id: a UUID, or a passkey's credential id (base64url, at most 1,023 bytes, so 1,364 characters). */
export const isDeskId = (value: string) => /^[\w-]{1,1364}$/.test(value);

/** A whole number as a form posts it (a lead's version, an edition's number): 0 to 999,999,999, within an integer column. */
export function wholeNumber(text: string): number | undefined {
  return /^(0|[1-9]\d{0,8})$/.test(text) ? Number(text) : undefined;
}

/** A page of a list: 1 to 999,999. */
export function pageNumber(text: string): number | undefined {
  return /^[1-9]\d{0,5}$/.test(text) ? Number(text) : undefined;
}
