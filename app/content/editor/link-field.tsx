import type { BasicFormField } from "@keystatic/core";
import { Combobox, Item } from "@keystar/ui/combobox";
import { useState } from "react";
import type { ContentContext } from "../schema/context.ts";
import { LinkError, resolveLink } from "../schema/link-targets.ts";

type Target = { value: string; label: string };

/**
 * A link picker: every page, department address and outside site to choose from, and free
 * text for what a list cannot hold (an anchor, `page:contact#demo`, or a subject,
 * `email:partnerships?subject=...`). What it saves is checked by the same rules as the build.
 */
export function linkField({
  label,
  description,
  isRequired,
  targets,
  context,
}: {
  label: string;
  description?: string;
  isRequired: boolean;
  targets: Target[];
  context: ContentContext;
}): BasicFormField<string> {
  const problem = (value: string): string | undefined => {
    if (value === "") return isRequired ? `${label} is required` : undefined;
    try {
      resolveLink(value, context);
      return undefined;
    } catch (error) {
      if (error instanceof LinkError) return error.message;
      throw error;
    }
  };
  return {
    kind: "form",
    label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const [touched, setTouched] = useState(false);
      const message = forceValidation || touched ? problem(value) : undefined;
      return (
        <Combobox
          label={label}
          description={description ?? "Pick a page, address or site, or type e.g. page:contact#demo"}
          allowsCustomValue
          // Keystatic asks the first field of a dialog to take focus, as its own fields do.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={autoFocus}
          isRequired={isRequired}
          inputValue={value}
          onInputChange={onChange}
          onSelectionChange={(key) => key !== null && onChange(String(key))}
          onBlur={() => setTouched(true)}
          errorMessage={message}
          items={targets}
          width="100%"
        >
          {(target) => (
            <Item key={target.value} textValue={target.value}>
              {`${target.value}  ·  ${target.label}`}
            </Item>
          )}
        </Combobox>
      );
    },
    defaultValue: () => "",
    parse: (stored) => (typeof stored === "string" ? stored : ""),
    serialize: (value) => ({ value: value === "" ? undefined : value }),
    validate(value) {
      const message = problem(value);
      if (message) throw new Error(message);
      return value;
    },
    reader: { parse: (stored) => (typeof stored === "string" ? stored : "") },
  };
}
