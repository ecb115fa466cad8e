#!/usr/bin/env bash
# A local PostgreSQL for the online server's tests and benchmark, idempotently:
# installs Debian's `postgresql` package if missing, inits a cluster under
# <repo>/target/postgres (trust auth, loopback only), starts it as the
# `postgres` system user (PostgreSQL refuses to run as root) on
# 127.0.0.1:${PALLANGUZHI_PG_PORT:-55432}, creates the database `pallanguzhi`,
# and prints its URL on stdout (everything else goes to stderr).
#   tests/toolchain/postgres.sh         start (or reuse) and print the URL
#   tests/toolchain/postgres.sh stop    stop the cluster
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
port="${PALLANGUZHI_PG_PORT:-55432}"
base="$root/target/postgres"
data="$base/data"

if ! compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then
  echo "installing postgresql (apt-get)..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >&2
fi
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
as_pg() { runuser -u postgres -- "$@"; }

if [[ "${1:-}" == stop ]]; then
  [[ -f "$data/PG_VERSION" ]] && as_pg "$bin/pg_ctl" -D "$data" -m fast stop >&2 || true
  exit 0
fi

mkdir -p "$base"
chown postgres:postgres "$base"
if [[ ! -f "$data/PG_VERSION" ]]; then
  as_pg "$bin/initdb" -D "$data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >&2
fi
if ! as_pg "$bin/pg_ctl" -D "$data" status >/dev/null 2>&1; then
  # Loopback only; the socket lives beside the data, not in /var/run.
  as_pg "$bin/pg_ctl" -D "$data" -l "$base/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $base -c max_connections=400" start >&2
fi
psql=("$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -tAq)
if [[ "$(as_pg "${psql[@]}" -c "SELECT 1 FROM pg_database WHERE datname = 'pallanguzhi'")" != 1 ]]; then
  as_pg "${psql[@]}" -c "CREATE DATABASE pallanguzhi" >&2
fi
echo "postgres://postgres@127.0.0.1:$port/pallanguzhi"
