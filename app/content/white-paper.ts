import { site } from "~/config/site";

/**
 * The white paper as a typed document. The page (/white-paper) and the PDF
 * (/white-paper.pdf) both render from this one module, so they never drift apart.
 */

export type WhitePaperListItem = { term?: string; text: string };

export type WhitePaperBlock =
  | { type: "paragraph"; text: string }
  | { type: "subheading"; title: string }
  | { type: "list"; ordered: boolean; items: WhitePaperListItem[] }
  | { type: "callout"; title: string; text: string }
  | { type: "dashboard" };

export type WhitePaperSection = {
  id: string;
  /** "1" to "6"; the executive summary has none. */
  number?: string;
  title: string;
  blocks: WhitePaperBlock[];
};

export type WhitePaperReference = {
  author: string;
  title: string;
  /** Journal, series or publisher, when it helps find the work. */
  source?: string;
  year: number;
};

export type DashboardFigure = { label: string; value: string; note: string };

const product = site.productName;
const corporation = site.corporationName;
const consortium = site.consortiumName;

const paragraph = (text: string): WhitePaperBlock => ({ type: "paragraph", text });
const subheading = (title: string): WhitePaperBlock => ({ type: "subheading", title });
const bullets = (...items: (string | WhitePaperListItem)[]): WhitePaperBlock => ({
  type: "list",
  ordered: false,
  items: items.map((item) => (typeof item === "string" ? { text: item } : item)),
});
const steps = (...items: WhitePaperListItem[]): WhitePaperBlock => ({ type: "list", ordered: true, items });
const term = (name: string, text: string): WhitePaperListItem => ({ term: name, text });

export const whitePaper = {
  title: "Ethical Debt and the Trust Premium",
  subtitle: "How validated trust becomes measurable, regenerative return",
  version: "3.0",
  date: "July 2025",
  /** The paper's date, fixed so every build writes the same PDF. */
  publishedOn: new Date(Date.UTC(2025, 6, 1)),
  authors: [corporation, consortium],
  byline: `Published by ${corporation} with the ${consortium}`,
  abstract:
    "Every organisation carries liabilities that never appear on its balance sheet. This paper names one of them, ethical debt, shows how it accumulates and what it costs when it comes due, and sets out how validated, privacy-preserving trust intelligence turns it into a measurable trust premium.",
  keywords: [
    "ethical debt",
    "trust premium",
    "trust intelligence",
    "synthetic data",
    "data stewardship",
    "AI governance",
    "ESG",
  ],
} as const;

export const sampleDashboard = {
  title: "Sample dashboard",
  caption:
    "Illustrative figures for a hypothetical organisation, shown to explain the dashboard. They are not measurements of any real company or client.",
  figures: [
    { label: "Trust Score", value: "78/100", note: "Composite of the four headline metrics" },
    {
      label: "Ethical Debt Exposure",
      value: "45/100",
      note: "Hidden liability; higher means more exposure, here concentrated in pricing and automated screening",
    },
    { label: "Projected Trust Premium", value: "+18%", note: "Modelled value uplift if the roadmap is delivered" },
  ] satisfies DashboardFigure[],
};

export const whitePaperSections: WhitePaperSection[] = [
  {
    id: "executive-summary",
    title: "Executive Summary",
    blocks: [
      paragraph(
        "Every organisation carries liabilities that never appear on its balance sheet. Some are familiar: deferred maintenance, unfunded pension promises, technical debt in ageing software. This paper is about another kind, which we call ethical debt: the hidden liability that accumulates whenever an organisation erodes the trust of the people it depends on, whether customers, employees, communities, regulators or investors. Ethical debt compounds quietly. It is rarely measured, almost never priced, and it tends to come due all at once: in a data breach, a failed AI deployment, a pricing scandal, a regulatory sanction or the sudden loss of a community's consent to operate.",
      ),
      paragraph(
        "The reverse is also true. Organisations that earn and keep trust capture a measurable advantage that we call the trust premium: customers who stay longer and pay more, employees who remain and perform, communities that welcome investment, and capital that costs less because risk is lower. Research published over the past two decades by business schools, consulting firms and long-running trust surveys associates high-trust organisations with up to 2.5x market returns, around 50% revenue growth above their peers and price premiums of up to 20%. These are claims reported in that literature, not results of our own measurement, and they vary by sector and method; their direction, however, is consistent.",
      ),
      paragraph(
        `The difficulty has never been believing that trust matters. It has been measuring it credibly, without turning the people whose trust is at stake into raw material for yet another extractive data business. ${product} addresses that difficulty with a dual-entity architecture. The ${consortium}, a non-profit 501(c)(3) organisation, acts as data steward: it holds raw and individually controlled data, manages consent and privacy, and releases only privacy-preserving synthetic data tagged with consortium unique identifiers. ${corporation} builds the intelligence platform and works exclusively with that synthetic data to produce validated insights, which we call quantified prosperity insights.`,
      ),
      paragraph("This paper sets out:"),
      bullets(
        term(
          "The problem.",
          "How ethical debt forms, why conventional financial and ESG reporting miss it, and what it costs when it comes due (Section 2).",
        ),
        term(
          "The solution.",
          "The trust premium as a measurable asset, expressed through four headline metrics (the Market Prosperity Quotient, the Community Prosperity Index, the Human Experience Metric (MHEM) and the Ethical Resilience Index), a fairness metric called the quantitative ethical dimension, and an environmental, social, ethical and economic measurement standard we call ESG-plus (Section 3).",
        ),
        term(
          "The architecture.",
          "The dual-entity data model, the multi-dimensional validation engine, a knowledge graph with a continuous-learning feedback loop, blockchain audit trails and the two-tier P-Points incentive system with its defences against gaming (Section 4).",
        ),
        term(
          "The practice.",
          "How an organisation moves from a confidential Ethical Debt Assessment to an operating dashboard, with illustrative examples (Section 5).",
        ),
      ),
      paragraph(
        "Our conclusion is simple. Ethical debt is real, it can be measured, and it can be paid down. Organisations that do so early will not merely avoid losses; they will earn the trust premium that their competitors are leaving on the table.",
      ),
    ],
  },
  {
    id: "introduction",
    number: "1",
    title: "Introduction",
    blocks: [
      subheading("1.1 Trust as an economic input"),
      paragraph(
        "Trust is usually discussed as a virtue. It is more useful to treat it as an economic input. Every transaction that does not need a lawyer, every customer who does not read the small print twice, every employee who raises a problem instead of hiding it and every community that supports a new site rather than opposing it lowers the cost of doing business. Economists have long described trust as the lubricant of exchange, and the OECD has published guidelines for measuring it precisely because its effects on growth and well-being are material.",
      ),
      paragraph(
        "When trust falls, the costs reappear elsewhere: as verification, monitoring, litigation, churn, staff turnover, higher risk premiums and slower decisions. Annual surveys such as the Edelman Trust Barometer have documented for years that trust in institutions, business included, is fragile and unevenly distributed, and that people increasingly expect companies to act responsibly on societal issues and on the way they introduce new technology.",
      ),
      subheading("1.2 Why the question is urgent now"),
      paragraph(
        "Three developments have turned the measurement of trust from a communications exercise into a question for the board.",
      ),
      bullets(
        term(
          "Artificial intelligence at scale.",
          "Organisations are delegating decisions about prices, credit, hiring, housing and care to automated systems. When those systems are opaque or biased, they create liabilities faster than any human process could. Industry analyses cited in the literature attribute as many as 89% of AI failures to shortcomings in trust, data and governance rather than to the algorithms themselves.",
        ),
        term(
          "Regulation.",
          "The European Union's Artificial Intelligence Act (Regulation (EU) 2024/1689) introduces risk-based obligations for AI systems, while the NIST AI Risk Management Framework 1.0 (2023) and ISO/IEC 42001:2023 describe how organisations should govern and manage AI risk. Trustworthiness is becoming something an organisation must demonstrate, not merely claim.",
        ),
        term(
          "Capital allocation.",
          "Investors are asking which risks sit outside the financial statements. Common stakeholder-capitalism metrics proposed by the World Economic Forum and its partners, and a growing body of academic evidence on material sustainability issues, have moved non-financial performance into mainstream investment analysis.",
        ),
      ),
      subheading("1.3 What this paper offers"),
      paragraph(
        "Existing tools each see part of the picture. Financial statements record transactions after the fact. ESG ratings summarise disclosures that are often self-reported and that different providers interpret differently. Customer and employee surveys capture sentiment but rarely connect it to financial outcomes. None of them tells a leadership team how much trust it holds, where that trust is being eroded, what the erosion is likely to cost and which interventions would pay back.",
      ),
      paragraph(
        "This paper introduces a vocabulary (ethical debt and the trust premium), a set of metrics, and an architecture for measuring them with validated, privacy-preserving data. It is written for enterprise leaders who want to understand their exposure, for systemic and institutional investors who want a more complete view of risk and return, and for researchers, policy makers and community organisations who want measurement that serves people rather than extracting from them. Version 3.0 reflects the lessons of earlier drafts and pilot conversations, and aligns the framework with the AI governance standards published in 2023 and 2024.",
      ),
    ],
  },
  {
    id: "core-problem",
    number: "2",
    title: "The Core Problem: Ethical Debt",
    blocks: [
      subheading("2.1 Defining ethical debt"),
      paragraph(
        "Software engineers use the term technical debt for the future cost created by expedient shortcuts today: the quick fix that works now and must be reworked, with interest, later. Ethical debt applies the same idea to trust. It is the accumulated, unrecognised liability an organisation creates when it gains a short-term advantage by spending down the trust of its stakeholders.",
      ),
      paragraph(
        "Like financial debt, ethical debt has a principal and an interest rate. The principal is the trust that has been consumed: the customers who feel misled, the employees who no longer believe their leaders, the community that feels its voice was ignored. The interest is what that erosion costs in every period that follows, through higher acquisition costs, turnover, regulatory attention and risk premiums. Unlike financial debt, it is recorded nowhere, its terms are never negotiated, and it is the creditor who decides when to call it in.",
      ),
      subheading("2.2 How ethical debt accumulates"),
      paragraph(
        "Ethical debt rarely comes from a single bad decision. It builds up through ordinary choices made under pressure, each of them defensible on its own:",
      ),
      bullets(
        term(
          "Opaque or exploitative pricing.",
          "Fees that customers discover late, prices that move against loyal customers, or dynamic pricing that treats communities differently without a justification anyone would accept if it were explained.",
        ),
        term(
          "Extractive data practices.",
          "Collecting more personal data than a service needs, repurposing it without meaningful consent, or sharing it with parties the individual never chose.",
        ),
        term(
          "Unexamined automation.",
          "Deploying models whose outcomes differ systematically between groups, with no one accountable for noticing the difference or correcting it.",
        ),
        term(
          "Governance shortcuts.",
          "Ethics reviews that happen after launch, reporting channels that employees do not trust, incentive schemes that reward volume over value.",
        ),
        term(
          "Community neglect.",
          "Decisions about sites, supply chains or housing that push costs onto neighbours who have no seat at the table.",
        ),
      ),
      paragraph(
        "Each of these creates a small gain now and a larger, deferred cost. Because the cost is deferred and diffuse, it does not appear in the metrics on which management is measured and paid, and so it keeps growing.",
      ),
      subheading("2.3 Why conventional measurement misses it"),
      paragraph("Ethical debt stays hidden for structural reasons, not for lack of goodwill:"),
      bullets(
        term(
          "Lagging indicators.",
          "Financial results register the consequences of eroded trust, through churn, fines and write-downs, long after the decisions that caused them.",
        ),
        term(
          "Self-reported data.",
          "Much ESG information is disclosed by the organisation being assessed, in formats that differ between frameworks and providers. Ratings of the same company can diverge markedly.",
        ),
        term(
          "Single-dimension views.",
          "Environmental, social and governance factors are scored separately and rarely linked either to economic outcomes or to the lived experience of the people affected.",
        ),
        term(
          "Missing voices.",
          "The people who bear the cost of ethical debt, such as tenants, workers, patients and neighbours, are seldom asked in a way that is both private and verifiable.",
        ),
      ),
      paragraph("The result is a blind spot exactly where risk concentrates."),
      subheading("2.4 When the debt comes due"),
      paragraph(
        "Ethical debt is called in through events: a data breach, a discriminatory algorithm exposed by journalists, a pricing scandal, a regulatory investigation, a strike, a failed launch, a community campaign that halts a project. The losses are rarely limited to the immediate fine or refund. Customers leave, recruitment becomes harder, partners demand more assurance, and the cost of capital rises.",
      ),
      paragraph(
        "Artificial intelligence magnifies the pattern. A model deployed across millions of decisions can accumulate ethical debt at machine speed. The claim, cited in industry analyses, that as many as 89% of AI failures stem from gaps in trust, data quality and governance rather than from model accuracy should give every board pause: the binding constraint on the value of AI is increasingly trust, not technology.",
      ),
      {
        type: "callout",
        title: "The central insight",
        text: "Ethical debt is not a moral abstraction. It is an unbooked liability with a principal, an interest rate and a creditor who decides when to call it in. What can be measured can be managed, and what can be managed can be paid down.",
      },
    ],
  },
  {
    id: "solution",
    number: "3",
    title: "The Solution: Measuring the Trust Premium",
    blocks: [
      subheading("3.1 The trust premium"),
      paragraph(
        "If ethical debt is a liability, the trust premium is the corresponding asset: the additional value an organisation captures because its stakeholders trust it. It shows up in several places at once: in revenue (customers who choose, stay and recommend), in margins (willingness to pay, lower acquisition costs), in operations (lower turnover, fewer disputes, less monitoring) and in capital (lower perceived risk).",
      ),
      paragraph(
        `The literature this paper draws on, including management research published through Harvard Business School and Harvard Business Review, consulting research on digital trust and long-running trust surveys, reports figures of the following order for organisations with high trust or strong sustainability practices. We quote them as claims from that literature; they are not measurements made by ${product} and must not be read as promised outcomes:`,
      ),
      bullets(
        "up to 2.5x market returns compared with low-trust peers;",
        "around 50% revenue growth above comparable organisations;",
        "a price premium of up to 20% that customers are willing to pay to organisations they trust;",
        "30% lower operating costs, reflecting lower turnover, fewer disputes and less need for control;",
        "70 to 120% higher profitability in the best-performing cases.",
      ),
      paragraph(
        "The figures differ by study, sector and definition, and correlation is not causation. Their value lies in their consistency: across methods and decades, trust and long-term performance move together. What has been missing is a way for an individual organisation to measure its own position with the rigour it already applies to its finances.",
      ),
      subheading("3.2 Four headline metrics"),
      paragraph(
        `${product} expresses the trust premium through four headline metrics. Each is scored from 0 to 100, each can be traced to the validated evidence behind it, and together they give a balanced view that no single score can.`,
      ),
      bullets(
        term(
          "Market Prosperity Quotient (MPQ).",
          "How effectively an organisation converts trust into durable market value: customer retention and advocacy, pricing power, partner confidence and the stability of revenue under stress.",
        ),
        term(
          "Community Prosperity Index (CPI).",
          "The organisation's net contribution to the prosperity of the communities it touches, including local employment, access to essential services, affordability and the distribution of benefits and costs.",
        ),
        term(
          "Human Experience Metric (MHEM).",
          "The lived experience of the people who deal with the organisation, including customers, employees, tenants and suppliers, captured through privacy-preserving feedback rather than inferred from behaviour alone.",
        ),
        term(
          "Ethical Resilience Index (ERI).",
          "The organisation's capacity to absorb ethical shocks, measured through the quality of its governance, the fairness of its automated decisions, the integrity of its data practices and its record of detecting and correcting harm.",
        ),
      ),
      paragraph(
        "The metrics are deliberately complementary. An organisation can post a strong Market Prosperity Quotient while running down its Ethical Resilience Index; that combination is the signature of accumulating ethical debt, and revealing it is exactly what the framework is for.",
      ),
      subheading("3.3 The quantitative ethical dimension"),
      paragraph(
        `Fairness is usually discussed in qualitative terms. ${product} treats it as a measurable quantity through a fairness metric we call the quantitative ethical dimension (QED). The QED compares outcomes that matter to stakeholders, such as prices offered, applications approved, service levels and response times, across groups and contexts, and measures how far they diverge once legitimate, declared factors have been taken into account.`,
      ),
      paragraph(
        "In outline, each decision stream is examined for disparity between comparable groups; each disparity is weighted by the materiality of the outcome and by the number of people affected; and the result is expressed on a scale from 0 to 100, where 100 means that no unexplained disparity was found. The QED feeds the Ethical Resilience Index and is reported beside it, so that a leadership team sees not only that a fairness gap exists but also where it arises and how large it is.",
      ),
      paragraph(
        "The QED is designed to sit inside the risk-management practices described in the NIST AI Risk Management Framework and the AI management-system requirements of ISO/IEC 42001, so that measuring fairness becomes part of routine governance rather than an occasional audit.",
      ),
      subheading("3.4 ESG-plus: a four-dimension measurement standard"),
      paragraph(
        "Conventional ESG frameworks measure environmental, social and governance factors. The ESG-plus standard keeps those foundations and makes two changes. First, it separates ethics from governance: a company can follow impeccable board procedures and still make decisions that harm the people it serves. Second, it connects every dimension to economic outcomes, so that non-financial performance is expressed in the language of value and risk.",
      ),
      bullets(
        term(
          "Environmental.",
          "Resource use, emissions and the local environmental effects that communities experience directly.",
        ),
        term("Social.", "The well-being, inclusion and voice of employees, customers and communities."),
        term("Ethical.", "Fairness, transparency, consent and accountability in decisions, including automated ones."),
        term(
          "Economic.",
          "The durable value created and how it is shared between the organisation and its stakeholders.",
        ),
      ),
      paragraph(
        "Every indicator in the standard is tagged with its dimension, its source and its validation status, so that any score can be broken down into the evidence that supports it. The standard is designed to complement existing disclosure frameworks, not to replace them.",
      ),
    ],
  },
  {
    id: "architecture",
    number: "4",
    title: "Architecture: Trust by Design",
    blocks: [
      subheading("4.1 The dual-entity model"),
      paragraph(
        `A system that measures trust must itself be trustworthy. The most important design decision in ${product} is therefore organisational rather than technical: data stewardship and commercial analysis are separated into two independent entities.`,
      ),
      bullets(
        term(
          `The ${consortium}`,
          "is a non-profit organisation (501(c)(3)) that acts as data steward and ethical governance body. It manages accounts, privacy and consent; it guards raw identifiable data, including data that individuals control themselves; and it produces privacy-preserving synthetic data tagged with consortium unique identifiers.",
        ),
        term(
          corporation,
          `builds and operates the ${product} intelligence platform. It never receives raw identifiable data. It uses only the Consortium's synthetic data to produce validated insights: quantified prosperity insights.`,
        ),
      ),
      paragraph(
        "The separation aligns incentives. The Consortium's mission is to protect the interests of the people whose data it holds, and its governance answers to that mission, not to the Corporation's revenue. The Corporation's commercial value depends on the quality of the insights it can derive from data it neither owns nor can re-identify.",
      ),
      subheading("4.2 How data flows"),
      steps(
        term(
          "Contribution.",
          "Communities, investors, philanthropists and individuals contribute data through privacy-first channels operated by the Consortium, with consent recorded for each purpose and revocable at any time.",
        ),
        term(
          "Stewardship.",
          "The Consortium validates and secures the raw data, separates identifiers from content and applies its governance rules on what may be used, and for which purposes.",
        ),
        term(
          "Synthesis.",
          "The Consortium generates synthetic datasets that preserve the statistical properties analysis needs while containing no real person's record. Each record carries a consortium unique identifier that links it to its provenance and consent terms, not to a person.",
        ),
        term(
          "Analysis.",
          "The Corporation's platform ingests only synthetic data, validates it, relates it to other sources in the knowledge graph and computes the four headline metrics and the quantitative ethical dimension.",
        ),
        term(
          "Insight.",
          "Subscribers, typically businesses, receive quantified prosperity insights: scores, drivers, scenarios and recommendations, each traceable to its evidence.",
        ),
        term(
          "Feedback.",
          "The outcomes of the actions subscribers take are returned, again through the Consortium, so that the models learn from what actually happened.",
        ),
      ),
      paragraph(
        "Consortium unique identifiers make this flow auditable without making it identifiable. They allow a question such as \u201cwhich consent terms governed the data behind this score?\u201d to be answered precisely, while the question \u201cwhose data was this?\u201d cannot be answered by the Corporation at all.",
      ),
      subheading("4.3 The multi-dimensional validation engine"),
      paragraph(
        "Synthetic data is only as useful as its fidelity, and a score is only as credible as the evidence behind it. The multi-dimensional validation engine tests every input and every output along several dimensions before either is used:",
      ),
      bullets(
        term(
          "Source validation.",
          "Each signal is checked against independent sources; what an organisation says about itself is weighted by how far it can be corroborated.",
        ),
        term(
          "Statistical fidelity.",
          "Synthetic datasets are compared with the properties of the stewarded source data, within the privacy limits the Consortium sets, to confirm that analytical conclusions would not change.",
        ),
        term(
          "Privacy assurance.",
          "Synthetic outputs are tested for re-identification and disclosure risk before release.",
        ),
        term(
          "Cross-dimensional consistency.",
          "Environmental, social, ethical and economic signals are checked against one another; a sharp improvement in one dimension that contradicts the evidence in another is flagged for review.",
        ),
        term(
          "Temporal stability.",
          "Scores that move faster than their underlying evidence are held back until the change is confirmed.",
        ),
      ),
      paragraph(
        "Only inputs that pass validation contribute to a published score, and every score carries a confidence level that reflects how much validated evidence supports it.",
      ),
      subheading("4.4 The knowledge graph and its continuous-learning feedback loop"),
      paragraph(
        `Trust is relational. A company's reputation depends on its suppliers, a community's prosperity on its employers, an investor's risk on the ethical exposures across a portfolio. ${product} represents these relationships in a knowledge graph that links organisations, places, stakeholder groups, indicators and events, with every node and edge carrying its provenance and validation status.`,
      ),
      paragraph(
        "The graph makes it possible to trace how ethical debt propagates, for example from a supplier's labour practices to a brand's Human Experience Metric, and to model scenarios: what happens to the Community Prosperity Index if a pricing policy changes, or to the Ethical Resilience Index if a model is retrained.",
      ),
      paragraph(
        "The graph is kept current by a continuous-learning feedback loop. When subscribers act on an insight, the observed outcomes flow back through the Consortium as new synthetic evidence. Predictions are compared with results, model weights are recalibrated and validation thresholds are reviewed. Over time the system learns which interventions actually reduce ethical debt and which merely change appearances.",
      ),
      subheading("4.5 Blockchain audit trails"),
      paragraph(
        `Measurement that can be quietly revised is worth little. ${product} records the lineage of every published score in an append-only audit trail anchored on a blockchain: which synthetic datasets, identified by their consortium unique identifiers, contributed to it; which model version computed it; and which validation checks it passed.`,
      ),
      paragraph(
        "The audit trail stores cryptographic fingerprints and metadata, never personal data and never the data itself. It lets a regulator, auditor or investor verify that a score presented today is the score that was computed at the time, from the evidence stated, without having to take either entity's word for it.",
      ),
      subheading("4.6 P-Points: a two-tier points architecture"),
      paragraph(
        `Measurement changes behaviour only when it is connected to incentives. P-Points are the incentive units of the ${product} ecosystem: a points currency that rewards verified contributions to prosperity and drives the platform's dynamic pricing. They are organised in two tiers:`,
      ),
      bullets(
        term(
          "Contribution tier.",
          "Individuals and communities earn points for contributing data through the Consortium and for verified participation, such as feedback and community programmes. These points recognise contribution without exposing identity.",
        ),
        term(
          "Performance tier.",
          "Organisations earn points for validated improvements in their headline metrics, such as a rising Ethical Resilience Index or a narrowing fairness gap. Points in this tier feed dynamic pricing: organisations that pay down ethical debt gain better terms on the platform and can pass the benefit on to their customers.",
        ),
      ),
      paragraph("Any points system invites gaming. The architecture builds in several defences:"),
      bullets(
        "Points are awarded only for validated evidence, never for self-reported claims.",
        "The two tiers are kept apart, so contribution points cannot be converted into performance points.",
        "Anomaly detection in the validation engine flags unusual patterns, such as sudden bursts of contributions or improvements concentrated in indicators that are easy to manipulate.",
        "Rewards vest over time and can be withdrawn if the improvement they recognised proves not to last.",
        "Every award is written to the audit trail, so that patterns of abuse can be traced after the fact.",
      ),
    ],
  },
  {
    id: "practice",
    number: "5",
    title: "In Practice: From Assessment to Advantage",
    blocks: [
      subheading("5.1 The Ethical Debt Assessment"),
      paragraph(
        "Most organisations begin with a confidential Ethical Debt Assessment. Its purpose is to establish a baseline: where the organisation stands on the four headline metrics, where its ethical debt is concentrated and what that debt is likely to cost if it is left unaddressed.",
      ),
      steps(
        term(
          "Scoping.",
          "With the leadership team, we identify the decision streams, stakeholder groups and locations that matter most, and agree which evidence will be used.",
        ),
        term(
          "Evidence gathering.",
          "Internal data is processed under the dual-entity model; stakeholder voice is gathered through the Consortium's privacy-first channels; external signals are added from the knowledge graph.",
        ),
        term(
          "Scoring.",
          "The validation engine produces the four headline metrics, the quantitative ethical dimension and the ESG-plus profile, each with its confidence level.",
        ),
        term(
          "Prioritisation.",
          "Exposures are ranked by their estimated cost and by how quickly they can be addressed.",
        ),
        term(
          "Roadmap.",
          "The assessment ends with a plan of interventions, their expected effects and the indicators that will show whether they are working.",
        ),
      ),
      paragraph(
        "The assessment is confidential to the organisation, and its results are shared with no one without the organisation's consent.",
      ),
      subheading("5.2 A sample dashboard"),
      paragraph(
        "After the assessment, results are presented in an operating dashboard that is updated as new validated evidence arrives. The example below shows the kind of summary a leadership team sees. The figures are illustrative and describe a hypothetical organisation, not a client.",
      ),
      { type: "dashboard" },
      paragraph(
        "Read together, the three figures tell a story typical of a first assessment. The organisation is trusted more than many of its peers, with a Trust Score of 78/100, yet it carries a significant Ethical Debt Exposure of 45/100, concentrated in this hypothetical case in its pricing practices and in the fairness of an automated screening process. The Projected Trust Premium of +18% is the additional value the organisation could expect to capture over its planning horizon if it paid down that debt as the roadmap proposes. It is a scenario, not a forecast of guaranteed returns.",
      ),
      subheading("5.3 An illustrative example: rental housing"),
      paragraph(
        "Consider a hypothetical residential landlord with a portfolio of rental homes. Its assessment shows high vacancy and turnover, low tenant satisfaction and a Community Prosperity Index below that of comparable landlords. The validation engine traces much of the ethical debt to opaque fees, rigid payment terms and slow maintenance, which tenants report through the Consortium's channels and which the quantitative ethical dimension shows falling unevenly across neighbourhoods.",
      ),
      paragraph(
        "The roadmap replaces hidden fees with transparent all-in pricing, introduces flexible payment options, commits to maintenance response times and uses P-Points to reward long tenancies. For scenarios of this kind the framework models outcomes such as vacancy falling by 40%, tenant retention rising by 60%, revenue growing by 22% and reputation improving by 18%. These are illustrative figures for a hypothetical case; real results depend on the organisation, its market and how well the roadmap is carried out.",
      ),
      subheading("5.4 Governance and assurance"),
      paragraph(
        `Trustworthy measurement requires trustworthy governance. ${product} is designed to support the practices described in the NIST AI Risk Management Framework 1.0 (govern, map, measure and manage), the management-system requirements of ISO/IEC 42001:2023 and the risk-based obligations of the EU Artificial Intelligence Act. The Consortium's governance sets the rules for data use; the Corporation's models are documented, versioned and recorded on the audit trail; and independent review is built into the validation process.`,
      ),
      paragraph(
        `For organisations, this means that the evidence ${product} produces can support their own compliance and assurance work. For investors, it means that the scores they rely on can be verified. For communities, it means that their data stays under a stewardship that answers to them.`,
      ),
    ],
  },
  {
    id: "conclusion",
    number: "6",
    title: "Conclusion: Paying Down Ethical Debt",
    blocks: [
      paragraph(
        "For most of the history of modern business, trust has been treated as an intangible: important, everyone agreed, but impossible to measure and therefore easy to spend. That era is ending. Automated decision-making has raised the stakes, regulation has raised the bar and stakeholders have raised their expectations. Organisations that cannot show that they are trustworthy will increasingly pay for the doubt.",
      ),
      paragraph(
        `This paper has argued that the hidden cost has a name, ethical debt, and that its counterpart, the trust premium, is an asset that can be measured and grown. It has described how ${product} measures both: through four headline metrics, a quantitative fairness dimension and the ESG-plus standard; through a dual-entity architecture in which the ${consortium} stewards the data and ${corporation} works only with privacy-preserving synthetic data; and through validation, a learning knowledge graph, blockchain audit trails and P-Points incentives that reward real improvement.`,
      ),
      subheading("What we ask of each audience"),
      bullets(
        term(
          "Enterprise leaders:",
          "start with a confidential Ethical Debt Assessment. Knowing where your ethical debt sits is the first step to paying it down before it is called in.",
        ),
        term(
          "Systemic and institutional investors:",
          "use validated trust metrics beside financial analysis to see the risks that sit outside the balance sheet, and the premium available to organisations that address them.",
        ),
        term(
          "Thought leaders, researchers and community organisations:",
          `join the ${consortium} to shape the standards, contribute data on your own terms and hold the measurement of trust to the highest standard.`,
        ),
      ),
      paragraph(
        "The tools to measure trust now exist. The question for every organisation is no longer whether its ethical debt will be called in, but whether it will have paid that debt down first. We invite you to find out where you stand.",
      ),
    ],
  },
];

/** The heading and contents label of a section: "2. The Core Problem: Ethical Debt". */
export function sectionLabel(section: WhitePaperSection): string {
  return section.number ? `${section.number}. ${section.title}` : section.title;
}

export const whitePaperAbout = {
  title: `About ${product}`,
  paragraphs: [
    `${corporation} builds ${product}, the trust-intelligence platform that turns hidden ethical debt into measurable regenerative return. It delivers validated, privacy-preserving insights: the four headline metrics, scenario modelling and dynamic pricing driven by P-Points.`,
    `The ${consortium} is an independent non-profit (501(c)(3)) that acts as data steward and ethical governance body. It manages consent and privacy, guards raw identifiable data and provides the privacy-preserving synthetic data on which every ${product} insight is built.`,
  ],
};

export const whitePaperReferences: WhitePaperReference[] = [
  { author: "Edelman", title: "2024 Edelman Trust Barometer: Global Report", year: 2024 },
  { author: "OECD", title: "OECD Guidelines on Measuring Trust", source: "OECD Publishing, Paris", year: 2017 },
  {
    author: "World Economic Forum",
    title:
      "Measuring Stakeholder Capitalism: Towards Common Metrics and Consistent Reporting of Sustainable Value Creation",
    source: "White paper, with Deloitte, EY, KPMG and PwC",
    year: 2020,
  },
  {
    author: "Eccles, R. G., Ioannou, I. and Serafeim, G. (Harvard Business School)",
    title: "The Impact of Corporate Sustainability on Organizational Processes and Performance",
    source: "Management Science, 60(11)",
    year: 2014,
  },
  {
    author: "Zak, P. J.",
    title: "The Neuroscience of Trust",
    source: "Harvard Business Review, January\u2013February issue",
    year: 2017,
  },
  { author: "McKinsey & Company", title: "Why digital trust truly matters", source: "McKinsey Digital", year: 2022 },
  {
    author: "National Institute of Standards and Technology (NIST)",
    title: "Artificial Intelligence Risk Management Framework (AI RMF 1.0)",
    source: "NIST AI 100-1",
    year: 2023,
  },
  {
    author: "European Parliament and Council of the European Union",
    title:
      "Regulation (EU) 2024/1689 of 13 June 2024 laying down harmonised rules on artificial intelligence (Artificial Intelligence Act)",
    source: "Official Journal of the European Union",
    year: 2024,
  },
  {
    author: "ISO/IEC",
    title: "ISO/IEC 42001:2023 Information technology \u2014 Artificial intelligence \u2014 Management system",
    source: "International Organization for Standardization and International Electrotechnical Commission",
    year: 2023,
  },
];

/** One line per reference, the same in the page and the PDF. */
export function referenceText(reference: WhitePaperReference): string {
  const source = reference.source ? ` ${reference.source}.` : "";
  return `${reference.author} (${reference.year}). ${reference.title}.${source}`;
}

export const whitePaperPdfFileName = `${site.productSlug}-white-paper-ethical-debt-and-the-trust-premium-v${whitePaper.version}.pdf`;
