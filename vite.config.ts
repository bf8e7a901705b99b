import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { parseSiteConfig } from "./app/config/site-schema.ts";
import { readPalette } from "./app/design/read-palette.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    __SITE_CONFIG__: JSON.stringify(parseSiteConfig(process.env)),
    __PALETTE__: JSON.stringify(readPalette()),
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: { assetsInlineLimit: 0 },
});
