import type * as React from "react";
import { ActionLinks } from "~/components/sections/action-links";
import { PageBanner } from "~/components/sections/page-banner";
import type { ConsortiumBanner, ConsortiumTabPage } from "~/content/consortium";
import type { Action } from "~/content/schema/blocks";
import consortium from "~content/data/consortium";
import { ConsortiumTabs } from "./consortium-tabs";

type ConsortiumPageProps = {
  banner: ConsortiumBanner;
  /** The tab shown as current: the page itself, or "impact" for the programme pages. */
  tab: ConsortiumTabPage;
  /** The heading of a page without a tab of its own; a tab's page is headed by the tab's label. */
  title?: string;
  /** Calls to action shown in the banner. */
  heroActions?: Action[];
  children: React.ReactNode;
};

/** Every consortium page: its banner, the shared tab bar right below it, then its sections. */
export function ConsortiumPage({ banner, tab, title, heroActions, children }: ConsortiumPageProps) {
  return (
    <>
      <PageBanner title={title ?? consortium.tabs[tab]} subtitle={banner.subtitle} eyebrow={banner.eyebrow}>
        {heroActions ? <ActionLinks actions={heroActions} /> : null}
      </PageBanner>
      <ConsortiumTabs current={tab} />
      {children}
    </>
  );
}
