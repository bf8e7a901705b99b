import { Field, Input, Select, Textarea } from "~/components/ui/field";
import type { FieldDescription } from "./form-fields";

/** What only the browser knows of a field's control (the demo form's earliest date): absent in the pre-rendered HTML. */
export type ClientAttributes = { min?: string };

type FormFieldProps = {
  id: string;
  field: FieldDescription;
  errors?: string[];
  defaultValue: string;
  clientAttributes?: ClientAttributes;
};

/** One field of a form, drawn from its description (./form-fields.ts) with the shared wiring of Field. */
export function FormField({ id, field, errors, defaultValue, clientAttributes }: FormFieldProps) {
  const { name } = field;
  return (
    <Field
      id={id}
      label={field.label}
      required={field.required || undefined}
      hint={field.hint}
      errors={errors}
      className={field.wide ? "sm:col-span-2" : undefined}
    >
      {(control) => {
        switch (field.control) {
          case "input":
            return (
              <Input
                {...control}
                name={name}
                type={field.type}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                min={clientAttributes?.min}
                defaultValue={defaultValue}
              />
            );
          case "select":
            return (
              <Select
                {...control}
                name={name}
                options={field.options}
                placeholder={field.placeholder}
                defaultValue={defaultValue}
              />
            );
          case "textarea":
            return (
              <Textarea
                {...control}
                name={name}
                rows={field.rows}
                minLength={field.minLength}
                defaultValue={defaultValue}
              />
            );
        }
      }}
    </Field>
  );
}
