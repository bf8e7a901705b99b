// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { CompanyContactForm } from "~/forms/company-contact-form";
import { ContactForm } from "~/forms/contact-form";
import { DemoRequestForm } from "~/forms/demo-request-form";
import { fieldNamesOf, schemaFor } from "~/forms/schemas";
import type { FormName } from "~/forms/submission-service";

/**
 * Each form draws its fields from one description (app/forms/form-fields.ts): what the browser is
 * told of a field (required, its limits, its choices) must be what the form's schema checks, so
 * that the browser never lets through what the server refuses, nor refuses what it accepts.
 */
afterEach(cleanup);

const forms: [FormName, ComponentType][] = [
  ["contact", ContactForm],
  ["company-contact", CompanyContactForm],
  ["demo-request", DemoRequestForm],
];

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function drawnFields(Form: ComponentType): Control[] {
  const { container } = render(<Form />);
  return [...container.querySelectorAll<Control>("input, select, textarea")].filter(
    (control) => control.type !== "hidden" && control.tabIndex !== -1,
  );
}

function accepts(form: FormName, name: string, value: string): boolean {
  const schema = schemaFor(form, { earliestDate: "2000-01-01" }).shape as Record<
    string,
    { "~standard": { validate(value: unknown): { issues?: unknown } } }
  >;
  return !schema[name]["~standard"].validate(value).issues;
}

/** A value of `length` characters that the field takes unless it is too long or too short. */
const valueOfLength = (name: string, length: number) =>
  name === "email" ? `${"a".repeat(length - "@example.com".length)}@example.com` : "1".repeat(length);

describe.each(forms)("the %s form", (form, Form) => {
  it("draws the schema's fields, in its order", () => {
    expect(drawnFields(Form).map((control) => control.name)).toEqual(fieldNamesOf(form));
  });

  it("marks a field required exactly when the schema refuses it empty", () => {
    for (const control of drawnFields(Form)) {
      const required = control.required || control.getAttribute("aria-required") === "true";
      expect({ field: control.name, required }).toEqual({
        field: control.name,
        required: !accepts(form, control.name, ""),
      });
    }
  });

  it("lets a field hold no more than the schema takes, and asks for no less", () => {
    for (const control of drawnFields(Form)) {
      if (control instanceof HTMLSelectElement) continue;
      if (control.maxLength > 0) {
        expect(accepts(form, control.name, valueOfLength(control.name, control.maxLength + 1))).toBe(false);
        if (control.name !== "email")
          expect(accepts(form, control.name, valueOfLength(control.name, control.maxLength))).toBe(true);
      }
      // A text area takes any text of its least length, and asks for it when the schema does.
      if (control instanceof HTMLTextAreaElement) {
        expect(accepts(form, control.name, valueOfLength(control.name, Math.max(control.minLength, 1)))).toBe(true);
        if (control.minLength > 0) {
          expect(accepts(form, control.name, valueOfLength(control.name, control.minLength - 1))).toBe(false);
        }
      }
    }
  });

  it("offers exactly the choices the schema takes", () => {
    for (const select of drawnFields(Form).filter((control) => control instanceof HTMLSelectElement)) {
      const values = [...select.options].map((option) => option.value).filter(Boolean);
      expect(values.length).toBeGreaterThan(0);
      for (const value of values) expect(accepts(form, select.name, value)).toBe(true);
      expect(accepts(form, select.name, `${values[0]}-not-listed`)).toBe(false);
    }
  });
});
