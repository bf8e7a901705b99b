import { describe, expect, it } from "vitest";
import { parseExportOptions } from "../../../server/export/export-options";

describe("the options of npm run submissions", () => {
  it("reads the format and the filters", () => {
    expect(parseExportOptions([])).toEqual({ format: "text", filter: {} });
    expect(parseExportOptions(["--csv", "--form", "demo-request", "--status", "not delivered"])).toEqual({
      format: "csv",
      filter: { form: "demo-request", status: "not delivered" },
    });
    expect(parseExportOptions(["--json", "--since", "2030-01-31"])).toEqual({
      format: "json",
      filter: { since: new Date("2030-01-31T00:00:00.000Z") },
    });
    expect(parseExportOptions(["--since", "2030-01-31T09:30:00+02:00"])).toMatchObject({
      filter: { since: new Date("2030-01-31T07:30:00.000Z") },
    });
  });

  it("names what is wrong with an option it cannot use", () => {
    expect(parseExportOptions(["--json", "--csv"])).toBe("choose --json or --csv, not both");
    expect(parseExportOptions(["--since", "last week"])).toBe('--since "last week" is not a date or an ISO time');
    expect(parseExportOptions(["--since", "2030-02-31"])).toMatch(/^--since "2030-02-31" is not a date/);
    expect(parseExportOptions(["--form", "newsletter"])).toBe(
      '--form "newsletter" is not one of contact, company-contact, demo-request',
    );
    expect(parseExportOptions(["--status", "lost"])).toBe(
      '--status "lost" is not one of delivered, pending, failing, not delivered',
    );
    expect(parseExportOptions(["--everything"])).toMatch(/Unknown option '--everything'/);
    expect(parseExportOptions(["--form"])).toMatch(/argument missing/);
  });
});
