import { defineConfig } from "vitest/config";
import base from "./vitest.config.ts";

/**
 * The tests StrykerJS runs against each mutant (stryker.config.mjs): the unit tests and the
 * integration tests that call the mutated code in the test's own process, on real SQLite and a
 * real throwaway PostgreSQL cluster. Tests of the production server run it as a child process,
 * which never sees the mutant under test; they and the browser tests are left out.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // Stryker starts its own test runners side by side; each keeps Vitest's default of one file at a time.
    maxWorkers: undefined,
    // One list of files (below) in one project: the projects of vitest.config.ts would each add their own.
    projects: undefined,
    include: [
      "tests/unit/**/*.test.{ts,tsx}",
      "tests/integration/storage.test.ts",
      "tests/integration/storage-connection.test.ts",
      "tests/integration/storage-kept-by-the-database.test.ts",
      "tests/integration/submission-listing.test.ts",
      "tests/integration/retention-outage.test.ts",
      "tests/integration/delivery.test.ts",
      "tests/integration/delivery-worker.test.ts",
      "tests/integration/delivery-channels.test.ts",
      "tests/integration/delivery-pacing.test.ts",
      "tests/integration/delivery-worker-outage.test.ts",
      "tests/integration/receipt-email.test.ts",
      "tests/integration/rate-limit.test.ts",
      "tests/integration/form-token-secret.test.ts",
      "tests/integration/content-schemas.test.ts",
      "tests/integration/insights-content.test.ts",
      "tests/integration/newsletter-deliverability.test.ts",
      "tests/integration/newsletter-subscriptions.test.ts",
      "tests/integration/newsletter-provider-events.test.ts",
      "tests/integration/newsletter-retention.test.ts",
      "tests/integration/newsletter-import.test.ts",
      "tests/integration/newsletter-archive.test.ts",
      "tests/integration/newsletter-command-line.test.ts",
      "tests/integration/privacy-requests.test.ts",
      "tests/integration/desk-sign-in.test.ts",
      "tests/integration/desk-passkeys.test.ts",
      "tests/integration/desk-leads.test.ts",
      "tests/integration/desk-heavy-reads.test.ts",
      "tests/integration/desk-lead-work.test.ts",
      "tests/integration/desk-subscribers.test.ts",
      "tests/integration/desk-editions.test.ts",
      "tests/integration/desk-sending.test.ts",
      "tests/integration/desk-audit.test.ts",
      "tests/integration/forged-secrets.test.ts",
    ],
  },
});
