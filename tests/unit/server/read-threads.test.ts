/**
 * The threads the desk's heavy reads run on (server/storage/budgeted-reads.ts), each here a stand-in
 * (../../support/stand-in-read-thread.mjs): an answer, a thread that fails, a thread ended, and the
 * refusal of a further read or export while two threads given up over their budget are still
 * finishing. What the stand-in is held by is a FIFO the test opens: whether a thread is still
 * finishing is then the test's to decide, never the machine's speed. Then the searches on SQLite, a
 * stand-in where their thread would be, on a fake clock: a search over its budget, one that waited
 * its budget out, a query refused, the refusal while two given up are finishing, and the thread's end
 * when idle.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CompiledQuery } from "kysely";
import { budgetedReads, OverBudget, readThreads } from "../../../server/storage/budgeted-reads";

const standIn = new URL("../../support/stand-in-read-thread.mjs", import.meta.url);
const generous = 60_000;
const dir = mkdtempSync(path.join(os.tmpdir(), "read-threads-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** A database no read here reaches: the stand-ins answer instead, or a refusal comes first. */
const nowhere = () =>
  ({ location: { kind: "sqlite", file: path.join(dir, "never-opened.db") } }) as Parameters<typeof budgetedReads>[0];

describe("read threads", () => {
  it("answers with the thread's reply once it has said it is ready", async () => {
    const thread = readThreads()(standIn, {});
    await thread.ask(undefined, generous);
    await expect(thread.ask({ sql: "select 1" }, generous)).resolves.toEqual({ rows: [{ sql: "select 1" }] });
    await thread.end();
  });

  it("answers with a thread's failure at once, and again for every later question", async () => {
    const thread = readThreads()(standIn, { fails: "the database file is missing" });
    await expect(thread.ask(undefined, generous)).rejects.toThrow("the database file is missing");
    await expect(thread.ask({ sql: "select 1" }, generous)).rejects.toThrow("the database file is missing");
  });

  it("ends a thread when asked: it answers nothing more", async () => {
    const thread = readThreads()(standIn, {});
    await thread.ask(undefined, generous);
    await thread.end();
    await expect(thread.ask({ sql: "select 1" }, 200)).rejects.toThrow(new OverBudget("no answer within 200 ms"));
  });

  it("leaves no timer and no listener behind an answer or a failure", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const warnings = vi.spyOn(process, "emitWarning");
    try {
      const thread = readThreads()(standIn, {});
      await thread.ask(undefined, generous);
      // More than an emitter's ten listeners, had each answer left its own.
      for (let n = 0; n < 12; n++) await thread.ask({ n }, generous);
      expect(vi.getTimerCount()).toBe(0);
      expect(warnings).not.toHaveBeenCalled();
      await thread.end();

      await expect(readThreads()(standIn, { fails: "no database" }).ask(undefined, generous)).rejects.toThrow();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      warnings.mockRestore();
      vi.useRealTimers();
    }
  });

  it("refuses a read while two threads given up over their budget are still finishing, and reads once one has ended", async () => {
    const start = readThreads();
    const holds: FileHandle[] = [];
    try {
      for (const n of [1, 2]) {
        const fifo = path.join(dir, `hold-${n}`);
        execFileSync("mkfifo", [fifo]);
        const thread = start(standIn, { fifo });
        await thread.ask(undefined, generous);
        const asked = thread.ask({ hold: true }, 500);
        // Opened once the thread's `cat` has opened it: the thread is held.
        holds.push(await open(fifo, "w"));
        await expect(asked).rejects.toBeInstanceOf(OverBudget);
        thread.abandon();
      }
      expect(() => start(standIn, {})).toThrow(new OverBudget("earlier reads over their budget are still finishing"));
      // An export asked for then is refused the same way, as over the budget (the desk's 503), not as a
      // failure. Its database is never opened: the refusal comes first.
      const file = budgetedReads(nowhere(), generous, start).csvFile(
        { compile: () => CompiledQuery.raw("select 1") },
        "leads",
        { timeZone: "UTC" },
        10,
      );
      await expect(file.next()).rejects.toThrow(new OverBudget("earlier reads over their budget are still finishing"));

      await holds.shift()?.close();
      const next = await vi.waitFor(() => start(standIn, {}), { timeout: 10_000 });
      await expect(next.ask(undefined, generous)).resolves.toEqual({});
      await next.end();
    } finally {
      for (const hold of holds) await hold.close();
    }
  });

  describe("searches on SQLite, one thread answering them one after another", () => {
    /**
     * budgetedReads with stand-ins where it starts SQLite's read thread, counting those it starts; the
     * n-th holds on the FIFO `fifoOf(n)`.
     */
    const searches = (budgetMs: number) => {
      const start = readThreads();
      const started = { threads: 0 };
      const reads = budgetedReads(nowhere(), budgetMs, (_script, data) => {
        started.threads++;
        return start(standIn, { ...(data as object), quiet: true, fifo: fifoOf(started.threads) });
      });
      return { search: (text: string) => reads.rows({ compile: () => CompiledQuery.raw(text) }), started };
    };
    const answered = [{ sql: "select 1", parameters: [] }];
    let fifos = 0;
    let fifoOf: (n: number) => string;
    beforeEach(() => {
      const test = ++fifos;
      // Made by the first to name it: the thread that holds on it, or the test that opens it first.
      fifoOf = (n) => {
        const fifo = path.join(dir, `search-${test}-${n}`);
        if (!existsSync(fifo)) execFileSync("mkfifo", [fifo]);
        return fifo;
      };
    });
    afterEach(() => vi.useRealTimers());

    it("gives a search over its budget up with its thread, and answers the next on a new one", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
      const { search, started } = searches(300);
      const slow = search("unanswered");
      const refused = expect(slow).rejects.toThrow(new OverBudget("no answer within 300 ms"));
      await vi.advanceTimersByTimeAsync(300);
      await refused;
      expect(await search("select 1")).toEqual(answered);
      expect(started.threads).toBe(2);
    });

    it("refuses a search that waited its whole budget for the one before it, without asking a thread", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
      const { search, started } = searches(300);
      const first = expect(search("unanswered")).rejects.toBeInstanceOf(OverBudget);
      const waited = expect(search("select 1")).rejects.toThrow(new OverBudget("waited 300 ms for earlier reads"));
      await vi.advanceTimersByTimeAsync(300);
      await first;
      await vi.advanceTimersByTimeAsync(1);
      await waited;
      expect(started.threads).toBe(1);
      // Thirty seconds on, the idle end finds no thread: the one there was has been given up.
      await vi.advanceTimersByTimeAsync(30_000);
    });

    it("ends its thread 30 s after the last search, and starts another for the next", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const { search, started } = searches(generous);
      expect(await search("select 1")).toEqual(answered);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(await search("select 1")).toEqual(answered);
      // 40 s after the first search, 20 after the last.
      await vi.advanceTimersByTimeAsync(20_000);
      expect(await search("select 1")).toEqual(answered);
      expect(started.threads).toBe(1);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(await search("select 1")).toEqual(answered);
      expect(started.threads).toBe(2);
    });

    it("counts the 30 s from the last of searches asked together", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const { search, started } = searches(generous);
      expect(await Promise.all([search("select 1"), search("select 1")])).toEqual([answered, answered]);
      await vi.advanceTimersByTimeAsync(29_000);
      expect(await search("select 1")).toEqual(answered);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(await search("select 1")).toEqual(answered);
      expect(started.threads).toBe(1);
    });

    it("keeps its thread for the next search after a query the database refused", async () => {
      const { search, started } = searches(generous);
      await expect(search("refused")).rejects.toThrow("no such table: refused");
      expect(await search("select 1")).toEqual(answered);
      expect(started.threads).toBe(1);
    });

    it("refuses a search while two given up over their budget are still finishing", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const { search } = searches(300);
      const holds: FileHandle[] = [];
      try {
        for (const n of [1, 2]) {
          const givenUp = expect(search("hold")).rejects.toBeInstanceOf(OverBudget);
          // Opened once the thread's `cat` has opened it: the thread is held, then its budget runs out.
          holds.push(await open(fifoOf(n), "w"));
          await vi.advanceTimersByTimeAsync(300);
          await givenUp;
        }
        await expect(search("select 1")).rejects.toThrow(
          new OverBudget("earlier reads over their budget are still finishing"),
        );
      } finally {
        for (const hold of holds) await hold.close();
      }
    });
  });
});
