import { expect, test } from "../support/test";
import { content } from "../support/content";
import { pagePath, site } from "../support/site";

/* The accessibility statement (docs/product.md#pages): its copy comes from content/pages/accessibility.yaml. */

const statement = content("pages/accessibility");

test.describe("the accessibility statement", () => {
  test("is linked from the footer's Trust & Legal group", async ({ page }) => {
    await page.goto(pagePath("home"));
    const group = page
      .getByRole("navigation", { name: "Footer" })
      .locator("> div")
      .filter({ has: page.getByRole("heading", { name: "Trust & Legal" }) });
    await group.getByRole("link", { name: "Accessibility" }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath("accessibility")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(statement.banner.title);
  });

  test("states its target, how the site is tested, its limitations and the date of its last review", async ({
    page,
  }) => {
    await page.goto(pagePath("accessibility"));
    for (const heading of [
      statement.target.title,
      statement.expectationsSection.title,
      statement.testingSection.title,
      statement.limitationsSection.title,
      statement.report.title,
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    for (const item of [...statement.testing, ...statement.limitations]) {
      await expect(page.getByRole("heading", { level: 3, name: item.title })).toBeVisible();
    }
    const reviewed = page.locator(`time[datetime="${statement.review.date}"]`);
    const shown = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(statement.review.date),
    );
    await expect(reviewed).toHaveText(shown);
    await expect(page.getByText(`${statement.review.label} ${shown}`)).toBeVisible();
  });

  test("says how to report a barrier, at the site's own general address", async ({ page }) => {
    await page.goto(pagePath("accessibility"));
    const report = page.getByRole("region", { name: statement.report.title });
    await expect(report).toContainText(site.emails.info);
    await expect(report.getByRole("link", { name: site.emails.info })).toHaveAttribute(
      "href",
      `mailto:${site.emails.info}?subject=${encodeURIComponent("Accessibility barrier")}`,
    );
    await expect(report.getByRole("link", { name: /contact/i })).toHaveAttribute("href", pagePath("contact"));
  });

  test("names only limitations that are real: the white paper's PDF is still untagged", async ({ request }) => {
    // If the PDF gains structure tags, this fails: then take its limitation out of the statement.
    const pdf = (await (await request.get("/white-paper.pdf")).body()).toString("latin1");
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(pdf).not.toContain("/StructTreeRoot");
    expect(pdf).not.toMatch(/\/MarkInfo\s*<<\s*\/Marked\s+true/);
  });
});
