/**
 * Runs the real production server (server/main.ts as `npm run build` compiles it, scripts/build-server.ts,
 * over the production build) as a
 * child process, for the tests that need the whole thing: HTTP limits, health,
 * crash safety. The build comes from BUILD_DIR (default `build`); `npm test` builds
 * it before the tests run.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { issueFormToken } from "~/forms/fill-time-token.server";
import { honeypotFieldName, tokenFieldName } from "~/forms/form-protocol";
import type { FormName } from "~/forms/submission-service";
import { formEndpointPath } from "~/route-table";
import { compiledServer } from "../../scripts/build-server";
import { freePort } from "./free-port";

const root = path.resolve(import.meta.dirname, "../..");
export const formTokenSecret = "integration-tests-form-token-secret";

export function requireProductionBuild(): string {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  if (!existsSync(path.join(buildDir, "server", "index.js")) || !existsSync(compiledServer)) {
    throw new Error(
      `No production build in ${buildDir}, or no compiled server in ${path.dirname(compiledServer)}: run \`npm run build\` (BUILD_DIR may name another built folder) before these tests.`,
    );
  }
  return buildDir;
}

export type RunningServer = {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Sends the signal and resolves with the exit code (null when killed by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export async function startProductionServer(env: Record<string, string>, port?: number): Promise<RunningServer> {
  const buildDir = requireProductionBuild();
  const listenPort = port ?? (await freePort());
  let output = "";
  // One process (no npx/npm wrapper), so a SIGKILL hits the server itself.
  const child = spawn(process.execPath, [compiledServer], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      HOST: "127.0.0.1",
      PORT: String(listenPort),
      FORM_TOKEN_SECRET: formTokenSecret,
      // Mail queued by another process (the newsletter command) and retries come due within a second.
      DELIVERY_POLL_SECONDS: "1",
      // The desk's read thread runs at the lowest priority: on a machine busy with the other test files,
      // a read can wait past the 2 s default and answer 503. The budget itself is tested in-process
      // (tests/integration/desk-heavy-reads.test.ts).
      DESK_QUERY_MS: "60000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 90_000;
  let listening = false;
  void exited.then(() => (listening = false));
  while (!listening) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not start within 90 s:\n${output}`);
    }
    listening =
      output.includes("listening on") &&
      (await fetch(`${url}/healthz`).then(
        () => true,
        () => false,
      ));
    if (!listening) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output: () => output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Fields that each form's action accepts as valid. */
export function validFields(form: FormName, marker: string): Record<string, string> {
  switch (form) {
    case "contact":
      return {
        name: `Tester ${marker}`,
        email: "tester@example.com",
        inquiryType: "platform",
        message: `Message ${marker}`,
      };
    case "company-contact":
      return { name: `Tester ${marker}`, email: "tester@example.com", message: `Company message ${marker}` };
    case "demo-request":
      return {
        name: `Tester ${marker}`,
        organization: "Example Org",
        role: "cto",
        email: "tester@example.com",
        phone: "",
        preferredDate: "",
        preferredTime: "flexible",
        message: `Demo ${marker}`,
      };
  }
}

/** The page whose own action answers each form posted without JavaScript. */
export const formPagePaths: Record<FormName, string> = {
  contact: "/contact",
  "company-contact": "/company",
  "demo-request": "/schedule-demo",
};

/**
 * Posts a form as a browser without JavaScript does (urlencoded, answered with the whole
 * page), or with `asJson` as the site's browser code does (to the form's JSON endpoint);
 * with an empty honeypot and a fill-time token issued long enough ago (none with
 * `withToken: false`, as on a first post without JavaScript), and any further `headers` (a proxy's).
 * Resolves with the HTTP status and the answer's text.
 */
export async function postForm(
  baseUrl: string,
  form: FormName,
  fields: Record<string, string>,
  {
    asJson = false,
    withToken = true,
    headers = {},
  }: { asJson?: boolean; withToken?: boolean; headers?: Record<string, string> } = {},
) {
  const body = formBody(form, fields, withToken);
  const response = await fetch(`${baseUrl}${asJson ? formEndpointPath(form) : formPagePaths[form]}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl, ...headers },
    body,
  });
  const text = await response.text();
  return { status: response.status, text };
}

/**
 * A form's fields as a browser posts them: with an empty honeypot and, unless told not to, a
 * fill-time token issued long enough ago.
 */
export function formBody(form: FormName, fields: Record<string, string>, withToken = true) {
  const body = new URLSearchParams({ ...fields, [honeypotFieldName]: "" });
  if (withToken) body.set(tokenFieldName, issueFormToken(form, formTokenSecret, Date.now() - 10_000));
  return body;
}

/**
 * Posts forms to their JSON endpoints as `postForm` does, many at a time, over kept-alive connections:
 * for a test that sends thousands. Node's fetch costs the test's own process about 2.5 ms of CPU a
 * post, this about 0.7 ms (docs/decisions/019-test-suite-layout.md).
 */
export function formPoster(baseUrl: string) {
  const agent = new http.Agent({ keepAlive: true });
  const post = (form: FormName, fields: Record<string, string>) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const body = formBody(form, fields).toString();
      const request = http.request(
        `${baseUrl}${formEndpointPath(form)}`,
        {
          method: "POST",
          agent,
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": Buffer.byteLength(body),
            Origin: baseUrl,
          },
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  return { post, close: () => agent.destroy() };
}
