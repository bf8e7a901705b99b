import type { Content } from "~/content/collections";
import team from "~content/team";
import teamPage from "~content/pages/team";
import { pathTo } from "./site-routes";

/** A person of content/team/, with the slug other content names them by. */
export type TeamEntry = Content<"team">[number];

const bySlug = new Map(team.map((member) => [member.slug, member]));

export function memberNamed(slug: string): TeamEntry {
  const member = bySlug.get(slug);
  // The build has already refused a reference to no one (app/content/schema/fields.ts, reference()).
  if (!member) throw new Error(`No team member ${slug} in content/team/`);
  return member;
}

/** The founder, then the advisors, as the team page orders them: the team and company pages show this list. */
export const shownTeam: TeamEntry[] = [teamPage.founder, ...teamPage.advisors].map(memberNamed);

/** Where a person's card is: on the team page, at their slug (TeamGrid's `anchors`), if the page shows them. */
export function teamCardPath(slug: string): string {
  return shownTeam.some((member) => member.slug === slug) ? pathTo("team", slug) : pathTo("team");
}
