#!/usr/bin/env bash
# `npm test`: everything a change must pass (README, docs/decisions/019-test-suite-layout.md), each
# stage timed. The static checks run beside the build, each a single process: on two cores they take
# the time of the longest instead of their sum. The build is made once, and every suite reads it;
# the fixture site, with test pictures and analytics on (tests/support/picture-fixture.ts), follows
# the format check.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
stage() {
  local name=$1 start=$SECONDS
  shift
  "$@"
  printf '\n── %s: %d s\n\n' "$name" $((SECONDS - start))
}

# Runs each named npm script at once, its output kept aside; shows each output when all have ended,
# and fails if any failed. Scripts joined by "+" run one after the other: three groups of about the
# same CPU time keep both cores busy to the end of the stage.
side_by_side() {
  local dir name
  dir=$(mktemp -d)
  local -a pids=() names=()
  for group in "$@"; do
    (
      for script in ${group//+/ }; do npm run --silent "$script" || exit 1; done
    ) >"$dir/$group.log" 2>&1 &
    pids+=($!)
    names+=("$group")
  done
  local failed=()
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || failed+=("${names[$i]}")
  done
  for name in "${names[@]}"; do
    printf '── %s\n' "$name"
    cat "$dir/$name.log"
  done
  rm -rf "$dir"
  if [ ${#failed[@]} -gt 0 ]; then
    printf 'Failed: %s\n' "${failed[*]}" >&2
    return 1
  fi
}

# The Debian packages are needed from the Vitest stage on, and apt waits mostly on the network and the
# disk: on a new machine they install beside the first stage. Where sudo would ask for a password,
# they install first, in the foreground, where it can be typed.
if [ "$(id -u)" -eq 0 ] || sudo -n true 2>/dev/null; then
  setup_log=$(mktemp)
  (
    start=$SECONDS
    status=0
    bash scripts/install-test-deps.sh || status=$?
    printf '\n── test set-up (Debian packages, beside the first stage): %d s\n\n' $((SECONDS - start))
    exit "$status"
  ) >"$setup_log" 2>&1 &
  setup_pid=$!
  stage "typecheck, lint, format check and build" side_by_side typecheck+lint format:check+build:fixture build
  setup_status=0
  wait "$setup_pid" || setup_status=$?
  cat "$setup_log"
  rm -f "$setup_log"
  [ "$setup_status" -eq 0 ] || exit "$setup_status"
else
  stage "test set-up (Debian packages)" bash scripts/install-test-deps.sh
  stage "typecheck, lint, format check and build" side_by_side typecheck+lint format:check+build:fixture build
fi
stage "unit, build and integration tests (Vitest)" npm run --silent test:unit
stage "browser tests (Playwright, Chromium)" npm run --silent test:e2e
stage "browser tests (Firefox and WebKit)" npm run --silent test:engines
printf '── npm test: %d s in all\n' $((SECONDS - started))
