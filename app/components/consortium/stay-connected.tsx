import { ExternalLink as ExternalIcon, Mail } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { socialLinks } from "~/content/navigation";
import { stayConnected } from "~/content/pages/get-involved";
import { cn } from "~/lib/cn";
import { InverseHeading } from "./inverse-heading";

/** The get-involved page's "Stay Connected" block: the site's networks and the info address. */
export function StayConnected() {
  return (
    <section aria-labelledby="stay-connected-heading" className="py-16 md:py-24">
      <div className="container-page">
        <div className="flex flex-col gap-8 rounded-card bg-night p-8 text-white shadow-card md:p-12 lg:flex-row lg:items-center lg:justify-between">
          <InverseHeading id="stay-connected-heading" title={stayConnected.title} intro={stayConnected.text} />
          <ul className="flex flex-wrap gap-3 lg:w-80 lg:shrink-0 lg:flex-col lg:[&_a]:w-full">
            <li>
              <a
                href={`mailto:${stayConnected.email}`}
                className={cn(buttonVariants({ variant: "inverse" }), "[overflow-wrap:anywhere]")}
              >
                <Mail aria-hidden="true" />
                {stayConnected.email}
              </a>
            </li>
            {socialLinks.map((link) => (
              <li key={link.to}>
                <ExternalLink
                  href={link.to}
                  className={buttonVariants({ variant: "inverse-outline" })}
                >
                  {link.label}
                  <ExternalIcon aria-hidden="true" />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
