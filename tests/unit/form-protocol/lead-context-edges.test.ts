/** Lead context at its edges (app/forms/lead-context*.ts): only web referrers, and stored contexts that are not objects. */
import { describe, expect, it } from "vitest";
import { visitLandingFieldName, visitReferrerFieldName } from "~/forms/form-protocol";
import { parseLeadContext } from "~/forms/lead-context";
import { leadContextOf } from "~/forms/lead-context.server";

const site = "https://www.aequa.example";

function referrerOf(referrer: string) {
  const formData = new URLSearchParams({ [visitLandingFieldName]: "/", [visitReferrerFieldName]: referrer });
  return leadContextOf(formData, new Request(`${site}/forms/contact`, { method: "POST" })).referrer;
}

describe("lead context edges", () => {
  it("takes an http or https referrer's origin, and no other scheme's", () => {
    expect(referrerOf("http://news.example/story")).toBe("http://news.example");
    expect(referrerOf("https://news.example/story")).toBe("https://news.example");
    expect(referrerOf("web+https://news.example/story")).toBeUndefined();
    expect(referrerOf("https-proxy://news.example/story")).toBeUndefined();
  });

  it("reads a stored context that is not an object as empty", () => {
    for (const stored of ["null", "5", '"text"', "[]"]) expect(parseLeadContext(stored), stored).toEqual({});
  });
});
