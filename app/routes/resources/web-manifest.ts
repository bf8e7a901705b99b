import { site } from "~/config/site";
import siteCopy from "~content/site/site";
import { palette } from "~/design/palette";
import { pngIcons } from "~/lib/app-icons.server";
import { resourcePaths } from "~/route-table";

/** /site.webmanifest: what a browser shows when the site is installed or pinned. */
export function loader() {
  const manifest = {
    name: site.productName,
    short_name: site.productName,
    description: siteCopy.tagline,
    start_url: "/",
    display: "browser",
    background_color: palette.surface,
    theme_color: palette.night,
    icons: [
      ...pngIcons
        .filter((icon) => icon.inManifest)
        .map(({ path, size }) => ({ src: path, sizes: `${size}x${size}`, type: "image/png" })),
      { src: resourcePaths.faviconSvg, sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(`${JSON.stringify(manifest, null, 2)}\n`, {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
