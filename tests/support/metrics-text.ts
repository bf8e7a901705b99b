/**
 * One sample of Prometheus's text format: the value of `name` with exactly `labels` (in any order),
 * or undefined when the text has no such sample.
 */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(",");
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = (match[2] ?? "")
      .split(/,(?=[a-zA-Z_]+=")/)
      .filter(Boolean)
      .sort()
      .join(",");
    if (given === wanted) return match[3] === "+Inf" ? Number.POSITIVE_INFINITY : Number(match[3]);
  }
  return undefined;
}
