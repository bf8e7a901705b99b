/**
 * Starts a throwaway PostgreSQL cluster for the integration tests and hands its
 * address to them as `inject("postgresUrl")`; each test creates its own database
 * in it (tests/support/test-databases.ts).
 */
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "./postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the test cluster. */
    postgresUrl: string;
  }
}

/** Only the integration tests need the cluster; a run of unit tests alone does not start it. */
async function runIncludesIntegrationTests(project: TestProject): Promise<boolean> {
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  const { testFiles } = await project.globTestFiles(filters);
  return testFiles.some((file) => file.includes(`${path.sep}tests${path.sep}integration${path.sep}`));
}

export default async function setup(project: TestProject) {
  if (!(await runIncludesIntegrationTests(project))) return;
  const cluster = await startPostgresCluster({ durable: false });
  project.provide("postgresUrl", cluster.url);
  return () => cluster.stop();
}
