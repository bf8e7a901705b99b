// The small-screen menu is a native <details>, so it works without any script.
// This enhancement, loaded on every page whether or not React hydrates it, adds
// what <details> lacks: aria-expanded, closing on Escape and on choosing a link.
for (const menu of document.querySelectorAll("details[data-menu]")) {
  const toggle = menu.querySelector("summary");
  const sync = () => toggle.setAttribute("aria-expanded", String(menu.open));
  const close = () => {
    menu.open = false;
    sync();
  };
  sync();
  menu.addEventListener("toggle", sync);
  menu.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) close();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !menu.open) return;
    close();
    toggle.focus();
  });
}
