/**
 * Runs the doctor's checks (server/operations/doctor-checks.ts) on the settings of the environment and
 * prints one line each; the settings come first, since every other check reads them.
 */
import { ConfigError } from "../../app/config/parse-env";
import type { SiteConfig } from "../../app/config/site-schema";
import { parseServerEnv, type ServerEnv } from "../env";
import { type DoctorCheck, doctorChecks } from "./doctor-checks";

/** Returns the number of problems found. */
export async function runDoctor(
  environment: Record<string, string | undefined>,
  loadSite: () => SiteConfig,
  print: (line: string) => void,
  checks: DoctorCheck[] = doctorChecks,
): Promise<number> {
  let env: ServerEnv;
  try {
    env = parseServerEnv(environment, loadSite());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    print(
      `✗ settings: ${error.message.replaceAll("\n", "\n    ")}\n    Fix them in the environment (docs/configuration.md); the other checks need them.`,
    );
    return 1;
  }
  print("✓ settings: parsed as the server parses them");
  let problems = 0;
  for (const check of checks) {
    const result = await check
      .run(env)
      .catch((error: unknown) => ({ ok: false as const, problem: (error as Error).message }));
    if (result.ok) {
      print(`✓ ${check.name}: ${result.detail}`);
    } else {
      problems += 1;
      print(`✗ ${check.name}: ${result.problem}`);
    }
  }
  print(problems === 0 ? "No problem found." : `${problems} problem(s) found.`);
  return problems;
}
