import { ArrowRight } from "lucide-react";
import { ActionButton } from "~/components/sections/action-links";
import { Card } from "~/components/ui/card";
import { contentIcons } from "~/components/ui/content-icons";
import { Eyebrow } from "~/components/ui/eyebrow";
import { IconChip } from "~/components/ui/icon-chip";
import type { Pathway } from "~/content/pages/get-involved";

/**
 * The get-involved pathways: one card per audience, each an in-page anchor target
 * (highlighted when a link lands on it) with a first step and a way to learn more.
 */
export function PathwayCards({ pathways }: { pathways: Pathway[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {pathways.map((pathway) => (
        <Card
          as="li"
          key={pathway.id}
          id={pathway.id}
          padding="large"
          className="flex flex-col target:border-brand target:ring-2 target:ring-brand"
        >
          <div className="flex items-center gap-3">
            <IconChip icon={contentIcons[pathway.icon]} />
            <Eyebrow>{pathway.audience}</Eyebrow>
          </div>
          <h3 className="mt-5 text-xl font-bold tracking-tight">{pathway.title}</h3>
          <p className="mt-2 mb-6 leading-relaxed text-muted">{pathway.text}</p>
          <ul className="mt-auto flex flex-col items-start gap-4">
            <li className="flex max-w-full">
              <ActionButton action={pathway.action} size="sm" />
            </li>
            {pathway.secondary ? (
              <li className="flex">
                <a
                  href={pathway.secondary.to}
                  className="inline-flex items-center gap-1 text-sm font-semibold text-brand-strong underline-offset-4 hover:underline"
                >
                  {pathway.secondary.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              </li>
            ) : null}
          </ul>
        </Card>
      ))}
    </ul>
  );
}
