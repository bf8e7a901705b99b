/**
 * The Insights newsletter, on the database the server uses (DATABASE_URL):
 *   npm run newsletter -- preview          writes the next edition (HTML and text) to files; prints where, and to how many it would go
 *   npm run newsletter -- send             queues the next edition for every confirmed subscriber; the servers' delivery workers send it,
 *                                          NEWSLETTER_RATE_PER_MINUTE a minute, with retries
 *   npm run newsletter -- import FILE.csv  brings a list in from another tool (columns: email, optional subscribed_at, source)
 *   npm run newsletter -- list [--csv]     subscribers with the status of each list, whether mail to them stopped, and their consent
 *   npm run newsletter -- unsubscribe ADDRESS [--list NAME]
 *                                          a request that came by e-mail: leaves every list, or the one named
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { runCommand, UsageError } from "../server/newsletter/command-line";
import { loadEditionArticles } from "../server/newsletter/edition-articles";
import { draftWords, editionDraft, sendNextEdition } from "../server/newsletter/edition-composer";
import { recipientCount } from "../server/newsletter/editions";
import { importSubscribers } from "../server/newsletter/subscriber-import";
import { listSubscribers, subscribersCsv, subscribersText } from "../server/newsletter/subscriber-list";
import { unsubscribeAddress } from "../server/newsletter/subscriber-store";
import { canonicalAddress } from "../server/email/canonical-address";
import { isNewsletterList, newsletterLists } from "../app/newsletter/newsletter-lists";
import { newsletterPaths } from "../app/route-table";

const usage = `Usage: npm run newsletter -- preview | send | import FILE.csv | list [--csv] | unsubscribe ADDRESS [--list ${newsletterLists.join("|")}]`;
const [command, ...args] = process.argv.slice(2);

process.exitCode = await runCommand(async ({ site, env, storage, keys }) => {
  const db = await storage.ready();
  if ((command === "preview" || command === "send") && args.length === 0) {
    const articles = loadEditionArticles(site);
    const draft = await editionDraft(db, articles);
    if (draft.articles.length === 0) {
      console.log("No article was published since the last edition: there is nothing to send.");
      return 0;
    }
    const edition = { number: draft.number, articles: draft.articles, ...draftWords(draft) };
    const titles = edition.articles.map((article) => `  - ${article.title} (${article.published})`).join("\n");
    if (command === "preview") {
      const { composeEdition } = await import("../server/newsletter/emails/edition-email");
      const preferencesUrl = new URL(newsletterPaths.preferences, site.origin).href;
      const message = composeEdition(
        edition,
        { email: "preview@example.invalid", preferencesUrl, subscriberId: "preview" },
        {
          mailFrom: env.mailFrom,
          replyTo: env.newsletterReplyTo,
          unsubscribeMailbox: site.emails.info,
          origin: site.origin,
        },
      );
      const dir = path.resolve("data", "newsletter-preview");
      await mkdir(dir, { recursive: true });
      const base = path.join(dir, `edition-${edition.number}`);
      await writeFile(`${base}.html`, message.html);
      await writeFile(`${base}.txt`, `Subject: ${message.subject}\n\n${message.text}\n`);
      console.log(
        `Edition ${edition.number} with ${edition.articles.length} article(s):\n${titles}\n` +
          `Written to ${base}.html and ${base}.txt (its links to the preferences page are not personal in the preview).\n` +
          `It would go to ${await recipientCount(db)} confirmed subscriber(s).`,
      );
      return 0;
    }
    const sent = await sendNextEdition(db, articles, {
      expectedNumber: edition.number,
      ratePerMinute: env.newsletterRatePerMinute,
    });
    if (sent.outcome === "still-going-out") {
      console.log(
        `Edition ${sent.number} is still going out (${sent.progress.queued} of ${sent.progress.total} copies queued): send the next one once it has gone.`,
      );
      return 1;
    }
    if (sent.outcome !== "queued") {
      console.log(
        `Edition ${edition.number} was sent meanwhile (from the desk or another command): nothing more was sent.`,
      );
      return 0;
    }
    const queued = sent.edition;
    const minutes = Math.ceil(queued.recipients / env.newsletterRatePerMinute);
    console.log(
      queued.recipients === 0
        ? `Edition ${queued.number} recorded with its ${edition.articles.length} article(s), but no one is subscribed yet: nothing was sent.`
        : `Edition ${queued.number} with ${edition.articles.length} article(s):\n${titles}\n` +
            `Queued for ${queued.recipients} subscriber(s); the server sends it at ${env.newsletterRatePerMinute} a minute (about ${minutes} minute(s)).`,
    );
    return 0;
  }
  if (command === "import" && args.length === 1) {
    let text: string;
    try {
      text = await readFile(args[0], "utf8");
    } catch (error) {
      throw new UsageError(`Cannot read ${args[0]}: ${(error as Error).message}`);
    }
    const report = await importSubscribers(db, keys, { text, fileName: path.basename(args[0]) });
    if ("error" in report) throw new UsageError(`${args[0]}: ${report.error}. Nothing was imported.`);
    for (const { line, reason } of report.skipped) console.log(`line ${line}: skipped, ${reason}`);
    console.log(
      `Imported ${report.imported} subscriber(s), confirmed on the Insights list; skipped ${report.skipped.length} line(s).`,
    );
    return 0;
  }
  const [address, option, list, ...rest] = args;
  if (command === "unsubscribe" && address?.includes("@") && rest.length === 0) {
    if (option !== undefined && (option !== "--list" || !isNewsletterList(list))) throw new UsageError(usage);
    const email = canonicalAddress(address);
    const lists = isNewsletterList(list) ? [list] : newsletterLists;
    const left = await unsubscribeAddress(db, { email, lists, webhook: env.webhook !== undefined, now: Date.now() });
    if (!left) console.log(`${email} is not a subscriber: nothing was changed.`);
    else if (left.length === 0) console.log(`${email} was not on ${list ?? "any list"}: nothing was changed.`);
    else console.log(`Unsubscribed ${email} from ${left.join(", ")}, recorded as a request by e-mail.`);
    return 0;
  }
  if (command === "list" && (args.length === 0 || (args.length === 1 && args[0] === "--csv"))) {
    const rows = await listSubscribers(db);
    process.stdout.write(args[0] === "--csv" ? subscribersCsv(rows) : subscribersText(rows));
    return 0;
  }
  throw new UsageError(usage);
});
