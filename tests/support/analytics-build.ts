/**
 * The site built with analytics on (docs/decisions/010-plausible-analytics.md), for
 * tests/e2e/analytics.spec.ts: the endpoint is written into the pages, so it is fixed here, a port on
 * this machine where the spec's receiver listens. `npm run build:analytics` (beside the type check in
 * npm test, where a core is otherwise idle) writes build-analytics/.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { buildSite } from "./picture-fixture";
import { repository } from "./repository-copy";

/** Below the ports the system hands out (freePort) and beside the browser suite's server (4173). */
const receiverPort = 4181;

export const analyticsBuild = {
  buildDir: path.join(repository, `${process.env.BUILD_DIR ?? "build"}-analytics`),
  receiverPort,
  endpoint: `http://127.0.0.1:${receiverPort}/api/event`,
  domain: "www.aequa.example",
} as const;

export const analyticsSettings = {
  ANALYTICS_ENDPOINT: analyticsBuild.endpoint,
  ANALYTICS_DOMAIN: analyticsBuild.domain,
};

export async function buildWithAnalytics(): Promise<string> {
  rmSync(analyticsBuild.buildDir, { recursive: true, force: true });
  return buildSite(repository, analyticsBuild.buildDir, analyticsSettings);
}
