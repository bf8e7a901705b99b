/**
 * Every page is valid HTML by an independent checker (the Nu Html Checker, tests/support/html-checker.ts):
 * each pre-rendered page of the build, the pages of the site built with test pictures that show
 * them (tests/support/picture-fixture.ts), and the pages the server renders per request (form
 * answers without JavaScript, not-found and catch-all pages).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formNames } from "~/forms/submission-service";
import { checkHtmlFiles, type HtmlError } from "../support/html-checker";
import {
  postForm,
  requireProductionBuild,
  type RunningServer,
  startProductionServer,
  validFields,
} from "../support/production-server";
import { paths } from "../support/insights-content";
import { fixtureSite, pictureFixture } from "../support/picture-fixture";
import { allPagePaths, pagePath as pathOf } from "../support/built-site";

const prerendered = [
  ...allPagePaths.map((pagePath) => ({
    name: `pre-rendered ${pagePath}`,
    file: path.join(requireProductionBuild(), "client", pagePath, "index.html"),
  })),
  ...[
    paths.article(pictureFixture.article.slug),
    paths.topic(pictureFixture.decoratedArticle.topic),
    pathOf("team"),
  ].map((pagePath) => ({
    name: `with pictures ${pagePath}`,
    file: path.join(fixtureSite.buildDir, "client", pagePath, "index.html"),
  })),
];

async function get(url: string) {
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
}

type ServerRendered = {
  name: string;
  status: number;
  render: (baseUrl: string) => Promise<{ status: number; text: string }>;
};
const serverRendered: ServerRendered[] = [
  { name: "not-found page", status: 404, render: (url) => get(`${url}/no-such-page`) },
  { name: "platform catch-all", status: 200, render: (url) => get(`${url}/platform/no-such-part`) },
  ...formNames.flatMap((form): ServerRendered[] => [
    { name: `${form} answer with field errors`, status: 422, render: (url) => postForm(url, form, {}) },
    {
      name: `${form} confirmation step`,
      status: 422,
      render: (url) => postForm(url, form, validFields(form, "html"), { withToken: false }),
    },
    { name: `${form} answer when sent`, status: 200, render: (url) => postForm(url, form, validFields(form, "html")) },
  ]),
];

let errors: Map<string, HtmlError[]>;
const statuses = new Map<string, number>();
let answersDir: string;
let server: RunningServer;
const answerFile = (name: string) => path.join(answersDir, `${name.replace(/[^a-z0-9]+/gi, "-")}.html`);

beforeAll(async () => {
  answersDir = mkdtempSync(path.join(os.tmpdir(), "html-validity-"));
  server = await startProductionServer({ DATABASE_URL: `file:${path.join(answersDir, "site.db")}` });
  for (const answer of serverRendered) {
    const { status, text } = await answer.render(server.url);
    statuses.set(answer.name, status);
    writeFileSync(answerFile(answer.name), text);
  }
  errors = await checkHtmlFiles([
    ...prerendered.map((page) => page.file),
    ...serverRendered.map((a) => answerFile(a.name)),
  ]);
}, 120_000);

afterAll(async () => {
  await server?.stop("SIGKILL");
  rmSync(answersDir, { recursive: true, force: true });
});

describe("valid HTML (Nu Html Checker)", () => {
  it.each(prerendered)("$name", ({ file }) => {
    expect(errors.get(path.resolve(file))).toEqual([]);
  });
  it.each(serverRendered)("server-rendered $name", ({ name, status }) => {
    expect(statuses.get(name)).toBe(status);
    expect(errors.get(path.resolve(answerFile(name)))).toEqual([]);
  });
});
