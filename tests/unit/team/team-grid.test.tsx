// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TeamGrid } from "~/components/team/team-grid";
import type { TeamMember } from "~/content/team";

afterEach(cleanup);

const founder: TeamMember = { name: "Ada Example", title: "Founder", bio: "A founder's biography." };
const advisor: TeamMember = {
  name: "Ben Example",
  title: "Advisor",
  photo: { src: "/images/team/ben-example.webp", alt: "Ben Example, smiling, in front of a bookshelf" },
};

describe("the team grid", () => {
  it("shows a member's photo with the alternative text from the content file", () => {
    render(<TeamGrid members={[founder, advisor]} />);
    const [, advisorCard] = screen.getAllByRole("listitem");
    const photo = within(advisorCard).getByRole("img", { name: advisor.photo?.alt });
    expect(photo).toHaveAttribute("src", advisor.photo?.src);
  });

  it("shows a decorative monogram of the initials for a member without a photo", () => {
    render(<TeamGrid members={[founder, advisor]} />);
    const [founderCard] = screen.getAllByRole("listitem");
    expect(within(founderCard).queryByRole("img")).toBeNull();
    expect(founderCard.querySelector("svg[aria-hidden='true'] text")).toHaveTextContent("AE");
  });
});
