import type { z } from "zod";
import type { ProseDocument, ProseOptions } from "./prose.ts";

/**
 * How one content file, or one folder of files, is described to the loader, the build and the
 * editor. `schema` is the only definition of the content's type.
 */
export type SingletonEntry<Schema extends z.ZodType = z.ZodType> = {
  kind: "singleton";
  /** What the editor calls it. */
  label: string;
  /** The file, from the repository root, e.g. "content/pages/vision.yaml". */
  file: string;
  schema: Schema;
  /** Present for `.mdoc` files: the schema describes the front matter, the body becomes `body`. */
  prose?: ProseOptions;
};

export type CollectionEntry<Schema extends z.ZodType = z.ZodType> = {
  kind: "collection";
  label: string;
  /** The folder, from the repository root, e.g. "content/team"; one file per entry, named by its slug. */
  folder: string;
  extension: ".yaml" | ".mdoc";
  /** The field the slug (the file name) is made from when an editor creates an entry. */
  slugFrom: string;
  schema: Schema;
  prose?: ProseOptions;
};

export type ContentEntryDefinition = SingletonEntry | CollectionEntry;

type WithBody<Entry, Data> = Entry extends { prose: ProseOptions } ? Data & { body: ProseDocument } : Data;

/** What a module importing `~content/<key>` receives. */
export type EntryData<Entry extends ContentEntryDefinition> =
  Entry extends CollectionEntry<infer Schema>
    ? (WithBody<Entry, z.output<Schema>> & { slug: string })[]
    : Entry extends SingletonEntry<infer Schema>
      ? WithBody<Entry, z.output<Schema>>
      : never;

export function singleton<Schema extends z.ZodType, Prose extends ProseOptions | undefined = undefined>(
  entry: Omit<SingletonEntry<Schema>, "kind" | "prose"> & { prose?: Prose },
): SingletonEntry<Schema> & (Prose extends ProseOptions ? { prose: Prose } : unknown) {
  return { kind: "singleton", ...entry } as SingletonEntry<Schema> &
    (Prose extends ProseOptions ? { prose: Prose } : unknown);
}

export function collection<Schema extends z.ZodType, Prose extends ProseOptions | undefined = undefined>(
  entry: Omit<CollectionEntry<Schema>, "kind" | "prose"> & { prose?: Prose },
): CollectionEntry<Schema> & (Prose extends ProseOptions ? { prose: Prose } : unknown) {
  return { kind: "collection", ...entry } as CollectionEntry<Schema> &
    (Prose extends ProseOptions ? { prose: Prose } : unknown);
}
