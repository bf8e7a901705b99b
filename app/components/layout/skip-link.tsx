export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="fixed top-2 left-2 z-[100] -translate-y-24 rounded-full bg-night px-5 py-3 font-semibold text-white transition-transform focus:translate-y-0"
    >
      Skip to main content
    </a>
  );
}
