import { describe, expect, it } from "vitest";
import {
  browserTimeZone,
  canonicalTimeZone,
  dayAfter,
  formatDeskTime,
  startOfDayIn,
  timeZoneChoices,
} from "~/desk/desk-time";

describe("the desk's times", () => {
  it("shows a fixed instant in several zones, with the offset from UTC", () => {
    const at = new Date(Date.UTC(2030, 0, 7, 9, 5, 59));
    expect(formatDeskTime(at, "UTC")).toBe("2030-01-07 09:05 UTC");
    expect(formatDeskTime(at, "Europe/Paris")).toBe("2030-01-07 10:05 UTC+1");
    expect(formatDeskTime(at, "America/New_York")).toBe("2030-01-07 04:05 UTC-5");
    expect(formatDeskTime(at, "Asia/Kolkata")).toBe("2030-01-07 14:35 UTC+5:30");
    expect(formatDeskTime(at, "Pacific/Auckland")).toBe("2030-01-07 22:05 UTC+13");
    expect(formatDeskTime(at, "America/Los_Angeles")).toBe("2030-01-07 01:05 UTC-8");
    expect(formatDeskTime(at, "Pacific/Honolulu"), "the day before").toBe("2030-01-06 23:05 UTC-10");
  });

  it("follows daylight saving time across its changes", () => {
    // Europe moves its clocks at 01:00 UTC on the last Sundays of March and October.
    expect(formatDeskTime(new Date(Date.UTC(2030, 2, 31, 0, 59)), "Europe/Paris")).toBe("2030-03-31 01:59 UTC+1");
    expect(formatDeskTime(new Date(Date.UTC(2030, 2, 31, 1, 0)), "Europe/Paris")).toBe("2030-03-31 03:00 UTC+2");
    expect(formatDeskTime(new Date(Date.UTC(2030, 9, 27, 0, 59)), "Europe/Paris")).toBe("2030-10-27 02:59 UTC+2");
    expect(formatDeskTime(new Date(Date.UTC(2030, 9, 27, 1, 0)), "Europe/Paris")).toBe("2030-10-27 02:00 UTC+1");
    // The United States move theirs at 02:00 local on the second Sunday of March.
    expect(formatDeskTime(new Date(Date.UTC(2030, 2, 10, 7, 0)), "America/New_York")).toBe("2030-03-10 03:00 UTC-4");
    expect(formatDeskTime(new Date(Date.UTC(2030, 2, 10, 6, 59)), "America/New_York")).toBe("2030-03-10 01:59 UTC-5");
  });

  it("finds the instant a day starts in a zone, also on the days the clocks change and where midnight is skipped", () => {
    const start = (day: string, zone: string) => new Date(startOfDayIn(day, zone)).toISOString();
    expect(start("2030-01-07", "UTC")).toBe("2030-01-07T00:00:00.000Z");
    expect(start("2030-01-07", "Asia/Kolkata")).toBe("2030-01-06T18:30:00.000Z");
    expect(start("2030-03-31", "Europe/Paris")).toBe("2030-03-30T23:00:00.000Z");
    expect(start("2030-04-01", "Europe/Paris")).toBe("2030-03-31T22:00:00.000Z");
    expect(start("2030-10-27", "Europe/Paris")).toBe("2030-10-26T22:00:00.000Z");
    expect(start("2030-10-28", "Europe/Paris")).toBe("2030-10-27T23:00:00.000Z");
    // Chile moves its clocks from midnight to one: that day starts at 01:00 local (UTC-3).
    expect(start("2030-09-08", "America/Santiago")).toBe("2030-09-08T04:00:00.000Z");
    expect(dayAfter("2030-12-31")).toBe("2031-01-01");
    expect(dayAfter("2032-02-28")).toBe("2032-02-29");
  });

  it("keeps only zones Intl knows, by their canonical names, from the choice or the browser's cookie", () => {
    expect(canonicalTimeZone("Europe/Paris")).toBe("Europe/Paris");
    expect(canonicalTimeZone("europe/paris")).toBe("Europe/Paris");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    for (const wrong of ["", "Mars/Base", "Europe/Paris\u0000", "../etc/passwd", "x".repeat(65), "Europe/Paris;"]) {
      expect(canonicalTimeZone(wrong), JSON.stringify(wrong)).toBeUndefined();
    }
    expect(browserTimeZone("a=b; desk_zone=Asia%2FTokyo; c=d")).toBe("Asia/Tokyo");
    expect(browserTimeZone("desk_zone=Mars%2FBase")).toBeUndefined();
    expect(browserTimeZone("other_zone=Asia%2FTokyo")).toBeUndefined();
    expect(browserTimeZone(null)).toBeUndefined();
    expect(timeZoneChoices()[0]).toBe("UTC");
    expect(timeZoneChoices()).toContain("Asia/Tokyo");
    expect(new Set(timeZoneChoices()).size).toBe(timeZoneChoices().length);
  });
});
