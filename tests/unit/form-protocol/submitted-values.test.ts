/** What the page shows again after a post the server rendered (app/forms/form-protocol.ts). */
import { describe, expect, it } from "vitest";
import { type FormReply, submittedValuesOf } from "~/forms/form-protocol";

function reply(payload: Record<string, string | string[]>, reset: boolean): FormReply {
  return { form: "contact", outcome: "invalid", result: { submission: { payload, fields: [], intent: null }, reset } };
}

describe("submitted values", () => {
  it("gives back the posted texts of a refused post, and nothing that is not one text", () => {
    expect(submittedValuesOf(reply({ name: "Ada", email: "", tags: ["a", "b"] }, false))).toEqual({
      name: "Ada",
      email: "",
    });
  });

  it("gives back nothing once the form was reset, or without an answer", () => {
    expect(submittedValuesOf(reply({ name: "Ada" }, true))).toEqual({});
    expect(submittedValuesOf(undefined)).toEqual({});
  });
});
