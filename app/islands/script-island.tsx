import type { ReactNode } from "react";
import { islandNameAttribute, islandScriptAttribute } from "./island-attributes";

/**
 * An island whose browser code is a plain script instead of React (docs/decisions/016-script-islands.md):
 * the server renders `children` as for any island, and app/browser/page.js loads `script` when the
 * island is due, near the screen or touched. The script starts it with startScriptIslands
 * (./script-islands.ts) under the same `name`.
 */
export function ScriptIsland({ name, script, children }: { name: string; script: string; children: ReactNode }) {
  const attributes = { [islandNameAttribute]: name, [islandScriptAttribute]: script };
  return (
    <div {...attributes} className="contents">
      {children}
    </div>
  );
}
