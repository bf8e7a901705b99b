import { afterEach, describe, expect, it, vi } from "vitest";
import { batchPace } from "../../../server/export/batch-pace";

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
});
