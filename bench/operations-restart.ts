/**
 * The rolling restart of tests/support/rolling-restart.ts, measured: two production servers on one
 * PostgreSQL database behind nginx running ops/nginx/site.conf, each restarted in turn while page
 * reads and contact-form posts go through nginx. Prints the counts (requests, failed, posted,
 * stored) and how long the restart took. Needs a production build, Debian's nginx with its brotli
 * module and PostgreSQL's binaries (scripts/install-test-deps.sh).
 */
import path from "node:path";
import pg from "pg";
import { httpsClient } from "../tests/support/https-client";
import { startNginx } from "../tests/support/nginx";
import { startPostgresCluster } from "../tests/support/postgres-cluster";
import { requireProductionBuild } from "../tests/support/production-server";
import { rollingRestartUnderLoad, startServerPair } from "../tests/support/rolling-restart";

export type RestartRow = {
  requests: number;
  failed: number;
  posted: number;
  stored: number;
  duplicated: number;
  seconds: number;
};

export async function measureRollingRestart(): Promise<RestartRow> {
  const clientDir = path.join(requireProductionBuild(), "client");
  const cluster = await startPostgresCluster({ durable: true });
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query("CREATE DATABASE bench_restart").finally(() => admin.end());
    const databaseUrl = cluster.url.replace(/\/postgres$/, "/bench_restart");
    const pair = await startServerPair({ DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: "0" });
    const nginx = await startNginx(pair.ports, clientDir).catch(async (error: unknown) => {
      for (const server of pair.servers) await server.stop("SIGKILL");
      throw error;
    });
    const client = httpsClient(nginx.certificate);
    try {
      const started = performance.now();
      const counts = await rollingRestartUnderLoad(pair, client, nginx.httpsUrl, databaseUrl);
      const seconds = (performance.now() - started) / 1000;
      if (counts.failures.length > 0) console.log(`First failures: ${counts.failures.join("; ")}`);
      const { requests, failed, posted, stored, duplicated } = counts;
      return { requests, failed, posted, stored, duplicated, seconds };
    } finally {
      client.close();
      await nginx.stop();
      for (const server of pair.servers) await server.stop("SIGTERM");
    }
  } finally {
    cluster.stop();
  }
}
