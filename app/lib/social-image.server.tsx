import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { site } from "~/config/site";
import siteCopy from "~content/site/site";
import { categoryColours, trustCategories } from "~/visualisations/shared/category-order";
import { palette } from "~/design/palette";
import { socialImageSize } from "./seo";

const require = createRequire(import.meta.url);
const fontFile = (weight: number) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: "normal" }[]> | undefined;

function loadFonts() {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: "Inter",
      data: await readFile(fontFile(weight)),
      weight,
      style: "normal" as const,
    })),
  );
  return fonts;
}

/** The link-preview picture of a page: its title on the site's night-blue ground, 1200x630 PNG. */
export async function renderSocialImage(title: string, eyebrow: string): Promise<Uint8Array<ArrayBuffer>> {
  const svg = await satori(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: `linear-gradient(135deg, ${palette.night} 0%, ${palette["night-soft"]} 55%, #2a2150 100%)`,
        color: "white",
        fontFamily: "Inter",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div style={{ display: "flex", gap: 10 }}>
          {trustCategories.map((category) => (
            <div
              key={category}
              style={{ width: 22, height: 22, borderRadius: 11, background: categoryColours[category] }}
            />
          ))}
        </div>
        <div style={{ fontSize: 34, fontWeight: 700 }}>{site.productName}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 18 }}>
        <div style={{ fontSize: 26, color: palette["brand-on-night"], textTransform: "uppercase", letterSpacing: 4 }}>
          {eyebrow}
        </div>
        <div style={{ fontSize: title.length > 60 ? 56 : 68, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
      </div>
      <div style={{ fontSize: 24, color: "rgba(255,255,255,0.75)" }}>{siteCopy.tagline}</div>
    </div>,
    { ...socialImageSize, fonts: await loadFonts() },
  );
  return new Uint8Array(new Resvg(svg, { fitTo: { mode: "width", value: socialImageSize.width } }).render().asPng());
}
