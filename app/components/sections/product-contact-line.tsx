import { EmailLink } from "~/components/ui/email-link";
import { ExternalLink } from "~/components/ui/external-link";
import { site } from "~/config/site";
import { cn } from "~/lib/cn";

/**
 * The product's info address as a mail link and its website as an outside link
 * (docs/product.md#names-and-configuration), in one quiet sentence under a page's closing call to action.
 */
export function ProductContactLine({ tone = "light", className }: { tone?: "light" | "night"; className?: string }) {
  const night = tone === "night";
  const linkClass = night
    ? "font-semibold text-white underline underline-offset-4 hover:text-brand-on-night"
    : undefined;
  return (
    <p className={cn("text-base leading-relaxed", night ? "text-white/80" : "text-muted", className)}>
      Prefer to write? E-mail <EmailLink address={site.emails.info} className={linkClass} /> or visit the{" "}
      <ExternalLink
        href={site.urls.productWebsite}
        className={linkClass ?? "font-medium text-brand-strong underline underline-offset-4"}
      >
        {site.productName} website
      </ExternalLink>
      .
    </p>
  );
}
