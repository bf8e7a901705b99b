import { deskLinkClass } from "./list-navigation";

/** The lead page's ways on: back to the list as it was filtered, the newer and older leads in it, a reply. */
export type LeadLinks = { back: string; newer?: string; older?: string };

export function LeadLinksBar({ list, reply }: { list: LeadLinks; reply?: string }) {
  const step = (href: string | undefined, text: string, rel: "prev" | "next") =>
    href ? (
      <a href={href} rel={rel} className={deskLinkClass}>
        {text}
      </a>
    ) : (
      <span className="text-muted">{text}</span>
    );
  return (
    <nav aria-label="This lead in the list" className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
      <a href={list.back} className={deskLinkClass}>
        ← Back to the leads
      </a>
      {step(list.newer, "Previous (newer)", "prev")}
      {step(list.older, "Next (older)", "next")}
      {reply ? (
        <a href={reply} className={deskLinkClass}>
          Reply by e-mail
        </a>
      ) : null}
    </nav>
  );
}
