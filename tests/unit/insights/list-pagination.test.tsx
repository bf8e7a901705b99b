// @vitest-environment jsdom
/** The links between the pages of a long list of articles, which the launch content is too short to show. */
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ListPagination } from "~/components/insights/list-pagination";

afterEach(cleanup);

const copy = { label: "Pages of articles", page: "Page", newer: "Newer articles", older: "Older articles" };
const pathOf = (page: number) => (page === 1 ? "/insights" : `/insights/page/${page}`);

describe("the links to a list's pages", () => {
  it("link to every page, mark the current one, and lead to newer and older articles", () => {
    render(<ListPagination page={2} pageCount={3} pathOf={pathOf} copy={copy} />);
    const nav = screen.getByRole("navigation", { name: copy.label });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [copy.newer, "/insights"],
      ["Page 1", "/insights"],
      ["Page 2", "/insights/page/2"],
      ["Page 3", "/insights/page/3"],
      [copy.older, "/insights/page/3"],
    ]);
    expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: copy.newer })).toHaveAttribute("rel", "prev");
    expect(within(nav).getByRole("link", { name: copy.older })).toHaveAttribute("rel", "next");
  });

  it("offer no newer articles on the first page and no older ones on the last", () => {
    const { rerender } = render(<ListPagination page={1} pageCount={2} pathOf={pathOf} copy={copy} />);
    expect(screen.queryByRole("link", { name: copy.newer })).toBeNull();
    rerender(<ListPagination page={2} pageCount={2} pathOf={pathOf} copy={copy} />);
    expect(screen.queryByRole("link", { name: copy.older })).toBeNull();
  });

  it("are not shown for a list that fits on one page", () => {
    render(<ListPagination page={1} pageCount={1} pathOf={pathOf} copy={copy} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
