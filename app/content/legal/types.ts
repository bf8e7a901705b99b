/**
 * Long-form legal text as data: sections of paragraphs, lists and subheadings whose text may
 * carry mail links and internal or external links. One component renders every document.
 */
export type InlinePart =
  | string
  | { kind: "email"; address: string }
  | { kind: "link"; label: string; to: string }
  | { kind: "external"; label: string; href: string };

export type RichText = InlinePart[];

export type LegalBlock =
  { kind: "paragraph"; text: RichText } | { kind: "list"; items: RichText[] } | { kind: "subheading"; text: string };

export type LegalSection = { id: string; title: string; blocks: LegalBlock[] };

export type LegalDocumentContent = {
  /** Shown under the page title, for example "Last updated May 2025". */
  lastUpdated: string;
  summary: RichText[];
  sections: LegalSection[];
};

export const email = (address: string): InlinePart => ({ kind: "email", address });
export const link = (label: string, to: string): InlinePart => ({ kind: "link", label, to });
export const external = (label: string, href: string): InlinePart => ({ kind: "external", label, href });

export const paragraph = (...text: InlinePart[]): LegalBlock => ({ kind: "paragraph", text });
export const list = (...items: (string | RichText)[]): LegalBlock => ({
  kind: "list",
  items: items.map((item) => (typeof item === "string" ? [item] : item)),
});
export const subheading = (text: string): LegalBlock => ({ kind: "subheading", text });
