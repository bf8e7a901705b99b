import type { EntryData } from "./schema/entries.ts";
import { collection, singleton } from "./schema/entries.ts";
import { navigation } from "./navigation.ts";
import { pageMetas } from "./page-meta.ts";
import { companyContactForm, contactForm, demoRequestForm, formsCommon } from "./forms.ts";
import { emailTexts } from "./emails.ts";
import { newsletterCopy } from "./newsletter-copy.ts";
import { companyPage } from "./pages/company.ts";
import { contactPage } from "./pages/contact.ts";
import { scheduleDemoPage } from "./pages/schedule-demo.ts";
import { teamPage } from "./pages/team.ts";
import { siteCopy } from "./site-copy.ts";
import { searchCopy } from "./search-copy.ts";
import { teamMember } from "./team-member.ts";
import { categoriesData } from "./visualisations/categories.ts";
import { dataFlowData } from "./visualisations/data-flow.ts";
import { ecosystemNetworkData } from "./visualisations/ecosystem-network.ts";
import { metricDefinitionsData } from "./visualisations/metric-definitions.ts";
import { particleCanvasesData } from "./visualisations/particle-canvases.ts";
import { stakeholderGroupsData } from "./visualisations/stakeholder-groups.ts";
import { visionPage } from "./pages/vision.ts";
import { legalText, privacyText } from "./documents/legal-text.ts";
import { whitePaperDocument } from "./documents/white-paper-front-matter.ts";
import { whitePaperPage } from "./pages/white-paper.ts";
import { accessibilityPage } from "./pages/accessibility.ts";
import { dynamicPricingPage } from "./pages/dynamic-pricing.ts";
import { ecosystemPage } from "./pages/ecosystem.ts";
import { homePage } from "./pages/home.ts";
import { platformPage } from "./pages/platform.ts";
import { prosperityIntelligencePage } from "./pages/prosperity-intelligence.ts";
import { solutionsPage } from "./pages/solutions.ts";
import { pricingResults } from "./pricing-results.ts";
import { corporationAboutPage } from "./pages/corporation-about.ts";
import { howItWorksPage } from "./pages/how-it-works.ts";
import { insightsPage } from "./pages/insights.ts";
import { investorsPage } from "./pages/investors.ts";
import { prosperityPointsPage } from "./pages/prosperity-points.ts";
import { theDifferencePage } from "./pages/the-difference.ts";

import { consortiumData, programmePage } from "./consortium.ts";
import { consortiumAboutPage } from "./pages/consortium-about.ts";
import { consortiumMissionPage } from "./pages/consortium-mission.ts";
import { dataStewardshipPage } from "./pages/data-stewardship.ts";
import { getInvolvedPage } from "./pages/get-involved.ts";
import { impactPage } from "./pages/impact.ts";
import { article } from "./articles.ts";
import { topic } from "./topics.ts";
/**
 * Every content file and folder of the site, with its schema. The build loads and checks
 * them (app/content/content-vite-plugin.ts), pages import them as `~content/<key>`, and the editor
 * derives its forms from them (app/content/editor/keystatic-config.ts).
 * Schemas import relatively (no `~/`): the build reads them before Vite's aliases exist.
 */
export const contentEntries = {
  // Site-wide
  "site/site": singleton({ label: "Site: tagline", file: "content/site/site.yaml", schema: siteCopy }),
  "site/navigation": singleton({ label: "Site: navigation", file: "content/site/navigation.yaml", schema: navigation }),
  "site/page-meta": singleton({
    label: "Site: page titles and search descriptions",
    file: "content/site/page-meta.yaml",
    schema: pageMetas,
  }),
  "site/search": singleton({ label: "Site: search", file: "content/site/search.yaml", schema: searchCopy }),
  // Visualisations
  "data/categories": singleton({
    label: "Data: Measurement dimensions",
    file: "content/data/categories.yaml",
    schema: categoriesData,
  }),
  "data/stakeholder-groups": singleton({
    label: "Data: Stakeholder groups (home page diagram)",
    file: "content/data/stakeholder-groups.yaml",
    schema: stakeholderGroupsData,
  }),
  "data/data-flow": singleton({
    label: "Data: Data flow (home page diagram)",
    file: "content/data/data-flow.yaml",
    schema: dataFlowData,
  }),
  "data/ecosystem-network": singleton({
    label: "Data: Ecosystem network (ecosystem page diagram)",
    file: "content/data/ecosystem-network.yaml",
    schema: ecosystemNetworkData,
  }),
  "data/metric-definitions": singleton({
    label: "Data: Headline metrics (platform page explorer)",
    file: "content/data/metric-definitions.yaml",
    schema: metricDefinitionsData,
  }),
  "data/particle-canvases": singleton({
    label: "Data: Particle canvases (platform and impact pages)",
    file: "content/data/particle-canvases.yaml",
    schema: particleCanvasesData,
  }),
  // Platform and corporation pages
  "pages/home": singleton({ label: "Page: Home", file: "content/pages/home.yaml", schema: homePage }),
  "pages/ecosystem": singleton({
    label: "Page: About the ecosystem",
    file: "content/pages/ecosystem.yaml",
    schema: ecosystemPage,
  }),
  "pages/platform": singleton({
    label: "Page: The Platform",
    file: "content/pages/platform.yaml",
    schema: platformPage,
  }),
  "pages/solutions": singleton({
    label: "Page: Solutions",
    file: "content/pages/solutions.yaml",
    schema: solutionsPage,
  }),
  "pages/dynamic-pricing": singleton({
    label: "Page: Dynamic Pricing",
    file: "content/pages/dynamic-pricing.yaml",
    schema: dynamicPricingPage,
  }),
  "pages/prosperity-intelligence": singleton({
    label: "Page: Quantitative Prosperity Intelligence",
    file: "content/pages/prosperity-intelligence.yaml",
    schema: prosperityIntelligencePage,
  }),
  "data/pricing-results": singleton({
    label: "Data: Dynamic pricing results",
    file: "content/data/pricing-results.yaml",
    schema: pricingResults,
  }),
  "pages/vision": singleton({ label: "Page: Our Vision", file: "content/pages/vision.yaml", schema: visionPage }),
  "pages/how-it-works": singleton({
    label: "Page: How It Works",
    file: "content/pages/how-it-works.yaml",
    schema: howItWorksPage,
  }),
  "pages/prosperity-points": singleton({
    label: "Page: P-Points",
    file: "content/pages/prosperity-points.yaml",
    schema: prosperityPointsPage,
  }),
  "pages/corporation-about": singleton({
    label: "Page: About the corporation",
    file: "content/pages/corporation-about.yaml",
    schema: corporationAboutPage,
  }),
  "pages/investors": singleton({
    label: "Page: Investors",
    file: "content/pages/investors.yaml",
    schema: investorsPage,
  }),
  "pages/the-difference": singleton({
    label: "Page: The Difference",
    file: "content/pages/the-difference.yaml",
    schema: theDifferencePage,
  }),
  "pages/insights": singleton({ label: "Page: Insights", file: "content/pages/insights.yaml", schema: insightsPage }),
  // Insights
  articles: collection({
    label: "Insights: articles",
    folder: "content/articles",
    extension: ".mdoc",
    slugFrom: "title",
    schema: article,
    prose: { pictures: "articles" },
  }),
  topics: collection({
    label: "Insights: topics",
    folder: "content/topics",
    extension: ".yaml",
    slugFrom: "title",
    schema: topic,
  }),
  // Company pages
  team: collection({
    label: "Team and advisors",
    folder: "content/team",
    extension: ".yaml",
    slugFrom: "name",
    schema: teamMember,
  }),
  "pages/team": singleton({ label: "Page: Team & Advisors", file: "content/pages/team.yaml", schema: teamPage }),
  "pages/company": singleton({ label: "Page: Company", file: "content/pages/company.yaml", schema: companyPage }),
  "pages/contact": singleton({ label: "Page: Contact Us", file: "content/pages/contact.yaml", schema: contactPage }),
  "pages/schedule-demo": singleton({
    label: "Page: Schedule a Demo",
    file: "content/pages/schedule-demo.yaml",
    schema: scheduleDemoPage,
  }),
  // Consortium pages
  "data/consortium": singleton({
    label: "Consortium: tab bar and programmes",
    file: "content/data/consortium.yaml",
    schema: consortiumData,
  }),
  "pages/consortium-mission": singleton({
    label: "Page: Consortium, Our Mission",
    file: "content/pages/consortium-mission.yaml",
    schema: consortiumMissionPage,
  }),
  "pages/data-stewardship": singleton({
    label: "Page: Consortium, Responsible Data Governance",
    file: "content/pages/data-stewardship.yaml",
    schema: dataStewardshipPage,
  }),
  "pages/impact": singleton({
    label: "Page: Consortium, Our Impact",
    file: "content/pages/impact.yaml",
    schema: impactPage,
  }),
  "pages/community-voice": singleton({
    label: "Page: Consortium, Community Voice programme",
    file: "content/pages/community-voice.yaml",
    schema: programmePage,
  }),
  "pages/data-literacy": singleton({
    label: "Page: Consortium, Data Literacy programme",
    file: "content/pages/data-literacy.yaml",
    schema: programmePage,
  }),
  "pages/get-involved": singleton({
    label: "Page: Consortium, Get Involved",
    file: "content/pages/get-involved.yaml",
    schema: getInvolvedPage,
  }),
  "pages/consortium-about": singleton({
    label: "Page: Consortium, About the Consortium",
    file: "content/pages/consortium-about.yaml",
    schema: consortiumAboutPage,
  }),
  // Forms
  "forms/common": singleton({
    label: "Forms: texts every form shares",
    file: "content/forms/common.yaml",
    schema: formsCommon,
  }),
  "forms/contact": singleton({
    label: "Form: Contact (contact page)",
    file: "content/forms/contact.yaml",
    schema: contactForm,
  }),
  "forms/company-contact": singleton({
    label: "Form: Contact (company page)",
    file: "content/forms/company-contact.yaml",
    schema: companyContactForm,
  }),
  "forms/demo-request": singleton({
    label: "Form: Demo request (schedule-demo page)",
    file: "content/forms/demo-request.yaml",
    schema: demoRequestForm,
  }),
  "forms/emails": singleton({
    label: "Forms: the e-mails each submission sends",
    file: "content/forms/emails.yaml",
    schema: emailTexts,
  }),
  "forms/newsletter": singleton({
    label: "Form: Newsletter subscription, its pages and e-mails",
    file: "content/forms/newsletter.yaml",
    schema: newsletterCopy,
  }),
  // Legal texts and the white paper
  "legal/privacy": singleton({
    label: "Legal: Privacy Policy",
    file: "content/legal/privacy.mdoc",
    schema: privacyText,
    prose: { tags: ["analytics"], lead: false },
  }),
  "legal/terms": singleton({
    label: "Legal: Terms of Service",
    file: "content/legal/terms.mdoc",
    schema: legalText,
    prose: { lead: false },
  }),
  "white-paper": singleton({
    label: "White paper",
    file: "content/white-paper.mdoc",
    schema: whitePaperDocument,
    prose: { tags: ["callout", "dashboard"], lead: false },
  }),
  "pages/white-paper": singleton({
    label: "Page: White Paper",
    file: "content/pages/white-paper.yaml",
    schema: whitePaperPage,
  }),
  "pages/accessibility": singleton({
    label: "Page: Accessibility Statement",
    file: "content/pages/accessibility.yaml",
    schema: accessibilityPage,
  }),
};

export type ContentKey = keyof typeof contentEntries;

export type Content<Key extends ContentKey> = EntryData<(typeof contentEntries)[Key]>;
