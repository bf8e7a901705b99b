import { loadSiteConfig } from "../../app/config/load-site-config.server";
import { ConfigError } from "../../app/config/parse-env";
import type { SiteConfig } from "../../app/config/site-schema";
import { parseServerEnv, type ServerEnv } from "../env";
import { Storage } from "../storage/database";
import { newsletterKeysSource, type NewsletterKeys } from "./newsletter-keys";

/** What the newsletter and privacy commands share: the settings, the database and the keys the server uses. */
type CommandContext = { site: SiteConfig; env: ServerEnv; storage: Storage; keys: NewsletterKeys };

/** A mistake in how the command was called or configured: its message is all the user needs (exit 2). */
export class UsageError extends Error {
  override name = "UsageError";
}

/**
 * Runs a command with the database of DATABASE_URL and the newsletter keys (NEWSLETTER_SECRET, or the
 * database's own); prints a usage or configuration mistake without a stack and returns the exit code.
 * `loadSite` reads the site's configuration (a test, already inside Vite, parses it alone).
 */
export async function runCommand(
  work: (context: CommandContext) => Promise<number>,
  { loadSite = loadSiteConfig }: { loadSite?: () => SiteConfig } = {},
): Promise<number> {
  let site: SiteConfig;
  let env: ServerEnv;
  try {
    site = loadSite();
    env = parseServerEnv(process.env, site);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 2;
  }
  const storage = new Storage(env.database, () => {});
  try {
    const keys = await newsletterKeysSource(storage, env.newsletterSecret)();
    return await work({ site, env, storage, keys });
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      return 2;
    }
    console.error(`Could not complete the command on ${storage.description}: ${(error as Error).message}`);
    return 1;
  } finally {
    await storage.close();
  }
}
