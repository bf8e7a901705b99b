/**
 * Analytics as the fixture site is built with them (docs/decisions/010-plausible-analytics.md,
 * tests/support/picture-fixture.ts), for tests/e2e/analytics.spec.ts: the endpoint is written into the
 * pages, so it is fixed here, a port on this machine where the spec's receiver listens.
 */

/** Below the ports the system hands out (freePort) and beside the browser suite's server (4173). */
const receiverPort = 4181;

export const analyticsReceiver = {
  port: receiverPort,
  endpoint: `http://127.0.0.1:${receiverPort}/api/event`,
  domain: "www.aequa.example",
} as const;

export const analyticsSettings = {
  ANALYTICS_ENDPOINT: analyticsReceiver.endpoint,
  ANALYTICS_DOMAIN: analyticsReceiver.domain,
};
