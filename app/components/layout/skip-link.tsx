/** The page's `main`: where the skip link goes, and what the first frame waits for (app/root.tsx). */
export const mainContentId = "main-content";

export function SkipLink() {
  return (
    <a
      href={`#${mainContentId}`}
      className="fixed top-2 left-2 z-[100] -translate-y-24 rounded-full bg-night px-5 py-3 font-semibold text-white transition-transform focus:translate-y-0"
    >
      Skip to main content
    </a>
  );
}
