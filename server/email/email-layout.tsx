import { Body, Container, Head, Heading, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { readPalette } from "../../app/design/read-palette";
import type { Entry } from "./submission-entries";

/**
 * The frame both e-mails share, from React Email's components: tables and inline styles
 * that mail clients render, one column that reads the same at phone and desktop widths,
 * the site's own colours (app/app.css). Every value is a React text child, so markup
 * anyone typed into a form arrives as text.
 */
const palette = readPalette();
const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const styles = {
  body: { backgroundColor: palette["surface-soft"], fontFamily: font, margin: 0, padding: "24px 12px" },
  container: {
    backgroundColor: palette.surface,
    border: `1px solid ${palette.line}`,
    borderRadius: "8px",
    padding: "24px",
    maxWidth: "600px",
  },
  bar: { backgroundColor: palette.brand, height: "4px", borderRadius: "2px", margin: "0 0 16px" },
  heading: { color: palette.ink, fontSize: "20px", lineHeight: "28px", margin: "0 0 16px" },
  subheading: { color: palette.ink, fontSize: "16px", lineHeight: "24px", margin: "24px 0 8px" },
  text: { color: palette["ink-soft"], fontSize: "15px", lineHeight: "22px", margin: "0 0 12px" },
  label: { color: palette.muted, fontSize: "13px", lineHeight: "18px", fontWeight: 600, margin: "12px 0 2px" },
  value: { color: palette.ink, fontSize: "15px", lineHeight: "22px", margin: 0, wordBreak: "break-word" as const },
  rule: { borderColor: palette.line, margin: "24px 0 16px" },
  note: { color: palette.muted, fontSize: "13px", lineHeight: "18px", margin: "0 0 8px" },
};

export function EmailLayout({
  preview,
  heading,
  children,
  notes,
}: {
  /** The line mail clients show beside the subject. */
  preview: string;
  heading: string;
  children: React.ReactNode;
  /** Small print under a rule at the end. */
  notes: string[];
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.bar} />
          <Heading as="h1" style={styles.heading}>
            {heading}
          </Heading>
          {children}
          <Hr style={styles.rule} />
          {notes.map((note) => (
            <Text key={note} style={styles.note}>
              {note}
            </Text>
          ))}
        </Container>
      </Body>
    </Html>
  );
}

export function Subheading({ children }: { children: string }) {
  return (
    <Heading as="h2" style={styles.subheading}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children }: { children: React.ReactNode }) {
  return <Text style={styles.text}>{children}</Text>;
}

/** Label above value, so long values wrap at any width; line breaks in a value are kept. */
export function EntryList({ entries }: { entries: Entry[] }) {
  return (
    <Section>
      {entries.map(([label, value], index) => (
        <Section key={`${label}-${index}`}>
          <Text style={styles.label}>{label}</Text>
          <Text style={styles.value}>
            {value
              .split(/\r?\n/)
              .flatMap((line, lineIndex) => (lineIndex === 0 ? [line] : [<br key={lineIndex} />, line]))}
          </Text>
        </Section>
      ))}
    </Section>
  );
}

/**
 * The HTML of an e-mail, with the doctype React Email's components are written for. Its own
 * `render()` streams the same markup asynchronously and costs about four times as much (some
 * 2 ms a message here), in the process that also answers the forms; static markup is all an
 * e-mail needs.
 */
export function renderEmail(email: React.ReactElement): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">${renderToStaticMarkup(email)}`;
}
