import { describe, expect, it } from "vitest";
import { earliestCalendarDateOnEarth, isCalendarDate, localCalendarDate } from "~/forms/calendar-date";

describe("calendar dates", () => {
  it("knows real dates from impossible ones", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2027-13-01")).toBe(false);
    expect(isCalendarDate("2027-1-01")).toBe(false);
  });

  it("formats the visitor's local date", () => {
    expect(localCalendarDate(new Date(2030, 0, 5, 23, 59))).toBe("2030-01-05");
  });

  it("takes the earliest today on Earth from UTC-12, so no visitor's today is refused", () => {
    // 11:59 UTC on 15 June is still 14 June at UTC-12 (23:59).
    expect(earliestCalendarDateOnEarth(new Date("2030-06-15T11:59:00Z"))).toBe("2030-06-14");
    // From 12:00 UTC every time zone has reached 15 June.
    expect(earliestCalendarDateOnEarth(new Date("2030-06-15T12:00:00Z"))).toBe("2030-06-15");
    // Kiribati (UTC+14) is already on 16 June at 10:00 UTC; its today is later, so also accepted.
    expect(earliestCalendarDateOnEarth(new Date("2030-06-15T10:00:00Z")) <= "2030-06-16").toBe(true);
  });
});
