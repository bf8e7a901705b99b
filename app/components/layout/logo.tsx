import { site } from "~/config/site";
import { palette } from "~/design/palette";
import { cn } from "~/lib/cn";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <circle cx="16" cy="16" r="15" fill={palette.night} stroke={palette.brand} strokeWidth="2" />
      <circle cx="16" cy="9" r="3.2" fill={palette.environmental} />
      <circle cx="9.5" cy="20" r="3.2" fill={palette.social} />
      <circle cx="22.5" cy="20" r="3.2" fill={palette.ethical} />
      <path d="M16 9 9.5 20h13z" fill="none" stroke={palette.economic} strokeWidth="1.4" />
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
