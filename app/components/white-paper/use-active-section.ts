import { useCallback, useEffect, useRef, useState } from "react";
import { useClientValue } from "~/lib/use-client-value";

/** The band of the viewport that decides which section is being read: below the fixed header, top third. */
const readingBand = "-72px 0px -65% 0px";
/** Longest smooth scroll we wait for before following the reader again (browsers without `scrollend`). */
const settleFallbackMs = 1200;

function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Tracks which of the given sections the reader is in, and jumps to one on request.
 * While a jump scrolls smoothly, the sections it passes do not flicker into the active state.
 */
export function useActiveSection(ids: readonly string[]) {
  const [followedId, setFollowedId] = useState<string | null>(null);
  const jumping = useRef(false);
  // Until the reader scrolls, the section the address points at (#section) is the active one.
  const fromHash = useClientValue(() => decodeURIComponent(window.location.hash.slice(1)));
  const activeId = followedId ?? (fromHash && ids.includes(fromHash) ? fromHash : null);

  useEffect(() => {
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        if (jumping.current) return;
        const current = ids.find((id) => inBand.has(id));
        if (current) setFollowedId(current);
      },
      { rootMargin: readingBand },
    );
    for (const id of ids) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [ids]);

  const jumpTo = useCallback((id: string) => {
    const section = document.getElementById(id);
    if (!section) return false;
    setFollowedId(id);
    jumping.current = true;
    const settle = () => {
      jumping.current = false;
      window.clearTimeout(fallback);
      window.removeEventListener("scrollend", settle);
    };
    const fallback = window.setTimeout(settle, settleFallbackMs);
    window.addEventListener("scrollend", settle);
    section.scrollIntoView({ behavior: prefersReducedMotion() ? "instant" : "smooth", block: "start" });
    window.history.replaceState(window.history.state, "", `#${id}`);
    section.focus({ preventScroll: true });
    return true;
  }, []);

  return { activeId, jumpTo };
}
