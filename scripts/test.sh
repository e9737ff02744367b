#!/usr/bin/env bash
# The whole suite: unit and API tests on the embedded database and (when reachable) on a
# PostgreSQL server, then the browser journeys when Chromium is present. Ends with one line
# "N passed, N failed". REQUIRE_POSTGRES=1 / REQUIRE_BROWSER=1 (CI) turn a skip into a failure.
set -uo pipefail
cd "$(dirname "$0")/.."
results=.cache/test-results
rm -rf "$results" && mkdir -p "$results"
status=0

echo "== building the web app"
npm run build --silent >/dev/null || { echo "build failed"; npm run build; exit 1; }

echo "== unit and API tests on the embedded database (PGlite)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json" || status=1

pg_url="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if node scripts/pg-reachable.mjs "$pg_url"; then
  echo "== API tests on the PostgreSQL server ($pg_url)"
  TEST_DATABASE_URL="$pg_url" npx vitest run apps/api --reporter=default --reporter=json --outputFile.json="$results/vitest-postgres.json" || status=1
else
  echo "== SKIPPED: API tests on PostgreSQL — no server answers at $pg_url (set TEST_DATABASE_URL)"
  [ "${REQUIRE_POSTGRES:-0}" = 1 ] && { echo "REQUIRE_POSTGRES=1: failing"; status=1; }
fi

if [ "${SKIP_HARDENING:-0}" != 1 ]; then
  echo "== hardening: races, faults and hostile input on a private PostgreSQL cluster"
  npx vitest run --config hardening/vitest.config.ts --reporter=default --reporter=./hardening/support/summary-reporter.ts --reporter=json --outputFile.json="$results/vitest-hardening.json" || status=1
fi

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  echo "== browser journeys in headless Chromium ($chromium)"
  CHROMIUM_PATH="$chromium" npx playwright test || status=1
else
  echo "== SKIPPED: browser journeys — no Chromium at $chromium (apt-get install -y chromium)"
  [ "${REQUIRE_BROWSER:-0}" = 1 ] && { echo "REQUIRE_BROWSER=1: failing"; status=1; }
fi

node scripts/summarize-tests.mjs "$results" || status=1
exit $status
