import Markdoc, { type Node } from "@markdoc/markdoc";
import { picturePathPattern, picturePathProblem, type PictureSource } from "../../pictures/picture-kinds.ts";
import { contentContext } from "./context.ts";
import { LinkError, resolveLink } from "./link-targets.ts";

/**
 * Long prose (the legal texts, the white paper, articles) is written in Markdoc and turned,
 * when the file is read, into this small block model. Pages and the PDF render the model, so
 * what an editor can write is exactly what every renderer can draw; anything else is refused
 * with its line.
 */
export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "emphasis"; text: string }
  | { kind: "link"; text: string; href: string; external: boolean };

export type RichText = Inline[];

export type ListItem = { term?: string; text: RichText };

export type ProseBlock =
  | { type: "paragraph"; text: RichText }
  | { type: "subheading"; id: string; title: string }
  | { type: "list"; ordered: boolean; items: ListItem[] }
  | { type: "quote"; text: RichText }
  | { type: "callout"; title: string; text: RichText }
  /** A picture on a line of its own, `![alternative text](file "caption")`, where the entry allows pictures. */
  | { type: "picture"; picture: PictureSource; caption?: string }
  | { type: "dashboard" }
  | { type: "analytics" };

export type ProseSection = {
  id: string;
  /** From a heading written "## 2. Title": the white paper numbers its sections. */
  number?: string;
  title: string;
  blocks: ProseBlock[];
};

/** Blocks before the first `##` heading, then one section per `##` heading. */
export type ProseDocument = { lead: ProseBlock[]; sections: ProseSection[] };

export type ProseOptions = {
  /**
   * Markdoc tags this collection allows beyond plain Markdown: the white paper's `callout` and
   * `dashboard`, the privacy policy's `analytics` (its statement on analytics, which follows the
   * site's analytics setting).
   */
  tags?: ("callout" | "dashboard" | "analytics")[];
  /**
   * False where every block belongs to a `##` section (the legal texts, the white paper: their
   * pages list and number the sections), so text above the first heading would have no place.
   */
  lead?: boolean;
  /** The collection whose picture folder holds the pictures of the text (app/pictures/); without it, none. */
  pictures?: string;
};

export type ProseIssue = { line: number; reason: string };

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Plain text of inline content, for headings and alt texts. */
export function plainText(text: RichText): string {
  return text.map((part) => part.text).join("");
}

/** A section's heading with its number, as written: "2. The Core Problem: Ethical Debt". */
export function sectionLabel(section: Pick<ProseSection, "number" | "title">): string {
  return section.number ? `${section.number}. ${section.title}` : section.title;
}

const markdocTags = {
  callout: { render: "callout", attributes: { title: { type: String, required: true } } },
  dashboard: { render: "dashboard", selfClosing: true, attributes: {} },
  analytics: { render: "analytics", selfClosing: true, attributes: {} },
};

/** Parses a whole `.mdoc` file: its YAML front matter (returned as text) and its body. */
export function parseProse(
  source: string,
  options: ProseOptions = {},
): { frontmatter: string; document?: ProseDocument; issues: ProseIssue[] } {
  const issues: ProseIssue[] = [];
  const ast = Markdoc.parse(source);
  const frontmatter = String(ast.attributes.frontmatter ?? "");
  const allowed = new Set(options.tags);
  const tags = Object.fromEntries(Object.entries(markdocTags).filter(([name]) => allowed.has(name as never)));
  for (const error of Markdoc.validate(ast, { tags })) {
    if (error.error.level === "error" || error.error.level === "critical") {
      issues.push({ line: lineOf(error.lines), reason: error.error.message });
    }
  }
  const document: ProseDocument = { lead: [], sections: [] };
  const seenIds = new Set<string>();
  for (const node of ast.children) {
    checkAnnotations(node, issues);
    if (node.type === "heading" && node.attributes.level === 2) {
      const heading = headingText(node, issues);
      const numbered = /^(\d+)\.\s+(.+)$/.exec(heading);
      const title = numbered ? numbered[2] : heading;
      const id = anchorOf(node, title, seenIds, issues);
      document.sections.push({ id, title, blocks: [], ...(numbered ? { number: numbered[1] } : {}) });
      continue;
    }
    const block = toBlock(node, issues, seenIds, options);
    if (!block) continue;
    const section = document.sections.at(-1);
    if (section) section.blocks.push(block);
    else if (options.lead === false) {
      issues.push({
        line: lineOf(node.lines),
        reason: "start with a ## section heading: every paragraph belongs to a section here",
      });
    } else document.lead.push(block);
  }
  return issues.length ? { frontmatter, issues } : { frontmatter, document, issues };
}

function headingText(node: Node, issues: ProseIssue[]): string {
  return plainText(inline(node, issues)).trim();
}

/**
 * A heading's anchor is the slug of its title, unless the heading names one, as in
 * `## How we protect it {% #security %}`: then links to the section survive a reworded title.
 */
function anchorOf(node: Node, title: string, seen: Set<string>, issues: ProseIssue[]): string {
  const named = node.attributes.id as unknown;
  if (named !== undefined && (typeof named !== "string" || !anchorPattern.test(named))) {
    issues.push({
      line: lineOf(node.lines),
      reason: `{% #${String(named)} %} is not an anchor: use lower-case letters, digits and single hyphens`,
    });
  }
  const id = typeof named === "string" ? named : slugify(title);
  if (seen.has(id)) issues.push({ line: lineOf(node.lines), reason: `two headings make the same anchor #${id}` });
  seen.add(id);
  return id;
}

const anchorPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Only headings take an annotation, and only their anchor: nothing renders classes or other ids. */
function checkAnnotations(node: Node, issues: ProseIssue[]) {
  const { class: className, id } = node.attributes as { class?: unknown; id?: unknown };
  if (className !== undefined) {
    issues.push({ line: lineOf(node.lines), reason: "{% .class %} annotations are not used: write plain text" });
  }
  if (id !== undefined && node.type !== "heading") {
    issues.push({
      line: lineOf(node.lines),
      reason: "{% #anchor %} names headings only: put it after a ## or ### heading",
    });
  }
}

function toBlock(
  node: Node,
  issues: ProseIssue[],
  seenIds: Set<string>,
  options: ProseOptions,
): ProseBlock | undefined {
  switch (node.type) {
    case "paragraph": {
      const image = options.pictures === undefined ? undefined : pictureOnItsOwn(node);
      if (image) return pictureBlock(image, options.pictures!, issues);
      return { type: "paragraph", text: inline(node, issues, options) };
    }
    case "heading": {
      if (node.attributes.level !== 3) {
        issues.push({ line: lineOf(node.lines), reason: "use ## for sections and ### for subheadings (no # or ####)" });
        return undefined;
      }
      const title = headingText(node, issues);
      return { type: "subheading", id: anchorOf(node, title, seenIds, issues), title };
    }
    case "list":
      return {
        type: "list",
        ordered: Boolean(node.attributes.ordered),
        items: node.children.map((item) => listItem(item, issues, options)),
      };
    case "blockquote":
      return { type: "quote", text: node.children.flatMap((child) => inline(child, issues, options)) };
    case "tag":
      if (node.tag === "dashboard") return { type: "dashboard" };
      if (node.tag === "analytics") return { type: "analytics" };
      if (node.tag === "callout") {
        return {
          type: "callout",
          title: String(node.attributes.title),
          text: node.children.flatMap((child) => inline(child, issues, options)),
        };
      }
      // Markdoc's own tags ({% table %}, {% if %}...) pass its validation; no renderer draws them.
      return notAllowed(node, `{% ${node.tag} %}`, issues);
    case "hr":
      return undefined;
    default:
      return notAllowed(node, node.type, issues);
  }
}

/** The image of a paragraph that holds nothing else. */
function pictureOnItsOwn(paragraph: Node): Node | undefined {
  const parts = paragraph.children
    .flatMap((child) => (child.type === "inline" ? child.children : [child]))
    .filter(
      (part) => !(part.type === "softbreak" || (part.type === "text" && !String(part.attributes.content).trim())),
    );
  return parts.length === 1 && parts[0].type === "image" ? parts[0] : undefined;
}

/** `![alternative text](file "caption")`: the file in the collection's folder, the text required. */
function pictureBlock(image: Node, collection: string, issues: ProseIssue[]): ProseBlock | undefined {
  const { src, alt, title } = image.attributes as { src?: unknown; alt?: unknown; title?: unknown };
  const file = String(src ?? "");
  const line = lineOf(image.lines);
  const problems = [
    ...(picturePathPattern(collection).test(file) ? [] : [`the picture ${picturePathProblem(collection)}`]),
    ...(typeof alt === "string" && alt.trim()
      ? []
      : ["a picture needs its alternative text, what it shows: ![A line chart of …](file)"]),
  ];
  for (const reason of problems) issues.push({ line, reason });
  if (problems.length) return undefined;
  const caption = typeof title === "string" && title.trim() ? title.trim() : undefined;
  return {
    type: "picture",
    picture: { kind: "figure", file, alt: String(alt).trim() },
    ...(caption ? { caption } : {}),
  };
}

function notAllowed(node: Node, what: string, issues: ProseIssue[]): undefined {
  issues.push({
    line: lineOf(node.lines),
    reason: `${what} is not allowed here (write paragraphs, lists, ### subheadings and quotes)`,
  });
  return undefined;
}

/** A list item whose text opens with bold words ("**Consent.** Each person...") names a term. */
function listItem(item: Node, issues: ProseIssue[], options: ProseOptions): ListItem {
  const text = item.children.flatMap((child) => inline(child, issues, options));
  const [first, ...rest] = text;
  if (first?.kind === "strong" && rest.length > 0) {
    const [next, ...others] = rest;
    const trimmed = next.kind === "text" ? [{ ...next, text: next.text.replace(/^\s+/, "") }, ...others] : rest;
    return { term: first.text, text: trimmed.filter((part) => part.text !== "") };
  }
  return { text };
}

function inline(node: Node, issues: ProseIssue[], options: ProseOptions = {}): RichText {
  const parts: RichText = [];
  const visit = (current: Node, mark?: "strong" | "emphasis") => {
    switch (current.type) {
      case "text":
        parts.push({ kind: mark ?? "text", text: String(current.attributes.content) });
        return;
      case "softbreak":
        parts.push({ kind: mark ?? "text", text: " " });
        return;
      case "strong":
      case "em":
        for (const child of current.children) visit(child, current.type === "em" ? "emphasis" : "strong");
        return;
      case "link": {
        // A link is one run of plain text: its bold words and line breaks keep their words and spaces.
        const label = plainText(current.children.flatMap((child) => inline(child, issues)));
        try {
          const { href, external } = resolveLink(String(current.attributes.href), contentContext());
          parts.push({ kind: "link", text: label, href, external });
        } catch (error) {
          if (!(error instanceof LinkError)) throw error;
          issues.push({ line: lineOf(current.lines), reason: error.message });
        }
        return;
      }
      case "inline":
      case "paragraph":
      case "heading":
        for (const child of current.children) visit(child, mark);
        return;
      case "image":
        if (options.pictures !== undefined) {
          issues.push({
            line: lineOf(current.lines),
            reason: "a picture stands on a line of its own, not inside text",
          });
          return;
        }
        issues.push({ line: lineOf(current.lines), reason: "image is not allowed in text" });
        return;
      default:
        issues.push({ line: lineOf(current.lines), reason: `${current.type} is not allowed in text` });
    }
  };
  visit(node);
  return mergeText(parts);
}

/** Neighbouring runs of the same kind as one (links stay apart). */
export function mergeText(parts: RichText): RichText {
  const merged: RichText = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (last && last.kind === part.kind && part.kind !== "link") last.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}

function lineOf(lines: number[]): number {
  return (lines[0] ?? 0) + 1;
}
