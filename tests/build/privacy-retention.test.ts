/**
 * The privacy policy states each of the newsletter's retention periods from the one list the purge
 * enforces (app/newsletter/retention-periods.ts; the purge: tests/integration/newsletter-retention.test.ts): through
 * its content tokens, never as a number written out, and the built page shows the numbers.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { retentionDays } from "~/newsletter/retention-periods";
import { textOf } from "../support/built-dom";
import { builtPage } from "../support/built-page";
import { pagePath } from "../support/built-site";

describe("the privacy policy's retention periods", () => {
  it("states every period of the newsletter through its token, and no number of days written out", () => {
    const policy = readFileSync(path.resolve(import.meta.dirname, "../../content/legal/privacy.mdoc"), "utf8");
    for (const name of Object.keys(retentionDays)) expect(policy, name).toContain(`{retention.${name}}`);
    expect(policy.match(/\b\d+ days\b/g), "days written as numbers").toBe(null);
    const built = textOf(builtPage(pagePath("privacy")).querySelector("main"));
    for (const statement of [
      `its confirmation link expires after ${retentionDays.confirmationLink} days, and the address is deleted ${retentionDays.unconfirmed} days after your last request`,
      `your address and its consent records are deleted ${retentionDays.unsubscribed} days after you left the last list`,
      `we stop sending at once and delete the address ${retentionDays.suppressed} days later`,
      `is kept for ${retentionDays.sendRecords} days after each e-mail`,
      `${retentionDays.sentMessages} days after it was sent or given up`,
    ]) {
      expect(built, statement).toContain(statement);
    }
  });
});
