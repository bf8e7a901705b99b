/**
 * The staff's side of `npm run bench -- desk`'s heavy reads (./desk.ts), in a process of its own, started
 * at the lowest priority, so that its work (six search loops, reading and counting a 40 MB download)
 * neither delays the thread that times the home page nor takes the cores from the server as a browser
 * on another machine would not. Plain JavaScript, run by Node without tsx. Runs six searches of `words`
 * (each once, or, with `again`, again and again) while one CSV export of every lead is read, then
 * sends what it saw to its parent.
 */
const { url, cookie, words, again } = JSON.parse(process.env.BENCH_STAFF);
let done = false;
const searches = [];
async function search() {
  for (let first = true; first || (again && !done); first = false) {
    const started = performance.now();
    // A connection the server closes is counted as status 0.
    const status = await fetch(`${url}/desk?q=${encodeURIComponent(words)}`, { headers: { Cookie: cookie } })
      .then(async (response) => (await response.arrayBuffer(), response.status))
      .catch(() => 0);
    searches.push({ ms: performance.now() - started, status });
  }
}

async function exportLeads() {
  const started = performance.now();
  let bytes = 0;
  let records = 0;
  let lastByte = 0;
  const status = await (async () => {
    const response = await fetch(`${url}/desk/leads.csv`, { headers: { Cookie: cookie } });
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      // Records end in CRLF, which a chunk may split; a line break inside a quoted cell is a bare LF.
      // Found with Buffer's native search, not a loop over every byte: this thread shares the machine's
      // two cores with the server, and its own work must not be what the home page waits for.
      const bytesOf = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      for (let index = bytesOf.indexOf(10); index !== -1; index = bytesOf.indexOf(10, index + 1)) {
        if ((index > 0 ? bytesOf[index - 1] : lastByte) === 13) records++;
      }
      lastByte = chunk[chunk.length - 1];
    }
    return response.status;
  })().catch(() => 0);
  done = true;
  // The first record is the header.
  return { status, bytes, rows: Math.max(0, records - 1), seconds: (performance.now() - started) / 1000 };
}

const [csv] = await Promise.all([exportLeads(), ...Array.from({ length: 6 }, search)]);
process.send({ searches, csv }, () => process.exit(0));
