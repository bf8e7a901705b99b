import { Button, Link } from "@react-email/components";
import { readPalette } from "../../../app/design/read-palette";
import { Paragraph } from "../../email/email-layout";

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
