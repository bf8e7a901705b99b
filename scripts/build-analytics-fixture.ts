/**
 * `npm run build:analytics`: the site built with analytics on into build-analytics/
 * (tests/support/analytics-build.ts), for tests/e2e/analytics.spec.ts. npm test runs it after the
 * site's own build, beside the type check.
 */
import { analyticsBuild, buildWithAnalytics } from "../tests/support/analytics-build";

const started = performance.now();
await buildWithAnalytics();
console.log(
  `The site with analytics on: ${analyticsBuild.buildDir} in ${Math.round((performance.now() - started) / 1000)} s`,
);
