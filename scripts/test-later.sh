#!/usr/bin/env bash
# The suite on a later date: `bash scripts/test-later.sh [+60d] [npm test's step filters…]`.
# Every clock moves: Node and Chromium through Debian's faketime (LD_PRELOAD), and PostgreSQL through
# a throwaway cluster started under faketime on port 5433. The test database is still seeded at
# TEST_NOW and the browser suite's server seeds at its own start, so this proves that no test reads
# the calendar where it should read the data's date (decision 24). Needs faketime and PostgreSQL's
# server binaries (Debian: `apt-get install faketime postgresql`); run as root or as postgres.
set -euo pipefail
cd "$(dirname "$0")/.."

offset="${1:-+60d}"
shift || true
lib=/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1
[ -f "$lib" ] || { echo "Falta faketime: apt-get install faketime" >&2; exit 1; }
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
[ -x "$bin/initdb" ] || { echo "Faltan los binarios de PostgreSQL: apt-get install postgresql" >&2; exit 1; }

export FAKETIME="$offset" FAKETIME_DONT_FAKE_MONOTONIC=1
cluster="$(mktemp -d /tmp/vilma-later-XXXX)"
as_postgres() { if [ "$(id -u)" -eq 0 ]; then su postgres -c "$*"; else bash -c "$*"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres "$cluster"
as_postgres "'$bin/initdb' -D '$cluster/data' -A trust -U postgres >/dev/null"
as_postgres "LD_PRELOAD=$lib FAKETIME='$offset' FAKETIME_DONT_FAKE_MONOTONIC=1 '$bin/pg_ctl' -D '$cluster/data' -l '$cluster/log' -w \
  -o \"-p 5433 -k '$cluster' -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off\" start >/dev/null"
trap 'as_postgres "\"$bin/pg_ctl\" -D \"$cluster/data\" -m immediate stop >/dev/null" || true; rm -rf "$cluster"' EXIT
psql -h 127.0.0.1 -p 5433 -U postgres -qc "create database test" >/dev/null

echo "Reloj adelantado $offset: $(LD_PRELOAD=$lib date -u)"
LD_PRELOAD="$lib" DATABASE_URL=postgres://postgres@127.0.0.1:5433/test npm test -- "$@"
