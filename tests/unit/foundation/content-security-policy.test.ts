import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../../server/content-security-policy";
import { inlineScriptHashes } from "../../../server/prerendered-pages";

const sha = (body: string) => `sha256-${createHash("sha256").update(body).digest("base64")}`;

describe("the Content-Security-Policy", () => {
  it("allows inline scripts only by nonce or by hash, never unsafe-inline", () => {
    const withNonce = contentSecurityPolicy({ nonce: "abc" });
    // Pagefind's search runs WebAssembly, which needs 'wasm-unsafe-eval' (docs/decisions/011-site-search.md).
    expect(withNonce).toContain("script-src 'self' 'wasm-unsafe-eval' 'nonce-abc'");
    const withHashes = contentSecurityPolicy({ hashes: ["sha256-x", "sha256-y"] });
    expect(withHashes).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-x' 'sha256-y'");
    for (const policy of [withNonce, withHashes]) {
      expect(policy).toContain("frame-ancestors 'none'");
      // What default-src 'self' says already is not said again: fonts and the manifest fall back to it.
      expect(policy).toMatch(/^default-src 'self';/);
      expect(policy).not.toMatch(/font-src|manifest-src/);
      expect(policy.split(";").find((part) => part.includes("script-src"))).not.toContain("unsafe-inline");
    }
  });

  it("hashes the inline scripts a browser runs and skips data blocks and external scripts", () => {
    const html = [
      "<script>window.a=1</script>",
      '<script type="module" async="">import("/x.js")</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script type="module" src="/assets/page.js"></script>',
      '<script data-analytics-src="/assets/analytics.js">load()</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import("/x.js")'), sha("load()")]);
  });
});
