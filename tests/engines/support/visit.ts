/**
 * One visit: a page opened once in one engine at one width, doing all of its checks in turn, in one
 * theme and then the other. A failing check does not stop the others; the visit reports each failure
 * with the engine, page, width, theme and check it belongs to.
 */
import type { BrowserPage } from "./browser-page";

export type Theme = "light" | "dark";

export type Visit = {
  page: BrowserPage;
  /** The route table's id of the page (or "article" for an Insights article). */
  pageId: string;
  path: string;
  width: number;
  theme: Theme;
};

export type Check = { name: string; run(visit: Visit): Promise<void> };

export const describeVisit = ({
  engine,
  pageId,
  width,
  theme,
}: {
  engine: string;
  pageId: string;
  width: number;
  theme?: Theme;
}) => `${engine} · ${pageId} · ${width} px${theme ? ` · ${theme}` : ""}`;

/** Runs every check of a visit in one theme; resolves with one line per failed check. */
export async function runVisit(visit: Visit, checks: Check[]): Promise<string[]> {
  const failures: string[] = [];
  for (const check of checks) {
    try {
      await check.run(visit);
    } catch (error) {
      const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
      failures.push(`${describeVisit({ ...visit, engine: visit.page.engine })} · ${check.name}: ${reason}`);
    }
  }
  return failures;
}

/** Fails the current check with `message` unless `condition` holds. */
export function ensure(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
