import Markdoc, { type Node } from "@markdoc/markdoc";
import { type Inline, mergeText, type ProseIssue, type RichText } from "../../app/content/schema/prose";

/**
 * An edition's introduction, as its editor writes it in the desk: plain paragraphs, or a small part of
 * Markdown: **bold**, *italics* and [links](https://…). It is parsed into the prose model the site's
 * pages already draw (app/content/schema/prose.ts), and every renderer (the e-mail's HTML and text, the
 * archive page) draws that model through React or as text: nothing typed ever becomes markup. Markdoc
 * reads HTML as text, so `<b>` stays the four characters it is. Anything else is refused with its line.
 */
export type Introduction = RichText[];

export const subjectMaxLength = 150;
export const introductionMaxLength = 5_000;

export type IntroductionIssue = ProseIssue;

const allowed = "write paragraphs, **bold**, *italics* and [links](https://…)";

/** A link goes to a web address, or to a page of the site by its path (made absolute against the site's origin). */
function linkTarget(href: string, origin: string): string | undefined {
  if (href.startsWith("/") && !href.startsWith("//")) return new URL(href, origin).href;
  try {
    const url = new URL(href);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const lineOf = (node: Node) => (node.lines[0] ?? 0) + 1;

const textOf = (node: Node): string =>
  node.type === "text" ? String(node.attributes.content) : node.children.map(textOf).join("");

export function parseIntroduction(
  source: string,
  origin: string,
): { introduction: Introduction; issues: IntroductionIssue[] } {
  const issues: IntroductionIssue[] = [];
  const paragraphs: Introduction = [];
  for (const block of Markdoc.parse(source).children) {
    if (block.type !== "paragraph") {
      issues.push({ line: lineOf(block), reason: `${describe(block)} is not allowed here: ${allowed}` });
      continue;
    }
    const parts: Inline[] = [];
    const visit = (node: Node, mark?: "strong" | "emphasis") => {
      switch (node.type) {
        case "text":
          parts.push({ kind: mark ?? "text", text: String(node.attributes.content) });
          return;
        case "softbreak":
        case "hardbreak":
          parts.push({ kind: mark ?? "text", text: " " });
          return;
        case "strong":
        case "em":
          for (const child of node.children) visit(child, node.type === "em" ? "emphasis" : "strong");
          return;
        case "link": {
          const href = linkTarget(String(node.attributes.href), origin);
          const text = node.children.map(textOf).join("");
          if (href && text.trim())
            parts.push({ kind: "link", text, href, external: !href.startsWith(new URL("/", origin).href) });
          else issues.push({ line: lineOf(node), reason: "a link needs its words and an https:// address or a /path" });
          return;
        }
        case "inline":
        case "paragraph":
          for (const child of node.children) visit(child, mark);
          return;
        default:
          issues.push({ line: lineOf(node), reason: `${describe(node)} is not allowed here: ${allowed}` });
      }
    };
    visit(block);
    paragraphs.push(mergeText(parts));
  }
  return { introduction: paragraphs, issues };
}

const blockNames: Record<string, string> = {
  heading: "a heading",
  list: "a list",
  blockquote: "a quote",
  fence: "a code block",
  code: "code",
  image: "a picture",
  hr: "a rule",
  table: "a table",
};

function describe(node: Node): string {
  return node.type === "tag" ? `{% ${node.tag} %}` : (blockNames[node.type] ?? node.type);
}

/** The introduction as the e-mail's text part says it: a link's address in brackets after its words. */
export function introductionText(introduction: Introduction): string {
  return introduction
    .map((paragraph) =>
      paragraph.map((part) => (part.kind === "link" ? `${part.text} (${part.href})` : part.text)).join(""),
    )
    .join("\n\n");
}
