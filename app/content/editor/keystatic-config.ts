import { config, fields, type Collection, type ComponentSchema, type Config, type Singleton } from "@keystatic/core";
import { block, wrapper } from "@keystatic/core/content-components";
import type { z } from "zod";
import type { SiteConfig } from "../../config/site-schema.ts";
import { contentEntries } from "../collections.ts";
import type { ContentEntryDefinition } from "../schema/entries.ts";
import type { ProseOptions } from "../schema/prose.ts";
import { pictureFolder } from "../../pictures/picture-kinds.ts";
import { editorFields } from "./keystatic-fields.tsx";

/**
 * Where edits go. Locally (`npm run edit`) they are written to the working tree; with a
 * GitHub repository configured, each save is a commit on a branch of that repository, which
 * CI builds and checks like any other (docs/editing.md).
 */
export type EditorStorage = { kind: "local" } | { kind: "github"; repo: `${string}/${string}` };

const bodyField = "body";

/**
 * Pictures in the text (app/content/schema/prose.ts): uploaded into the collection's picture
 * folder, beside the entry's cover, each with its required alternative text and an optional caption.
 */
export function bodyPictures(collection: string) {
  const folder = pictureFolder(collection);
  return {
    directory: folder,
    publicPath: folder,
    // "IMG_0412 (1).JPG" → "img-0412-1.jpg": a name that reads the same in every file system and address.
    transformFilename: (original: string) =>
      original
        .toLowerCase()
        .replace(/[^a-z0-9.]+/g, "-")
        .replace(/^-+|-+(?=\.)|-+$/g, ""),
    schema: {
      alt: fields.text({
        label: "Alternative text",
        description: "What the picture shows, for people who cannot see it.",
        validation: { isRequired: true },
      }),
      title: fields.text({ label: "Caption", description: "Optional: a line shown under the picture." }),
    },
  };
}

function markdocBody(prose: ProseOptions) {
  const tags = prose.tags ?? [];
  return fields.markdoc({
    label: "Text",
    extension: "mdoc",
    // Only what app/content/schema/prose.ts turns into blocks, so the editor cannot write what the build refuses.
    options: {
      heading: {
        levels: [2, 3],
        schema: {
          id: fields.text({
            label: "Anchor",
            description: "The section's address (#anchor) when it must differ from its title; links point at it.",
          }),
        },
      },
      strikethrough: false,
      code: false,
      codeBlock: false,
      table: false,
      image: prose.pictures === undefined ? false : bodyPictures(prose.pictures),
      divider: false,
    },
    description:
      "Links: page:<id> for a page of the site, article:<slug> for an Insights article, email:<department>, url:<site>.",
    components: {
      ...(tags.includes("callout")
        ? {
            callout: wrapper({
              label: "Callout",
              schema: { title: fields.text({ label: "Title", validation: { isRequired: true } }) },
            }),
          }
        : {}),
      ...(tags.includes("dashboard") ? { dashboard: block({ label: "Sample dashboard", schema: {} }) } : {}),
      ...(tags.includes("analytics")
        ? { analytics: block({ label: "Statement on analytics (the text for the site's setting)", schema: {} }) }
        : {}),
    },
  });
}

function schemaFields(entry: ContentEntryDefinition, site: SiteConfig): Record<string, ComponentSchema> {
  const shape = (entry.schema as unknown as z.ZodObject).shape as Record<string, z.ZodType>;
  const result = editorFields(shape, { site });
  if (entry.kind === "collection") {
    const slugSource = result[entry.slugFrom];
    if (!slugSource) throw new Error(`${entry.folder}: slugFrom names no field (${entry.slugFrom})`);
    result[entry.slugFrom] = fields.slug({
      name: { label: (slugSource as { label?: string }).label ?? entry.slugFrom, validation: { isRequired: true } },
      slug: { label: "File name", description: "Lower-case words joined by hyphens; other content refers to it." },
    });
  }
  if (entry.prose) result[bodyField] = markdocBody(entry.prose);
  return result;
}

const navigationSections: [prefix: string, title: string][] = [
  ["site-", "Whole site"],
  ["pages-", "Pages"],
  ["data-", "Figures and diagrams"],
];

/** The editor's side bar, grouped as an editor thinks of the site. */
function navigationGroups(keys: string[]): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const key of keys) {
    const title = navigationSections.find(([prefix]) => key.startsWith(prefix))?.[1] ?? "Texts and people";
    (groups[title] ??= []).push(key);
  }
  return groups;
}

/** The editor's name for an entry: its URL segment, so without the slash of the content key. */
function editorKey(contentKey: string): string {
  return contentKey.replaceAll("/", "-");
}

export function keystaticConfig(site: SiteConfig, storage: EditorStorage): Config {
  const singletons: Record<string, Singleton<Record<string, ComponentSchema>>> = {};
  const collections: Record<string, Collection<Record<string, ComponentSchema>, string>> = {};
  for (const [contentKey, entry] of Object.entries(contentEntries) as [string, ContentEntryDefinition][]) {
    const key = editorKey(contentKey);
    const format = entry.prose ? { contentField: bodyField } : { data: "yaml" as const };
    if (entry.kind === "singleton") {
      singletons[key] = {
        label: entry.label,
        path: entry.file.replace(/\.(yaml|mdoc)$/, ""),
        format,
        schema: schemaFields(entry, site),
      };
    } else {
      collections[key] = {
        label: entry.label,
        path: `${entry.folder}/*`,
        format,
        slugField: entry.slugFrom,
        schema: schemaFields(entry, site),
      };
    }
  }
  return config<typeof collections, typeof singletons>({
    storage: storage.kind === "github" ? { kind: "github", repo: storage.repo } : { kind: "local" },
    singletons,
    collections,
    ui: {
      brand: { name: `${site.productName} site` },
      navigation: navigationGroups([...Object.keys(singletons), ...Object.keys(collections)]),
    },
  });
}
