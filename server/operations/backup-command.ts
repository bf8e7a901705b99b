/**
 * BACKUP_COMMAND: a shell command that takes each finished backup somewhere else (rclone, a cloud
 * provider's CLI), given the file as $BACKUP_FILE and as $1. Its output goes to the log.
 */
import { spawn } from "node:child_process";

export function runBackupCommand(command: string, file: string, log: (message: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("/bin/sh", ["-c", command, "backup-command", file], {
      env: { ...process.env, BACKUP_FILE: file },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code, signal) => {
      if (output.trim()) log(`BACKUP_COMMAND: ${output.trim().slice(-2_000)}`);
      if (code === 0) resolve();
      else reject(new Error(`BACKUP_COMMAND ended with ${signal ?? `exit code ${code}`}`));
    });
  });
}
