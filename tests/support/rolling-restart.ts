/**
 * A rolling restart of two production servers behind a proxy, under a load of page reads and
 * form posts, counted: what tests/integration/proxy-and-rolling-restart.test.ts asserts and
 * `npm run bench -- operations` prints. Each server in turn gets SIGTERM, must exit by itself
 * with 0, and its replacement must answer /healthz on the same port before the next one stops.
 */
import { issueFormToken } from "~/forms/fill-time-token.server";
import { honeypotFieldName, tokenFieldName } from "~/forms/form-protocol";
import { parseDatabaseUrl } from "../../server/env";
import { Storage } from "../../server/storage/database";
import { listSubmissions } from "../../server/submissions/submission-store";
import { freePort } from "./free-port";
import type { HttpsClient } from "./https-client";
import type { FormName } from "~/forms/submission-service";
import { subscribeFormName } from "~/newsletter/newsletter-lists";
import {
  formBody,
  formPagePaths,
  formTokenSecret,
  type RunningServer,
  startProductionServer,
  validFields,
} from "./production-server";

export type RestartCounts = {
  /** Every response and every request that got none. */
  requests: number;
  failed: number;
  /** The first few failures, for the message of a failed assertion. */
  failures: string[];
  /** Contact forms the proxy answered 200. */
  posted: number;
  /** Of those, the ones found in the database afterwards (each exactly once). */
  stored: number;
  duplicated: number;
  /** The senders' names of the contact forms answered 200, as stored (storedNames). */
  postedNames: string[];
  /** The stopped servers' exit codes. */
  exitCodes: (number | null)[];
};

export type ServerPair = {
  servers: RunningServer[];
  ports: [number, number];
  /** Where each server serves its Prometheus metrics (METRICS_PORT), the same after a restart. */
  metricsPorts: [number, number];
  envs: Record<string, string>[];
};

/** Two servers on one database, started one after the other (the first migrates it). */
export async function startServerPair(env: Record<string, string>): Promise<ServerPair> {
  const metricsPorts: [number, number] = [await freePort(), await freePort()];
  const envs = metricsPorts.map((port) => ({ ...env, METRICS_PORT: String(port) }));
  const first = await startProductionServer(envs[0]);
  const second = await startProductionServer(envs[1]);
  const port = (server: RunningServer) => Number(new URL(server.url).port);
  return { servers: [first, second], ports: [port(first), port(second)], metricsPorts, envs };
}

const pagePaths = ["/", "/contact", "/team", "/insights"];

/**
 * A form as a browser posts it, through the proxy, its sender named after `marker`: to its page as
 * without JavaScript (`to` left out), or to `to` (its JSON endpoint, as the site's browser code does).
 */
export function postFormThrough(client: HttpsClient, proxyUrl: string, form: FormName, marker: string, to?: string) {
  const body = formBody(form, validFields(form, marker));
  return client.request(`${proxyUrl}${to ?? formPagePaths[form]}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: proxyUrl },
    body: body.toString(),
  });
}

/** A subscription to Insights as a browser posts it, through the proxy, to `to` (the page's action or the JSON endpoint). */
export function postSubscription(client: HttpsClient, proxyUrl: string, email: string, to: string) {
  const body = new URLSearchParams({
    [honeypotFieldName]: "",
    page: "/insights",
    email,
    lists: "insights",
    consent: "yes",
  });
  body.set(tokenFieldName, issueFormToken(subscribeFormName, formTokenSecret, Date.now() - 10_000));
  return client.request(`${proxyUrl}${to}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: proxyUrl },
    body: body.toString(),
  });
}

/** How many confirmation e-mails are queued or sent for each address, in the order given. */
export async function confirmationsQueued(databaseUrl: string, emails: string[]): Promise<number[]> {
  const storage = new Storage(parseDatabaseUrl(databaseUrl), () => {});
  try {
    const rows = await (
      await storage.ready()
    )
      .selectFrom("deliveries")
      .innerJoin("subscribers", "subscribers.id", "deliveries.subscriber_id")
      .select("subscribers.email")
      .where("deliveries.channel", "=", "subscribe-confirmation")
      .where("subscribers.email", "in", emails)
      .execute();
    return emails.map((email) => rows.filter((row) => row.email === email).length);
  } finally {
    await storage.close();
  }
}

export const postContactForm = (client: HttpsClient, proxyUrl: string, marker: string) =>
  postFormThrough(client, proxyUrl, "contact", marker);

/** The senders' names of the forms of one kind stored in the database, one per submission. */
export async function storedNames(databaseUrl: string, form: FormName = "contact"): Promise<string[]> {
  const storage = new Storage(parseDatabaseUrl(databaseUrl), () => {});
  return listSubmissions(await storage.ready(), { form })
    .then((rows) => rows.map((row) => row.fields.name))
    .finally(() => storage.close());
}

/** Loops that read pages and post the contact form through the proxy until `done` settles, or a bound. */
function startLoad(client: HttpsClient, proxyUrl: string, runId: string, done: Promise<unknown>) {
  let finished = false;
  void done.finally(() => (finished = true));
  const counts = { requests: 0, failed: 0, failures: [] as string[], markers: [] as string[] };
  const waiting: { count: number; resolve: () => void }[] = [];
  const answered = () => {
    counts.requests += 1;
    for (const waiter of waiting.filter((waiter) => counts.requests >= waiter.count)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  /** Resolves once `more` further requests have been answered (or failed). */
  const afterRequests = (more: number) =>
    new Promise<void>((resolve) => waiting.push({ count: counts.requests + more, resolve }));
  const fail = (what: string) => {
    counts.failed += 1;
    if (counts.failures.length < 10) counts.failures.push(what);
  };
  const maxPerLoop = 5_000;
  const readPages = async (loop: number) => {
    for (let n = 0; n < maxPerLoop && !finished; n++) {
      const pagePath = pagePaths[(n + loop) % pagePaths.length];
      const response = await client.request(`${proxyUrl}${pagePath}`).catch((error: Error) => error);
      answered();
      if (response instanceof Error) fail(`GET ${pagePath}: ${response.message}`);
      else if (response.status !== 200) fail(`GET ${pagePath}: ${response.status}`);
    }
  };
  const postForms = async (loop: number) => {
    for (let n = 0; n < maxPerLoop && !finished; n++) {
      const marker = `${runId}-${loop}-${n}`;
      const response = await postContactForm(client, proxyUrl, marker).catch((error: Error) => error);
      answered();
      if (response instanceof Error) fail(`POST /contact: ${response.message}`);
      else if (response.status !== 200) fail(`POST /contact: ${response.status}`);
      else counts.markers.push(marker);
    }
  };
  const loops = Promise.all([readPages(0), readPages(1), readPages(2), postForms(0), postForms(1)]);
  return { counts, loops, afterRequests };
}

/** Restarts each server of the pair in turn while the load runs; the pair holds the new servers afterwards. */
export async function rollingRestartUnderLoad(
  pair: ServerPair,
  client: HttpsClient,
  proxyUrl: string,
  databaseUrl: string,
): Promise<RestartCounts> {
  const runId = `restart-${Date.now().toString(36)}`;
  const exitCodes: (number | null)[] = [];
  let restarted!: () => void;
  const done = new Promise<void>((resolve) => (restarted = resolve));
  const { counts, loops, afterRequests } = startLoad(client, proxyUrl, runId, done);
  try {
    for (const index of [0, 1]) {
      // The load is running on both servers when this one stops.
      await afterRequests(20);
      exitCodes.push(await pair.servers[index].stop("SIGTERM"));
      pair.servers[index] = await startProductionServer(pair.envs[index], pair.ports[index]);
    }
    await afterRequests(20);
  } finally {
    restarted();
    await loops;
  }
  const storedTimes = new Map<string, number>();
  for (const name of await storedNames(databaseUrl)) storedTimes.set(name, (storedTimes.get(name) ?? 0) + 1);
  const posted = counts.markers.map((marker) => validFields("contact", marker).name);
  return {
    requests: counts.requests,
    failed: counts.failed,
    failures: counts.failures,
    posted: posted.length,
    stored: posted.filter((name) => storedTimes.get(name) === 1).length,
    duplicated: posted.filter((name) => (storedTimes.get(name) ?? 0) > 1).length,
    postedNames: posted,
    exitCodes,
  };
}
