#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "Type check"
npm run --silent typecheck
step "Lint"
npx biome check .
step "Unit tests (contract, web) and the screens' components in Chromium"
# the component tests and the browser tests drive Debian's Chromium headless shell; Liberation is
# the Arial that the desktop Chromium's install brings
bash scripts/ensure-package.sh /usr/bin/chromium-headless-shell chromium-headless-shell fonts-liberation fonts-dejavu-core
npx vitest run --project contract --project web --project components
step "API tests on PGlite"
TEST_DB=pglite npx vitest run --project server
step "API tests on PostgreSQL"
bash scripts/with-postgres.sh env TEST_DB=postgres npx vitest run --project server
step "PostgreSQL's own: two portal processes behind nginx, backup and restore"
# the two-process test puts nginx in front of the portal
bash scripts/ensure-package.sh /usr/sbin/nginx nginx
bash scripts/with-postgres.sh npx vitest run --project postgres
step "Build the web app and the server"
npm run --silent build
step "Browser tests in Chromium"
# the portal under test on PostgreSQL, as in production; the embedded engine is the API tests' other half
bash scripts/with-postgres.sh npx playwright test -c e2e/playwright.config.ts
