/**
 * The threads the desk's heavy reads run on (server/storage/budgeted-reads.ts), each here a stand-in
 * (../../support/stand-in-read-thread.mjs): an answer, a thread that fails, a thread ended, and the
 * refusal of a further read or export while two threads given up over their budget are still
 * finishing. What the stand-in is held by is a FIFO the test opens: whether a thread is still
 * finishing is then the test's to decide, never the machine's speed.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { CompiledQuery } from "kysely";
import { budgetedReads, OverBudget, readThreads } from "../../../server/storage/budgeted-reads";

const standIn = new URL("../../support/stand-in-read-thread.mjs", import.meta.url);
const generous = 60_000;
const dir = mkdtempSync(path.join(os.tmpdir(), "read-threads-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
      const nowhere = { location: { kind: "sqlite", file: path.join(dir, "never-opened.db") } } as Parameters<
        typeof budgetedReads
      >[0];
      const file = budgetedReads(nowhere, generous, start).csvFile(
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
});
