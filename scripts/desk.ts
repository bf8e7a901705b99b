/**
 * The team's desk from a terminal, on the database the server uses (DATABASE_URL):
 *   npm run desk -- add-owner ADDRESS   makes ADDRESS an owner (adding it to the team if need be) and
 *                                       prints a sign-in link that works once within 24 hours; no
 *                                       e-mail is needed, so this is how the first owner gets in; the
 *                                       link is on SITE_ORIGIN, or without it on http://localhost:PORT
 */
import { serverActor } from "../app/desk/audit-kinds";
import { deskPaths } from "../app/route-table";
import { recordAudit } from "../server/desk/audit";
import { createSignInLink, linkLifetimeMs } from "../server/desk/sign-in-links";
import { makeOwner } from "../server/desk/staff";
import { runCommand, UsageError } from "../server/newsletter/command-line";

const usage = "Usage: npm run desk -- add-owner ADDRESS";

const [command, address, ...rest] = process.argv.slice(2);

process.exitCode = await runCommand(async ({ env, storage }) => {
  if (command !== "add-owner" || !address || rest.length > 0 || !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address)) {
    throw new UsageError(usage);
  }
  const db = await storage.ready();
  const now = Date.now();
  const { member, change } = await makeOwner(db, address, now);
  const token = await createSignInLink(db, member.id, "owner", now);
  if (change !== "unchanged") {
    await recordAudit(
      db,
      { actor: serverActor, action: "staff.added-owner", target: `staff:${member.email}`, detail: { change } },
      now,
    );
  }
  const link = new URL(deskPaths.signInLink(token), env.deskOrigin.origin).href;
  const hours = linkLifetimeMs.owner / (60 * 60 * 1000);
  console.log(
    [
      change === "added"
        ? `${member.email} is now an owner of the desk.`
        : change === "promoted"
          ? `${member.email} is now an owner of the desk (their open sessions have ended).`
          : `${member.email} is already an owner of the desk.`,
      `Sign in with this link, which works once within ${hours} hours:`,
      "",
      `  ${link}`,
      "",
      "Then add a passkey on the account page; later sign-ins use the passkey or a code e-mailed to the address.",
    ].join("\n"),
  );
  return 0;
});
