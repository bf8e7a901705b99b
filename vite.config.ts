import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { parseSiteConfig } from "./app/config/site-schema.ts";
import { contentPlugin } from "./app/content/content-vite-plugin.ts";
import { deskRoutesServerOnly } from "./app/desk/desk-vite-plugin.ts";
import { readPalette } from "./app/design/read-palette.ts";

const site = parseSiteConfig(process.env);

export default defineConfig({
  plugins: [
    contentPlugin({ site, root: fileURLToPath(new URL(".", import.meta.url)) }),
    deskRoutesServerOnly({ root: fileURLToPath(new URL(".", import.meta.url)) }),
    tailwindcss(),
    reactRouter(),
  ],
  // Scripts bundled on their own (`?worker&url`, e.g. app/browser/search.ts) read copy from content/ too.
  worker: { plugins: () => [contentPlugin({ site, root: fileURLToPath(new URL(".", import.meta.url)) })] },
  define: {
    __SITE_CONFIG__: JSON.stringify(site),
    __PALETTE__: JSON.stringify(readPalette()),
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: { assetsInlineLimit: 0 },
  // Bundled into the server build, so that it holds the few icons the pages use: left outside, the
  // server loads lucide-react's CommonJS file with every icon in it, a quarter of a second at each start.
  ssr: { noExternal: ["lucide-react"] },
});
