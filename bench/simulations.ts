/**
 * Micro-benchmark of the particle simulations at their largest particle counts:
 * one step, and one frame's link search, against the 16.7 ms budget of a 60 Hz
 * frame. Run with `npx tsx bench/simulations.ts` (or `npm run bench -- simulations`).
 */
import "../app/design/provide-palette.server";
import {
  impactConstants,
  impactSimulation,
  nearestParticle,
  type ImpactSimulation,
} from "~/visualisations/impact-particles/simulation";
import { referenceFrameMs } from "~/visualisations/shared/frame-time";
import { seededRandom } from "~/visualisations/shared/random";
import {
  trustConstants,
  trustLinks,
  trustSimulation,
  type TrustSimulation,
} from "~/visualisations/trust-particles/simulation";

const frameBudgetUs = (1000 / 60) * 1000;
const samples = 300;
const iterationsPerSample = 50;

/**
 * Wall-clock time per call, and CPU time per call (what this process actually
 * spent: on a machine shared with other work, wall-clock p95 mostly measures
 * the time the process waited for a core).
 */
type BenchmarkRow = {
  name: string;
  particles: number;
  medianUs: number;
  p95Us: number;
  cpuMedianUs: number;
  cpuP95Us: number;
};

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

/** Times `run` in batches, so the timer's resolution does not matter; reports µs per call. */
function measure(name: string, particles: number, run: () => void): BenchmarkRow {
  for (let i = 0; i < iterationsPerSample * 20; i++) run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let sample = 0; sample < samples; sample++) {
    const cpuStart = process.cpuUsage();
    const start = process.hrtime.bigint();
    for (let i = 0; i < iterationsPerSample; i++) run();
    wall.push(Number(process.hrtime.bigint() - start) / 1000 / iterationsPerSample);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / iterationsPerSample);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    name,
    particles,
    medianUs: percentile(wall, 0.5),
    p95Us: percentile(wall, 0.95),
    cpuMedianUs: percentile(cpu, 0.5),
    cpuP95Us: percentile(cpu, 0.95),
  };
}

/** A trust simulation with the maximum 120 particles, advanced into `phase`. */
function trustIn(phase: TrustSimulation["phase"]): TrustSimulation {
  const state = trustSimulation.create(1200, 600, seededRandom(42));
  if (phase !== "scattered") {
    trustSimulation.press(state);
    const until = phase === "converging" ? trustConstants.convergeDelayMs + 500 : 9000;
    while (state.time - (state.startedAt ?? 0) < until) trustSimulation.step(state, referenceFrameMs);
  }
  return state;
}

/** An impact simulation with the maximum 100 particles, advanced into `phase`. */
function impactIn(phase: ImpactSimulation["phase"]): ImpactSimulation {
  const state = impactSimulation.create(1200, 600, seededRandom(42));
  if (phase !== "individual") {
    impactSimulation.press(state);
    const until = phase === "converging" ? impactConstants.convergeAfterMs + 500 : 12_000;
    while (state.time - (state.startedAt ?? 0) < until) impactSimulation.step(state, referenceFrameMs);
  }
  return state;
}

function runSimulationBenchmark(): BenchmarkRow[] {
  const rows: BenchmarkRow[] = [];
  const links: number[] = [];
  for (const phase of ["scattered", "converging", "unified"] as const) {
    const state = trustIn(phase);
    rows.push(
      measure(`trust: step (${phase})`, state.particles.length, () => trustSimulation.step(state, referenceFrameMs)),
    );
    if (phase !== "scattered") {
      rows.push(measure(`trust: link search (${phase})`, state.particles.length, () => trustLinks(state, links)));
      rows.push(
        measure(`trust: step + link search (${phase})`, state.particles.length, () => {
          trustSimulation.step(state, referenceFrameMs);
          trustLinks(state, links);
        }),
      );
    }
  }
  for (const phase of ["individual", "converging", "collective"] as const) {
    const state = impactIn(phase);
    rows.push(
      measure(`impact: step (${phase})`, state.particles.length, () => impactSimulation.step(state, referenceFrameMs)),
    );
  }
  const hoverState = impactIn("individual");
  rows.push(
    measure("impact: nearest-particle hover", hoverState.particles.length, () => nearestParticle(hoverState, 600, 300)),
  );
  return rows;
}

function formatBenchmark(rows: BenchmarkRow[]): string {
  const header = [
    "measurement",
    "particles",
    "median µs",
    "p95 µs",
    "CPU median µs",
    "CPU p95 µs",
    "frame budget µs",
    "median % of budget",
  ];
  const body = rows.map((row) => [
    row.name,
    String(row.particles),
    row.medianUs.toFixed(2),
    row.p95Us.toFixed(2),
    row.cpuMedianUs.toFixed(2),
    row.cpuP95Us.toFixed(2),
    frameBudgetUs.toFixed(0),
    `${((row.medianUs / frameBudgetUs) * 100).toFixed(3)}%`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...body.map(line)].join("\n");
}

const rows = runSimulationBenchmark();
console.log(formatBenchmark(rows));
const combined = rows.filter((row) => row.name.startsWith("trust: step + link"));
const worstMedian = Math.max(...combined.map((row) => row.medianUs));
const worstCpuP95 = Math.max(...combined.map((row) => row.cpuP95Us));
console.log(
  `\nTarget: trust step + link search under 500 µs for 120 particles. Worst median ${worstMedian.toFixed(2)} µs, worst CPU p95 ${worstCpuP95.toFixed(2)} µs: ${worstMedian < 500 ? "within" : "OVER"} target.`,
);
