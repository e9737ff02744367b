#!/usr/bin/env bash
# The whole suite: unit and API tests on the embedded database and (when reachable) on a
# PostgreSQL server, the hardening suite, then the browser journeys when Chromium is present.
# Prints each stage's time, and ends with one line "N passed, N failed".
# REQUIRE_POSTGRES=1 / REQUIRE_REDIS=1 / REQUIRE_BROWSER=1 (CI) turn a skip into a failure (Redis: the
# two-instance hardening tests, hardening/support/redis.ts); WEB_BUILT=1 (CI, which
# builds beside the type-check) skips the build.
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/stage-times.sh
results=.cache/test-results
rm -rf "$results" && mkdir -p "$results"
status=0

# Once: the hardening suite and the browser journeys both use this build.
if [ "${WEB_BUILT:-0}" != 1 ]; then
  stage "build the web app"
  npm run build --silent >/dev/null || { echo "build failed"; npm run build; exit 1; }
fi

# The hardening suite (on a PostgreSQL cluster of its own) spends most of its time waiting — on
# timers, a stopped database, killed servers — so the two API suites run beside it, one after the
# other: the embedded-database suite keeps the cores busy, then the PostgreSQL one, whose
# 200-buyer races should not meet that load too (a pool wait past its 5 s is an honest 503, which
# the race accepts beside the 409s, but fewer losers are then told the stock). Together they take
# little more than the hardening suite alone (decision 29).
pg_url="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
api_suites() {
  local failed=0 start
  start=$(date +%s)
  npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json" || failed=1
  echo "::: unit and API tests on the embedded database (PGlite): $(( $(date +%s) - start )) s"
  if node scripts/pg-reachable.mjs "$pg_url"; then
    start=$(date +%s)
    env TEST_DATABASE_URL="$pg_url" npx vitest run apps/api --reporter=default --reporter=json --outputFile.json="$results/vitest-postgres.json" || failed=1
    echo "::: API tests on the PostgreSQL server ($pg_url): $(( $(date +%s) - start )) s"
  else
    echo "== SKIPPED: API tests on PostgreSQL — no server answers at $pg_url (set TEST_DATABASE_URL)"
    [ "${REQUIRE_POSTGRES:-0}" = 1 ] && { echo "REQUIRE_POSTGRES=1: failing"; failed=1; }
  fi
  return "$failed"
}
stage_beside "unit and API tests: the embedded database (PGlite), then the PostgreSQL server" api_suites

if [ "${SKIP_HARDENING:-0}" != 1 ]; then
  stage_beside "hardening: races, faults and hostile input on a private PostgreSQL cluster" \
    npx vitest run --config hardening/vitest.config.ts --reporter=default --reporter=./hardening/support/summary-reporter.ts --reporter=json --outputFile.json="$results/vitest-hardening.json"
fi
stages_wait || status=1

# e2e/chromium.ts picks the browser: CHROMIUM_PATH, else Debian's headless shell, else its chromium.
chromium="$(node --import tsx -e 'import("./e2e/chromium.ts").then((m) => console.log(m.CHROMIUM ?? ""))')"
if [ -n "$chromium" ]; then
  stage "browser journeys in headless Chromium ($chromium), desktop and phone side by side"
  CHROMIUM_PATH="$chromium" npx playwright test || status=1
else
  echo "== SKIPPED: browser journeys — no Chromium (apt-get install -y chromium-headless-shell)"
  [ "${REQUIRE_BROWSER:-0}" = 1 ] && { echo "REQUIRE_BROWSER=1: failing"; status=1; }
fi

stage_report
node scripts/summarize-tests.mjs "$results" || status=1
exit $status
