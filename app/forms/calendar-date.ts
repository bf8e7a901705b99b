/** Calendar dates as `<input type="date">` posts them: YYYY-MM-DD. */
const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function formatCalendarDate(year: number, monthIndex: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(monthIndex + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** True for a real date of the Gregorian calendar (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = calendarDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a day that rolls over changes the month, a month the year, so any two checks decide; years 0-99 (which Date.UTC reads as 19xx) are refused as too early anyway
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today in the visitor's own time zone: the browser's `min` and its validation use it. */
export function localCalendarDate(now = new Date()): string {
  return formatCalendarDate(now.getFullYear(), now.getMonth(), now.getDate());
}

const twelveHours = 12 * 60 * 60 * 1_000;

/**
 * The earliest date that is "today" somewhere on Earth: the date at UTC-12, the
 * last time zone to leave a day. The server does not know the visitor's zone,
 * so it refuses only dates before this one; a visitor anywhere can still pick
 * their own today, and the browser (which knows the zone) enforces the exact rule.
 */
export function earliestCalendarDateOnEarth(now = new Date()): string {
  const atUtcMinus12 = new Date(now.getTime() - twelveHours);
  return formatCalendarDate(atUtcMinus12.getUTCFullYear(), atUtcMinus12.getUTCMonth(), atUtcMinus12.getUTCDate());
}
