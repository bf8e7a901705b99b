import { ExternalLink as ExternalIcon, Mail } from "lucide-react";
import type * as React from "react";
import { headingIdOf, Section, SectionHeading } from "~/components/sections/section";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import { site } from "~/config/site";
import navigation from "~content/site/navigation";
import type { StayConnectedContent } from "~/content/pages/get-involved";
import { cn } from "~/lib/cn";

/** The get-involved page's "Stay Connected" block: the site's networks and the info address, then `children` (the subscribe form). */
export function StayConnected({ content, children }: { content: StayConnectedContent; children?: React.ReactNode }) {
  const email = site.emails.info;
  const headingId = headingIdOf(content.id);
  return (
    <Section id={content.id} aria-labelledby={headingId}>
      <div className="container-page">
        <Card
          tone="night"
          padding="none"
          className="flex flex-col gap-8 p-8 shadow-card md:p-12 lg:flex-row lg:items-center lg:justify-between"
        >
          <SectionHeading id={headingId} title={content.title} intro={content.text} tone="night" />
          <ul className="flex flex-wrap gap-3 lg:w-80 lg:shrink-0 lg:flex-col lg:[&_a]:w-full">
            <li>
              <a
                href={`mailto:${email}`}
                className={cn(buttonVariants({ variant: "inverse" }), "[overflow-wrap:anywhere]")}
              >
                <Mail aria-hidden="true" />
                {email}
              </a>
            </li>
            {navigation.socialLinks.map((link) => (
              <li key={link.to}>
                <ExternalLink href={link.to} className={buttonVariants({ variant: "inverse-outline" })}>
                  {link.label}
                  <ExternalIcon aria-hidden="true" />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </Card>
        {children}
      </div>
    </Section>
  );
}
