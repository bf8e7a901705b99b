/**
 * Privacy requests about an e-mail address, on the database the server uses (DATABASE_URL):
 *   npm run privacy -- export ADDRESS   everything stored about it, as JSON
 *   npm run privacy -- erase ADDRESS    deletes all of it in one transaction, keeping only a keyed hash
 *                                       so that it is never mailed again unless it subscribes anew; with a
 *                                       webhook, tells its receiver (subscription.erased)
 */
import { runCommand, UsageError } from "../server/newsletter/command-line";
import { eraseAddress, exportAddress } from "../server/privacy/privacy-requests";

const usage = "Usage: npm run privacy -- export ADDRESS | erase ADDRESS";

const [command, address, ...rest] = process.argv.slice(2);

process.exitCode = await runCommand(async ({ env, storage, keys }) => {
  if (!address || rest.length > 0 || !/^[^\s@]+@[^\s@]+$/.test(address)) throw new UsageError(usage);
  const db = await storage.ready();
  if (command === "export") {
    const records = await exportAddress(db, keys, address);
    if (!records) {
      console.error(`Nothing is stored about ${address}.`);
      return 0;
    }
    process.stdout.write(`${JSON.stringify(records, null, 2)}\n`);
    return 0;
  }
  if (command === "erase") {
    const erased = await eraseAddress(db, keys, address, { webhook: env.webhook !== undefined });
    if (!erased) {
      console.log(`Nothing is stored about ${address}: nothing was changed.`);
      return 0;
    }
    console.log(
      [
        `Erased ${address}:`,
        `  submissions: ${erased.submissions}`,
        `  delivery records: ${erased.deliveries}`,
        `  subscriber: ${erased.subscriber ? "yes" : "none"} (lists: ${erased.subscriptions}, consent records: ${erased.consentRecords}, editions sent: ${erased.editionRecords})`,
        `  confirmation limit: ${erased.confirmationLimit ? "yes" : "none"}`,
        ...(erased.eventsKept > 0
          ? [
              `Kept apart until the webhook receives them: ${erased.eventsKept} event(s), the erasure's own and unsubscriptions it had not heard of.`,
            ]
          : []),
        "Kept: a keyed hash of the address, so that it is not mailed again unless it subscribes anew.",
        "E-mails already delivered to the team's mailboxes and webhook receivers are outside this database.",
      ].join("\n"),
    );
    return 0;
  }
  throw new UsageError(usage);
});
