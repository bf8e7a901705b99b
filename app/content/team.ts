import { site } from "~/config/site";

/** A team member card. Without `imgSrc` the card shows a monogram of the member's initials. */
export type TeamMember = {
  name: string;
  title: string;
  bio?: string;
  imgSrc?: string;
  linkedInUrl?: string;
};

const { productName: product, corporationName: corporation, consortiumName: consortium } = site;

export const founder: TeamMember = {
  name: "Amara Ndiaye-Castell",
  title: "Founder & Chief Executive Officer",
  bio: `Amara founded ${corporation} after fifteen years spent between impact investing and enterprise analytics, where she watched organisations lose value they could not see: the quiet erosion of trust among tenants, workers, customers and neighbours. She built ${product} to put a number on that hidden ethical debt and to show that repaying it is a source of return, not a cost. Before ${product}, she led portfolio analytics at a community-development investment fund and built risk models for a mid-sized property manager. She designed the dual-entity model so that ${consortium}, not the company, holds the keys to raw data. Amara holds an MBA and a master's degree in applied statistics.`,
};

export const advisors: TeamMember[] = [
  {
    name: "Rafael Quintero-Hale",
    title: "Strategic Advisor",
    bio: "Rafael spent two decades structuring long-horizon infrastructure investments across the Americas, with a focus on housing and public-private partnerships. He advises on capital strategy, investor relations and the sequencing of market entry, and helps the company speak the language of institutional allocators without losing its mission.",
  },
  {
    name: "Ingrid Solvang",
    title: "Strategic Advisor",
    bio: "Ingrid was chief sustainability officer of a European real-estate group with more than forty thousand homes, where she tied resident wellbeing to asset performance long before it was fashionable. She advises on enterprise partnerships, board-level adoption and how trust metrics fit into existing ESG reporting.",
  },
  {
    name: "Kenji Arakawa-Moss",
    title: "Technical Advisor",
    bio: `Kenji is a researcher and engineer in privacy-preserving machine learning, with a doctorate on differential privacy in generative models. He advises on the synthetic-data pipeline that ${consortium} operates, on re-identification testing and on the guarantees the platform can honestly make about the data it learns from.`,
  },
  {
    name: "Priya Venkataraman",
    title: "Technical Advisor",
    bio: `Priya has designed knowledge-graph and data-provenance systems for financial-market infrastructure for over twelve years. She advises on the architecture of the ${product} knowledge graph, its continuous-learning feedback loop and the blockchain audit trails that let every score be traced back to its inputs.`,
  },
  {
    name: "Marcus Oyelaran",
    title: "Go-to-Market Advisor",
    bio: "Marcus has taken three business-to-business analytics products from first pilot to national scale, leading sales and customer success teams in property technology and retail. He advises on pilot design, pricing, and turning early results into references that enterprise buyers trust.",
  },
  {
    name: "Leila Haddad-Brennan",
    title: "Ethics & Governance Advisor",
    bio: "Leila is a scholar of technology ethics who has helped public agencies and civil-society groups write governance frameworks for algorithmic decision-making. She advises on fairness measurement, the quantitative ethical dimension and the standards that keep the scoring engine accountable to the people it describes.",
  },
  {
    name: "Tomás Ferreira Lund",
    title: "Ethics & Governance Advisor",
    bio: `Tomás has served as general counsel and board member for several non-profit data trusts and community foundations. He advises ${consortium} on its 501(c)(3) governance, consent practices and the firewall between the non-profit data steward and the company that uses its synthetic data.`,
  },
  {
    name: "Grace Whitcombe-Tanaka",
    title: "Advisor",
    bio: "Grace has spent her career in community development finance, building lending programmes with tenant associations, co-operatives and local governments. She keeps the voices of residents and small organisations at the centre of product decisions and advises on community partnerships and programme design.",
  },
  {
    name: "Samuel Osei-Achterberg",
    title: "Research & Innovation Advisor",
    bio: "Samuel is a behavioural economist who studies how trust, fairness and reputation shape the decisions of customers and employees. He advises on the design of the P-Points incentive model, its defences against gaming, and the experiments that validate what the prosperity metrics claim to measure.",
  },
  {
    name: "Mei-Lin Castellanos",
    title: "Research & Innovation Advisor",
    bio: "Mei-Lin is an environmental systems scientist who has built indicator frameworks linking ecological health to local economic resilience. She advises on the environmental dimension of the measurement standard and leads the research agenda with universities and public research institutes.",
  },
];

/** The founder first, then the advisors in the order shown on the site. */
export const teamMembers: TeamMember[] = [founder, ...advisors];
