import { palette } from "./palette";

/**
 * The site's mark on a 32 × 32 grid, which the header's logo (app/components/layout/logo.tsx) and
 * every icon (app/lib/favicon.ts) draw: a ring, and the three pillars joined by a triangle drawn
 * under them, as a network's links run under its nodes.
 */
export const brandMark = {
  viewBox: "0 0 32 32",
  ring: { cx: 16, cy: 16, r: 15, fill: palette.night, stroke: palette.brand, strokeWidth: 2 },
  links: { d: "M16 9 9.5 20h13z", stroke: palette.economic, strokeWidth: 1.4 },
  nodes: [
    { cx: 16, cy: 9, fill: palette.environmental },
    { cx: 9.5, cy: 20, fill: palette.social },
    { cx: 22.5, cy: 20, fill: palette.ethical },
  ],
  nodeRadius: 3.2,
} as const;
