/**
 * A virtual display for WebKitGTK's MiniBrowser, which needs one even under automation. Xvfb picks
 * a free display number itself and writes it to the descriptor given by `-displayfd` once it
 * accepts connections, so nothing is guessed and nothing is waited for by time.
 */
import { spawn } from "node:child_process";
import type { Readable } from "node:stream";

export type VirtualDisplay = { display: string; stop(): Promise<void> };

export async function startVirtualDisplay(): Promise<VirtualDisplay> {
  const child = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1400x1000x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const displayNumber = await new Promise<string>((resolve, reject) => {
    let written = "";
    (child.stdio[3] as Readable).on("data", (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes("\n")) resolve(written.trim());
    });
    child.once("exit", (code) => reject(new Error(`Xvfb exited with ${code}: ${output}`)));
    child.once("error", reject);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    display: `:${displayNumber}`,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
