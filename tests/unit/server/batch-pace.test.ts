import { afterEach, describe, expect, it, vi } from "vitest";
import { batchPace } from "../../../server/export/batch-pace";

describe("an export's pace", () => {
  afterEach(() => vi.useRealTimers());

  /** Whether `start()` has resolved, as the fake clock moves. */
  const started = (pace: ReturnType<typeof batchPace>) => {
    const state = { started: false };
    void pace.start().then(() => (state.started = true));
    return state;
  };

  it("reads the first batch at once, and each next one after a pause as long as the last took", async () => {
    vi.useFakeTimers();
    const pace = batchPace(() => Date.now());
    const first = started(pace);
    await vi.advanceTimersByTimeAsync(0);
    expect(first.started).toBe(true);

    await vi.advanceTimersByTimeAsync(40); // the first batch is read and written
    pace.done();
    const second = started(pace);
    await vi.advanceTimersByTimeAsync(39);
    expect(second.started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(second.started).toBe(true);

    await vi.advanceTimersByTimeAsync(10); // a shorter batch: a shorter pause
    pace.done();
    const third = started(pace);
    await vi.advanceTimersByTimeAsync(9);
    expect(third.started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(third.started).toBe(true);
  });

  it("counts the time until the next batch is asked for as pause", async () => {
    vi.useFakeTimers();
    const pace = batchPace(() => Date.now());
    await pace.start();
    await vi.advanceTimersByTimeAsync(40);
    pace.done();
    await vi.advanceTimersByTimeAsync(30); // the server sends the bytes, then asks for more
    const next = started(pace);
    await vi.advanceTimersByTimeAsync(9);
    expect(next.started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(next.started).toBe(true);
  });
});
