/**
 * Requests over HTTPS to a server whose certificate the test made itself (tests/support/nginx.ts):
 * node:https with that certificate as the one authority, since fetch cannot be given one. The body
 * comes back as sent, never decompressed, so a test sees the encoding the server chose.
 */
import { Agent, request } from "node:https";

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

export type HttpsClient = {
  request(
    url: string,
    options?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<RawResponse>;
  close(): void;
};

/** A client that keeps its connections open between requests, as a browser does. */
export function httpsClient(certificateAuthority: string): HttpsClient {
  const agent = new Agent({ keepAlive: true, ca: certificateAuthority, maxSockets: 16 });
  return {
    request(url, { method = "GET", headers = {}, body } = {}) {
      return new Promise((resolve, reject) => {
        const outgoing = request(url, { method, headers, agent }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
          response.on("error", reject);
        });
        outgoing.on("error", reject);
        outgoing.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
