/**
 * An upstream for nginx that passes each request on to a real server and, once that server's whole
 * answer has come, resets the connection instead of sending it on: a server that took a post and
 * stopped before its answer left. nginx can tell this apart from nothing: what it does next is
 * ops/nginx/site.conf's to decide.
 */
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";

export type AnswerLosingUpstream = {
  port: number;
  /** "METHOD path" of every request passed on, whose answer was then lost. */
  requests: string[];
  close(): Promise<void>;
};

export async function startAnswerLosingUpstream(target: string): Promise<AnswerLosingUpstream> {
  const requests: string[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const passed = httpRequest(
        `${target}${incoming.url}`,
        { method: incoming.method, headers: { ...incoming.headers, connection: "close" } },
        (answer) => {
          answer.resume();
          answer.on("end", () => {
            requests.push(`${incoming.method} ${incoming.url}`);
            outgoing.socket?.resetAndDestroy();
          });
        },
      );
      passed.on("error", () => outgoing.socket?.resetAndDestroy());
      passed.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
