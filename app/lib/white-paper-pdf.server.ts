import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { site } from "~/config/site";
import siteCopy from "~content/site/site";
import { categoryColours, trustCategories } from "~/visualisations/shared/category-order";
import type { WhitePaperReference } from "~/content/documents/white-paper-front-matter";
import {
  plainText,
  sectionLabel,
  type ListItem,
  type ProseBlock,
  type ProseSection,
  type RichText,
} from "~/content/schema/prose";
import { whitePaper, whitePaperSections, whitePaperVersionLabel } from "~/lib/white-paper-content";
import pageCopy from "~content/pages/white-paper";
import { palette } from "~/design/palette";
import { absoluteUrl } from "./site-routes";
import { woffToSfnt } from "./woff-to-sfnt.server";

/**
 * The white paper as a PDF, typeset with pdfkit from the same content as the page
 * (content/white-paper.mdoc), in the site's colours. Built once by the pre-renderer; the
 * fixed creation date makes every build write the same bytes.
 */

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700, style: "normal" | "italic" = "normal") =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-${style}.woff`);

const margin = { top: 84, bottom: 72, left: 72, right: 72 };
const body = { size: 10.5, lineGap: 3.6 };
const regular = "Inter";
const bold = "Inter-Bold";
const italic = "Inter-Italic";
const dateLine = `${whitePaperVersionLabel} \u00b7 ${whitePaper.date}`;
const { dashboard, about, references } = whitePaper;

type Doc = PDFKit.PDFDocument;

const contentWidth = (doc: Doc) => doc.page.width - margin.left - margin.right;
const bottomLimit = (doc: Doc) => doc.page.height - margin.bottom;

/** Starts a new page unless `height` points still fit, so headings stay with their text. */
function keepSpace(doc: Doc, height: number) {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

/** Draws outside the text frame (title page, running heads) without triggering a page break. */
function drawFreely(doc: Doc, draw: () => void) {
  const saved = { top: doc.page.margins.top, bottom: doc.page.margins.bottom };
  doc.page.margins.top = 0;
  doc.page.margins.bottom = 0;
  draw();
  doc.page.margins.top = saved.top;
  doc.page.margins.bottom = saved.bottom;
}

function categoryDots(doc: Doc, x: number, y: number) {
  trustCategories.forEach((category, index) => doc.circle(x + index * 14, y, 4.5).fill(categoryColours[category]));
}

function drawTitlePage(doc: Doc) {
  doc.addPage();
  const width = contentWidth(doc);
  const bandHeight = 470;
  drawFreely(doc, () => {
    doc.rect(0, 0, doc.page.width, bandHeight).fill(palette.night);
    doc.rect(0, bandHeight, doc.page.width, 5).fill(palette.brand);
    categoryDots(doc, margin.left + 5, 78);
    doc
      .font(bold)
      .fontSize(15)
      .fillColor("white")
      .text(site.productName, margin.left + 66, 70);
    doc
      .font(bold)
      .fontSize(10)
      .fillColor(palette["brand-on-night"])
      .text(pageCopy.eyebrow.toUpperCase(), margin.left, 200, { characterSpacing: 2 });
    doc.font(bold).fontSize(36).fillColor("white").text(whitePaper.title, margin.left, 222, { width, lineGap: 2 });
    doc
      .font(regular)
      .fontSize(15)
      .fillColor("#d9dee8")
      .text(whitePaper.subtitle, margin.left, doc.y + 14, { width });

    doc
      .font(bold)
      .fontSize(12)
      .fillColor(palette.ink)
      .text(dateLine, margin.left, bandHeight + 44);
    doc
      .font(regular)
      .fontSize(11)
      .fillColor(palette["ink-soft"])
      .text(whitePaper.byline, margin.left, doc.y + 6, { width });
    doc
      .font(regular)
      .fontSize(body.size)
      .fillColor(palette["ink-soft"])
      .text(whitePaper.abstract, margin.left, doc.y + 22, {
        width,
        lineGap: body.lineGap,
      });

    const footerY = doc.page.height - 72;
    doc
      .moveTo(margin.left, footerY - 14)
      .lineTo(margin.left + width, footerY - 14)
      .lineWidth(0.5)
      .stroke(palette.line);
    doc.font(regular).fontSize(8.5).fillColor(palette.muted);
    doc.text(siteCopy.tagline, margin.left, footerY, { width: width - 140 });
    doc.text(new URL(site.urls.productWebsite).host, margin.left + width - 140, footerY, {
      width: 140,
      align: "right",
    });
  });
}

type ContentsEntry = { label: string; destination: string; page: number };

function drawContents(doc: Doc, pageIndex: number, entries: ContentsEntry[]) {
  doc.switchToPage(pageIndex);
  const width = contentWidth(doc);
  doc
    .font(bold)
    .fontSize(24)
    .fillColor(palette.ink)
    .text(pageCopy.contentsTitle, margin.left, margin.top + 12);
  let y = doc.y + 24;
  for (const entry of entries) {
    const numberWidth = 36;
    doc.font(regular).fontSize(11.5).fillColor(palette.ink);
    const labelWidth = Math.min(doc.widthOfString(entry.label), width - numberWidth - 24);
    doc.text(entry.label, margin.left, y, { width: width - numberWidth - 24, goTo: entry.destination });
    const leaderY = y + 9.5;
    doc
      .moveTo(margin.left + labelWidth + 6, leaderY)
      .lineTo(margin.left + width - numberWidth, leaderY)
      .lineWidth(0.8)
      .dash(0.8, { space: 3 })
      .stroke(palette.muted)
      .undash();
    doc.text(String(entry.page), margin.left + width - numberWidth, y, {
      width: numberWidth,
      align: "right",
      goTo: entry.destination,
    });
    y += 28;
  }
}

/** Sections run on from one another; a heading near the foot of a page moves to the next. */
function startSection(
  doc: Doc,
  destination: string,
  eyebrow: string,
  title: string,
  options: { newPage?: boolean } = {},
) {
  if (options.newPage) doc.addPage();
  else {
    doc.y += 28;
    keepSpace(doc, 200);
  }
  if (doc.y < margin.top + 8) doc.y = margin.top + 8;
  doc.addNamedDestination(destination, "XYZ", null, doc.y - 12, null);
  doc.outline.addItem(title);
  const width = contentWidth(doc);
  doc.font(bold).fontSize(9.5).fillColor(palette["brand-strong"]).text(eyebrow.toUpperCase(), margin.left, doc.y, {
    characterSpacing: 1.5,
  });
  doc
    .font(bold)
    .fontSize(22)
    .fillColor(palette.ink)
    .text(title, margin.left, doc.y + 6, { width, lineGap: 1 });
  doc.rect(margin.left, doc.y + 10, 44, 3).fill(palette.brand);
  doc.y += 30;
  return doc.bufferedPageRange().count;
}

type Style = { font: string; color: string };
const plainStyle: Style = { font: regular, color: palette["ink-soft"] };
const strongStyle: Style = { font: bold, color: palette.ink };
const emphasisStyle: Style = { font: italic, color: palette["ink-soft"] };
const linkStyle: Style = { font: regular, color: palette["brand-strong"] };

type Run = { text: string; style: Style; link?: string };

function runsOf(text: RichText): Run[] {
  return text.map((part) => {
    if (part.kind === "strong") return { text: part.text, style: strongStyle };
    if (part.kind === "emphasis") return { text: part.text, style: emphasisStyle };
    if (part.kind === "link") return { text: part.text, style: linkStyle, link: absoluteUrl(part.href) };
    return { text: part.text, style: plainStyle };
  });
}

/**
 * Writes runs as one flowing text from `at`, switching font and colour only where a run's
 * style differs from the one already set (`current`).
 */
function writeRuns(
  doc: Doc,
  runs: Run[],
  at: { x: number; y: number },
  options: { width: number; lineGap: number },
  current?: Style,
) {
  runs.forEach((run, index) => {
    if (run.style !== current) doc.font(run.style.font).fillColor(run.style.color);
    current = run.style;
    const runOptions = {
      ...(index === 0 ? options : { lineGap: options.lineGap }),
      ...(index < runs.length - 1 ? { continued: true } : {}),
      ...(run.link ? { link: run.link, underline: true } : {}),
    };
    if (index === 0) doc.text(run.text, at.x, at.y, runOptions);
    else doc.text(run.text, runOptions);
  });
}

function writeParagraph(doc: Doc, text: RichText) {
  doc.font(regular).fontSize(body.size).fillColor(palette["ink-soft"]);
  keepSpace(doc, body.size * 3);
  writeRuns(
    doc,
    runsOf(text),
    { x: margin.left, y: doc.y },
    { width: contentWidth(doc), lineGap: body.lineGap },
    plainStyle,
  );
  doc.moveDown(0.75);
}

/** A quotation: indented behind a rule. */
function writeQuote(doc: Doc, text: RichText) {
  const indent = 16;
  const width = contentWidth(doc) - indent;
  doc.font(regular).fontSize(body.size);
  const height = doc.heightOfString(plainText(text), { width, lineGap: body.lineGap });
  keepSpace(doc, height + 12);
  const top = doc.y;
  doc.rect(margin.left, top, 3, height).fill(palette.line);
  writeRuns(doc, runsOf(text), { x: margin.left + indent, y: top }, { width, lineGap: body.lineGap });
  doc.moveDown(0.75);
}

function writeSubheading(doc: Doc, title: string) {
  keepSpace(doc, 84);
  doc.y += 8;
  doc
    .font(bold)
    .fontSize(13)
    .fillColor(palette.ink)
    .text(title, margin.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.45);
}

function writeListItem(doc: Doc, item: ListItem, marker: string | null) {
  const indent = 20;
  const x = margin.left + indent;
  const width = contentWidth(doc) - indent;
  keepSpace(doc, body.size * 2.6);
  const y = doc.y;
  if (marker) {
    doc
      .font(bold)
      .fontSize(body.size)
      .fillColor(palette["brand-strong"])
      .text(marker, margin.left + 2, y, { width: indent });
  } else {
    doc.circle(margin.left + 6, y + body.size * 0.62, 2.2).fill(palette.brand);
  }
  doc.fontSize(body.size);
  const term: Run[] = item.term ? [{ text: `${item.term} `, style: strongStyle }] : [];
  writeRuns(doc, [...term, ...runsOf(item.text)], { x, y }, { width, lineGap: body.lineGap });
  doc.moveDown(0.45);
}

function writeCallout(doc: Doc, title: string, text: RichText) {
  const pad = 16;
  const width = contentWidth(doc) - 2 * pad - 4;
  doc.fontSize(body.size);
  const height =
    pad * 2 +
    doc.font(bold).heightOfString(title, { width }) +
    6 +
    doc.font(regular).heightOfString(plainText(text), { width, lineGap: body.lineGap });
  keepSpace(doc, height + 12);
  const top = doc.y + 4;
  doc.rect(margin.left, top, contentWidth(doc), height).fill(palette["accent-soft"]);
  doc.rect(margin.left, top, 4, height).fill(palette.accent);
  doc
    .font(bold)
    .fillColor(palette.ink)
    .text(title, margin.left + 4 + pad, top + pad, { width });
  writeRuns(doc, runsOf(text), { x: margin.left + 4 + pad, y: doc.y + 6 }, { width, lineGap: body.lineGap });
  doc.y = top + height + 16;
}

function writeDashboard(doc: Doc) {
  const pad = 18;
  const gap = 12;
  const inner = contentWidth(doc) - 2 * pad;
  const column = (inner - 2 * gap) / 3;
  doc.font(regular).fontSize(8.5);
  const noteHeight = Math.max(
    ...dashboard.figures.map((figure) => doc.heightOfString(figure.note, { width: column - 20 })),
  );
  const cardHeight = 20 + 28 + 6 + 14 + 6 + noteHeight + 14;
  const captionHeight = doc.heightOfString(dashboard.caption, { width: inner, lineGap: 2 });
  const height = pad + 16 + 14 + cardHeight + 14 + captionHeight + pad;
  keepSpace(doc, height + 16);
  const top = doc.y + 6;
  doc.roundedRect(margin.left, top, contentWidth(doc), height, 10).fill(palette.night);
  doc.font(bold).fontSize(9).fillColor(palette["brand-on-night"]);
  doc.text(`${dashboard.title.toUpperCase()} (ILLUSTRATIVE)`, margin.left + pad, top + pad, {
    characterSpacing: 1.5,
  });
  const cardsTop = top + pad + 30;
  dashboard.figures.forEach((figure, index) => {
    const x = margin.left + pad + index * (column + gap);
    doc.roundedRect(x, cardsTop, column, cardHeight, 6).lineWidth(0.6).fillAndStroke("#162038", "#2c3a5a");
    doc
      .font(bold)
      .fontSize(24)
      .fillColor("white")
      .text(figure.value, x + 10, cardsTop + 14, { width: column - 20 });
    doc
      .font(bold)
      .fontSize(9.5)
      .fillColor("#e2e8f0")
      .text(figure.label, x + 10, doc.y + 4, { width: column - 20 });
    doc
      .font(regular)
      .fontSize(8.5)
      .fillColor("#c2cad8")
      .text(figure.note, x + 10, doc.y + 5, { width: column - 20 });
  });
  doc.font(regular).fontSize(8.5).fillColor("#c2cad8");
  doc.text(dashboard.caption, margin.left + pad, cardsTop + cardHeight + 14, { width: inner, lineGap: 2 });
  doc.y = top + height + 18;
}

function writeBlock(doc: Doc, block: ProseBlock) {
  switch (block.type) {
    case "paragraph":
      return writeParagraph(doc, block.text);
    case "subheading":
      return writeSubheading(doc, block.title);
    case "list":
      block.items.forEach((item, index) => writeListItem(doc, item, block.ordered ? `${index + 1}.` : null));
      doc.moveDown(0.35);
      return;
    case "quote":
      return writeQuote(doc, block.text);
    case "callout":
      return writeCallout(doc, block.title, block.text);
    case "dashboard":
      return writeDashboard(doc);
    case "analytics":
    case "picture":
      // The privacy policy's tag and the articles' pictures (app/content/schema/prose.ts): the white paper's schema refuses both.
      return;
  }
}

function writeSection(doc: Doc, section: ProseSection, index: number): number {
  const eyebrow = section.number ? `Section ${section.number}` : "Overview";
  const pageNumber = startSection(doc, section.id, eyebrow, section.title, { newPage: index === 0 });
  section.blocks.forEach((block) => writeBlock(doc, block));
  return pageNumber;
}

/** One line per reference, as the page writes it. */
function referenceText(reference: WhitePaperReference): string {
  const source = reference.source ? ` ${reference.source}.` : "";
  return `${reference.author} (${reference.year}). ${reference.title}.${source}`;
}

function writeReferences(doc: Doc): number {
  const pageNumber = startSection(doc, "references", "Sources", pageCopy.referencesTitle, { newPage: true });
  references.forEach((reference, index) =>
    writeListItem(doc, { text: [{ kind: "text", text: referenceText(reference) }] }, `${index + 1}.`),
  );
  return pageNumber;
}

/** The publishers, in a shaded panel like the About block of the web page. */
function writeAbout(doc: Doc): number {
  const pad = 18;
  const width = contentWidth(doc) - 2 * pad;
  const paragraphOptions = { width, lineGap: body.lineGap };
  doc.fontSize(body.size).font(regular);
  const paragraphsHeight = about.paragraphs.reduce(
    (sum, text) => sum + doc.heightOfString(text, paragraphOptions) + 8,
    0,
  );
  const height = pad + 22 + paragraphsHeight + 18 + pad;
  doc.y += 28;
  keepSpace(doc, height);
  const top = doc.y;
  doc.addNamedDestination("about", "XYZ", null, top - 12, null);
  doc.outline.addItem(about.title);
  doc
    .roundedRect(margin.left, top, contentWidth(doc), height, 8)
    .lineWidth(0.6)
    .fillAndStroke(palette["surface-soft"], palette.line);
  doc
    .font(bold)
    .fontSize(13)
    .fillColor(palette.ink)
    .text(about.title, margin.left + pad, top + pad, { width });
  doc.y += 6;
  for (const text of about.paragraphs) {
    doc
      .font(regular)
      .fontSize(body.size)
      .fillColor(palette["ink-soft"])
      .text(text, margin.left + pad, doc.y, paragraphOptions);
    doc.y += 8;
  }
  doc.font(bold).fontSize(body.size).fillColor(palette["brand-strong"]);
  doc.text(site.urls.productWebsite, margin.left + pad, doc.y + 2, { link: site.urls.productWebsite, underline: true });
  doc.y = top + height;
  return doc.bufferedPageRange().count;
}

function drawRunningHeads(doc: Doc) {
  const { count } = doc.bufferedPageRange();
  for (let index = 1; index < count; index++) {
    doc.switchToPage(index);
    const width = contentWidth(doc);
    drawFreely(doc, () => {
      doc.font(regular).fontSize(8).fillColor(palette.muted);
      doc.text(whitePaper.title, margin.left, 44, { width: width / 2 });
      doc.text(dateLine, margin.left + width / 2, 44, { width: width / 2, align: "right" });
      doc
        .moveTo(margin.left, 58)
        .lineTo(margin.left + width, 58)
        .lineWidth(0.5)
        .stroke(palette.line);
      const footerY = doc.page.height - 46;
      doc.font(regular).fontSize(8).fillColor(palette.muted);
      doc.text(site.corporationName, margin.left, footerY, { width: width / 2 });
      doc.text(`Page ${index + 1} of ${count}`, margin.left + width / 2, footerY, { width: width / 2, align: "right" });
    });
  }
}

function createDocument(): Doc {
  return new PDFDocument({
    size: "LETTER",
    margins: margin,
    bufferPages: true,
    autoFirstPage: false,
    displayTitle: true,
    lang: "en-US",
    info: {
      Title: whitePaper.title,
      Author: whitePaper.authors.join(" with the "),
      Subject: `${site.productName} white paper, version ${whitePaper.version}, ${whitePaper.date}`,
      Keywords: whitePaper.keywords.join(", "),
      Creator: `${site.productName} website`,
      CreationDate: new Date(whitePaper.publishedOn),
      ModDate: new Date(whitePaper.publishedOn),
    },
  });
}

/** The complete white paper as PDF bytes (its sections can be given, for tests of the typesetting). */
export async function renderWhitePaperPdf(
  sections: ProseSection[] = whitePaperSections,
): Promise<Uint8Array<ArrayBuffer>> {
  const doc = createDocument();
  const chunks: Buffer[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  doc.registerFont(regular, woffToSfnt(readFileSync(fontFile(400))));
  doc.registerFont(bold, woffToSfnt(readFileSync(fontFile(700))));
  doc.registerFont(italic, woffToSfnt(readFileSync(fontFile(400, "italic"))));

  drawTitlePage(doc);
  doc.addPage();
  const contentsPage = doc.bufferedPageRange().count - 1;
  doc.outline.addItem(pageCopy.contentsTitle);
  const entries: ContentsEntry[] = sections.map((section, index) => ({
    label: sectionLabel(section),
    destination: section.id,
    page: writeSection(doc, section, index),
  }));
  entries.push({ label: about.title, destination: "about", page: writeAbout(doc) });
  entries.push({ label: pageCopy.referencesTitle, destination: "references", page: writeReferences(doc) });
  drawContents(doc, contentsPage, entries);
  drawRunningHeads(doc);
  doc.end();
  await finished;
  const bytes = Buffer.concat(chunks);
  return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}
