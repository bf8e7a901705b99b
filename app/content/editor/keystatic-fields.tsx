import { fields, type ComponentSchema } from "@keystatic/core";
import type { z } from "zod";
import type { SiteConfig } from "../../config/site-schema.ts";
import { pageIds } from "../../route-table.ts";
import { createContentContext } from "../schema/context.ts";
import { editorMeta, type EditorMeta } from "../schema/fields.ts";
import { linkTargets } from "../schema/link-targets.ts";
import { contentTokens } from "../schema/content-tokens.ts";
import { linkField } from "./link-field.tsx";
import { pictureField } from "./picture-field.tsx";

/**
 * The editor's form for a schema, derived from the zod schema and the labels it carries
 * (app/content/schema/fields.ts), so the editor and the build can never disagree on a field.
 * The build still checks every saved file; the editor refuses what it can see is wrong
 * (a missing required text, an unknown {token}, a link to nothing) before saving.
 */
export type FieldContext = {
  site: SiteConfig;
  /** Inside a group that may be left out entirely: no field of it can be required on its own. */
  withinOptional?: boolean;
};

type Def = { type: string; [key: string]: unknown };

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

function metaOf(schema: z.ZodType): EditorMeta | undefined {
  return editorMeta.get(schema);
}

/** Strips optional/default/pipe wrappers, reporting whether the value may be left out. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean; meta?: EditorMeta } {
  let current = schema;
  let optional = false;
  let meta = metaOf(current);
  for (;;) {
    const def = defOf(current);
    if (def.type === "optional" || def.type === "default") {
      optional = true;
      current = def.innerType as z.ZodType;
    } else if (def.type === "pipe") {
      current = def.in as z.ZodType;
    } else break;
    meta ??= metaOf(current);
  }
  return { inner: current, optional, meta: meta ?? metaOf(current) };
}

function tokenPattern(site: SiteConfig) {
  const names = Object.keys(contentTokens(site)).map((name) => name.replace(/\./g, "\\."));
  return {
    regex: new RegExp(`^(?:[^{}]|\\{(?:${names.join("|")})\\})*$`, "s"),
    message: `Braces name the site's settings; use only ${Object.keys(contentTokens(site))
      .map((name) => `{${name}}`)
      .join(", ")}`,
  };
}

function editorField(schema: z.ZodType, name: string, context: FieldContext): ComponentSchema {
  const unwrapped = unwrap(schema);
  const { inner, meta } = unwrapped;
  // The build still refuses a half-filled optional group (app/content/loader/load-content.server.ts).
  const optional = unwrapped.optional || Boolean(context.withinOptional);
  const label = meta?.label ?? name;
  const description = meta?.description;
  const def = defOf(inner);
  if (meta?.widget === "picture" && meta.collection) {
    return pictureField({ label, description, collection: meta.collection, isRequired: !optional });
  }
  switch (def.type) {
    case "string": {
      if (meta?.widget === "link") {
        return linkField({
          label,
          description,
          isRequired: !optional,
          targets: linkTargets(createContentContext(context.site)),
          context: createContentContext(context.site),
        });
      }
      if (meta?.widget === "date") {
        return fields.date({ label, description, validation: { isRequired: !optional } });
      }
      if (meta?.widget === "reference" && meta.collection) {
        return fields.relationship({
          label,
          description,
          collection: meta.collection,
          validation: { isRequired: !optional },
        });
      }
      const { minLength, maxLength } = inner as z.ZodString;
      // A bounded text (a summary) says so at the field; every required text has a minimum of 1.
      const length =
        (minLength ?? 0) > 1 || maxLength !== null
          ? { min: minLength ?? undefined, max: maxLength ?? undefined }
          : undefined;
      return fields.text({
        label,
        description,
        multiline: meta?.widget === "multiline",
        validation: { isRequired: !optional, length, pattern: tokenPattern(context.site) },
      });
    }
    case "enum": {
      const values = Object.values(def.entries as Record<string, string>);
      const options = values.map((value) => ({ value, label: optionLabel(value, meta, context) }));
      return fields.select({
        label,
        description,
        options: optional ? [{ value: "", label: "(none)" }, ...options] : options,
        defaultValue: optional ? "" : options[0].value,
      });
    }
    case "number": {
      const number = inner as z.ZodNumber;
      if (number.isInt) return fields.integer({ label, description, validation: { isRequired: !optional } });
      // A `decimal` (app/content/schema/fields.ts), e.g. an illustrative score of 94.2.
      const validation = {
        isRequired: !optional,
        min: number.minValue ?? undefined,
        max: number.maxValue ?? undefined,
      };
      return fields.number({ label, description, step: 0.1, validation });
    }
    case "boolean":
      return fields.checkbox({ label, description });
    case "object": {
      const shape = def.shape as Record<string, z.ZodType>;
      return fields.object(editorFields(shape, { ...context, withinOptional: optional }), {
        // A shared shape's label ("Story") says what it is; the field's name says which one.
        label: name === "Item" || humanise(name) === label ? label : `${humanise(name)} · ${label}`,
        description: optional
          ? [description, "Leave every field empty to leave it out."].filter(Boolean).join(" ")
          : description,
      });
    }
    case "array": {
      const element = def.element as z.ZodType;
      const itemField = meta?.itemLabel;
      const checks = (inner as unknown as { _zod: { bag: { minimum?: number; maximum?: number } } })._zod.bag;
      return fields.array(editorField(element, "Item", context), {
        label,
        description,
        itemLabel: (props: { value?: unknown; fields?: Record<string, { value: unknown }> }) =>
          String((itemField ? props.fields?.[itemField]?.value : props.value) ?? label),
        validation: { length: { min: checks.minimum, max: checks.maximum } },
      } as Parameters<typeof fields.array>[1]);
    }
    default:
      throw new Error(
        `The editor cannot show a ${def.type} field (${name}); add it to app/content/editor/keystatic-fields.tsx`,
      );
  }
}

export function editorFields(shape: Record<string, z.ZodType>, context: FieldContext): Record<string, ComponentSchema> {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, editorField(field, key, context)]));
}

function humanise(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function optionLabel(value: string, meta: EditorMeta | undefined, context: FieldContext): string {
  if (meta?.widget === "page" && (pageIds as readonly string[]).includes(value)) {
    const route = createContentContext(context.site).routes.find((page) => page.id === value);
    return route ? `${route.path} (${value})` : value;
  }
  return value;
}
