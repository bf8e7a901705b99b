import { z } from "zod";
import { iconNames } from "../../components/ui/icon-names.ts";
import { pageIds } from "../../route-table.ts";
import {
  picturePathPattern,
  picturePathProblem,
  type PictureKind,
  type PictureSource,
} from "../../pictures/picture-kinds.ts";
import { contentContext } from "./context.ts";
import { emailKeys, linkTarget } from "./link-targets.ts";

/**
 * The building blocks of every content schema. Each carries what the editor shows beside the
 * field (label, help text), so the editor's forms are derived from these schemas
 * (app/content/editor/keystatic-fields.tsx) and can never disagree with them.
 */
export type EditorMeta = {
  label: string;
  description?: string;
  /** How the editor presents a string: a one-line box (default), a text area, a link picker, an icon picker. */
  widget?: "multiline" | "link" | "icon" | "page" | "reference" | "date" | "picture";
  /** For references: the collection whose slugs the field names; for pictures: the one whose folder holds them. */
  collection?: string;
  /** For pictures: how the picture is shown (app/pictures/picture-kinds.ts). */
  pictureKind?: PictureKind;
  /** For lists: the field of each item that names it in the editor's list. */
  itemLabel?: string;
};

export const editorMeta = z.registry<EditorMeta>();

type Help = { description?: string };

/** A required line of text (a heading, a label). Empty text counts as missing. */
export function text(label: string, help: Help = {}) {
  return z
    .string()
    .trim()
    .min(1, "is required")
    .register(editorMeta, { label, ...help });
}

/**
 * A required passage of text (a paragraph), edited in a text area. `length` bounds it in
 * characters where it is shown in a fixed space (an article's summary in cards and search results).
 */
export function longText(label: string, help: Help & { length?: { min: number; max: number } } = {}) {
  const { length, ...rest } = help;
  let schema = z.string().trim().min(1, "is required");
  if (length) {
    const error = (issue: { input?: unknown }) =>
      `needs ${length.min} to ${length.max} characters (it has ${String(issue.input).length})`;
    schema = schema.min(length.min, { error }).max(length.max, { error });
  }
  return schema.register(editorMeta, { label, widget: "multiline", ...rest });
}

/** A list of paragraphs. */
export function paragraphs(label: string, help: Help = {}) {
  return list(longText("Paragraph"), label, { min: 1, ...help });
}

/** A link target (page:<id>, email:<department>, url:<site>...: app/content/schema/link-targets.ts), resolved to its href. */
export function link(label: string, help: Help = {}) {
  return linkTarget.register(editorMeta, { label, widget: "link", ...help });
}

/**
 * One of the department addresses of the site configuration, chosen by name (info, sales,
 * partnerships, investors) and given as the address, for text that shows the address itself.
 */
export function departmentAddress(label: string, help: Help = {}) {
  return z
    .enum(emailKeys)
    .transform((department) => contentContext().site.emails[department])
    .register(editorMeta, { label, ...help });
}

export function icon(label = "Icon", help: Help = {}) {
  return z.enum(iconNames).register(editorMeta, { label, widget: "icon", ...help });
}

export function choice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  label: string,
  help: Help = {},
) {
  return z.enum(values).register(editorMeta, { label, ...help });
}

/** A calendar date, written YYYY-MM-DD (it stays text: pages format it, the PDF reads it as a date). */
export function date(label: string, help: Help = {}) {
  return z.iso
    .date({
      // A date left out is "required" (the loader's word for every missing field), not "not a date".
      error: (issue) =>
        issue.input === undefined ? undefined : "is not a date: use the form YYYY-MM-DD, e.g. 2025-07-01",
    })
    .register(editorMeta, { label, widget: "date", ...help });
}

export function whole(label: string, help: Help & { min?: number; max?: number } = {}) {
  const { min, max, ...rest } = help;
  let schema = z.number().int();
  if (min !== undefined) schema = schema.min(min);
  if (max !== undefined) schema = schema.max(max);
  return schema.register(editorMeta, { label, ...rest });
}

/** A number that may have decimals, e.g. an illustrative score of 94.2. */
export function decimal(label: string, help: Help & { min?: number; max?: number } = {}) {
  const { min, max, ...rest } = help;
  let schema = z.number();
  if (min !== undefined) schema = schema.min(min);
  if (max !== undefined) schema = schema.max(max);
  return schema.register(editorMeta, { label, ...rest });
}

export function list<Item extends z.ZodType>(
  item: Item,
  label: string,
  options: Help & { min?: number; max?: number; itemLabel?: string } = {},
) {
  const { min, max, itemLabel, description } = options;
  let schema = z.array(item);
  if (min !== undefined) schema = schema.min(min, `needs at least ${min} item${min === 1 ? "" : "s"}`);
  if (max !== undefined) schema = schema.max(max, `takes at most ${max} items`);
  return schema.register(editorMeta, { label, description, itemLabel });
}

/** A group of fields; unknown keys are refused, so a misspelt field name is an error, not a silent loss. */
export function group<Shape extends z.ZodRawShape>(shape: Shape, label: string, help: Help = {}) {
  return z.strictObject(shape).register(editorMeta, { label, ...help });
}

/** A page of the route table, by id (shown to editors by its path). */
export function page(label: string, help: Help = {}) {
  return z.enum(pageIds).register(editorMeta, { label, widget: "page", ...help });
}

/** The slug of an entry of another collection (a team member, a topic), checked to exist. */
export function reference(collection: string, label: string, help: Help = {}) {
  return z
    .string()
    .refine((slug) => contentContext().slugs[collection]?.includes(slug) ?? false, {
      error: (issue) => `"${String(issue.input)}" is not in ${collection} (content/${collection}/)`,
    })
    .register(editorMeta, { label, widget: "reference", collection, ...help });
}

/**
 * A picture the editor uploads (app/pictures/picture-kinds.ts): a file in the collection's picture
 * folder, and either the text that replaces it for people who cannot see it or, for a picture that
 * adds nothing the page does not already say, `decorative: true`. Checked, it is a PictureSource.
 */
export function picture(label: string, options: Help & { kind: PictureKind; collection: string }) {
  const { kind, collection, ...help } = options;
  return z
    .strictObject({
      image: z.string().regex(picturePathPattern(collection), picturePathProblem(collection)),
      alt: text("Alternative text").optional(),
      decorative: z.literal(true, { error: "is true, or left out" }).optional(),
    })
    .superRefine(({ alt, decorative }, context) => {
      if (alt === undefined && !decorative) {
        context.addIssue({
          code: "custom",
          path: ["alt"],
          message:
            "is required: say what the picture shows, or write decorative: true for a picture that adds nothing to the page",
        });
      }
      if (alt !== undefined && decorative) {
        context.addIssue({
          code: "custom",
          path: ["decorative"],
          message: "a decorative picture has no alternative text: keep one of the two",
        });
      }
    })
    .transform(({ image, alt }): PictureSource => ({ kind, file: image, alt: alt ?? "" }))
    .register(editorMeta, { label, widget: "picture", collection, pictureKind: kind, ...help });
}
