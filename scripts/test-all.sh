#!/usr/bin/env bash
# The whole test suite: the checks that fail cheapest first, then two lanes side by side (decision 024).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "Debian packages the tests drive"
# installed before the lanes start, so that two installs never wait on each other's package lock.
# The component and browser tests drive Chromium's headless shell (Liberation is the Arial the
# desktop Chromium brings); the two-process test puts nginx in front of the portal.
bash scripts/ensure-package.sh /usr/bin/chromium-headless-shell chromium-headless-shell fonts-liberation fonts-dejavu-core
bash scripts/ensure-package.sh /usr/sbin/nginx nginx
bash scripts/with-postgres.sh true

step "Type check"
npm run --silent typecheck
step "Lint"
npx biome check .

# Each lane alone leaves a core idle at times (a server starting, a test waiting on the page's
# timers, a single-threaded set-up); side by side they keep both busy. Each lane stops at its own
# first failure; every line it prints carries its name.
server_lane() {
  step "API tests on PGlite"
  TEST_DB=pglite npx vitest run --project server
  step "API tests on PostgreSQL"
  bash scripts/with-postgres.sh env TEST_DB=postgres npx vitest run --project server
  step "PostgreSQL's own: two portal processes behind nginx, backup and restore"
  bash scripts/with-postgres.sh npx vitest run --project postgres
}

web_lane() {
  step "Unit tests (contract, web) and the screens' components in Chromium"
  npx vitest run --project contract --project web --project components
  step "Build the web app and the server"
  npm run --silent build
  step "Browser tests in Chromium"
  # the portal under test on PostgreSQL, as in production; the embedded engine is the API tests' other half
  bash scripts/with-postgres.sh npx playwright test -c e2e/playwright.config.ts
}

lane() {
  local name=$1
  shift
  (set -euo pipefail; "$@") 2>&1 | sed -u "s/^/[$name] /"
  return "${PIPESTATUS[0]}"
}

lane server server_lane &
server=$!
lane web web_lane &
web=$!
status=0
wait "$server" || { status=1 && echo '[server] failed'; }
wait "$web" || { status=1 && echo '[web] failed'; }
exit "$status"
