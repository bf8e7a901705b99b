import type * as React from "react";
import { createContext, useContext } from "react";
import { formatDeskTime } from "~/desk/desk-time";
import { roleLabels, type StaffRole } from "~/desk/vocabulary";
import { type Ability, can } from "../../../server/desk/roles";
import { site } from "~/config/site";
import { cn } from "~/lib/cn";
import { deskPaths } from "~/route-table";
import { TypedText } from "./typed-text";

/** Who is signed in, as every desk page's loader hands it to its view. */
export type DeskViewer = { email: string; role: StaffRole; timeZone?: string };

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
 * Every signed-in desk page: a bar with the sections the person's role opens, who they are and
 * sign-out (a form: it works without script), then the page's title, its notice and its content.
 */
export function DeskFrame({
  viewer,
  section,
  title,
  notice,
  children,
}: {
  viewer: DeskViewer;
  section: Section;
  title: string;
  notice?: string;
  children: React.ReactNode;
}) {
  const shown = sections.filter((item) => can(viewer.role, item.ability));
  return (
    <DeskTimeZone.Provider value={viewer.timeZone ?? "UTC"}>
      <SkipToMain />
      <header className="border-b border-line bg-surface-soft">
        <div className="mx-auto flex max-w-[96rem] flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2">
          <a href={deskPaths.inbox} className="font-bold text-ink">
            {deskName}
          </a>
          <nav aria-label="Desk" className="order-last w-full md:order-none md:w-auto">
            <ul className="flex flex-wrap gap-x-1 gap-y-1 text-sm">
              {shown.map((item) => (
                <li key={item.id}>
                  <a
                    href={item.href}
                    aria-current={item.id === section ? "page" : undefined}
                    className="inline-flex min-h-10 items-center rounded-md px-3 text-ink-soft hover:bg-surface-raised hover:text-ink aria-[current=page]:bg-surface-raised aria-[current=page]:font-semibold aria-[current=page]:text-ink"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span className="text-ink-soft">
              <span className="break-all">{viewer.email}</span> · {roleLabels[viewer.role]}
            </span>
            <form method="post" action={deskPaths.signOut}>
              <button
                type="submit"
                className="min-h-10 rounded-md border border-line bg-surface-raised px-3 font-medium text-ink hover:border-ink/40"
              >
                Sign out
              </button>
            </form>
          </div>
        </div>
      </header>
      <main id={mainId} tabIndex={-1} className="mx-auto grid max-w-[96rem] grid-cols-1 gap-5 px-4 py-6 outline-none">
        <h1 className="text-2xl font-bold">
          <TypedText text={title} />
        </h1>
        {notice ? <Notice>{notice}</Notice> : null}
        {children}
      </main>
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
  return <time dateTime={date.toISOString()}>{formatDeskTime(date, useContext(DeskTimeZone))}</time>;
}
