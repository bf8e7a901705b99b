import { Eye, Target } from "lucide-react";
import { ActionButton } from "~/components/sections/action-links";
import { Section } from "~/components/sections/section-heading";
import type { Action } from "~/content/types";

export type MissionVisionContent = {
  id: string;
  eyebrow: string;
  title: string;
  mission: { label: string; text: string };
  vision: { label: string; text: string };
  action: Action;
};

/** The ecosystem's mission and vision as two statements on the dark band. */
export function MissionVision({ content }: { content: MissionVisionContent }) {
  const headingId = `${content.id}-heading`;
  const statements = [
    { ...content.mission, icon: Target },
    { ...content.vision, icon: Eye },
  ];
  return (
    <Section id={content.id} tone="night" aria-labelledby={headingId} className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_26rem_at_100%_0%,rgb(110_89_165/0.35),transparent),radial-gradient(40rem_22rem_at_0%_100%,rgb(26_125_133/0.35),transparent)]"
      />
      <div className="container-page">
        <p className="mb-2 text-sm font-semibold tracking-widest text-[#b9f0f4] uppercase">{content.eyebrow}</p>
        <h2 id={headingId} className="max-w-3xl text-3xl leading-tight font-bold tracking-tight text-balance md:text-4xl">
          {content.title}
        </h2>
        <div className="mt-10 grid gap-6 md:mt-12 lg:grid-cols-2">
          {statements.map((statement) => {
            const Icon = statement.icon;
            return (
              <div key={statement.label} className="rounded-card border border-white/15 bg-white/5 p-6 md:p-10">
                <div className="flex items-center gap-3">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-white/10 text-[#b9f0f4]">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="text-sm font-semibold tracking-widest text-[#b9f0f4] uppercase">{statement.label}</h3>
                </div>
                <p className="mt-6 text-xl leading-relaxed font-medium text-white md:text-2xl">{statement.text}</p>
              </div>
            );
          })}
        </div>
        <div className="mt-10">
          <ActionButton action={{ ...content.action, variant: content.action.variant ?? "inverse" }} />
        </div>
      </div>
    </Section>
  );
}
