/**
 * `npm run bench -- desk`: the desk's inbox with 100,000 stored submissions, through the real
 * production server, on SQLite and on PostgreSQL (fsync on): each kind of view a person asks for
 * (the first page; a search for a common and for a rare word; search with a status, a form and a date
 * range; an assignee's leads; a page deep in the list), asked again and again, p50 and p95 of the whole
 * request (session, queries, rendering). The target is p95 ≤ 150 ms. Submissions are written in
 * batches with the rows the submission store writes (submission, lead with its search text, one
 * outbox row); a fifth of them are then worked (status, assignee).
 * Then, in the same database, the subscribers list with 100,000 subscribers (imported, from the form,
 * on one or both lists, some unsubscribed, bouncing or complained): a page, searches by address, the
 * filters, and a search with a filter and a later page, timed the same way.
 * Then, asking for a sign-in code for staff addresses and for others (./desk-sign-in.ts): the two must
 * answer in the same time. BENCH_SUBMISSIONS=0 BENCH_SUBSCRIBERS=0 measures that alone.
 * Last, heavy reads beside the public site: the home page's p50 and p95 with the desk idle (for
 * BENCH_IDLE_SECONDS, 12), then while six staff searches of eight short words and one CSV export of the
 * leads run: each search once, as the issue asks, then each again and again for as long as the export
 * lasts.
 * The target is the home page's p95 within 1.5x of idle, and every heavy search answered within its
 * budget (DESK_QUERY_MS, 2 s by default). BENCH_HEAVY_ONLY=1 measures that alone (leads seeded, the
 * other parts left out), BENCH_HEAVY_AGAIN=0 without the searches again and again (and without their
 * table); BENCH_DATABASES=sqlite or =postgres one database.
 * Needs a production build (BUILD_DIR) and Debian's PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import { Agent, get } from "node:http";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { leadStatuses } from "../app/desk/vocabulary";
import { insertLeads } from "../server/desk/lead-rows";
import { createSignInLink } from "../server/desk/sign-in-links";
import { inbox } from "../server/desk/leads";
import { addStaff, makeOwner, type StaffMember } from "../server/desk/staff";
import { parseDatabaseUrl } from "../server/env";
import { budgetedReads } from "../server/storage/budgeted-reads";
import { Storage } from "../server/storage/database";
import { startPostgresCluster } from "../tests/support/postgres-cluster";
import { requireProductionBuild, startProductionServer } from "../tests/support/production-server";
import { startSmtpReceiver } from "../tests/support/receivers";
import { timeCodeRequests } from "./desk-sign-in";
import { percentile } from "./forms";

const submissions = Number(process.env.BENCH_SUBMISSIONS ?? 100_000);
const subscriberCount = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const codeRequests = Number(process.env.BENCH_CODE_REQUESTS ?? 200);
const heavyOnly = process.env.BENCH_HEAVY_ONLY === "1";
const searchesAgain = process.env.BENCH_HEAVY_AGAIN !== "0";
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 12);
const databases = (process.env.BENCH_DATABASES ?? "sqlite,postgres").split(",");
const dayMs = 24 * 60 * 60 * 1000;

const firstNames = [
  "Ada",
  "Grace",
  "Élodie",
  "Jörg",
  "Σοφία",
  "Kwame",
  "Mei",
  "Priya",
  "Olúwaseun",
  "Lars",
  "Ines",
  "Tomás",
];
const lastNames = [
  "Lovelace",
  "Hopper",
  "Dupré",
  "Müller",
  "Παπαδοπούλου",
  "Mensah",
  "Chen",
  "Sharma",
  "Adébáyọ̀",
  "Nilsen",
];
const organisations = [
  "Acme Trust",
  "Fjord Analytics",
  "Ωμέγα ΑΕ",
  "Sahel Cooperative",
  "Riverbank Credit Union",
  "Northwind",
];

/**
 * The messages' words: 4,352 made-up words used as words of a language are (Zipf: the word of rank r
 * is used in proportion to 1/r), so that a word is in about as many messages as a real word of its
 * rank would be. Two real ones stand at known ranks: "pilot" (rank 40, in about one message in ten)
 * and "governance" (rank 1,500, in about one in three hundred).
 */
const syllables = ["ka", "lo", "mi", "ne", "ru", "ta", "vi", "so", "de", "fa", "gu", "ho", "je", "pa", "zi", "bo"];
const vocabulary = [
  ...syllables.flatMap((a) => syllables.map((b) => a + b)),
  ...syllables.flatMap((a) => syllables.flatMap((b) => syllables.map((c) => a + b + c))),
];
vocabulary.splice(39, 0, "pilot");
vocabulary.splice(1499, 0, "governance");
let totalWeight = 0;
const cumulative = vocabulary.map((_, rank) => (totalWeight += 1 / (rank + 1)));
const wordAt = (uniform: number) => {
  const target = uniform * totalWeight;
  let [low, high] = [0, cumulative.length - 1];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cumulative[middle] < target) low = middle + 1;
    else high = middle;
  }
  return vocabulary[low];
};

/** A deterministic pseudo-random source, so every run stores the same leads. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function seed(storage: Storage, team: StaffMember[]) {
  const db = await storage.ready();
  const next = random(7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const start = Date.now() - 365 * dayMs;
  const batch = 500;
  for (let offset = 0; offset < submissions; offset += batch) {
    const rows = Array.from({ length: Math.min(batch, submissions - offset) }, (_, index) => {
      const n = offset + index;
      const form = n % 10 === 0 ? "demo-request" : n % 3 === 0 ? "company-contact" : "contact";
      const name = `${pick(firstNames)} ${pick(lastNames)}`;
      const fields: Record<string, string> = {
        name,
        email: `person${n}@example${n % 97}.com`,
        ...(form === "demo-request" ? { organization: pick(organisations) } : {}),
        message: Array.from({ length: 20 + Math.floor(next() * 40) }, () => wordAt(next())).join(" "),
      };
      const worked = next() < 0.2;
      return {
        id: randomUUID(),
        form,
        fields,
        createdAt: Math.floor(start + (n / submissions) * 365 * dayMs),
        status: worked ? pick(leadStatuses) : ("new" as const),
        assignee: worked ? pick(team).id : null,
      };
    });
    await db.transaction().execute(async (transaction) => {
      await transaction
        .insertInto("submissions")
        .values(
          rows.map((row) => ({
            id: row.id,
            form: row.form,
            fields: JSON.stringify(row.fields),
            context: "{}",
            created_at: row.createdAt,
          })),
        )
        .execute();
      await insertLeads(
        transaction,
        rows.map((row) => ({ submissionId: row.id, form: row.form, createdAt: row.createdAt, fields: row.fields })),
      );
      for (const row of rows.filter((candidate) => candidate.status !== "new" || candidate.assignee)) {
        await transaction
          .updateTable("leads")
          .set({ status: row.status, assignee_id: row.assignee })
          .where("submission_id", "=", row.id)
          .execute();
      }
      await transaction
        .insertInto("deliveries")
        .values(
          rows.map((row) => ({
            id: randomUUID(),
            submission_id: row.id,
            channel: "email" as const,
            status: "delivered" as const,
            attempts: 1,
            last_error: null,
            next_attempt_at: row.createdAt,
            delivered_at: row.createdAt + 1_000,
            claimed_until: null,
            claimed_by: null,
          })),
        )
        .execute();
    });
  }
}

/**
 * Subscribers as the newsletter stores them: 70 % imported and confirmed on Insights, the others from
 * the form; a third also on the consortium's list; a tenth pending, a tenth unsubscribed; 2 % bouncing
 * and 0.5 % complained; one consent record each. Addresses at 500 domains, so a domain is a common search.
 */
async function seedSubscribers(storage: Storage) {
  const db = await storage.ready();
  const next = random(11);
  const start = Date.now() - 3 * 365 * dayMs;
  const batch = 500;
  for (let offset = 0; offset < subscriberCount; offset += batch) {
    const rows = Array.from({ length: Math.min(batch, subscriberCount - offset) }, (_, index) => {
      const n = offset + index;
      const draw = next();
      const status = draw < 0.8 ? "confirmed" : draw < 0.9 ? "pending" : "unsubscribed";
      const mail = next();
      return {
        id: randomUUID(),
        email: `${firstNames[n % firstNames.length].toLowerCase()}.${n}@mail${n % 500}.example`,
        source: n % 10 < 7 ? ("import" as const) : ("form" as const),
        createdAt: Math.floor(start + (n / subscriberCount) * 3 * 365 * dayMs),
        status: status as "confirmed" | "pending" | "unsubscribed",
        consortium: next() < 0.33,
        deliverability:
          mail < 0.02 ? ("bouncing" as const) : mail < 0.025 ? ("complained" as const) : ("active" as const),
      };
    });
    await db.transaction().execute(async (transaction) => {
      await transaction
        .insertInto("subscribers")
        .values(
          rows.map((row) => ({
            id: row.id,
            email: row.email,
            source: row.source,
            created_at: row.createdAt,
            confirm_nonce: null,
            confirm_expires_at: null,
            confirmation_sent_at: null,
            deliverability: row.deliverability,
            deliverability_changed_at: row.deliverability === "active" ? null : row.createdAt + dayMs,
          })),
        )
        .execute();
      await transaction
        .insertInto("subscriptions")
        .values(
          rows.flatMap((row) =>
            (row.consortium ? ["insights", "consortium"] : ["insights"]).map((list) => ({
              subscriber_id: row.id,
              list,
              status: row.status,
              updated_at: row.createdAt,
              confirmed_at: row.status === "pending" ? null : row.createdAt,
            })),
          ),
        )
        .execute();
      await transaction
        .insertInto("consent_records")
        .values(
          rows.map((row) => ({
            id: randomUUID(),
            subscriber_id: row.id,
            event: row.source === "import" ? ("imported" as const) : ("requested" as const),
            lists: row.consortium ? "insights,consortium" : "insights",
            recorded_at: row.createdAt,
            page: row.source === "import" ? "import: bench.csv" : "/insights",
            consent_version: "2026-11-26",
            client_hash: null,
          })),
        )
        .execute();
    });
  }
}

const subscriberViews: [name: string, query: string][] = [
  ["subscribers, first page", ""],
  ["search, a domain (1 in 500)", "q=mail123.example"],
  ["search, one address", "q=grace.99997"],
  ["search, no match", "q=zebra"],
  ["list + status", "list=consortium&status=pending"],
  ["mail stopped: bouncing", "mail=bouncing"],
  ["search + status + page 3", "q=ada&status=confirmed&page=3"],
  ["page 200", "page=200"],
];

async function signedInCookie(url: string, storage: Storage, member: StaffMember): Promise<string> {
  const token = await createSignInLink(await storage.ready(), member.id, "owner", Date.now());
  const response = await fetch(`${url}/desk/sign-in/link`, {
    method: "POST",
    headers: { Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token }),
    redirect: "manual",
  });
  return (response.headers.get("set-cookie") ?? "").split(";")[0];
}

const views = (assignee: string): [name: string, query: string][] => [
  ["first page", ""],
  ["search, common word", "q=pilot"],
  ["search, rare word", "q=governance"],
  ["search, no match", "q=zebra"],
  ["search + status", "q=müller&status=in-progress"],
  ["search + form + dates", "q=pilot&form=demo-request&from=2026-01-01&to=2026-12-31"],
  ["an assignee's, won", `assignee=${assignee}&status=won`],
  ["page 200", "page=200"],
];

const shortWords = "a b c d e f g h";

/** What ./desk-heavy-load.mjs saw. */
type HeavyLoad = {
  searches: { ms: number; status: number }[];
  csv: { status: number; bytes: number; rows: number; seconds: number };
};

/** What the home page saw while the staff's load ran, and what the staff saw. */
type HeavyScenario = HeavyLoad & { loaded: number[]; failed: number };

/**
 * The home page while the desk is idle, then while six searches of short words and one export run (in
 * a thread of their own, ./desk-heavy-load.mjs): as the issue puts it, each search once; then, harder,
 * each search again and again for as long as the export lasts.
 */
async function heavyReads(url: string, cookie: string) {
  // A home page not answered with 200 (a refusal, or a connection the server closed) is counted as failed.
  // Asked as a browser asks (brotli, a kept-alive connection) with node:http, whose own work between
  // the request and its last byte is less than fetch's: what is timed is the server.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const home = () => {
    const started = performance.now();
    return new Promise<{ ms: number; failed: boolean }>((resolve) => {
      const answered = (status: number) => resolve({ ms: performance.now() - started, failed: status !== 200 });
      get(`${url}/`, { agent, headers: { "accept-encoding": "br" } }, (response) => {
        response.resume();
        response.on("end", () => answered(response.statusCode ?? 0));
        response.on("error", () => answered(0));
      }).on("error", () => answered(0));
    });
  };
  await home(); // warm-up
  const idle: number[] = [];
  let failedIdle = 0;
  // As long a window as the busy one (an export takes 10 to 15 s): a p95 read over a shorter one sees
  // fewer of the machine's own rare stalls, and 600 answers (0.6 to 1 s) gave idle p95s from 1.7 to
  // 3.3 ms from run to run, which moved the ratio more than the desk did (2026-11-30).
  const idleUntil = performance.now() + idleSeconds * 1000;
  while (performance.now() < idleUntil) {
    const answer = await home();
    idle.push(answer.ms);
    if (answer.failed) failedIdle++;
  }
  const scenario = async (again: boolean): Promise<HeavyScenario> => {
    // The staff's browsers are not on the server's machine; here they share its two cores, so they run
    // at the lowest priority (nice 19, their threads too), as if they took none of the server's time.
    const staff = spawn(
      "nice",
      ["-n", "19", process.execPath, fileURLToPath(new URL("./desk-heavy-load.mjs", import.meta.url))],
      {
        env: { ...process.env, BENCH_STAFF: JSON.stringify({ url, cookie, words: shortWords, again }) },
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      },
    );
    let done = false;
    const load = new Promise<HeavyLoad>((resolve, reject) => {
      staff.once("message", (message) => resolve(message as HeavyLoad));
      staff.once("error", reject);
      staff.once("exit", (code) => reject(new Error(`the staff's load ended (${code}) before it reported`)));
    }).finally(() => (done = true));
    const loaded: number[] = [];
    let failed = 0;
    while (!done || loaded.length < 50) {
      const answer = await home();
      loaded.push(answer.ms);
      if (answer.failed) failed++;
    }
    const { searches, csv } = await load;
    staff.kill();
    return { loaded, failed, searches, csv };
  };
  const once = await scenario(false);
  const again = searchesAgain ? await scenario(true) : undefined;
  agent.destroy();
  return { idle, failedIdle, once, again };
}

async function inboxBench(label: string, databaseUrl: string, smtpUrl: string) {
  const storage = new Storage(parseDatabaseUrl(databaseUrl), () => {});
  try {
    const db = await storage.ready();
    const owner = (await makeOwner(db, "bench.owner@example.com", Date.now())).member;
    const team = [owner];
    for (let n = 0; n < 4; n++) {
      team.push((await addStaff(db, { email: `bench.editor${n}@example.com`, role: "editor" }, Date.now()))!);
    }
    const seedStart = performance.now();
    await seed(storage, team);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    // A running PostgreSQL keeps its planner's statistics up to date (autovacuum); a freshly loaded one has none yet.
    if (storage.dialect === "postgres") await sql`vacuum analyze`.execute(db);
    const reads = budgetedReads(storage, 60_000);
    const share = async (word: string) =>
      (await inbox({ db, dialect: storage.dialect }, reads, { query: word, page: 1 })).total / submissions;
    const matches = { pilot: await share("pilot"), governance: await share("governance") };
    const subscribersStart = performance.now();
    if (!heavyOnly) await seedSubscribers(storage);
    const subscriberSeedSeconds = (performance.now() - subscribersStart) / 1000;
    if (storage.dialect === "postgres") await sql`vacuum analyze`.execute(db);
    const server = await startProductionServer({
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_PER_MINUTE: "0",
      SMTP_URL: smtpUrl,
    });
    try {
      const cookie = await signedInCookie(server.url, storage, owner);
      const get = async (page: string, query: string) => {
        const started = performance.now();
        const response = await fetch(`${server.url}${page}${query ? `?${query}` : ""}`, {
          headers: { Cookie: cookie },
        });
        await response.text();
        if (response.status !== 200) throw new Error(`${query}: ${response.status}`);
        return performance.now() - started;
      };
      const time = async (page: string, asked: [name: string, query: string][]) => {
        const timings = new Map<string, number[]>();
        for (const [, query] of asked) await get(page, query); // warm-up: JIT, caches, plans
        for (let round = 0; round < rounds; round++) {
          for (const [name, query] of asked) timings.set(name, [...(timings.get(name) ?? []), await get(page, query)]);
        }
        return { timings, all: [...timings.values()].flat() };
      };
      return {
        label,
        seedSeconds,
        subscriberSeedSeconds,
        matches,
        views: heavyOnly
          ? undefined
          : {
              inbox: await time("/desk", views(team[1].id)),
              subscribers: await time("/desk/subscribers", subscriberViews),
              codeRequests: await timeCodeRequests(server.url, storage, codeRequests),
            },
        heavy: await heavyReads(server.url, cookie).catch((error: Error) => {
          throw new Error(`${error.message}\n${server.output().slice(-3_000)}`);
        }),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await storage.close();
  }
}

requireProductionBuild();
const dir = mkdtempSync(path.join(os.tmpdir(), "bench-desk-"));
const cluster = await startPostgresCluster({ durable: true });
const smtp = await startSmtpReceiver();
try {
  const results = [
    ...(databases.includes("sqlite")
      ? [await inboxBench("SQLite", `file:${path.join(dir, "site.db")}`, smtp.url)]
      : []),
    ...(databases.includes("postgres") ? [await inboxBench("PostgreSQL", cluster.url, smtp.url)] : []),
  ];
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const viewed = results.flatMap(({ views, ...result }) => (views ? [{ ...result, ...views }] : []));
  if (viewed.length > 0) printViews(viewed, ms);
  // The home page answers in a millisecond or two: tenths, or the ratios below cannot be read from the times.
  printHeavyReads(results, (value) => `${value.toFixed(1)} ms`);
} finally {
  await smtp.close();
  cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}

type Results = Awaited<ReturnType<typeof inboxBench>>[];

function printViews(
  results: (Omit<Results[number], "views"> & NonNullable<Results[number]["views"]>)[],
  ms: (value: number) => string,
) {
  const table = (title: string, part: "inbox" | "subscribers") => {
    console.log(`\n${title}, ${rounds} requests of each view (p50 / p95):\n`);
    console.log(`| view | ${results.map((result) => result.label).join(" | ")} |`);
    console.log(`| --- | ${results.map(() => "---").join(" | ")} |`);
    for (const name of results[0][part].timings.keys()) {
      const cells = results.map((result) => {
        const values = result[part].timings.get(name) ?? [];
        return `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))}`;
      });
      console.log(`| ${name} | ${cells.join(" | ")} |`);
    }
    const all = results.map((result) => result[part].all);
    console.log(
      `| all views | ${all.map((values) => `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))}`).join(" | ")} |`,
    );
  };
  table(`The desk's inbox with ${submissions.toLocaleString("en")} submissions`, "inbox");
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  console.log(
    `\n"pilot" is in ${percent(results[0].matches.pilot)} of the leads, "governance" in ${percent(results[0].matches.governance)}, "zebra" in none.`,
  );
  table(`The desk's subscribers list with ${subscriberCount.toLocaleString("en")} subscribers`, "subscribers");
  console.log(
    `\nSeeding: ${results.map((result) => `${result.label} ${result.seedSeconds.toFixed(0)} s (subscribers ${result.subscriberSeedSeconds.toFixed(0)} s)`).join(", ")}`,
  );
  console.log(`\nAsking for a sign-in code, ${codeRequests} requests of each kind (p50 / p95):\n`);
  console.log(`| address | ${results.map((result) => result.label).join(" | ")} |`);
  console.log(`| --- | ${results.map(() => "---").join(" | ")} |`);
  for (const kind of ["staff", "others"] as const) {
    const tenths = (value: number) => `${value.toFixed(1)} ms`;
    const cells = results.map(({ codeRequests: timed }) => `${tenths(timed[kind].p50)} / ${tenths(timed[kind].p95)}`);
    console.log(`| ${kind === "staff" ? "a staff member's" : "not staff"} | ${cells.join(" | ")} |`);
  }
  const over = results.flatMap((result) =>
    (["inbox", "subscribers"] as const)
      .filter((part) => percentile(result[part].all, 95) > 150)
      .map((part) => `${result.label} ${part}`),
  );
  console.log(over.length === 0 ? "p95 within 150 ms on both databases." : `p95 over 150 ms: ${over.join(", ")}`);
}

function printHeavyReads(results: Results, ms: (value: number) => string) {
  for (const [scenario, how] of [
    ["once", "each once"],
    ...(searchesAgain ? [["again", "each again and again"] as const] : []),
  ] as const) {
    console.log(
      `\nThe home page beside heavy desk reads (six searches of "${shortWords}", ${how}, while one CSV export of every lead runs):\n`,
    );
    console.log(`| | ${results.map((result) => result.label).join(" | ")} |`);
    console.log(`| --- | ${results.map(() => "---").join(" | ")} |`);
    const row = (name: string, cell: (heavy: (typeof results)[number]["heavy"], load: HeavyScenario) => string) =>
      console.log(
        `| ${name} | ${results.map((result) => cell(result.heavy, result.heavy[scenario] as HeavyScenario)).join(" | ")} |`,
      );
    const p50p95 = (values: number[]) => `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))}`;
    row("home page, desk idle (p50 / p95)", (heavy) => p50p95(heavy.idle));
    row("home page, desk busy (p50 / p95)", (_heavy, load) => p50p95(load.loaded));
    row("home page: answers, idle / busy", (heavy, load) => `${heavy.idle.length} / ${load.loaded.length}`);
    row("home page: not answered 200, idle / busy", (heavy, load) => `${heavy.failedIdle} / ${load.failed}`);
    row(
      "busy p95 / idle p95",
      (heavy, load) => `${(percentile(load.loaded, 95) / percentile(heavy.idle, 95)).toFixed(2)}x`,
    );
    row("searches: answers (statuses)", (_heavy, { searches }) => {
      const statuses = new Map<number, number>();
      for (const { status } of searches) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      return `${searches.length} (${[...statuses].map(([status, n]) => `${n}× ${status}`).join(", ")})`;
    });
    row("searches: p50 / slowest", (_heavy, { searches }) => {
      const times = searches.map((search) => search.ms);
      return `${ms(percentile(times, 50))} / ${ms(Math.max(...times))}`;
    });
    row(
      "export: status, rows, size, time",
      (_heavy, { csv }) =>
        `${csv.status}, ${csv.rows.toLocaleString("en")} rows, ${(csv.bytes / 1e6).toFixed(1)} MB, ${csv.seconds.toFixed(1)} s`,
    );
  }
}
