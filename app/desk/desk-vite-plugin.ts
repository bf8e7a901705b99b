import path from "node:path";
import type { Plugin } from "vite";

/**
 * The desk's route modules ship no code to the browser (docs/decisions/024-the-desk.md). No page
 * hydrates: React Router runs on the server only (docs/decisions/007), and the desk's one script is
 * bundled on its own (app/browser/desk-script.ts). Yet React Router still builds a browser chunk for every
 * route module, and Rollup then splits the modules the desk shares with the public islands (`cn`,
 * the fields, the route table) into other chunks: every public page's JavaScript would change
 * without any of it being used. In the production build's browser environment each desk route
 * module is therefore an empty stand-in with the names React Router re-exports; the server build,
 * the development server and React Router's own reading of the modules' exports see the real ones.
 */
export function deskRoutesServerOnly({ root }: { root: string }): Plugin {
  const deskRoutes = path.join(root, "app", "routes", "desk") + path.sep;
  let building = false;
  return {
    name: "desk-routes-server-only",
    enforce: "pre",
    configResolved(config) {
      building = config.command === "build";
    },
    transform(code, id) {
      if (!building || this.environment.name !== "client" || !id.startsWith(deskRoutes) || id.includes("?")) return;
      const exported = new Set(
        [...code.matchAll(/^export (?:async )?(?:function|const) (\w+)/gm)].map((match) => match[1]),
      );
      const standIns = ["meta", "ErrorBoundary", "links", "handle"].filter((name) => exported.has(name));
      return {
        code: [
          "const serverOnly = () => null;",
          ...(/^export default /m.test(code) ? ["export default serverOnly;"] : []),
          ...standIns.map((name) => `export const ${name} = serverOnly;`),
        ].join("\n"),
        map: null,
      };
    },
  };
}
