import { randomBytes } from "node:crypto";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import type { SubmissionService } from "../app/forms/submission-service";
import type { SubscriptionService } from "../app/newsletter/subscription-contract";
import type { NewsletterArchive } from "../app/newsletter/archive-contract";
import { deskPaths, newsletterPaths, searchBundlePath, signedLinkPaths } from "../app/route-table";
import type { DeliveryHealth } from "./delivery/delivery-worker";
import { contentSecurityPolicy } from "./content-security-policy";
import type { Desk } from "./desk/create-desk";
import { deskHeaders } from "./desk/desk-headers";
import { deskTurns } from "./desk/desk-turns";
import { refuseFloodedFormPosts } from "./flood-guard";
import { redirectToHttps } from "./force-https";
import type { Metrics } from "./operations/metrics";
import { metricsWithToken } from "./operations/metrics-endpoint";
import { metricsPath, type RouteKindOf } from "./operations/metrics-route-kind";
import type { ServerLog } from "./operations/log";
import { carryRequestId, logRequests } from "./operations/log-requests";
import type { PageEncoding, PrerenderedPage } from "./prerendered-pages";
import type { SubmissionLimiter } from "./rate-limiter";
import { reactRouterHandler } from "./react-router-handler";
import { readRequestBody } from "./request-body";
import { serveSearchBundle } from "./search-bundle";

export type AppOptions = {
  build: ServerBuild;
  clientDir: string;
  pages: Map<string, PrerenderedPage>;
  mode: "production" | "development";
  /** What the form actions use; absent, the actions find no services in their context. */
  forms?: {
    submissions: SubmissionService;
    /** The newsletter's subscriptions; absent, its pages answer 503. */
    subscriptions?: SubscriptionService;
    rateLimiter: SubmissionLimiter;
    /** Rejects while the secret cannot be read (server/form-token-secret.ts): the forms then answer 503. */
    formTokenSecret: () => Promise<string>;
    /** The team's desk; absent, its pages answer 503. */
    desk?: Desk;
    /** The newsletter's sent editions: their pages, and the sitemap and feeds answered per request with them. */
    newsletterArchive?: NewsletterArchive;
  };
  /** Origins or URLs the pages may connect to besides their own origin: the analytics endpoint, when configured. */
  connectSources?: string[];
  /** Media types of files whose extension does not name their format (the Insights feeds), by URL path. */
  mediaTypes?: Record<string, string>;
  /**
   * Files the build also wrote that this server answers for each request instead, through their resource
   * routes, so that they list the newsletter's sent editions (the sitemap, the Insights feeds).
   */
  perRequestFiles?: string[];
  /** Answers /healthz: true while the database can be reached. */
  isDatabaseReachable?: () => Promise<boolean>;
  /** /healthz's detail: whether a delivery to the organisation has been failing for long. */
  deliveryHealth?: () => Promise<DeliveryHealth>;
  /** Takes bounces and complaints from the sending service at /newsletter/events/<provider>. */
  providerEvents?: { handler: RequestHandler; bodyLimit: number };
  /** Express's `trust proxy` (TRUST_PROXY): decides which address `req.ip` reports. */
  trustProxy?: boolean | number | string;
  /** FORCE_HTTPS: plain-HTTP requests (per a trusted proxy's X-Forwarded-Proto) are redirected to https. */
  forceHttps?: boolean;
  /** True once the server is stopping (server/main.ts): /healthz answers 503 and no connection is kept open. */
  isStopping?: () => boolean;
  /**
   * Counts every request by its kind of route, from the request log's listener; with `token`
   * (METRICS_TOKEN), answers /metrics to its bearer.
   */
  metrics?: { metrics: Metrics; token?: string };
  /** Logs a line per request with its id, and each unexpected error (server/operations/log.ts). */
  requestLog: Pick<ServerLog, "logger" | "hash"> & { routeKind: RouteKindOf };
};

/** Kept, and asked again before each use (`no-cache`): `public, max-age=0, must-revalidate` said the same in 25 bytes more (docs/decisions/029). */
const htmlCacheControl = "no-cache";

/** `/About/` and `/about` are one page: lower case, no trailing slash. */
function pageKey(requestPath: string): string {
  const trimmed = requestPath.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

const redirectToLowerCase: RequestHandler = (req, res, next) => {
  if (req.path.startsWith("/assets/") || req.path === req.path.toLowerCase()) return next();
  const queryStart = req.originalUrl.indexOf("?");
  const query = queryStart === -1 ? "" : req.originalUrl.slice(queryStart);
  res.redirect(301, req.path.toLowerCase() + query);
};

/**
 * Brotli whenever the browser accepts it at all. Browsers name gzip first at the same weight
 * ("gzip, deflate, br, zstd"), so following their order would never send the smaller copy.
 */
function pageEncoding(req: Request): PageEncoding | undefined {
  if (req.acceptsEncodings("br")) return "br";
  if (req.acceptsEncodings("gzip")) return "gzip";
  return undefined;
}

function servePrerenderedPages(pages: Map<string, PrerenderedPage>, connectSources: string[]): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.get(pageKey(req.path));
    if (!page) return next();
    // The build's own compressed copy when the browser takes it; otherwise compression() encodes on the fly.
    const encoding = pageEncoding(req);
    const encoded = encoding ? page.encoded[encoding] : undefined;
    const { body, etag } = encoded ?? page;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ hashes: page.scriptHashes }, connectSources));
    res.setHeader("Cache-Control", htmlCacheControl);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", etag);
    res.type("html");
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    if (encoded) res.setHeader("Content-Encoding", encoding as string);
    res.send(body);
  };
}

const unexpectedError: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const status = typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
  if (status >= 500)
    (req.app.locals.logUnexpectedError as (error: unknown, requestId?: string) => void)(error, res.locals.requestId);
  const message = status >= 500 ? "Internal Server Error" : String(error?.message ?? "Bad Request");
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Error</title><h1>Unexpected Application Error!</h1><p>${status} ${message.replace(/[<>&"]/g, "")}</p></html>`,
    );
};

export function createApp({
  build,
  clientDir,
  pages,
  mode,
  forms,
  isDatabaseReachable,
  deliveryHealth,
  providerEvents,
  trustProxy = "loopback",
  forceHttps = false,
  isStopping = () => false,
  connectSources = [],
  mediaTypes = {},
  perRequestFiles = [],
  metrics,
  requestLog,
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.locals.logUnexpectedError = (error: unknown, requestId?: string) =>
    requestLog.logger.error({ err: error, requestId }, "unexpected error");
  app.use(logRequests({ ...requestLog, countAnswer: metrics?.metrics.requestAnswered }));

  // While stopping, each connection carries one more answer and is closed: the proxy or browser opens the next
  // one to a server that stays.
  app.use((_req, res, next) => {
    if (isStopping()) res.setHeader("Connection", "close");
    next();
  });
  // Files and refusals allow no inline script; a pre-rendered page names its own by their hashes, and a
  // document rendered per request by a nonce, made the first time something asks for it (below, and
  // the desk's headers): most requests need none.
  const noInlineScripts = contentSecurityPolicy({ hashes: [] }, connectSources);
  app.use((_req, res, next) => {
    let nonce: string | undefined;
    Object.defineProperty(res.locals, "cspNonce", { get: () => (nonce ??= randomBytes(16).toString("base64")) });
    res.setHeader("Content-Security-Policy", noInlineScripts);
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: false,
      // Chromium sends `Origin: null` on form posts under `no-referrer`, which the action origin check refuses.
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      // A page that sends it is committed in a renderer started only once its response arrives:
      // docs/decisions/015-no-cross-origin-opener-policy.md.
      crossOriginOpenerPolicy: false,
      xFrameOptions: { action: "deny" },
      // Headers that change nothing in a current browser on an HTTPS site, yet cost 120 bytes of every
      // response: docs/decisions/018-headers-for-current-browsers.md.
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  );
  app.use(deskHeaders());
  app.use(compression());

  // Pages never need the database; /healthz reports it so a load balancer or operator sees forms failing.
  // Its status is the database's alone; the detail adds a delivery to the organisation failing for long.
  app.get("/healthz", async (_req, res) => {
    if (isStopping()) {
      // Tells a load balancer to send nothing more here while the requests in flight finish.
      res.setHeader("Cache-Control", "no-store");
      res.status(503).json({ status: "stopping" });
      return;
    }
    const database = (await isDatabaseReachable?.()) ?? true;
    const deliveries = database ? await deliveryHealth?.().catch(() => undefined) : undefined;
    res.setHeader("Cache-Control", "no-store");
    res.status(database ? 200 : 503).json({
      status: database ? "ok" : "unavailable",
      database: database ? "ok" : "unreachable",
      ...deliveries,
    });
  });
  // After /healthz: load balancers check health over plain HTTP.
  if (forceHttps) app.use(redirectToHttps());
  // After the redirect: under FORCE_HTTPS the token is never taken over plain HTTP.
  if (metrics?.token) app.get(metricsPath, metricsWithToken(metrics.metrics.registry, metrics.token));
  if (providerEvents) {
    app.post(`${newsletterPaths.events}/:provider`, readRequestBody(providerEvents.bodyLimit), providerEvents.handler);
  }
  // A signed link's token must not leave the site in a Referer (the helmet settings below say why the rest of the site keeps a referrer).
  app.use([...signedLinkPaths], (_req, res, next) => {
    res.setHeader("Referrer-Policy", "no-referrer");
    next();
  });

  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      fallthrough: false,
    }),
  );
  app.use(searchBundlePath, serveSearchBundle(clientDir));
  app.use(redirectToLowerCase);
  app.use(servePrerenderedPages(pages, connectSources));
  const staticFiles = express.static(clientDir, {
    index: false,
    redirect: false,
    maxAge: "1h",
    setHeaders: (res, file) => {
      const type = mediaTypes[`/${path.relative(clientDir, file).split(path.sep).join("/")}`];
      if (type) res.setHeader("Content-Type", `${type}; charset=utf-8`);
    },
  });
  const answeredPerRequest = new Set(forms?.newsletterArchive ? perRequestFiles : []);
  app.use((req, res, next) => (answeredPerRequest.has(req.path) ? next() : staticFiles(req, res, next)));
  if (forms) app.use(refuseFloodedFormPosts(forms.rateLimiter));
  app.use(readRequestBody(undefined, { streamedPaths: [deskPaths.subscriberImport] }));
  app.use(carryRequestId);
  app.use(deskTurns());
  app.use((_req, res, next) => {
    if (res.getHeader("Content-Security-Policy") === noInlineScripts) {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce: res.locals.cspNonce }, connectSources));
    }
    next();
  });
  app.all(
    "/{*splat}",
    reactRouterHandler({
      build,
      mode,
      authorisedByToken: (requestPath) => signedLinkPaths.includes(pageKey(requestPath)),
      getLoadContext: async (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        ...(forms && {
          submissions: forms.submissions,
          subscriptions: forms.subscriptions,
          rateLimiter: forms.rateLimiter,
          // Without it (the database is down) the action finds no services and answers 503; pages still render.
          formTokenSecret: await forms.formTokenSecret().catch(() => undefined),
          desk: forms.desk,
          newsletterArchive: forms.newsletterArchive,
          clientKey: req.ip ?? req.socket.remoteAddress ?? "unknown",
        }),
      }),
    }),
  );
  app.use(unexpectedError);
  return app;
}
