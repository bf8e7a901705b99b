import { Button, Link } from "@react-email/components";
import { Fragment } from "react";
import { readPalette } from "../../../app/design/read-palette";
import { Paragraph } from "../../email/email-layout";
import type { Introduction } from "../introduction";

/** The newsletter e-mails' own parts, in the site's colours, beside the shared layout (server/email/email-layout.tsx). */
const palette = readPalette();

export function ActionButton({ href, children }: { href: string; children: string }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: palette.brand,
        color: palette.surface,
        borderRadius: "6px",
        padding: "12px 20px",
        fontSize: "15px",
        fontWeight: 600,
        margin: "8px 0 16px",
      }}
    >
      {children}
    </Button>
  );
}

export function TextLink({ href, children }: { href: string; children: string }) {
  return (
    <Paragraph>
      <Link href={href} style={{ color: palette.brand, textDecoration: "underline" }}>
        {children}
      </Link>
    </Paragraph>
  );
}

/** An edition's introduction (../introduction.ts): each part a React child or attribute, so nothing typed becomes markup. */
export function IntroductionParagraphs({ introduction }: { introduction: Introduction }) {
  // Paragraphs and their parts never change order: the index is a stable key.
  return introduction.map((paragraph, index) => (
    <Paragraph key={index}>
      {paragraph.map((part, partIndex) => (
        <Fragment key={partIndex}>
          {part.kind === "strong" ? (
            <strong>{part.text}</strong>
          ) : part.kind === "emphasis" ? (
            <em>{part.text}</em>
          ) : part.kind === "link" ? (
            <Link href={part.href} style={{ color: palette.brand, textDecoration: "underline" }}>
              {part.text}
            </Link>
          ) : (
            part.text
          )}
        </Fragment>
      ))}
    </Paragraph>
  ));
}
