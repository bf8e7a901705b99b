import { isIP } from "node:net";

/**
 * Where the desk is: the origin its sign-in links lead to and its passkeys belong to
 * (docs/decisions/031-the-desk-on-a-first-run.md). SITE_ORIGIN when it is set. Without it, on a server
 * that listens on this machine's loopback (the README's quick start), the address that server answers
 * on, http://localhost:PORT: the default SITE_ORIGIN is a domain this server is not on, so a link or a
 * passkey made for it could never work there. WebAuthn refuses an IP address as the relying party, and
 * browsers treat localhost as a secure context, so localhost rather than 127.0.0.1.
 */
export type DeskOrigin = { origin: string; from: "SITE_ORIGIN" | "local" | "default" };

const loopbackOrEveryAddress = new Set(["localhost", "127.0.0.1", "::1", "0.0.0.0", "::"]);

/** Whether a server listening on `host` answers on this machine's loopback. */
const listensOnLoopback = (host: string) => loopbackOrEveryAddress.has(host) || /^127\./.test(host);

export function deskOriginFor({
  siteOrigin,
  siteOriginSet,
  host,
  port,
}: {
  siteOrigin: string;
  siteOriginSet: boolean;
  host: string;
  port: number;
}): DeskOrigin {
  if (siteOriginSet) return { origin: siteOrigin, from: "SITE_ORIGIN" };
  if (listensOnLoopback(host)) return { origin: `http://localhost:${port}`, from: "local" };
  return { origin: siteOrigin, from: "default" };
}

const isLocalHostName = (hostname: string) => hostname === "localhost" || hostname.endsWith(".localhost");

/**
 * What stops the desk's links or passkeys from working where the server is served, one sentence each
 * (the start-up log and `npm run doctor` print them); none when nothing does.
 */
export function deskOriginProblems(desk: DeskOrigin, { host, port }: { host: string; port: number }): string[] {
  const url = new URL(desk.origin);
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  if (desk.from === "default") {
    return [
      `SITE_ORIGIN is not set and the server listens on ${host} only: the desk's sign-in links and passkeys are made for ${desk.origin}, where this server is not. Set SITE_ORIGIN to the address the team opens.`,
    ];
  }
  if (desk.from === "local") return [];
  const problems: string[] = [];
  if (isIP(hostname)) {
    problems.push(
      `SITE_ORIGIN (${desk.origin}) is an IP address, which passkeys refuse: use the site's domain name (or localhost on this machine).`,
    );
  } else if (url.protocol === "http:" && !isLocalHostName(hostname)) {
    problems.push(
      `SITE_ORIGIN (${desk.origin}) is plain http: browsers allow passkeys only over https (or on localhost), so set SITE_ORIGIN to the https address.`,
    );
  }
  const defaultPort = url.protocol === "https:" ? "443" : "80";
  if (isLocalHostName(hostname) && listensOnLoopback(host) && Number(url.port || defaultPort) !== port) {
    problems.push(
      `SITE_ORIGIN (${desk.origin}) is on this machine but the server listens on port ${port}: the desk's links and passkeys lead to a port where it is not. Set SITE_ORIGIN to http://localhost:${port}, or leave it unset.`,
    );
  }
  return problems;
}

/** The start-up line that says where the desk is, and why there. */
export function deskOriginLine(desk: DeskOrigin): string {
  return desk.from === "local"
    ? `The desk is at ${desk.origin}/desk on this machine (SITE_ORIGIN is not set, so its sign-in links and passkeys use this address; set SITE_ORIGIN for a real domain).`
    : `The desk's sign-in links and passkeys use ${desk.origin} (${desk.from === "SITE_ORIGIN" ? "SITE_ORIGIN" : "the default SITE_ORIGIN"}).`;
}
