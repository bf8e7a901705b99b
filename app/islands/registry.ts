import type * as React from "react";

/**
 * Every piece of a page that runs in the browser, by the name its server-rendered
 * markup carries (./island.tsx). Each loads as its own chunk, and only on a page
 * that contains it; everything else on the page stays plain HTML.
 */
export const islandLoaders = {
  "contact-form": () => import("~/forms/contact-form").then((module) => module.ContactForm),
  "company-contact-form": () => import("~/forms/company-contact-form").then((module) => module.CompanyContactForm),
  "demo-request-form": () => import("~/forms/demo-request-form").then((module) => module.DemoRequestForm),
  "stakeholder-diagram": () =>
    import("~/visualisations/stakeholder-diagram/stakeholder-diagram").then((module) => module.StakeholderDiagram),
  "metric-explorer": () =>
    import("~/visualisations/metric-explorer/metric-explorer").then((module) => module.MetricExplorer),
};

export type IslandName = keyof typeof islandLoaders;

type LoadedComponent<Name extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[Name]>>;

export type IslandProps<Name extends IslandName> =
  LoadedComponent<Name> extends React.ComponentType<infer Props> ? Props : never;

export const isIslandName = (name: unknown): name is IslandName =>
  typeof name === "string" && Object.hasOwn(islandLoaders, name);
