/**
 * Two production server processes on one real PostgreSQL database, as behind a load
 * balancer: the rate limit is one count for both, and without FORM_TOKEN_SECRET they
 * share the secret kept in the database, so a token issued by one is accepted by the other.
 */
import { afterEach, describe, expect, it } from "vitest";
import { type FormReply, intentFieldName, minimumFillMilliseconds, tokenFieldName } from "~/forms/form-protocol";
import { formEndpointPath } from "~/route-table";
import { Storage } from "../../server/storage/database";
import { listSubmissions } from "../../server/submissions/submission-store";
import { formTokenSecret, type RunningServer, startProductionServer, validFields } from "../support/production-server";
import { createTestDatabase } from "../support/test-databases";
import { issueFormToken } from "~/forms/fill-time-token.server";

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Posts to a server's JSON endpoint as the site's browser code does. */
async function post(server: RunningServer, fields: Record<string, string>) {
  const response = await fetch(`${server.url}${formEndpointPath("contact")}`, {
    method: "POST",
    headers: { Origin: server.url },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, reply: (await response.json()) as FormReply };
}

/** Waits out the minimum fill time of a token, counted from when it was issued (its first part, base 36). */
async function untilOldEnough(token: string) {
  const issuedAt = Number.parseInt(token.split(".")[0], 36);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, issuedAt + minimumFillMilliseconds - Date.now())));
}

describe("two server processes on one PostgreSQL database", () => {
  it(
    "share one rate limit for a client whose posts are spread over both, and accept each other's tokens",
    { timeout: 180_000 },
    async () => {
      const database = await createTestDatabase("postgres");
      cleanups.push(() => database.drop());
      const env = { DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: "5", FORM_TOKEN_SECRET: "" };
      // Started together: both migrate and look for the token secret at the same moment.
      const servers = await Promise.all([startProductionServer(env), startProductionServer(env)]);
      for (const server of servers) cleanups.push(() => server.stop("SIGKILL"));
      const [first, second] = servers;
      expect(first.output()).toContain("secret kept in the database");

      const tokens = await Promise.all(servers.map((server) => post(server, { [intentFieldName]: "token" })));
      const [fromFirst, fromSecond] = tokens.map(({ reply }) => reply.token ?? "");
      await untilOldEnough(fromFirst);
      await untilOldEnough(fromSecond);
      const crossed = [
        await post(second, { ...validFields("contact", "token-from-first"), [tokenFieldName]: fromFirst }),
        await post(first, { ...validFields("contact", "token-from-second"), [tokenFieldName]: fromSecond }),
      ];
      expect(crossed.map(({ status, reply }) => [status, reply.outcome])).toEqual([
        [200, "sent"],
        [200, "sent"],
      ]);
      // A token signed with any other secret is not accepted.
      const forged = issueFormToken("contact", formTokenSecret, Date.now() - 10_000);
      const refused = await post(first, { ...validFields("contact", "forged"), [tokenFieldName]: forged });
      expect(refused.reply.outcome).toBe("confirm");

      // Three of the client's five are spent; ten more at once, over both servers.
      const burst = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          post(servers[index % 2], { ...validFields("contact", `burst-${index}`), [tokenFieldName]: fromFirst }),
        ),
      );
      const accepted = burst.filter(({ status }) => status !== 429);
      expect(accepted).toHaveLength(2);
      expect(burst.filter(({ status }) => status === 429)).toHaveLength(8);
      for (const { reply } of burst.filter(({ status }) => status === 429)) {
        expect(reply.message).toMatch(/^Too many submissions from your connection\. Please wait \d+ seconds/);
      }

      const storage = new Storage(database.location, () => {});
      cleanups.push(() => storage.close());
      expect(await listSubmissions(await storage.ready())).toHaveLength(4);
    },
  );
});
