import { describe, expect, it } from "vitest";
import { outsideProfiles } from "~/lib/structured-data";

const urls = {
  productWebsite: "https://aequa.example",
  investorRelations: "https://investors.aequa.example",
  professionalNetwork: "https://www.linkedin.com/company/aequa-intelligence",
  socialNetwork: "https://x.com/aequa_intel",
};
const profiles = (origin: string, productWebsite: string) =>
  outsideProfiles({ origin, urls: { ...urls, productWebsite } });

describe("the corporation's sameAs", () => {
  it("lists the professional and social networks, and the product website only when it is another site", () => {
    expect(profiles("https://www.aequa.example", "https://product.example")).toEqual([
      urls.professionalNetwork,
      urls.socialNetwork,
      "https://product.example",
    ]);
  });

  it("never lists the site's own domain, with or without www, nor a subdomain of it", () => {
    for (const productWebsite of ["https://aequa.example", "https://www.aequa.example/", "https://app.aequa.example"]) {
      expect(profiles("https://www.aequa.example", productWebsite), productWebsite).toEqual([
        urls.professionalNetwork,
        urls.socialNetwork,
      ]);
    }
    expect(profiles("https://aequa.example", "https://WWW.Aequa.example")).toEqual([
      urls.professionalNetwork,
      urls.socialNetwork,
    ]);
  });

  it("keeps a different site that merely ends in the same letters", () => {
    expect(profiles("https://www.aequa.example", "https://notaequa.example")).toContain("https://notaequa.example");
  });
});
