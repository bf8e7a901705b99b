import { fieldLimits } from "./field-limits";
import type { FormOption } from "./form-options";
import { fillPlaceholders } from "./placeholders";

/**
 * A form's fields, described once (each form's component says which control each field is) and
 * drawn by ./form-shell.tsx. The words (label, hint, choices, the empty choice) come from the
 * form's content (content/forms/), and a field is required exactly when its content has a message
 * for leaving it empty, as its schema (./schemas.ts) refuses it then; the limits come from
 * ./field-limits.ts, as the schema's do. What a form says itself is only what neither knows: the
 * control, what the browser may fill it in with, and its place in the form's grid.
 * tests/unit/forms/form-fields.test.tsx holds each drawn form to its schema.
 */

type InputChoice = { control: "input"; type: "text" | "email" | "tel" | "date"; autoComplete?: string };
type SelectChoice = { control: "select" };
type TextareaChoice = { control: "textarea"; rows: number; minLength?: number };

/** What a form's content says of one field (content/forms/<form>.yaml). */
type FieldCopy = {
  label: string;
  missing?: string;
  hint?: string;
  placeholder?: string;
  options?: readonly FormOption[];
};

/** A field's control: as chosen below, with its limit, or its choices and empty choice from the content. */
type FieldControl =
  | (InputChoice & { maxLength?: number })
  | (SelectChoice & { options: readonly FormOption[]; placeholder?: string })
  | TextareaChoice;

/** Everything needed to draw one field. */
export type FieldDescription = {
  name: string;
  label: string;
  required: boolean;
  hint?: string;
  /** Spans both columns of the form's grid. */
  wide: boolean;
} & FieldControl;

const limitOf = (name: string): number | undefined =>
  Object.hasOwn(fieldLimits, name) ? fieldLimits[name as keyof typeof fieldLimits] : undefined;

function controlOf(name: string, copy: FieldCopy, choice: InputChoice | SelectChoice | TextareaChoice): FieldControl {
  switch (choice.control) {
    case "input":
      return { ...choice, maxLength: limitOf(name) };
    case "select":
      if (!copy.options) throw new Error(`form field ${name}: a select needs options in its content`);
      return { ...choice, options: copy.options, placeholder: copy.placeholder };
    case "textarea":
      return choice;
  }
}

/**
 * A form's fields in the order `choices` lists them (the page's order), each with its content;
 * `%min%` in a hint is the field's least length.
 */
export function describeFields<Copy extends Record<string, FieldCopy>>(
  copy: Copy,
  choices: { [Name in keyof Copy & string]: (InputChoice | SelectChoice | TextareaChoice) & { wide?: boolean } },
): FieldDescription[] {
  return Object.entries(choices).map(([name, { wide, ...choice }]) => {
    const fieldCopy = copy[name];
    const control = controlOf(name, fieldCopy, choice);
    const minLength = control.control === "textarea" ? control.minLength : undefined;
    return {
      name,
      label: fieldCopy.label,
      required: fieldCopy.missing !== undefined,
      hint:
        fieldCopy.hint === undefined
          ? undefined
          : fillPlaceholders(fieldCopy.hint, minLength === undefined ? {} : { min: minLength }),
      wide: wide ?? false,
      ...control,
    };
  });
}

/** The controls of fields that several forms ask for. */
export const personNameControl = { control: "input", type: "text", autoComplete: "name" } as const;
export const emailControl = { control: "input", type: "email", autoComplete: "email" } as const;
