import { GraduationCap, Megaphone, Presentation, Store, UsersRound } from "lucide-react";
import { site } from "~/config/site";
import type { Programme, ProgrammePageContent } from "~/content/consortium";
import { pathTo } from "~/lib/site-routes";

const { consortiumName: consortium } = site;

export const programme: Programme = {
  page: "data-literacy",
  name: "Data Literacy",
  icon: GraduationCap,
  colour: "environmental",
  summary:
    "Free workshops and guides that help communities and small organisations understand, question and use the data that describes them.",
  highlights: [
    "Plain language, no experience needed",
    "Hands-on practice with synthetic data only",
    "Facilitator kits to teach it forward",
  ],
};

export const content: ProgrammePageContent = {
  programme,
  banner: {
    eyebrow: "Consortium programme",
    title: "Data Literacy",
    subtitle: "Helping communities understand, question and use the data that describes them.",
  },
  overview: {
    title: "What the programme is",
    paragraphs: [
      "Data about communities is collected, scored and traded every day, yet the people it describes are rarely shown how it works. That gap leaves them unable to check whether a number is fair, to challenge it when it is not, or to use it when it could help them.",
      `Data Literacy is ${consortium}'s free learning programme to close that gap. Through workshops, self-paced guides and facilitator kits, it shows how data is gathered, how metrics such as the Community Prosperity Index are built, where bias creeps in and how to turn evidence into action.`,
      "A community that can read its own data can hold organisations to account, including us.",
    ],
    facts: [
      { term: "Run by", detail: consortium },
      { term: "Cost to take part", detail: "Free for participants" },
      { term: "Format", detail: "Workshops, self-paced guides and facilitator kits" },
      { term: "Experience needed", detail: "None: everything is in plain language" },
    ],
  },
  audiences: {
    title: "Who it serves",
    intro: "People and organisations who are described by data but seldom consulted about it.",
    items: [
      {
        title: "Community members",
        text: "Anyone who wants to know what data exists about them, who holds it and what their rights are.",
        icon: UsersRound,
      },
      {
        title: "Community organisations and advocates",
        text: "Groups who need evidence to make their case to landlords, employers, funders and public bodies.",
        icon: Megaphone,
      },
      {
        title: "Small businesses and social enterprises",
        text: "Teams who want to understand trust metrics and improve their own standing without a data department.",
        icon: Store,
      },
      {
        title: "Educators and facilitators",
        text: "Teachers, librarians and organisers who want ready-made material to run sessions in their own communities.",
        icon: Presentation,
      },
    ],
  },
  steps: {
    title: "How it works",
    intro:
      "Five modules, each a two-hour workshop or a self-paced guide. Take them in order or pick the ones you need.",
    items: [
      {
        title: "Data and you",
        text: "What data is collected about people and places, who holds it, what consent really means and the rights you have over it.",
      },
      {
        title: "Reading the numbers",
        text: "How indices and scores are built, what an average hides, and how to read a trust score and the drivers behind it.",
      },
      {
        title: "Asking hard questions",
        text: "Spotting bias, missing voices and misleading charts, and how to challenge a result through the consortium's review process.",
      },
      {
        title: "Putting data to work",
        text: "Using evidence in advocacy, grant applications and conversations with the organisations that shape your community.",
      },
      {
        title: "Teach it forward",
        text: "Facilitator training and a complete kit, so that participants can run the programme for their own neighbours and colleagues.",
      },
    ],
  },
  privacy: {
    title: "How your privacy is protected",
    intro:
      "Learning about data should never mean giving yours away. The programme asks for as little as possible and keeps it apart from everything else.",
    points: [
      {
        title: "Practice with synthetic data",
        text: "Every exercise uses synthetic datasets produced by the consortium. You never work with, or expose, anyone's real records.",
      },
      {
        title: "Only what is needed to run a session",
        text: "To book a workshop we need a contact name and e-mail address. We use them to organise the session and nothing else.",
      },
      {
        title: "Kept apart from contributions",
        text: "Attendance is never linked to any data you may contribute to the consortium and never affects any score.",
      },
      {
        title: "Your questions stay in the room",
        text: "What participants discuss in a workshop is not recorded, reported or used to train any model.",
      },
    ],
    action: { label: "How We Govern Data", to: pathTo("data-stewardship"), variant: "outline" },
  },
  takePart: {
    title: "Bring Data Literacy to your community",
    text: "Join a workshop, request one for your organisation, or train as a facilitator. Tell us who you would like to reach and we will plan it with you.",
    actions: [
      { label: "Request a Workshop", to: pathTo("contact") },
      { label: "Other Ways to Get Involved", to: pathTo("get-involved") },
    ],
  },
};

export const banner = content.banner;
