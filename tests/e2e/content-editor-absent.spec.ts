/**
 * The content editor is a tool for the people who edit the copy (`npm run edit`), never part
 * of the public site: the production server does not answer its paths, and no page loads any
 * of its code.
 */
import { expect, test } from "../support/test";
import { canonicalPagePaths } from "../support/site";

const editorCode = /keystatic|keystar|markdoc|\/editor\//i;

test("the production server answers 404 for the editor and its API", async ({ request }) => {
  for (const path of ["/keystatic", "/keystatic/singleton/pages-vision", "/api/keystatic/tree"]) {
    const response = await request.get(path, { headers: { "no-cors": "1" } });
    expect(response.status(), path).toBe(404);
  }
  const save = await request.post("/api/keystatic/update", { data: {}, headers: { "no-cors": "1" } });
  expect([404, 405]).toContain(save.status());
});

for (const path of canonicalPagePaths) {
  test(`${path} requests no editor code`, async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto(path);
    // Islands start after the load event: scroll to the end so every one of them starts too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(requested.length).toBeGreaterThan(1);
    expect(requested.filter((url) => editorCode.test(url))).toEqual([]);
  });
}
