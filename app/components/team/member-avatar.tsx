import { Picture } from "~/components/ui/picture";
import type { TeamMember } from "~/content/team-member";
import { cn } from "~/lib/cn";

/** Background tones for monograms: category colours, all AA with the `on-fill` text in either theme. */
const tones = ["fill-environmental", "fill-social", "fill-brand-strong", "fill-economic"] as const;

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** The avatar's side in CSS pixels, each with its class written out (Tailwind reads classes from the source). */
const sideClasses = { 56: "size-14", 64: "size-16", 80: "size-20", 112: "size-28" } as const;

/**
 * A member's portrait, described by its alternative text, or, without a photo, a monogram of
 * their initials, which is decorative: the name is always written next to it. `sizes` says how
 * wide the portrait is shown when `className` makes it grow on wider screens.
 */
export function MemberAvatar({
  name,
  photo,
  size,
  sizes = `${size}px`,
  priority = false,
  toneIndex,
  className,
}: {
  name: string;
  photo?: TeamMember["photo"];
  size: keyof typeof sideClasses;
  sizes?: string;
  /** The portrait is the picture in the first screen of its page. */
  priority?: boolean;
  toneIndex: number;
  className?: string;
}) {
  if (photo) {
    return (
      <Picture
        source={photo}
        sizes={sizes}
        priority={priority}
        className={cn("shrink-0 rounded-full", sideClasses[size], className)}
      />
    );
  }
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      className={cn("shrink-0", className)}
    >
      <circle cx="32" cy="32" r="32" className={tones[toneIndex % tones.length]} />
      <circle cx="32" cy="32" r="29" fill="none" stroke="white" strokeOpacity="0.25" strokeWidth="1.5" />
      <text
        x="32"
        y="32"
        dy="0.35em"
        textAnchor="middle"
        className="fill-on-fill"
        fontSize="22"
        fontWeight="700"
        letterSpacing="1"
        fontFamily="inherit"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
