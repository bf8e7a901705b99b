/**
 * Times in a person's time zone, for the desk's scheduled sends (docs/decisions/029-safe-sending.md):
 * the zone is an IANA name the browser gives (`Intl.DateTimeFormat().resolvedOptions().timeZone`), or
 * UTC when no script ran. Stored times are UTC milliseconds.
 */
export const utc = "UTC";

export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
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
