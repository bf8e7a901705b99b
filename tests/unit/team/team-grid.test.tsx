// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TeamGrid } from "~/components/team/team-grid";
import type { TeamMember } from "~/content/team-member";
import type { PictureSource } from "~/pictures/picture-kinds";

const { photo } = vi.hoisted(() => ({
  photo: {
    kind: "portrait",
    file: "content/pictures/team/ben-example/photo.jpg",
    alt: "Ben Example, smiling, in front of a bookshelf",
  } satisfies PictureSource,
}));

vi.mock("~content/pictures", async () => {
  const { preparedManifest } = await import("../../support/prepared-pictures");
  return { default: await preparedManifest([{ source: photo, width: 500, height: 600 }]) };
});

afterEach(cleanup);

const founder: TeamMember = { name: "Ada Example", title: "Founder", bio: "A founder's biography." };
const advisor: TeamMember = { name: "Ben Example", title: "Advisor", photo };

describe("the team grid", () => {
  it("shows a member's photo with the alternative text from the content file, at the avatar's size", () => {
    render(<TeamGrid members={[founder, advisor]} />);
    const [, advisorCard] = screen.getAllByRole("listitem");
    const image = within(advisorCard).getByRole("img", { name: photo.alt });
    expect(image).toHaveAttribute("sizes", "64px");
    expect(image.getAttribute("srcset")).toMatch(/\/assets\/ben-example-photo-128-\w+\.jpeg 128w, .+ 256w, .+ 384w$/);
    // Below the first screen: fetched as it nears, decoded off the main thread.
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("decoding", "async");
  });

  it("fetches the featured member's portrait first where the grid opens the page", () => {
    render(<TeamGrid members={[{ ...founder, photo }, advisor]} priority />);
    const [founderCard, advisorCard] = screen.getAllByRole("listitem");
    const featured = within(founderCard).getByRole("img", { name: photo.alt });
    expect(featured).toHaveAttribute("fetchpriority", "high");
    expect(featured).not.toHaveAttribute("loading");
    expect(featured).toHaveAttribute("sizes", "(min-width: 48rem) 128px, 112px");
    expect(within(advisorCard).getByRole("img", { name: photo.alt })).toHaveAttribute("loading", "lazy");
  });

  it("shows a decorative monogram of the initials for a member without a photo", () => {
    render(<TeamGrid members={[founder, advisor]} />);
    const [founderCard] = screen.getAllByRole("listitem");
    expect(within(founderCard).queryByRole("img")).toBeNull();
    expect(founderCard.querySelector("svg[aria-hidden='true'] text")).toHaveTextContent("AE");
  });
});
