#!/usr/bin/env bash
# Installs what the tests need that npm cannot: Debian's Chromium (its headless shell for
# Playwright and axe, the full browser for Lighthouse), Firefox ESR and WebKitGTK's WebDriver
# with Xvfb (the other two engines), PostgreSQL and its client tools (for the storage, backup and restore tests), a
# Java runtime (for the Nu Html Checker, npm `vnu-jar`), nginx with its brotli module (the
# proxy in front of the servers) and Prometheus (its rules' tests and a real scrape). Does nothing when all are present (a look at a few files, no
# apt), so it is cheap to run before every test run.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
[ -x /usr/bin/Xvfb ] || missing+=(xvfb)
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || missing+=(postgresql)
command -v pg_ctlcluster >/dev/null 2>&1 || missing+=(postgresql-common)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
command -v pg_dump >/dev/null 2>&1 || missing+=(postgresql-client)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
command -v promtool >/dev/null 2>&1 || missing+=(prometheus)
# The proxy test's self-signed certificate (tests/support/nginx.ts).
command -v openssl >/dev/null 2>&1 || missing+=(openssl)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing Debian packages for the tests: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "Need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-liberation >/dev/null
# The tests start their own PostgreSQL clusters, nginx and Prometheus; the ones the packages start are not needed.
$sudo service postgresql stop >/dev/null 2>&1 || true
$sudo service nginx stop >/dev/null 2>&1 || true
$sudo service prometheus stop >/dev/null 2>&1 || true
