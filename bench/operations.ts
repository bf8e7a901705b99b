/**
 * `npm run bench -- operations`: how the site behaves when it is operated. One row per measurement;
 * today the rolling restart behind nginx (./operations-restart.ts). Run alone: `npx tsx bench/operations.ts`.
 */
import { measureRollingRestart } from "./operations-restart";

const restart = await measureRollingRestart();
console.log("\nOperations\n");
console.log("| measurement | requests | failed | submissions posted | stored once | stored twice | seconds |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
console.log(
  `| rolling restart of 2 servers behind nginx, under load | ${restart.requests} | ${restart.failed} | ${restart.posted} | ${restart.stored} | ${restart.duplicated} | ${restart.seconds.toFixed(1)} |`,
);
