/**
 * The answer that sends a desk CSV file (leads, subscribers, the audit log) while it is written: its
 * bytes come from the export's own thread (server/storage/budgeted-reads.ts, ./csv-file-writer.ts) a
 * batch of rows each time the connection asks for more, so memory holds one batch whatever the file's
 * length and a slow download slows its own reading only. The first batch is read before the answer
 * starts, so a read over its budget can still be answered with a 503 instead of a broken file. A file
 * cut at the row limit says so in its name: `leads-2030-01-07-first-100000-of-123456.csv`.
 */
export type CsvDownload = {
  /** What the file holds (`leads`), the start of its name. */
  name: string;
  /** The calendar date (UTC) in the file's name. */
  day: string;
  /** How many rows the filters show; the file holds `limit` of them at most. */
  total: number;
  limit: number;
  /** The file's bytes, the header and first batch first. */
  chunks: AsyncGenerator<Uint8Array>;
};

function csvFileName({ name, day, total, limit }: Omit<CsvDownload, "chunks">) {
  return total > limit ? `${name}-${day}-first-${limit}-of-${total}.csv` : `${name}-${day}.csv`;
}

export async function csvDownload(download: CsvDownload): Promise<Response> {
  const { chunks } = download;
  const first = await chunks.next();
  let pending = first.done ? undefined : first.value;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const bytes = pending ?? (await chunks.next()).value;
        pending = undefined;
        if (bytes) controller.enqueue(bytes);
        else controller.close();
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      // No Cache-Control: the desk's headers (server/desk/desk-headers.ts) give every desk answer no-store.
      "Content-Disposition": `attachment; filename="${csvFileName(download)}"`,
    },
  });
}
