/**
 * WebKitGTK, the engine of Safari: Debian's WebKitWebDriver and its MiniBrowser, on a virtual
 * display (./xvfb.ts), driven over WebDriver classic by webdriverio. The driver is started here on
 * a port of our own, so webdriverio never sets up (or downloads) a driver. WebKitGTK emulates no
 * colour scheme: the system setting stays light, and dark visits choose Dark in the header's
 * control (../checks/page-frame.ts). Pages come through the test proxy (./test-proxy.ts), which
 * gives them the error recorder and, below MiniBrowser's narrowest window (447 px), a frame of the
 * phone's width.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { Key, remote } from "webdriverio";
import { freePort } from "../../support/free-port";
import { type BrowserPage, conditionTimeoutMs, type EngineBrowser } from "./browser-page";
import { recordedErrors } from "./error-recorder";
import { startTestProxy, type TestProxy } from "./test-proxy";
import { startVirtualDisplay } from "./xvfb";

const webKitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
const miniBrowserPath = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** MiniBrowser's window cannot be narrower than this: narrower pages are framed. */
const narrowestWindow = 447;
const pageHeight = 740;
type Session = WebdriverIO.Browser;

export async function launchWebKit(origin: string): Promise<EngineBrowser> {
  const display = await startVirtualDisplay();
  const port = await freePort();
  const driver = spawn(webKitDriverPath, [`--port=${port}`, "--host=127.0.0.1"], {
    env: { ...process.env, DISPLAY: display.display },
    stdio: "ignore",
  });
  const proxy = await startTestProxy(origin);
  try {
    await driverListening(driver, port);
    const capabilities = {
      // WebKitWebDriver refuses a BiDi session ("Failed to match capabilities").
      "wdio:enforceWebDriverClassic": true,
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary: miniBrowserPath, args: ["--automation"] },
    };
    const session = await remote({
      hostname: "127.0.0.1",
      port,
      logLevel: "error",
      connectionRetryCount: 0,
      capabilities,
    });
    // Tall enough for a phone's frame below the browser's own bar.
    await session.setWindowSize(1280, pageHeight + 160);
    return {
      page: webKitPage(session, proxy),
      async close() {
        await session.deleteSession().catch(() => undefined);
        driver.kill("SIGTERM");
        await proxy.close();
        await display.stop();
      },
    };
  } catch (error) {
    driver.kill("SIGTERM");
    await proxy.close();
    await display.stop();
    throw error;
  }
}

/** Resolves once the driver answers its status, or rejects if it exits first. */
async function driverListening(driver: ChildProcess, port: number) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error("WebKitWebDriver did not answer within 30 s");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function webKitPage(session: Session, proxy: TestProxy): BrowserPage {
  const waitFor: BrowserPage["waitFor"] = async (what, fn, ...args) => {
    await session.waitUntil(
      async () => Boolean(await session.execute(fn as (...args: unknown[]) => unknown, ...args)),
      {
        timeout: conditionTimeoutMs,
        interval: 25,
        timeoutMsg: `timed out waiting until ${what}`,
      },
    );
  };
  const element = async (selector: string) => {
    const found = await session.$(selector);
    await found.waitForExist({ timeout: conditionTimeoutMs });
    return found;
  };
  return {
    engine: "webkit",
    async open(path, width) {
      await session.switchFrame(null);
      if (width >= narrowestWindow) {
        await session.url(new URL(path, proxy.origin).href);
      } else {
        await session.url(new URL(proxy.framed(path, width, pageHeight), proxy.origin).href);
        await session.switchFrame(await session.$("iframe"));
      }
      // The page script's mark on public pages, the desk script's on the desk's.
      await waitFor(
        "the page script has run",
        () =>
          document.documentElement.hasAttribute("data-enhanced") ||
          document.documentElement.hasAttribute("data-desk-ready"),
      );
    },
    // Checks pass plain values, never elements, which webdriverio's typings allow for.
    evaluate: (fn, ...args) => session.execute(fn as (...args: unknown[]) => never, ...args),
    waitFor,
    async click(selector) {
      const target = await element(selector);
      // The site scrolls smoothly: WebDriver's own scroll into view would still be moving when it
      // clicks, and the click would land on whatever has scrolled under the point.
      await session.execute((element) => element.scrollIntoView({ block: "center", behavior: "instant" }), target);
      await target.click();
    },
    async hoverAt(selector, x, y) {
      const target = await element(selector);
      // Scrolled at once (the site scrolls smoothly) and measured in the page's own document; the point
      // is given from the top window's viewport, where a framed page sits at 0,0: webdriverio's
      // scrollIntoView scrolls by wheel from the top window, and a move from an element that WebKit
      // has to scroll to first is out of bounds.
      const box = await session.execute((element) => {
        element.scrollIntoView({ block: "center", behavior: "instant" });
        const { left, top, width, height } = element.getBoundingClientRect();
        return { left, top, width, height };
      }, target);
      await session
        .action("pointer")
        .move({ origin: "viewport", x: Math.round(box.left + box.width * x), y: Math.round(box.top + box.height * y) })
        .perform();
    },
    hover(selector) {
      return this.hoverAt(selector, 0.5, 0.5);
    },
    async type(selector, text) {
      const control = await element(selector);
      await control.click();
      await control.addValue(text);
    },
    async press(key) {
      await session.keys(Key[key as keyof typeof Key] ?? key);
    },
    // The top window's: a framed page sits at its 0,0.
    screenshot: async () => Buffer.from(await session.takeScreenshot(), "base64"),
    errors: () => session.execute(recordedErrors),
  };
}
