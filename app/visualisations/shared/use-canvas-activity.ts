import { useEffect, useState, useSyncExternalStore, type RefObject } from "react";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

function subscribeToVisibility(onChange: () => void) {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeToVisibility,
    () => document.visibilityState === "visible",
    () => true,
  );
}

/** True while any part of the element is inside the viewport grown by `rootMargin`. */
export function useInViewport(ref: RefObject<Element | null>, rootMargin = "0px"): boolean {
  const [inViewport, setInViewport] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setInViewport(entry.isIntersecting), { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return inViewport;
}

/**
 * Whether a canvas should load its code (it is about to scroll into view: once
 * true, stays true) and whether it may animate (on screen, tab visible, motion
 * welcome).
 */
export function useCanvasActivity(ref: RefObject<Element | null>) {
  const approaching = useInViewport(ref, "50% 0px");
  const [shouldLoad, setShouldLoad] = useState(false);
  const onScreen = useInViewport(ref);
  const pageVisible = usePageVisible();
  const reducedMotion = usePrefersReducedMotion();
  // Latched while rendering, so the code starts loading in the same render that sees the canvas approach.
  if (approaching && !shouldLoad) setShouldLoad(true);
  return { shouldLoad, animate: onScreen && pageVisible && !reducedMotion, reducedMotion };
}
