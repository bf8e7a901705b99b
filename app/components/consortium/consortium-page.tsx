import type * as React from "react";
import { ActionLinks } from "~/components/sections/action-links";
import { PageBanner } from "~/components/sections/page-banner";
import type { ConsortiumTabPage } from "~/content/consortium";
import type { Action } from "~/content/types";
import { ConsortiumTabs } from "./consortium-tabs";

type ConsortiumPageProps = {
  banner: { title: string; subtitle: string; eyebrow?: string };
  /** The tab shown as current: the page itself, or "impact" for the programme pages. */
  tab: ConsortiumTabPage;
  /** Calls to action shown in the banner. */
  heroActions?: Action[];
  children: React.ReactNode;
};

/** Every consortium page: its banner, the shared tab bar right below it, then its sections. */
export function ConsortiumPage({ banner, tab, heroActions, children }: ConsortiumPageProps) {
  return (
    <>
      <PageBanner title={banner.title} subtitle={banner.subtitle} eyebrow={banner.eyebrow}>
        {heroActions ? <ActionLinks actions={heroActions} /> : null}
      </PageBanner>
      <ConsortiumTabs current={tab} />
      {children}
    </>
  );
}
