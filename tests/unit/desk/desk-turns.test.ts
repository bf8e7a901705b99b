/**
 * The desk's requests take turns (server/desk/desk-turns.ts): the middleware in a real Express server,
 * with handlers that answer only when the test lets them, so every step is an event, not a timing.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskBusyMessage, deskTurns } from "../../../server/desk/desk-turns";

let server: ReturnType<ReturnType<typeof express>["listen"]>;
let url: string;
/** The requests (by their `n`) that reached the server, that a handler began to work on, and that ended there. */
const arrived = new Set<string>();
const entered: string[] = [];
const ended = new Set<string>();
const answers = new Map<string, () => void>();

beforeAll(async () => {
  const app = express();
  app.use((req, res, next) => {
    const n = String(req.query.n);
    arrived.add(n);
    res.once("close", () => ended.add(n));
    next();
  });
  app.use(deskTurns({ atOnce: 2, waiting: 2 }));
  app.use((req, res) => {
    const n = String(req.query.n);
    entered.push(n);
    answers.set(n, () => void res.send(`answered ${n}`));
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

const ask = (path: string, n: number, signal?: AbortSignal) =>
  fetch(`${url}${path}${path.includes("?") ? "&" : "?"}n=${n}`, { signal }).then(
    async (response) => ({
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      text: await response.text(),
    }),
    () => ({ status: 0, retryAfter: null, text: "" }),
  );
const answer = (n: number) => answers.get(String(n))?.();

describe("the desk's turns", () => {
  it("works on two desk requests at a time, lines up two more, refuses the next; public pages and downloads never wait", async () => {
    const first = ask("/desk", 1);
    const second = ask("/desk/team", 2);
    await expect.poll(() => entered).toEqual(["1", "2"]);

    const third = ask("/desk?q=pilot", 3);
    const gone = new AbortController();
    const fourth = ask("/desk/x/%2e%2e/subscribers", 4, gone.signal);
    await expect.poll(() => arrived.has("3") && arrived.has("4")).toBe(true);
    const refused = await ask("/DESK/team", 5);
    expect(refused).toEqual({ status: 503, retryAfter: "5", text: deskBusyMessage });
    expect(entered, "nobody in line was let in").toEqual(["1", "2"]);

    const home = ask("/", 6);
    const download = ask("/desk/leads.csv", 7);
    await expect.poll(() => entered).toEqual(["1", "2", "6", "7"]);
    answer(6);
    answer(7);
    expect(await home).toMatchObject({ status: 200, text: "answered 6" });
    expect(await download).toMatchObject({ status: 200, text: "answered 7" });

    // The fourth gives up while in line: it leaves it, and its turn goes to nobody.
    gone.abort();
    await expect.poll(() => ended.has("4")).toBe(true);
    answer(1);
    expect(await first).toMatchObject({ status: 200, text: "answered 1" });
    await expect.poll(() => entered.at(-1)).toBe("3");
    answer(2);
    expect(await second).toMatchObject({ status: 200 });
    expect((await fourth).status).toBe(0);

    // One turn free (the third holds the other): the next desk request is worked on at once.
    const eighth = ask("/desk", 8);
    await expect.poll(() => entered.at(-1)).toBe("8");
    expect(entered).not.toContain("4");

    // A client gone while its request is worked on gives its turn back.
    const leaving = new AbortController();
    const ninth = ask("/desk", 9, leaving.signal);
    // In line before the tenth: two requests sent at once may reach the server in either order.
    await expect.poll(() => arrived.has("9")).toBe(true);
    const tenth = ask("/desk", 10);
    await expect.poll(() => arrived.has("10")).toBe(true);
    expect(entered).not.toContain("9");
    answer(3);
    await expect.poll(() => entered.at(-1)).toBe("9");
    leaving.abort();
    await expect.poll(() => entered.at(-1)).toBe("10");
    answer(8);
    answer(10);
    expect([(await third).status, (await eighth).status, (await ninth).status, (await tenth).status]).toEqual([
      200, 200, 0, 200,
    ]);
  });
});
