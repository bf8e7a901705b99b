/**
 * The pace of an export (../storage/budgeted-reads.ts asks its thread, ./csv-file-writer.ts, for one
 * batch at a time): before it asks for a batch, it waits as long as the last batch took, counted from
 * that batch's end. The export then takes half of a core at most, and less when the machine is busy,
 * since a batch that waited for the cores is followed by a longer pause. Without the pause, the thread,
 * though at the lowest priority, held the public home page's p95 at 3 to 5 times its idle p95 on two
 * quiet cores (docs/decisions/024-the-desk.md, "Heavy reads"). The cost is the staff's: on a quiet
 * machine the pause mostly overlaps the time the server takes to send a batch; on a busy one an export
 * takes two to three times as long. The pause is the server's, not the thread's: each batch is then
 * asked for and read within the same budget.
 */
export function batchPace(now = () => performance.now()) {
  let resumeAt = Number.NEGATIVE_INFINITY;
  let started = 0;
  return {
    /** Resolves once the last batch's pause is over; the batch that follows is timed from here. */
    async start() {
      const pause = resumeAt - now();
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
      started = now();
    },
    /** The batch is written: the next starts no sooner than as long again from now. */
    done() {
      const finished = now();
      resumeAt = finished + (finished - started);
    },
  };
}

/** Each batch `read` gives (`first` for the first), at `pace`, up to and with the one that is `done`. */
export async function* pacedBatches<Batch extends { done: boolean }>(
  read: (first: boolean) => Promise<Batch>,
  pace = batchPace(),
): AsyncGenerator<Batch> {
  for (let first = true; ; first = false) {
    await pace.start();
    const batch = await read(first);
    pace.done();
    yield batch;
    if (batch.done) return;
  }
}
