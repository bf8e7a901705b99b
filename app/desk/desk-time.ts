/**
 * Times as the desk shows them: in the person's time zone (chosen on their account page, else their
 * browser's, which the desk script leaves in a cookie), to the minute, with the offset from UTC, so that
 * two people in different zones read the same instant alike. Every desk page goes through
 * `formatDeskTime` (app/components/desk/desk-frame.tsx, `DeskTime`). A scheduled send's time is read
 * in the zone the browser gives its form, or UTC when no script ran; stored times are UTC milliseconds.
 */

/** The cookie in which the desk script (app/browser/desk-script.ts) leaves the browser's time zone. */
export const browserZoneCookie = "desk_zone";

/** A zone's IANA name as the desk stores it, or undefined when it is none: only names Intl knows pass. */
export function canonicalTimeZone(value: string): string | undefined {
  if (value.length === 0 || value.length > 64 || !/^[A-Za-z][\w+/-]*$/.test(value)) return undefined;
  try {
    return new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Every zone a person may choose, UTC first. */
export const timeZoneChoices = (): string[] => [
  "UTC",
  ...Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC"),
];

/** The browser's zone, from the cookie the desk script sets; undefined without one that names a zone. */
export function browserTimeZone(cookieHeader: string | null): string | undefined {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = pair.trim().split("=");
    if (name === browserZoneCookie) return canonicalTimeZone(decodeURIComponent(value.join("=")));
  }
  return undefined;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZoneName: "shortOffset",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** "2030-01-07 10:00 UTC+1": the date, the time to the minute and the offset from UTC in that zone. */
export function formatDeskTime(value: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(value)
      .map((part) => [part.type, part.value]),
  );
  const offset = (parts.timeZoneName ?? "GMT").replace(/^GMT(\+0)?/, "UTC");
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${offset}`;
}

/** The wall-clock fields of `at` in `zone`, read back as if they were UTC. */
function wallClockAsUtc(at: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** How far ahead of UTC the zone's clocks are at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  return wallClockAsUtc(instant, timeZone) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a calendar day ("2030-03-31") starts in a zone: its midnight there, or, on a day whose
 * clocks skip midnight, the first minute it has.
 */
export function startOfDayIn(day: string, timeZone: string): number {
  const [year, month, date] = day.split("-").map(Number);
  const midnight = Date.UTC(year, month - 1, date);
  // The offset at UTC midnight, then at the instant it gives: the second guess is right across a change.
  const guess = midnight - offsetAt(midnight, timeZone);
  const candidates = [guess, midnight - offsetAt(guess, timeZone)];
  // Where the clocks skip midnight, the second guess falls on the day before: the first then is right.
  return Math.min(...candidates.filter((instant) => dayIn(instant, timeZone) === day));
}

/** The calendar day an instant falls on in a zone. */
function dayIn(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}

/** The calendar day after `day`. */
export const dayAfter = (day: string) => {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
};

export const utc = "UTC";

/** Whether `zone` is an IANA name the desk accepts (see `canonicalTimeZone`). */
export const isTimeZone = (zone: string): boolean => canonicalTimeZone(zone) !== undefined;

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The UTC time of a `datetime-local` value (`2030-01-07T10:30`) read in `zone`; undefined when it is no
 * such value. A wall time skipped by a clock change is read with the offset before the change.
 */
export function zonedTimeToUtc(local: string, zone: string): number | undefined {
  const match = localPattern.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return undefined;
  const first = asUtc - (wallClockAsUtc(asUtc, zone) - asUtc);
  return asUtc - (wallClockAsUtc(first, zone) - first);
}

/** `at` as the person reads it: "Monday, 7 January 2030 at 10:30 (Europe/Paris)". */
export function timeInZone(at: number, zone: string): string {
  const said = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(at);
  return `${said} (${zone})`;
}

/** `at` as a `datetime-local` value in `zone`, to fill the field again. */
export function localValue(at: number, zone: string): string {
  return new Date(wallClockAsUtc(at, zone)).toISOString().slice(0, 16);
}
