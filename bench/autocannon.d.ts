// The part of autocannon 9's API that bench/operations-metrics.ts uses (the package ships no types).
declare module "autocannon" {
  type Options = { url: string; connections?: number; duration?: number };
  type Result = { requests: { average: number; total: number }; non2xx: number; errors: number };
  export default function autocannon(options: Options): Promise<Result>;
}
