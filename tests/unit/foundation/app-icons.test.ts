import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LogoMark } from "~/components/layout/logo";
import { site } from "~/config/site";
import { palette } from "~/design/palette";
import { appIcons } from "~/lib/app-icons.server";
import { faviconDataUri, faviconSvg } from "~/lib/favicon";
import { resourcePaths } from "~/route-table";
import { loader as webManifestLoader } from "~/routes/resources/web-manifest";
import { content } from "../../support/content";

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
};

describe("the site's icons and web manifest", () => {
  it("draws the favicon in the palette's colours", () => {
    for (const colour of [
      palette.night,
      palette.brand,
      palette.environmental,
      palette.social,
      palette.ethical,
      palette.economic,
    ]) {
      expect(faviconSvg()).toContain(`"${colour}"`);
    }
  });

  it("writes the same mark into each page as a data URL with no space or quote left unescaped", () => {
    const uri = faviconDataUri();
    expect(uri).toMatch(/^data:image\/svg\+xml,/);
    expect(uri).not.toMatch(/[\s"'<>#]/);
    expect(decodeURIComponent(uri.slice(uri.indexOf(",") + 1))).toBe(faviconSvg());
  });

  it("draws the header's logo with the favicon's shapes, in the same order", () => {
    const shapes = (svg: string) =>
      [...svg.matchAll(/<(circle|path)\b([^>]*)>/g)].map(([, tag, attributes]) =>
        [
          tag,
          ...[...attributes.matchAll(/\b(cx|cy|r|d|fill|stroke)="([^"]*)"/g)].map(
            ([, name, value]) => `${name}=${value}`,
          ),
        ].join(" "),
      );
    const logo = shapes(renderToStaticMarkup(createElement(LogoMark)));
    expect(logo).toHaveLength(5);
    expect(logo).toEqual(shapes(faviconSvg()));
  });

  it("renders each PNG icon at the size its path promises", () => {
    for (const [path, size] of [
      [resourcePaths.appleTouchIcon, 180],
      [resourcePaths.icon192, 192],
      [resourcePaths.icon512, 512],
    ] as const) {
      const icon = appIcons[path];
      expect(icon.contentType, path).toBe("image/png");
      expect(pngSize(icon.render()), path).toEqual([size, size]);
    }
  });

  it("packs 16, 32 and 48 pixel PNGs into favicon.ico", () => {
    const ico = appIcons[resourcePaths.faviconIco].render();
    const view = new DataView(ico.buffer, ico.byteOffset);
    expect([view.getUint16(2, true), view.getUint16(4, true)]).toEqual([1, 3]);
    expect([0, 1, 2].map((index) => view.getUint8(6 + 16 * index))).toEqual([16, 32, 48]);
  });

  it("describes the site in the manifest from the site configuration, the tagline and the palette", async () => {
    const response = webManifestLoader();
    expect(response.headers.get("Content-Type")).toBe("application/manifest+json; charset=utf-8");
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: site.productName,
      short_name: site.productName,
      description: content("site/site").tagline,
      theme_color: palette.night,
      background_color: palette.surface,
    });
    for (const icon of manifest.icons) expect(Object.keys(appIcons)).toContain(icon.src);
  });
});
