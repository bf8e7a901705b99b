import { z } from "zod";
import { parseEnv } from "../app/config/parse-env";

/** Settings of the running server (the site's own facts are in app/config/site-schema.ts). */
const serverEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export function parseServerEnv(env: Record<string, string | undefined>): ServerEnv {
  return parseEnv(serverEnvSchema, env, "server configuration");
}
