import { ArrowDown, ArrowRight, Lock, type LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";
import { BulletList } from "./bullet-list";

export type EntityPanel = {
  /** The kind of organisation, e.g. "Non-profit 501(c)(3)". */
  kind: string;
  name: string;
  role: string;
  duties: string[];
  icon: LucideIcon;
};

export type DualEntityContent = {
  consortium: EntityPanel;
  corporation: EntityPanel;
  /** What crosses from the consortium to the corporation. */
  bridge: { label: string; text: string };
  /** The rule the architecture enforces, shown under the diagram. */
  boundary: string;
};

function Panel({ panel, tone }: { panel: EntityPanel; tone: "accent" | "brand" }) {
  const Icon = panel.icon;
  return (
    <div
      className={cn(
        "flex flex-col rounded-card border bg-white p-6 shadow-card md:p-8",
        tone === "accent" ? "border-accent/30" : "border-brand/30",
      )}
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            "flex size-12 shrink-0 items-center justify-center rounded-xl",
            tone === "accent" ? "bg-accent-soft text-accent" : "bg-brand-soft text-brand-strong",
          )}
        >
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div>
          <p className={cn("text-sm font-semibold", tone === "accent" ? "text-accent" : "text-brand-strong")}>
            {panel.kind}
          </p>
          <h3 className="text-xl font-semibold text-ink">{panel.name}</h3>
        </div>
      </div>
      <p className="mt-4 leading-relaxed text-ink-soft">{panel.role}</p>
      <BulletList items={panel.duties} tone={tone} className="mt-5 text-sm text-ink-soft" />
    </div>
  );
}

/**
 * The two organisations side by side with the one thing that passes between them:
 * synthetic data tagged with consortium unique identifiers, never raw identifiable data.
 */
export function DualEntityArchitecture({ content, className }: { content: DualEntityContent; className?: string }) {
  return (
    <div className={className}>
      <div className="grid items-stretch gap-4 lg:grid-cols-[1fr_14rem_1fr] lg:gap-6">
        <Panel panel={content.consortium} tone="accent" />
        <div className="flex flex-col items-center justify-center gap-3 rounded-card bg-night px-5 py-6 text-center text-white">
          <ArrowRight aria-hidden="true" className="hidden size-8 text-[#b9f0f4] lg:block" />
          <ArrowDown aria-hidden="true" className="size-8 text-[#b9f0f4] lg:hidden" />
          <p className="font-semibold">{content.bridge.label}</p>
          <p className="text-sm leading-relaxed text-white/80">{content.bridge.text}</p>
        </div>
        <Panel panel={content.corporation} tone="brand" />
      </div>
      <p className="mt-6 flex items-start gap-3 rounded-card border border-line bg-surface-soft p-4 text-ink-soft md:items-center">
        <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-strong md:mt-0" />
        <span>{content.boundary}</span>
      </p>
    </div>
  );
}
