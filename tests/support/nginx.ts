/**
 * Runs Debian's nginx with ops/nginx/site.conf, the file production uses, in front of servers the
 * test started: the file is read as it is and only its ports, the build's folder and the
 * certificate are replaced (each replacement must find its text, so the file cannot drift from
 * this test unnoticed). Everything nginx writes (pid, logs, temporary files) stays in a temporary
 * folder; the certificate is a self-signed one made here with openssl.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

const root = path.resolve(import.meta.dirname, "../..");
const siteConfigFile = path.join(root, "ops/nginx/site.conf");
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export type RunningNginx = {
  /** The HTTPS server's origin, e.g. https://127.0.0.1:41234. */
  httpsUrl: string;
  /** The plain-HTTP server's origin, which only redirects. */
  httpUrl: string;
  /** The certificate to trust for httpsUrl. */
  certificate: string;
  errorLog: () => string;
  stop(): Promise<void>;
};

/** The production file with the test's values in place of the production ones. */
function renderSiteConfig(values: {
  httpPort: number;
  httpsPort: number;
  upstreamPorts: [number, number];
  clientDir: string;
  certificateDir: string;
}): string {
  const replacements: [string, string][] = [
    ["listen 80;", `listen 127.0.0.1:${values.httpPort};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${values.httpsPort} ssl http2;`],
    ["server 127.0.0.1:3001 ", `server 127.0.0.1:${values.upstreamPorts[0]} `],
    ["server 127.0.0.1:3002 ", `server 127.0.0.1:${values.upstreamPorts[1]} `],
    ["root /srv/aequa/current/build/client;", `root ${values.clientDir};`],
    ["/etc/ssl/aequa/", `${values.certificateDir}/`],
  ];
  let config = readFileSync(siteConfigFile, "utf8");
  for (const [production, test] of replacements) {
    if (!config.includes(production)) throw new Error(`${siteConfigFile} no longer contains "${production}"`);
    config = config.replaceAll(production, test);
  }
  return config;
}

function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited with ${child.exitCode}:\n${log()}`));
      if (Date.now() > deadline) return reject(new Error(`nginx did not listen on ${port} within 10 s:\n${log()}`));
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => setTimeout(attempt, 50));
    };
    attempt();
  });
}

export async function startNginx(upstreamPorts: [number, number], clientDir: string): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-nginx-"));
  // Started as root, nginx's workers run as `nobody`: they must reach the temporary files inside (a large body).
  chmodSync(dir, 0o755);
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1"],
      ...["-keyout", path.join(dir, "privkey.pem"), "-out", path.join(dir, "fullchain.pem")],
    ],
    { stdio: "ignore" },
  );
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  writeFileSync(
    path.join(dir, "site.conf"),
    renderSiteConfig({ httpPort, httpsPort, upstreamPorts, clientDir, certificateDir: dir }),
  );
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      `load_module ${brotliModule};`,
      "daemon off;",
      "worker_processes 1;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(dir, "error.log")} warn;`,
      "events { worker_connections 512; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${temp(name)}`),
      `  include ${path.join(dir, "site.conf")};`,
      "}",
    ].join("\n"),
  );
  const errorLog = () => readFileSync(path.join(dir, "error.log"), { encoding: "utf8", flag: "a+" });
  const child = spawn("nginx", ["-e", path.join(dir, "error.log"), "-p", dir, "-c", path.join(dir, "nginx.conf")], {
    stdio: "ignore",
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  await waitForPort(httpsPort, child, errorLog);
  return {
    httpsUrl: `https://127.0.0.1:${httpsPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    certificate: readFileSync(path.join(dir, "fullchain.pem"), "utf8"),
    errorLog,
    async stop() {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
