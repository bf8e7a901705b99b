import type { Server } from "node:http";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { loadSiteConfig } from "../app/config/load-site-config.server";
import { ConfigError } from "../app/config/parse-env";
import { loadArticleSummaries } from "../app/content/loader/content-pages.server";
import {
  contentPages,
  createRouteTable,
  feedMediaTypesByPath,
  feedPaths,
  prerenderedPagePaths,
  resourcePaths,
} from "../app/route-table";
import { createApp } from "./app";
import { createServerLog, routeConsoleTo } from "./operations/log";
import { createMetrics } from "./operations/metrics";
import { serveMetrics } from "./operations/metrics-endpoint";
import { routeKindOf } from "./operations/metrics-route-kind";
import { parseServerEnv } from "./env";
import { loadPrerenderedPages } from "./prerendered-pages";
import { type EditionArticle, loadEditionArticles } from "./newsletter/edition-articles";
import { createFormBackend } from "./services";

const serverLog = createServerLog();
const { log, logger } = serverLog;
routeConsoleTo(logger);

async function start() {
  const site = loadSiteConfig();
  const env = parseServerEnv(process.env, site);
  const root = path.resolve(import.meta.dirname, "..");
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  const clientDir = path.join(buildDir, "client");
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const table = createRouteTable(site.productSlug);
  const pages = await loadPrerenderedPages(
    clientDir,
    prerenderedPagePaths(table, contentPages(table, loadArticleSummaries(site, root))),
  );

  let articles: EditionArticle[] | undefined;
  const metrics = env.metrics.port !== undefined || env.metrics.token ? createMetrics() : undefined;
  // Read once, when the desk first asks: the content and the build's pictures do not change while the server runs.
  const forms = createFormBackend(env, site, log, () => (articles ??= loadEditionArticles(site)), metrics);
  await forms.start();
  const metricsServer =
    metrics && env.metrics.port !== undefined
      ? await serveMetrics(metrics.registry, { port: env.metrics.port, host: env.metrics.host })
      : undefined;
  if (metricsServer) log(`Metrics on http://${env.metrics.host}:${env.metrics.port}/metrics`);
  if (env.metrics.token) log("Metrics at /metrics for a bearer of METRICS_TOKEN");

  const routeKind = routeKindOf(table);
  let stopping = false;
  const app = createApp({
    build,
    clientDir,
    pages,
    mode: "production",
    forms,
    isDatabaseReachable: () => forms.storage.isReachable(),
    deliveryHealth: forms.deliveryHealth,
    providerEvents: forms.providerEvents,
    trustProxy: env.trustProxy,
    forceHttps: env.forceHttps,
    isStopping: () => stopping,
    connectSources: site.analytics ? [site.analytics.endpoint] : [],
    mediaTypes: feedMediaTypesByPath(table),
    perRequestFiles: [resourcePaths.sitemap, ...Object.values(feedPaths(table))],
    metrics: metrics && { metrics, token: env.metrics.token },
    requestLog: { ...serverLog, routeKind },
  });
  // Express calls back with the error when the port is taken: before, that call logged "listening" and the
  // process ran on, its metrics and deliveries alive, answering no request. It now stops, as any failed start does.
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(env.port, env.host, (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  log(`${site.productName} site listening on http://${env.host === "0.0.0.0" ? "localhost" : env.host}:${env.port}`);

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: finishing open requests, then stopping`, { signal });
    const exit = async (code: number) => {
      await forms.close().catch((error: unknown) => logger.error({ err: error }, "could not close the database"));
      process.exit(code);
    };
    metricsServer?.close();
    // Stop accepting (a proxy's next connection is refused and goes to another server), and run the callback
    // once every connection has ended. Not http.Server's own close(), which also closes the idle keep-alive
    // connections at once: a proxy may be writing a request on one at that very moment, and a post lost that
    // way is not sent again unless it is a public form's (ops/nginx/site.conf). Each connection instead
    // carries its next answer with `Connection: close` (server/app.ts), or is closed idle by the proxy first,
    // or by keepAliveTimeout.
    net.Server.prototype.close.call(server, () => void exit(0));
    setTimeout(() => {
      server.closeAllConnections();
      void exit(0);
    }, stopDeadlineMs).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/** How long a stopping server waits for its connections before it closes them: longer than any request takes. */
const stopDeadlineMs = 10_000;

start().catch((error: unknown) => {
  if (error instanceof ConfigError) logger.fatal(error.message);
  else logger.fatal({ err: error }, "the server could not start");
  process.exit(1);
});
