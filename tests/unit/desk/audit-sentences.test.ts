import { describe, expect, it } from "vitest";
import { auditSentence, sentenceText } from "~/desk/audit-sentences";
import type { AuditRecord } from "../../../server/desk/audit";

const entry = (fields: Partial<AuditRecord> & Pick<AuditRecord, "action" | "target">): AuditRecord => ({
  id: 1,
  at: new Date(Date.UTC(2030, 0, 7, 9)),
  actor: "ana@example.com",
  detail: {},
  names: {},
  ...fields,
});
const said = (fields: Parameters<typeof entry>[0]) => sentenceText(auditSentence(entry(fields)));

describe("the audit log's sentences", () => {
  it("names a record by what it is called while it exists, and by what it was once it is gone", () => {
    expect(
      said({
        action: "lead.updated",
        target: "submission:abc",
        detail: { status: ["new", "won"] },
        names: { lead: { name: "Priya Ramanathan", organisation: "Acme Trust" } },
      }),
    ).toBe("ana@example.com marked Priya Ramanathan (Acme Trust) as Won");
    expect(
      said({ action: "lead.updated", target: "submission:abc", detail: { assignee: ["bo@example.com", null] } }),
    ).toBe("ana@example.com left a lead since deleted to nobody");
    expect(said({ action: "subscriber.unsubscribed", target: "subscriber:s1", detail: { list: "insights" } })).toBe(
      "ana@example.com unsubscribed a subscriber since erased from insights",
    );
    expect(said({ action: "passkey.removed", target: "passkey:p1", detail: { name: "Old phone" } })).toBe(
      "ana@example.com removed the passkey Old phone",
    );
    expect(said({ action: "passkey.removed", target: "passkey:p1" })).toBe("ana@example.com removed a passkey");
  });

  it("says roles, counts and the server's own changes in words, and an action it does not know plainly", () => {
    expect(
      said({ action: "staff.role-changed", target: "staff:bo@example.com", detail: { role: ["editor", "owner"] } }),
    ).toBe("ana@example.com changed the role of bo@example.com from editor to owner");
    expect(said({ action: "subscribers.imported", target: "file:list.csv", detail: { imported: 1, skipped: 2 } })).toBe(
      "ana@example.com imported 1 subscriber from list.csv (2 lines skipped)",
    );
    expect(said({ action: "staff.added-owner", target: "staff:ana@example.com", actor: "npm run desk" })).toBe(
      "Someone on the server made ana@example.com an owner",
    );
    expect(
      said({ action: "lead.updated", target: "submission:abc", names: { lead: { name: "", organisation: "" } } }),
    ).toBe("ana@example.com saved (no name) unchanged");
    expect(said({ action: "edition.archived" as AuditRecord["action"], target: "edition:3" })).toBe(
      "ana@example.com did “edition archived” to edition 3",
    );
  });
});
