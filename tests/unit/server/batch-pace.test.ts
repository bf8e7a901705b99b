import { afterEach, describe, expect, it, vi } from "vitest";
import { batchPace, pacedBatches } from "../../../server/export/batch-pace";

describe("an export's pace", () => {
  afterEach(() => vi.useRealTimers());

  /** Asks for the next batch and checks, on the fake clock, that it starts after `pauseMs` and not before. */
  const startsAfter = async (pace: ReturnType<typeof batchPace>, pauseMs: number) => {
    let started = false;
    void pace.start().then(() => (started = true));
    if (pauseMs > 0) {
      await vi.advanceTimersByTimeAsync(pauseMs - 1);
      expect(started).toBe(false);
    }
    await vi.advanceTimersByTimeAsync(pauseMs > 0 ? 1 : 0);
    expect(started).toBe(true);
  };

  it("reads the first batch at once, and each next one after a pause as long as the last took", async () => {
    vi.useFakeTimers();
    const pace = batchPace(() => Date.now());
    await startsAfter(pace, 0);

    await vi.advanceTimersByTimeAsync(40); // the first batch is read and written
    pace.done();
    await startsAfter(pace, 40);

    await vi.advanceTimersByTimeAsync(10); // a shorter batch: a shorter pause
    pace.done();
    await startsAfter(pace, 10);
  });

  it("counts the time until the next batch is asked for as pause", async () => {
    vi.useFakeTimers();
    const pace = batchPace(() => Date.now());
    await pace.start();
    await vi.advanceTimersByTimeAsync(40);
    pace.done();
    await vi.advanceTimersByTimeAsync(30); // the server sends the bytes, then asks for more
    await startsAfter(pace, 10);
  });

  it("asks for the first batch at once, each next one after its pause, and none after the one that is done", async () => {
    vi.useFakeTimers();
    const asked: { first: boolean; at: number }[] = [];
    const batches = pacedBatches(
      async (first) => {
        asked.push({ first, at: Date.now() });
        await new Promise((resolve) => setTimeout(resolve, 40)); // the thread reads and writes the batch
        return { done: asked.length === 3 };
      },
      batchPace(() => Date.now()),
    );
    const start = Date.now();
    const read: { done: boolean }[] = [];
    const reading = (async () => {
      for await (const batch of batches) read.push(batch);
    })();
    await vi.runAllTimersAsync();
    await reading;
    expect(asked).toEqual([
      { first: true, at: start },
      { first: false, at: start + 80 },
      { first: false, at: start + 160 },
    ]);
    expect(read).toEqual([{ done: false }, { done: false }, { done: true }]);
  });
});
