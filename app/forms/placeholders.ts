/**
 * Fills the `%name%` placeholders of a form text (content/forms/): values known only when the
 * text is shown, such as a count or a length limit. `{tokens}` are different: the build
 * resolves them from the site configuration. A placeholder without a value stays as written.
 */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/%(\w+)%/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** A text that names a number: `one` for 1, otherwise `several` with its `%count%` filled in. */
export function countedText(texts: { one: string; several: string }, count: number): string {
  return count === 1 ? texts.one : fillPlaceholders(texts.several, { count });
}
