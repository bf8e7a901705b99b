import type { z } from "zod";

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Validates environment variables against a schema; empty variables count as
 * unset so defaults apply. A bad value throws one message naming every wrong variable.
 */
export function parseEnv<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  env: Record<string, string | undefined>,
  label: string,
): z.infer<z.ZodObject<Shape>> {
  const present = Object.fromEntries(Object.keys(schema.shape).flatMap((key) => (env[key] ? [[key, env[key]]] : [])));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const key = String(issue.path[0]);
    return `  ${key}=${JSON.stringify(env[key])}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid ${label}:\n${problems.join("\n")}`);
}
