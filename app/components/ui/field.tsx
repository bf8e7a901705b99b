import { ChevronDown, CircleAlert } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * One wiring for every form field: a visible label, the required marker, the
 * control, a hint and the inline error, tied together with `aria-invalid` and
 * `aria-describedby`. Forms never write these attributes themselves.
 */
type FieldControlProps = {
  id: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  className: string;
};

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  errors?: string[];
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
};

/** The id of a field's inline error, for links that lead to it. */
const fieldErrorId = (id: string) => `${id}-error`;

const controlBase =
  "w-full rounded-lg border bg-surface-raised px-4 text-base text-ink transition-colors placeholder:text-muted focus-visible:border-brand disabled:opacity-60";

export function Field({ id, label, required, hint, errors, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const invalid = Boolean(errors?.length);
  const describedBy = [hintId, invalid ? fieldErrorId(id) : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div data-slot="field" className={cn("grid content-start gap-2", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        required,
        "aria-invalid": invalid ? true : undefined,
        "aria-describedby": describedBy,
        className: cn(controlBase, invalid ? "border-danger" : "border-muted/70"),
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={fieldErrorId(id)} className="flex items-start gap-1.5 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{errors?.join(" ")}</span>
        </p>
      ) : null}
    </div>
  );
}

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input data-slot="input" className={cn("h-12", className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea data-slot="textarea" className={cn("min-h-28 resize-y py-3 leading-relaxed", className)} {...props} />
  );
}

type SelectProps = React.ComponentProps<"select"> & {
  options: readonly { value: string; label: string }[];
  /** The empty first choice ("Select your role"); absent when the field has a default. */
  placeholder?: string;
};

/**
 * HTML lets a `required` select start only with an empty placeholder option. A select
 * with a default (no placeholder) can never be left empty, so it is marked required
 * for assistive technology alone.
 */
export function Select({ className, options, placeholder, required, ...props }: SelectProps) {
  const hasDefault = placeholder === undefined;
  return (
    <div className="relative">
      <select
        data-slot="select"
        className={cn("h-12 appearance-none pr-11", className)}
        required={hasDefault ? undefined : required}
        aria-required={hasDefault && required ? true : undefined}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
