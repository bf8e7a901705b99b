/**
 * The desk's code request, timed for a staff address and for an address that is not staff: the answer
 * must take the same time for both, or its time tells who is staff (docs/decisions/024-the-desk.md,
 * "Sign-in limits"). Each staff request is for an address that has no code yet, so that each does the
 * whole work a first request does; the two kinds alternate, so that the machine's noise falls on both.
 * Each request comes from its own client address (X-Forwarded-For, which the server trusts from
 * loopback), as requests from many people would.
 */
import { addStaff } from "../server/desk/staff";
import type { Storage } from "../server/storage/database";
import { percentile } from "./forms";

export async function timeCodeRequests(url: string, storage: Storage, requests: number) {
  const db = await storage.ready();
  const run = Date.now().toString(36);
  for (let n = 0; n < requests; n++) {
    await addStaff(db, { email: `bench.code.${run}.${n}@example.com`, role: "viewer" }, Date.now());
  }
  const ask = async (email: string, client: number) => {
    const started = performance.now();
    const response = await fetch(`${url}/desk/sign-in`, {
      method: "POST",
      headers: {
        Origin: url,
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": `198.51.100.${client % 250}`,
      },
      body: new URLSearchParams({ intent: "send-code", email }),
    });
    await response.text();
    if (response.status !== 200) throw new Error(`code request for ${email}: ${response.status}`);
    return performance.now() - started;
  };
  // Warm-up: JIT, the e-mail's modules, the statements.
  for (let n = 0; n < 10; n++) await ask(`bench.warm.${run}.${n}@example.org`, n);
  const staff: number[] = [];
  const others: number[] = [];
  for (let n = 0; n < requests; n++) {
    staff.push(await ask(`bench.code.${run}.${n}@example.com`, 2 * n));
    others.push(await ask(`bench.stranger.${run}.${n}@example.org`, 2 * n + 1));
  }
  return {
    staff: { p50: percentile(staff, 50), p95: percentile(staff, 95) },
    others: { p50: percentile(others, 50), p95: percentile(others, 95) },
  };
}
