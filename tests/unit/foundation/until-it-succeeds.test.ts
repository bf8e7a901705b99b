import { describe, expect, it } from "vitest";
import { untilItSucceeds } from "../../../server/until-it-succeeds";

describe("untilItSucceeds", () => {
  it("starts once for every caller while it runs, and keeps what it made", async () => {
    let starts = 0;
    const connection = untilItSucceeds(async () => `connection ${++starts}`);
    expect(await Promise.all([connection(), connection()])).toEqual(["connection 1", "connection 1"]);
    expect(await connection()).toBe("connection 1");
    expect(starts).toBe(1);
  });

  it("forgets a failure, so the next call starts again", async () => {
    let starts = 0;
    const connection = untilItSucceeds(async () => {
      starts += 1;
      if (starts === 1) throw new Error("database unreachable");
      return "connected";
    });
    await expect(connection()).rejects.toThrow("database unreachable");
    expect(await connection()).toBe("connected");
    expect(await connection()).toBe("connected");
    expect(starts).toBe(2);
  });
});
