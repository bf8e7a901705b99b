/**
 * The desk's menu and the team page's words about roles come from the one table of grants
 * (server/desk/roles.ts), so a role given a right sees its page and is told it may use it.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DeskFrame } from "~/components/desk/desk-frame";
import { deskPaths } from "~/route-table";
import { type staffRoles } from "~/desk/vocabulary";
import { whatRoleMay } from "../../../server/desk/roles";

const menuOf = (role: (typeof staffRoles)[number]) => {
  const html = renderToStaticMarkup(
    <DeskFrame viewer={{ email: "ana@example.com", role }} section="account" title="Your account">
      <p>content</p>
    </DeskFrame>,
  );
  const nav = /<nav aria-label="Desk"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  // A phone's "More" disclosure names again the sections the bar hides on a phone: each page once here.
  return [...new Set([...nav.matchAll(/href="([^"]+)"/g)].map((match) => match[1]))];
};

describe("the desk's menu", () => {
  it("shows each role the pages its grants open, and no other", () => {
    const everyPage = [
      deskPaths.inbox,
      deskPaths.subscribers,
      deskPaths.editions,
      deskPaths.team,
      deskPaths.privacy,
      deskPaths.audit,
      deskPaths.account,
    ];
    expect(menuOf("owner")).toEqual(everyPage);
    expect(menuOf("editor")).toEqual([deskPaths.inbox, deskPaths.subscribers, deskPaths.editions, deskPaths.account]);
    expect(menuOf("viewer")).toEqual([deskPaths.inbox, deskPaths.subscribers, deskPaths.editions, deskPaths.account]);
  });
});

describe("what a role may do, in words", () => {
  it("names each right the role is granted, and says a role without a change changes nothing", () => {
    expect(whatRoleMay("owner")).toBe(
      "reads leads and exports them as CSV; works leads (status, assignee, notes); reads subscribers and exports them; imports subscribers and unsubscribes them on request; manages the team and its roles; answers privacy requests; reads the audit log; reads editions; writes, tests and sends editions; decides whether a second person approves every send",
    );
    expect(whatRoleMay("editor")).not.toMatch(/team|privacy|audit/);
    expect(whatRoleMay("editor")).toContain("works leads");
    expect(whatRoleMay("viewer")).toBe(
      "reads leads and exports them as CSV; reads subscribers and exports them; reads editions; changes nothing",
    );
  });
});
