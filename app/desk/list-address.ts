import { pageNumber } from "./desk-input";

/**
 * What a desk list (the leads' inbox, the subscribers) reads from its address: a GET form, so every
 * view can be bookmarked, shared and exported as it is. Each named value trimmed, empty when absent;
 * a value that makes no sense is left out (of the filter, and of the form and links that carry the
 * filters on) and named in `problems`, in the order the list reads them.
 */
export function listAddress<Name extends string>(url: string, names: readonly Name[]) {
  const params = new URL(url).searchParams;
  const values = Object.fromEntries(names.map((name) => [name, params.get(name)?.trim() ?? ""])) as Record<
    Name,
    string
  >;
  const problems: string[] = [];
  // No stored text holds a NUL, and PostgreSQL refuses one in a query.
  for (const name of names.filter((name) => values[name].includes("\u0000"))) {
    problems.push(`A NUL character in the address (in “${name}”) was left out: nothing stored holds one.`);
    values[name] = "";
  }
  return {
    values,
    problems,
    /** The value of `name` when it is one of `choices`; undefined when it is empty or is not one. */
    choose<Value extends string>(
      name: Name,
      isValue: (value: unknown) => value is Value,
      choices: readonly string[],
    ): Value | undefined {
      if (!values[name]) return undefined;
      const chosen = isValue(values[name]) ? values[name] : undefined;
      if (!chosen) problems.push(`There is no ${name} “${values[name]}”: choose one of ${choices.join(", ")}.`);
      values[name] = chosen ?? "";
      return chosen;
    },
    /** `page`, the first when absent or not a page number. */
    page(): number {
      const page = params.get("page") ?? "1";
      const number = pageNumber(page);
      if (number) return number;
      problems.push(`“${page}” is not a page number.`);
      return 1;
    },
  };
}
