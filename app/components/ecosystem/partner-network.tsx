import { LogoMark } from "~/components/layout/logo";
import { headingIdOf, Section, SectionHeading } from "~/components/sections/section";
import { Card } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";
import type { PartnerGroup, PartnerNetworkContent } from "~/content/pages/ecosystem";
import { cn } from "~/lib/cn";

const groupDot: Record<PartnerGroup, string> = {
  contributors: "bg-environmental",
  subscribers: "bg-social",
  support: "bg-ink-soft",
};

const groupText: Record<PartnerGroup, string> = {
  contributors: "text-brand-strong",
  subscribers: "text-social",
  support: "text-ink-soft",
};

/**
 * Grid cells around the centre, clockwise from the middle of the left column, so that
 * partners listed group by group also sit together around the hub on wide screens.
 */
const cells = [
  "md:col-start-1 md:row-start-2",
  "md:col-start-1 md:row-start-1",
  "md:col-start-2 md:row-start-1",
  "md:col-start-3 md:row-start-1",
  "md:col-start-3 md:row-start-2",
  "md:col-start-3 md:row-start-3",
  "md:col-start-2 md:row-start-3",
  "md:col-start-1 md:row-start-3",
];

/** Centres of the same cells in a 300 x 300 box, for the spokes drawn behind the cards. */
const spokeEnds: [number, number][] = [
  [50, 50],
  [150, 50],
  [250, 50],
  [50, 150],
  [250, 150],
  [50, 250],
  [150, 250],
  [250, 250],
];

/**
 * The partner network as static HTML: a list of partners around a hub, with
 * decorative spokes on wide screens. Nothing here needs JavaScript.
 */
export function PartnerNetwork({ content }: { content: PartnerNetworkContent }) {
  const headingId = headingIdOf(content.id);
  const legend = Object.entries(content.groups) as [PartnerGroup, string][];
  return (
    <Section id={content.id} aria-labelledby={headingId}>
      <div className="container-page">
        <SectionHeading id={headingId} eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
        <figure className="mt-10 md:mt-12">
          <div className="relative">
            <svg
              aria-hidden="true"
              viewBox="0 0 300 300"
              preserveAspectRatio="none"
              className="absolute inset-0 hidden size-full text-brand/50 md:block"
            >
              {spokeEnds.map(([x, y]) => (
                <line
                  key={`${x}-${y}`}
                  x1="150"
                  y1="150"
                  x2={x}
                  y2={y}
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeDasharray="6 6"
                  vectorEffect="non-scaling-stroke"
                />
              ))}
            </svg>
            <ul className="relative grid gap-4 sm:grid-cols-2 md:grid-cols-3 md:grid-rows-3 md:gap-x-14 md:gap-y-12">
              <Card
                as="li"
                tone="night"
                className="flex flex-col items-center justify-center text-center shadow-card ring-8 ring-brand/10 sm:col-span-2 md:col-span-1 md:col-start-2 md:row-start-2"
              >
                <span className="flex size-14 items-center justify-center rounded-full bg-white/5 ring-1 ring-white/15">
                  <LogoMark />
                </span>
                <p className="mt-3 text-lg font-semibold">{content.hub.title}</p>
                <p className="mt-1 text-sm leading-relaxed text-white/80">{content.hub.text}</p>
              </Card>
              {content.partners.map((partner, index) => (
                <Card as="li" key={partner.name} padding="small" className={cells[index]}>
                  <Eyebrow size="small" tone={null} className={cn("flex items-center gap-2", groupText[partner.group])}>
                    <span aria-hidden="true" className={cn("size-2.5 rounded-full", groupDot[partner.group])} />
                    {content.groups[partner.group]}
                  </Eyebrow>
                  <p className="mt-2 font-semibold text-ink">{partner.name}</p>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{partner.text}</p>
                </Card>
              ))}
            </ul>
          </div>
          <figcaption className="mt-8 flex flex-col gap-4 text-sm text-muted md:flex-row md:items-center md:justify-between">
            <span>{content.caption}</span>
            <span aria-hidden="true" className="flex flex-wrap gap-x-5 gap-y-2">
              {legend.map(([group, label]) => (
                <span key={group} className="flex items-center gap-2">
                  <span className={cn("size-2.5 rounded-full", groupDot[group])} />
                  {label}
                </span>
              ))}
            </span>
          </figcaption>
        </figure>
      </div>
    </Section>
  );
}
