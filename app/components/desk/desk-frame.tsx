import type * as React from "react";
import { createContext, useContext } from "react";
import { formatDeskTime } from "~/desk/desk-time";
import { roleLabels } from "~/desk/vocabulary";
import { type Ability, can } from "../../../server/desk/roles";
import type { StaffMember } from "../../../server/desk/staff";
import { site } from "~/config/site";
import { cn } from "~/lib/cn";
import { deskShortcuts, shortcutsDialogId } from "~/desk/keyboard-shortcuts";
import { deskPaths } from "~/route-table";
import { AddressText } from "./address-text";
import { NewLeadsLink } from "./new-leads-link";
import { TypedText } from "./typed-text";

/**
 * Who is signed in, as every desk page's loader hands it to its view, with how many leads are new
 * (server/desk/new-leads.ts) and the zone their times are shown in.
 */
export type DeskViewer = Pick<StaffMember, "email" | "role"> & { newLeads?: number; timeZone?: string };

/** The zone the signed-in person's times are shown in (app/desk/desk-time.ts), set by DeskFrame. */
const DeskTimeZone = createContext("UTC");

type Section = "inbox" | "subscribers" | "editions" | "team" | "privacy" | "audit" | "account";

/** Each section with the ability its page asks for (server/desk/roles.ts): a role sees what it may open. */
const sections: { id: Section; label: string; href: string; ability: Ability }[] = [
  { id: "inbox", label: "Leads", href: deskPaths.inbox, ability: "leads:read" },
  { id: "subscribers", label: "Subscribers", href: deskPaths.subscribers, ability: "subscribers:read" },
  { id: "editions", label: "Newsletter", href: deskPaths.editions, ability: "editions:read" },
  { id: "team", label: "Team", href: deskPaths.team, ability: "staff:manage" },
  { id: "privacy", label: "Privacy requests", href: deskPaths.privacy, ability: "privacy:answer" },
  { id: "audit", label: "Audit log", href: deskPaths.audit, ability: "audit:read" },
  { id: "account", label: "Your account", href: deskPaths.account, ability: "account" },
];

export const deskName = `${site.productName} desk`;

const mainId = "desk-main";

function SkipToMain() {
  return (
    <a
      href={`#${mainId}`}
      className="absolute top-2 left-2 z-50 -translate-y-24 rounded-md bg-night px-4 py-2 font-semibold text-white focus:translate-y-0"
    >
      Skip to main content
    </a>
  );
}

/** A sentence the page says after a change (app/desk/notices.ts), announced politely. */
export function Notice({ children, tone = "success" }: { children: React.ReactNode; tone?: "success" | "danger" }) {
  return (
    <p
      role={tone === "danger" ? "alert" : "status"}
      className={cn(
        "rounded-md border px-4 py-3 text-sm",
        tone === "danger"
          ? "border-danger/40 bg-danger-soft text-danger"
          : "border-success/40 bg-success-soft text-success",
      )}
    >
      {children}
    </p>
  );
}

/**
 * How many sections a phone shows in the bar; the others are under "More". Two, when the bar also
 * holds "New (n)": three and the count are wider than a 375 px screen.
 */
const sectionsInBarOnPhone = (viewer: DeskViewer) => (viewer.newLeads ? 2 : 3);

const sectionLinkClass =
  "inline-flex min-h-10 items-center rounded-md px-2 whitespace-nowrap md:px-3 text-ink-soft hover:bg-surface-raised hover:text-ink aria-[current=page]:bg-surface-raised aria-[current=page]:font-semibold aria-[current=page]:text-ink";

/**
 * The sections the person's role opens, in one row: all of them from 48rem, on a phone the first two
 * or three and the others in a "More" disclosure (no script needed), in bold when the page is one of them.
 */
function DeskNavigation({ viewer, section }: { viewer: DeskViewer; section: Section }) {
  const shown = sections.filter((item) => can(viewer.role, item.ability));
  const inBar = sectionsInBarOnPhone(viewer);
  const more = shown.slice(inBar);
  const link = (item: (typeof shown)[number]) => (
    <a href={item.href} aria-current={item.id === section ? "page" : undefined} className={sectionLinkClass}>
      {item.label}
    </a>
  );
  return (
    <nav aria-label="Desk" className="order-last w-full md:order-none md:w-auto">
      <ul className="flex gap-1 text-sm md:flex-wrap">
        {shown.map((item, index) => (
          <li key={item.id} className={index >= inBar ? "max-md:hidden" : undefined}>
            {link(item)}
          </li>
        ))}
        <NewLeadsLink count={viewer.newLeads} className={sectionLinkClass} />
        {more.length > 0 ? (
          <li className="relative ml-auto md:hidden">
            <details data-desk-menu="">
              <summary className={cn(sectionLinkClass, "cursor-pointer")}>
                {more.some((item) => item.id === section) ? (
                  <span className="font-semibold text-ink">
                    More<span className="sr-only">, where this page is</span>
                  </span>
                ) : (
                  "More"
                )}
              </summary>
              <ul className="absolute right-0 z-20 mt-1 grid w-max max-w-[80vw] gap-1 rounded-md border border-line bg-surface-raised p-1 shadow-card">
                {more.map((item) => (
                  <li key={item.id}>{link(item)}</li>
                ))}
              </ul>
            </details>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The shortcuts, in a dialog the desk's script opens; without script it is never shown, nor needed. */
function ShortcutsDialog() {
  return (
    <dialog
      id={shortcutsDialogId}
      aria-labelledby={`${shortcutsDialogId}-title`}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-md border border-line bg-surface-raised p-5 text-ink backdrop:bg-night/60"
    >
      <h2 id={`${shortcutsDialogId}-title`} className="text-lg font-semibold">
        Keyboard shortcuts
      </h2>
      <p className="mt-1 text-sm text-ink-soft">Not while typing in a field, except Ctrl Enter.</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {deskShortcuts.map(({ keys, what }) => (
          <div key={what} className="contents">
            <dt className="whitespace-nowrap">
              {keys.map((key, index) => (
                <span key={key}>
                  {index > 0 ? " " : null}
                  <kbd className="rounded-sm border border-line bg-surface-soft px-1.5 font-mono">{key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog" className="mt-4">
        <button
          type="submit"
          className="min-h-10 rounded-md border border-line px-3 text-sm font-medium text-ink hover:border-ink/40"
        >
          Close
        </button>
      </form>
    </dialog>
  );
}

/**
 * Every signed-in desk page: a bar with the sections the person's role opens, who they are and
 * sign-out (a form: it works without script), then the page's title, its notice and its content.
 * A title that is an e-mail address wraps only after its "@" and dots.
 */
export function DeskFrame({
  viewer,
  section,
  title,
  titleIsAddress,
  notice,
  children,
}: {
  viewer: DeskViewer;
  section: Section;
  title: string;
  titleIsAddress?: boolean;
  notice?: string;
  children: React.ReactNode;
}) {
  return (
    <DeskTimeZone.Provider value={viewer.timeZone ?? "UTC"}>
      <SkipToMain />
      <header className="border-b border-line bg-surface-soft">
        <div className="mx-auto flex max-w-[96rem] flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2">
          <a href={deskPaths.inbox} className="font-bold text-ink">
            {deskName}
          </a>
          <DeskNavigation viewer={viewer} section={section} />
          <div className="ml-auto flex min-w-0 items-center gap-3 text-sm">
            <span className="min-w-0 text-ink-soft max-md:sr-only">
              <AddressText address={viewer.email} /> · {roleLabels[viewer.role]}
            </span>
            <form method="post" action={deskPaths.signOut}>
              <button
                type="submit"
                className="min-h-10 rounded-md border border-line bg-surface-raised px-3 font-medium whitespace-nowrap text-ink hover:border-ink/40"
              >
                Sign out
              </button>
            </form>
          </div>
        </div>
      </header>
      <main id={mainId} tabIndex={-1} className="mx-auto grid max-w-[96rem] grid-cols-1 gap-5 px-4 py-6 outline-none">
        <h1 className="text-2xl font-bold break-words">
          {titleIsAddress ? <AddressText address={title} /> : <TypedText text={title} />}
        </h1>
        {notice ? <Notice>{notice}</Notice> : null}
        {children}
      </main>
      <ShortcutsDialog />
    </DeskTimeZone.Provider>
  );
}

/** The pages before sign-in: the desk's name, the title and a narrow column. */
export function SignInFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <SkipToMain />
      <header className="border-b border-line bg-surface-soft">
        <p className="mx-auto max-w-xl px-4 py-3 font-bold">{deskName}</p>
      </header>
      <main id={mainId} tabIndex={-1} className="mx-auto grid max-w-xl gap-6 px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </main>
    </>
  );
}

/** A titled part of a desk page. */
export function DeskSection({
  title,
  children,
  className,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={cn("grid min-w-0 grid-cols-1 content-start gap-3", className)}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A time as the desk shows it: in the person's zone, to the minute, with the exact instant for machines. */
export function DeskTime({ value }: { value: Date | string }) {
  const date = new Date(value);
  const shown = formatDeskTime(date, useContext(DeskTimeZone));
  const space = shown.indexOf(" ");
  // A narrow cell may wrap between the day and the time, never inside either.
  return (
    <time dateTime={date.toISOString()}>
      <span className="whitespace-nowrap">{shown.slice(0, space)}</span>{" "}
      <span className="whitespace-nowrap">{shown.slice(space + 1)}</span>
    </time>
  );
}
