import { describe, expect, it } from "vitest";
import { sharedNames } from "../../../scripts/file-names";

describe("the names files share", () => {
  it("reports a planted second file of a name, with every file that carries it", () => {
    const files = ["server/desk/create-desk.ts", "app/desk/desk-input.ts", "server/desk/desk-input.ts"];
    expect(sharedNames(files)).toEqual([
      { name: "desk-input.ts", files: ["app/desk/desk-input.ts", "server/desk/desk-input.ts"] },
    ]);
  });

  it("passes the kinds named so on purpose", () => {
    const files = [
      "app/routes/team.tsx",
      "app/routes/desk/team.tsx",
      "app/routes/desk/passkeys.ts",
      "server/desk/passkeys.ts",
      "README.md",
      "app/components/README.md",
      "content/forms/contact.yaml",
      "content/pages/contact.yaml",
      "scripts/backup.ts",
      "server/operations/backup.ts",
      "bench/forms.ts",
      "app/content/forms.ts",
      "app/visualisations/impact-particles/simulation.ts",
      "app/visualisations/trust-particles/simulation.ts",
      "tests/build/links.test.ts",
      "tests/unit/links.test.ts",
    ];
    expect(sharedNames(files)).toEqual([]);
  });

  it("lets a file named on purpose excuse only itself, and only the parts each visualisation shares", () => {
    const files = [
      "scripts/desk.ts",
      "server/desk/desk.ts",
      "app/browser/desk.ts",
      "app/visualisations/impact-particles/behaviour.ts",
      "app/visualisations/trust-particles/behaviour.ts",
      "tests/support/site.ts",
      "app/config/site.ts",
    ];
    expect(sharedNames(files)).toEqual([
      {
        name: "behaviour.ts",
        files: ["app/visualisations/impact-particles/behaviour.ts", "app/visualisations/trust-particles/behaviour.ts"],
      },
      { name: "desk.ts", files: ["app/browser/desk.ts", "server/desk/desk.ts"] },
      { name: "site.ts", files: ["app/config/site.ts", "tests/support/site.ts"] },
    ]);
  });
});
