// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Field, Input, Select } from "~/components/ui/field";

afterEach(cleanup);

describe("Field", () => {
  it("gives the control a visible label and marks it required without reading out the asterisk", () => {
    render(
      <Field id="demo-name" label="Full Name" required>
        {(control) => <Input {...control} name="name" />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Full Name" });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
  });

  it("ties the hint and the inline error to the control", () => {
    render(
      <Field
        id="company-message"
        label="Message"
        hint="At least 10 characters."
        errors={["Please write at least 10 characters."]}
      >
        {(control) => <Input {...control} name="message" />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Message" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("At least 10 characters. Please write at least 10 characters.");
  });

  it("offers a select's options after an empty placeholder choice", () => {
    render(
      <Field id="demo-role" label="Role/Title" required errors={["Please choose your role."]}>
        {(control) => (
          <Select
            {...control}
            name="role"
            placeholder="Select your role"
            options={[{ value: "ceo", label: "CEO/President" }]}
            defaultValue=""
          />
        )}
      </Field>,
    );
    const select = screen.getByRole("combobox", { name: "Role/Title" });
    expect(select).toHaveValue("");
    expect(select).toHaveAccessibleDescription("Please choose your role.");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Select your role",
      "CEO/President",
    ]);
  });
});
