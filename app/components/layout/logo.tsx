import { site } from "~/config/site";
import { brandMark } from "~/design/brand-mark";
import { cn } from "~/lib/cn";

const { viewBox, ring, links, nodes, nodeRadius } = brandMark;

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox={viewBox} aria-hidden="true" className={cn("size-8", className)}>
      <circle
        cx={ring.cx}
        cy={ring.cy}
        r={ring.r}
        fill={ring.fill}
        stroke={ring.stroke}
        strokeWidth={ring.strokeWidth}
      />
      <path d={links.d} fill="none" stroke={links.stroke} strokeWidth={links.strokeWidth} />
      {nodes.map((node) => (
        <circle key={node.fill} cx={node.cx} cy={node.cy} r={nodeRadius} fill={node.fill} />
      ))}
    </svg>
  );
}

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <a
      href="/"
      className={cn(
        "flex items-center gap-2.5 rounded-md text-xl font-bold tracking-tight",
        tone === "light" ? "text-white" : "text-ink",
      )}
    >
      <LogoMark />
      <span>{site.productName}</span>
      <span className="sr-only">, home</span>
    </a>
  );
}
