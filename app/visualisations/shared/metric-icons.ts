import { HeartHandshake, ShieldCheck, TrendingUp, Users, type LucideIcon } from "lucide-react";
import type { MetricKey } from "~/content/schema/blocks";

/**
 * Each headline metric's icon, wherever the metric is drawn. In code rather than content: an
 * island ships only the icons it draws, and a name an editor could choose would need them all.
 */
export const metricIcons: Record<MetricKey, LucideIcon> = {
  mpq: TrendingUp,
  cpi: Users,
  hxm: HeartHandshake,
  eri: ShieldCheck,
};
