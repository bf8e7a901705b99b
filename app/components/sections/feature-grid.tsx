import { Card, CardText, CardTitle } from "~/components/ui/card";
import { ExternalLink, isExternalHref } from "~/components/ui/external-link";
import { iconOf } from "~/components/ui/content-icons";
import { IconChip } from "~/components/ui/icon-chip";
import type { Feature } from "~/content/schema/blocks";
import { cn } from "~/lib/cn";

const columnClasses = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" };

function FeatureLink({ feature }: { feature: Feature }) {
  const { action } = feature;
  if (!action) return null;
  const className = "mt-4 inline-flex font-semibold text-brand-strong underline-offset-4 hover:underline";
  return isExternalHref(action.to) ? (
    <ExternalLink href={action.to} className={className}>
      {action.label}
    </ExternalLink>
  ) : (
    <a href={action.to} className={className}>
      {action.label}
    </a>
  );
}

/** A grid of cards, each with an optional icon, title, text and link. */
export function FeatureGrid({
  features,
  columns = 3,
  headingLevel = "h3",
  className,
}: {
  features: Feature[];
  columns?: 2 | 3 | 4;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-6", columnClasses[columns], className)}>
      {features.map((feature) => (
        <li key={feature.title} className="flex">
          <Card className="flex w-full flex-col">
            {feature.icon ? <IconChip icon={iconOf(feature.icon)} className="mb-4" /> : null}
            <CardTitle as={headingLevel}>{feature.title}</CardTitle>
            <CardText>{feature.text}</CardText>
            <div className="mt-auto">
              <FeatureLink feature={feature} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
