import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { loadSiteConfig } from "./app/config/load-site-config.server";
import "./app/design/provide-palette.server";
import { chromiumFlags, headlessChromiumPath } from "./tests/support/chromium";
import { formTokenSecret } from "./tests/support/production-server";

// The specs read copy from the content modules, which expect the site configuration as a global outside Vite.
loadSiteConfig();

const port = Number(process.env.E2E_PORT ?? 4173);
export const e2eDataDir = path.join(os.tmpdir(), `site-e2e-${port}`);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Half the cores, as Playwright's default, but never fewer than two: a browser test waits on the
  // server and the page much of its time, so even on two cores a second worker shortens the run.
  workers: Math.max(2, Math.floor(os.availableParallelism() / 2)),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: headlessChromiumPath, args: chromiumFlags },
    viewport: { width: 1280, height: 800 },
    trace: "off",
  },
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    // Every test posts from 127.0.0.1: a generous rate limit here; tests/e2e/forms.spec.ts checks 429 on its own server.
    // The tests' form-token secret lets a test age a token instead of waiting (tests/support/fill-time.ts).
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      E2E_DATA_DIR: e2eDataDir,
      RATE_LIMIT_PER_MINUTE: "1000",
      FORM_TOKEN_SECRET: formTokenSecret,
    },
  },
});
