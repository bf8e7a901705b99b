import { describe, expect, it } from "vitest";
import { visitLandingFieldName, visitReferrerFieldName } from "~/forms/form-protocol";
import { leadValueMaxLength, parseLeadContext } from "~/forms/lead-context";
import { leadContextOf } from "~/forms/lead-context.server";

const site = "https://www.aequa.example";

function post({ visit, referer }: { visit?: { landing: string; referrer: string }; referer?: string }) {
  const formData = new URLSearchParams({ name: "Ada" });
  if (visit) {
    formData.set(visitLandingFieldName, visit.landing);
    formData.set(visitReferrerFieldName, visit.referrer);
  }
  const request = new Request(`${site}/forms/contact`, {
    method: "POST",
    headers: referer ? { Referer: referer } : {},
  });
  return leadContextOf(formData, request);
}

describe("the lead context of a form post", () => {
  it("with JavaScript: the visit's landing page, its UTM parameters and referrer's origin, and the sending page", () => {
    expect(
      post({
        visit: {
          landing: `${site}/platform?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&utm_term=trust&utm_content=top#x`,
          referrer: "https://news.example/articles/42?ref=feed",
        },
        referer: `${site}/contact`,
      }),
    ).toEqual({
      landingPage: "/platform",
      sendingPage: "/contact",
      referrer: "https://news.example",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "autumn",
      utmTerm: "trust",
      utmContent: "top",
    });
  });

  it("without JavaScript: the sending page from the Referer header, and the UTM parameters it carries", () => {
    expect(post({ referer: `${site}/contact?utm_source=flyer` })).toEqual({
      sendingPage: "/contact",
      utmSource: "flyer",
    });
    expect(post({})).toEqual({});
  });

  it("records only another site's http(s) origin as the referrer, and ignores what cannot be read", () => {
    expect(post({ visit: { landing: `${site}/`, referrer: `${site}/team` } })).toEqual({ landingPage: "/" });
    expect(post({ visit: { landing: "/", referrer: "android-app://com.example" } })).toEqual({ landingPage: "/" });
    expect(post({ visit: { landing: "/", referrer: "not a url" }, referer: "::" })).toEqual({ landingPage: "/" });
    expect(post({ referer: "https://elsewhere.example/page" })).toEqual({ referrer: "https://elsewhere.example" });
  });

  it("keeps markup as sent and bounds each value to 200 characters, never inside a character", () => {
    const long = `${"é".repeat(leadValueMaxLength - 1)}😀tail`;
    const context = post({
      visit: {
        landing: `/?utm_source=${encodeURIComponent("<b>x</b>")}&utm_term=${encodeURIComponent(long)}`,
        referrer: "",
      },
    });
    expect(context.utmSource).toBe("<b>x</b>");
    expect(Array.from(context.utmTerm ?? "")).toHaveLength(leadValueMaxLength);
    expect(context.utmTerm?.endsWith("😀")).toBe(true);
  });

  it("reads a stored context back, dropping anything that is not one of its string values", () => {
    expect(parseLeadContext('{"landingPage":"/","utmSource":7,"extra":"x","referrer":""}')).toEqual({
      landingPage: "/",
    });
    expect(parseLeadContext("not json")).toEqual({});
    expect(parseLeadContext("null")).toEqual({});
  });
});
