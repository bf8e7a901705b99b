import { defineConfig } from "vitest/config";
import unitConfig from "./vitest.config.ts";

// The cross-engine suite (tests/engines, docs/decisions/023): one file per engine, the two side by
// side (each is one browser that its visits use in turn), one production server for both.
export default defineConfig({
  ...unitConfig,
  test: {
    include: ["tests/engines/**/*.test.ts"],
    globalSetup: ["tests/engines/support/global-setup.ts"],
    environment: "node",
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
