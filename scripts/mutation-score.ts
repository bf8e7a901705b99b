/**
 * The mutation score of each area from Stryker's JSON report (mutation-testing-report-schema):
 * detected (killed or timed out) over detected plus undetected (survived or never covered).
 * Ignored mutants carry their reason in the source and count for neither; mutants that do not
 * compile or crash the runner are not a verdict on the tests and count for neither either.
 */
type MutantStatus = "Killed" | "Timeout" | "Survived" | "NoCoverage" | "Ignored" | "CompileError" | "RuntimeError";
export type MutationReport = { files: Record<string, { mutants: { status: MutantStatus }[] }> };

export type AreaScore = {
  area: string;
  files: number;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  /** Percent, or null when the area has no mutant that counts. */
  score: number | null;
};

/** `dir/*.ts` style globs: `*` stands for any characters but a slash. */
function globPattern(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", "[^/]*");
  return new RegExp(`^${escaped}$`);
}

export function areaScores(report: MutationReport, areas: Record<string, string[]>): AreaScore[] {
  return Object.entries(areas).map(([area, globs]) => {
    const patterns = globs.map(globPattern);
    const files = Object.entries(report.files).filter(([file]) =>
      patterns.some((pattern) => pattern.test(file.replaceAll("\\", "/"))),
    );
    const count = (status: MutantStatus) =>
      files.reduce((sum, [, file]) => sum + file.mutants.filter((mutant) => mutant.status === status).length, 0);
    const [killed, timeout, survived, noCoverage] = [
      count("Killed"),
      count("Timeout"),
      count("Survived"),
      count("NoCoverage"),
    ];
    const counted = killed + timeout + survived + noCoverage;
    return {
      area,
      files: files.length,
      killed,
      timeout,
      survived,
      noCoverage,
      ignored: count("Ignored"),
      score: counted === 0 ? null : ((killed + timeout) / counted) * 100,
    };
  });
}

export function formatScoreTable(scores: AreaScore[], target: number): string {
  const header = ["area", "files", "killed", "timeout", "survived", "no cover", "ignored", "score", ""];
  const rows = scores.map((score) => [
    score.area,
    String(score.files),
    String(score.killed),
    String(score.timeout),
    String(score.survived),
    String(score.noCoverage),
    String(score.ignored),
    score.score === null ? "n/a" : `${score.score.toFixed(1)}%`,
    score.score !== null && score.score < target ? `BELOW ${target}%` : "",
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}
