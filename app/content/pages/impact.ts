import { Building, FlaskConical, HandCoins, Landmark, Server, UsersRound } from "lucide-react";
import { site } from "~/config/site";
import type { PartnershipCard, Programme } from "~/content/consortium";
import type { Action } from "~/content/types";
import { pathTo } from "~/lib/site-routes";
import { programme as communityVoice } from "./community-voice";
import { programme as dataLiteracy } from "./data-literacy";

const { consortiumName: consortium } = site;

export const banner = {
  eyebrow: consortium,
  title: "Our Impact",
  subtitle: "Individual voices, collective insight.",
};

export const visualisation = {
  id: "impact-visualisation",
  eyebrow: "From one voice to many",
  title: "Every contribution counts, none is exposed",
  intro:
    "Each point of light stands for one person's contribution, held privately by the consortium. Start the animation and watch individual points converge into a shared pattern: a collective insight that no single contribution could reveal, and that never gives away the person behind it.",
};

export const partnerships = {
  id: "partnerships",
  eyebrow: "Partnerships",
  title: "Impact multiplied through partnership",
  intro:
    "The consortium does not work alone. Each kind of partner strengthens a different part of the system that turns lived experience into fair, trusted measurement.",
  cards: [
    {
      title: "Community organisations",
      description:
        "Tenant unions, worker centres and neighbourhood groups bring the programmes to the people they serve and make sure quiet voices are heard.",
      icon: UsersRound,
      colour: "social",
    },
    {
      title: "Research institutions",
      description:
        "Universities and independent researchers test our methods, study synthetic data under research agreements and co-develop fairness measures.",
      icon: FlaskConical,
      colour: "environmental",
    },
    {
      title: "Data infrastructure partners",
      description:
        "Privacy-technology and infrastructure providers help us store, synthesise and audit data to the highest standard of security.",
      icon: Server,
      colour: "economic",
    },
    {
      title: "Philanthropic partners",
      description:
        "Foundations and donors fund free programmes, independent audits and the consortium's work on open measurement standards.",
      icon: HandCoins,
      colour: "ethical",
    },
    {
      title: "Business pilot partners",
      description:
        "Organisations that open themselves to measurement early, act on what their communities tell them and help prove that trust pays.",
      icon: Building,
      colour: "social",
    },
    {
      title: "Civic and public-sector partners",
      description:
        "Cities and public agencies use aggregate, privacy-preserving insights to direct resources to the places where trust and prosperity lag.",
      icon: Landmark,
      colour: "environmental",
    },
  ] satisfies PartnershipCard[],
};

export const programmes = {
  id: "programmes",
  eyebrow: "Programmes",
  title: "Two programmes, one purpose",
  intro: "Community Voice makes people heard. Data Literacy helps them understand and use what is said about them.",
  items: [communityVoice, dataLiteracy] satisfies Programme[],
};

export const closing = {
  title: "Be part of the collective",
  text: "Contribute your experience, bring a programme to your community or fund the work that keeps measurement fair.",
  actions: [
    { label: "Get Involved", to: pathTo("get-involved") },
    { label: "Contact the Consortium", to: pathTo("contact") },
  ] satisfies Action[],
};
