import { site } from "~/config/site";
import { slugify } from "~/content/schema/prose";
import paper from "~content/white-paper";

/**
 * The white paper, content/white-paper.mdoc, and the values derived from it. The page
 * (/white-paper), the PDF (/white-paper.pdf) and the Insights page read it from here, so they
 * never drift apart. (Tests, outside Vite, read the same file with `content("white-paper")`.)
 */
const { body, ...frontMatter } = paper;

/** The paper's front matter: title, version, date, abstract, dashboard, references... */
export const whitePaper = frontMatter;

export type WhitePaper = typeof whitePaper;

/** The paper's numbered sections. */
export const whitePaperSections = body.sections;

export const whitePaperVersionLabel = `Version ${whitePaper.version}`;

export const whitePaperPdfFileName = `${site.productSlug}-white-paper-${slugify(whitePaper.title)}-v${whitePaper.version}.pdf`;
