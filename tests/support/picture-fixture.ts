/**
 * The fixture site: the site with what its published content and default settings leave out, built
 * once for the tests that need it. The published content has no picture (no photograph may be
 * invented), so a copy of the repository is given test pictures that encoders treat as photographs
 * (./photographic-picture.ts), added as the editor adds them; and it is built with analytics on
 * (./analytics-settings.ts), which only a build can show (the endpoint is written into the pages).
 * `npm run build:fixture` (a stage of npm test) writes build-fixture/, which tests/build/pictures.test.ts
 * and tests/integration/html-validity.test.ts read, and tests/e2e/pictures.spec.ts and
 * tests/e2e/analytics.spec.ts serve.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { pictureFolder } from "~/pictures/picture-kinds";
import { analyticsSettings } from "./analytics-settings";
import { photographicPicture } from "./photographic-picture";
import { copyRepository, plainEnvironment, repository } from "./repository-copy";

/** A picture file the fixture wrote: the build must never publish these bytes. */
export type FixturePicture = { file: string; sha256: string; width: number; height: number };

type Described = { alt: string } | { decorative: true };

const describedAs = (picture: Described) =>
  "alt" in picture ? `  alt: ${JSON.stringify(picture.alt)}\n` : "  decorative: true\n";

async function writePicture(root: string, file: string, data: Buffer): Promise<FixturePicture> {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), data);
  const { width, height } = await sharp(data).metadata();
  return { file, sha256: createHash("sha256").update(data).digest("hex"), width, height };
}

/** Front matter ends at the file's second `---`: the new field goes just above it. */
function addToFrontMatter(root: string, file: string, yaml: string) {
  const absolute = path.join(root, file);
  const source = readFileSync(absolute, "utf8");
  const end = source.indexOf("\n---", 3);
  writeFileSync(absolute, `${source.slice(0, end + 1)}${yaml}${source.slice(end + 1)}`);
}

/** An article's cover, `width` × `height`, as a camera JPEG. */
export async function addCover(
  root: string,
  slug: string,
  picture: { width: number; height: number; seed?: number } & Described,
): Promise<FixturePicture> {
  const file = `${pictureFolder("articles")}/${slug}/cover.jpg`;
  const written = await writePicture(root, file, await photographicPicture(picture));
  addToFrontMatter(root, `content/articles/${slug}.mdoc`, `cover:\n  image: ${file}\n${describedAs(picture)}`);
  return written;
}

/** A picture with a transparent ground (PNG) in an article's text, above its first section, with a caption. */
async function addFigure(
  root: string,
  slug: string,
  picture: { width: number; height: number; alt: string; caption: string },
): Promise<FixturePicture> {
  const file = `${pictureFolder("articles")}/${slug}/diagram.png`;
  const data = await photographicPicture({ ...picture, seed: 7, format: "png", transparent: true });
  const written = await writePicture(root, file, data);
  const article = path.join(root, `content/articles/${slug}.mdoc`);
  const source = readFileSync(article, "utf8");
  const firstSection = source.indexOf("\n## ");
  const figure = `\n![${picture.alt}](${file} ${JSON.stringify(picture.caption)})\n`;
  writeFileSync(article, `${source.slice(0, firstSection)}${figure}${source.slice(firstSection)}`);
  return written;
}

/** A team member's portrait photograph. */
async function addPortrait(
  root: string,
  slug: string,
  picture: { width: number; height: number; alt: string },
): Promise<FixturePicture> {
  const file = `${pictureFolder("team")}/${slug}/photo.jpg`;
  const written = await writePicture(root, file, await photographicPicture({ ...picture, seed: 11 }));
  const member = path.join(root, `content/team/${slug}.yaml`);
  writeFileSync(member, `${readFileSync(member, "utf8")}photo:\n  image: ${file}\n${describedAs(picture)}`);
  return written;
}

/** `npm run build` in `root`, into `buildDir`; resolves with what it printed, rejects with its end when it fails. */
export function buildSite(root: string, buildDir: string, env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const build = spawn("npm", ["run", "build"], {
      cwd: root,
      env: plainEnvironment({ ...env, BUILD_DIR: buildDir }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    build.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    build.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    build.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`the build failed:\n${output.slice(-4_000)}`)),
    );
  });
}

export const fixtureSite = { buildDir: path.join(repository, `${process.env.BUILD_DIR ?? "build"}-fixture`) };

/** The fixture's pictures: the tests read these, not the copy's content, which is gone once it is built. */
export const pictureFixture = {
  /** A 4000 × 3000 camera JPEG as its cover (the photograph of issue 33), and a picture in its text. */
  article: {
    slug: "what-is-ethical-debt",
    cover: { width: 4000, height: 3000, alt: "Overlapping circles and bars in blue, brown and green (a test picture)" },
    figure: {
      width: 1600,
      height: 900,
      alt: "A round cut-out of the same test picture on a transparent ground",
      caption: "A test picture with transparency, in the article's text",
    },
  },
  /**
   * The newest article, first on the lists of its topics, whose cover only decorates it, so it has no
   * alternative text: the same picture, which the build prepares once.
   */
  decoratedArticle: {
    slug: "p-points-and-the-defences-against-gaming",
    topic: "trust-premium",
    cover: { width: 4000, height: 3000 },
  },
  /** The founder, first on the team page and the first article's author, with a portrait. */
  member: {
    slug: "amara-ndiaye-castell",
    photo: { width: 1200, height: 1500, alt: "A test picture standing in for a portrait" },
  },
} as const;

const fixtureRecord = "fixture.json";

/** The fixture's pictures as the build saw them, read from its build folder. */
export function fixturePictures(): FixturePicture[] {
  return JSON.parse(readFileSync(path.join(fixtureSite.buildDir, fixtureRecord), "utf8")) as FixturePicture[];
}

/** Copies the repository, adds the fixture's pictures, builds it with analytics on into fixtureSite.buildDir, and drops the copy. */
export async function buildFixtureSite(): Promise<string> {
  const root = copyRepository("site-fixture-");
  try {
    const { article, decoratedArticle, member } = pictureFixture;
    const pictures = [
      await addCover(root, article.slug, article.cover),
      await addFigure(root, article.slug, article.figure),
      await addCover(root, decoratedArticle.slug, { ...decoratedArticle.cover, decorative: true }),
      await addPortrait(root, member.slug, member.photo),
    ];
    rmSync(fixtureSite.buildDir, { recursive: true, force: true });
    const output = await buildSite(root, fixtureSite.buildDir, analyticsSettings);
    writeFileSync(path.join(fixtureSite.buildDir, fixtureRecord), JSON.stringify(pictures, null, 2));
    return output;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
