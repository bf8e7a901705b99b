import { site } from "~/config/site";
import type { Action } from "~/content/types";
import { pathTo } from "~/lib/site-routes";

const { productName: product, consortiumName: consortium } = site;

export const banner = {
  title: "Team & Advisors",
  subtitle: `The people guiding ${product}.`,
};

export const teamSection = {
  id: "team",
  eyebrow: "Leadership",
  title: "A founder and ten advisors who have done this work before",
  intro: `${product} sits where finance, data science, ethics and community practice meet. Our advisory board brings each of those disciplines to the table, and holds us to the standards we ask of the organisations we measure.`,
};

export const advisoryPrinciples = {
  id: "advisory-principles",
  title: "How our advisors work with us",
  items: [
    {
      title: "Independent voices",
      text: `Ethics and governance advisors also counsel ${consortium}, and their advice on data stewardship is given to the non-profit first, not filtered through the company.`,
    },
    {
      title: "Disclosed interests",
      text: "Every advisor declares their other roles and holdings each year, and steps out of any decision where those interests could pull against our mission.",
    },
    {
      title: "Accountable to evidence",
      text: "Research and technical advisors review our methods before release, so that every metric we publish can be explained, tested and challenged.",
    },
  ],
};

export const closingCta: { title: string; text: string; actions: Action[] } = {
  title: "Help us build the economy of trust",
  text: `We are always glad to hear from researchers, practitioners and future colleagues who share the mission behind ${product}.`,
  actions: [
    { label: "Get Involved", to: pathTo("get-involved") },
    { label: "Contact Us", to: pathTo("contact") },
  ],
};
