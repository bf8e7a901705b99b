/**
 * `start`, shared by every caller once it has begun, and kept once it has succeeded. A failure is
 * not kept: the next call starts again. For what depends on a database that may be down when the
 * server starts and answer later (server/storage/database.ts and what is built on it).
 */
export function untilItSucceeds<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () =>
    (started ??= start().catch((error: unknown) => {
      started = undefined;
      throw error;
    }));
}
