#!/usr/bin/env bash
# Makes PostgreSQL and Redis answer on 127.0.0.1 whatever this machine has: installs them from
# Debian's packages when missing, starts them when down, waits (bounded) until they answer, and
# creates the role password and the `test` database the suites use. Idempotent: on a machine
# where everything is up it only checks, in about a second.
#
#   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/test
#   REDIS_URL=redis://127.0.0.1:6379
#
# `--fresh-test-db` also drops and recreates the `test` database, so a machine reused across runs
# (or branches) starts the suites from nothing.
#
# Needs root (or sudo) only for what is missing. Every failure names what went wrong and exits 1.
set -euo pipefail

FRESH_TEST_DB=no
for arg in "$@"; do
  case $arg in
    --fresh-test-db) FRESH_TEST_DB=yes ;;
    *) printf 'services: error: unknown argument %s (only --fresh-test-db)\n' "$arg" >&2; exit 1 ;;
  esac
done

PG_PORT=5432
PG_PASSWORD=postgres
PG_DATABASE=test
REDIS_PORT=6379
WAIT_SECONDS=${SERVICES_WAIT_SECONDS:-60}
INSTALL_SECONDS=${SERVICES_INSTALL_SECONDS:-900}

say() { printf 'services: %s\n' "$*"; }
fail() { printf 'services: error: %s\n' "$*" >&2; exit 1; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo -n "$@" || fail "'$*' needs root; sudo refused"
  else fail "'$*' needs root, and there is no sudo"
  fi
}

# As the postgres superuser over the local socket (Debian's peer authentication).
as_postgres() {
  if [ "$(id -un)" = postgres ]; then "$@"
  elif [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"
  else sudo -n -u postgres "$@"
  fi
}

apt_updated=no
install_packages() {
  command -v apt-get >/dev/null 2>&1 || fail "$* missing and this is not a Debian machine: install them by hand"
  if [ "$apt_updated" = no ]; then
    say "apt-get update"
    as_root timeout "$INSTALL_SECONDS" env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null \
      || fail "apt-get update failed or took over ${INSTALL_SECONDS}s"
    apt_updated=yes
  fi
  say "installing $*"
  as_root timeout "$INSTALL_SECONDS" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends "$@" >/dev/null \
    || fail "apt-get install $* failed or took over ${INSTALL_SECONDS}s"
}

# Polls `$@` once a second until it succeeds, for at most WAIT_SECONDS.
wait_for() {
  local what=$1; shift
  for _ in $(seq 1 "$WAIT_SECONDS"); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    sleep 1
  done
  fail "$what did not answer within ${WAIT_SECONDS}s"
}

pg_answers_tcp() {
  PGPASSWORD=$PG_PASSWORD psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -d "$PG_DATABASE" -tAc 'select 1' >/dev/null 2>&1
}

ensure_postgres() {
  if [ "$FRESH_TEST_DB" = no ] && pg_answers_tcp; then say "PostgreSQL is up (127.0.0.1:$PG_PORT/$PG_DATABASE)"; return; fi

  command -v pg_ctlcluster >/dev/null 2>&1 && ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 \
    || install_packages postgresql
  local version
  version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
  [ -n "$version" ] || fail "no PostgreSQL server found after installing"
  if ! pg_lsclusters -h 2>/dev/null | awk '{print $1, $2}' | grep -qx "$version main"; then
    say "creating cluster $version/main"
    as_root pg_createcluster --port "$PG_PORT" "$version" main >/dev/null
  fi
  if ! pg_isready -q -h 127.0.0.1 -p "$PG_PORT"; then
    say "starting PostgreSQL $version"
    as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start \
      || fail "PostgreSQL $version/main did not start: see /var/log/postgresql/postgresql-$version-main.log"
  fi
  wait_for "PostgreSQL on 127.0.0.1:$PG_PORT" pg_isready -q -h 127.0.0.1 -p "$PG_PORT"

  # Debian's pg_hba.conf asks for a password on TCP: give the postgres role one.
  as_postgres psql -q -p "$PG_PORT" -c "alter role postgres password '$PG_PASSWORD'" >/dev/null
  if [ "$FRESH_TEST_DB" = yes ]; then
    say "recreating database $PG_DATABASE"
    as_postgres dropdb -p "$PG_PORT" --if-exists --force "$PG_DATABASE"
  fi
  if [ -z "$(as_postgres psql -p "$PG_PORT" -tAc "select 1 from pg_database where datname = '$PG_DATABASE'")" ]; then
    as_postgres createdb -p "$PG_PORT" "$PG_DATABASE"
  fi
  pg_answers_tcp || fail "PostgreSQL is up but postgres@127.0.0.1:$PG_PORT/$PG_DATABASE refuses the password"
  say "PostgreSQL is up (127.0.0.1:$PG_PORT/$PG_DATABASE)"
}

redis_answers() { [ "$(redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping 2>/dev/null)" = PONG ]; }

ensure_redis() {
  if command -v redis-cli >/dev/null 2>&1 && redis_answers; then say "Redis is up (127.0.0.1:$REDIS_PORT)"; return; fi
  command -v redis-server >/dev/null 2>&1 || install_packages redis-server
  say "starting Redis"
  # Test counters only: no persistence.
  redis-server --daemonize yes --bind 127.0.0.1 --port "$REDIS_PORT" --save "" --appendonly no >/dev/null \
    || fail "redis-server did not start"
  wait_for "Redis on 127.0.0.1:$REDIS_PORT" redis_answers
  say "Redis is up (127.0.0.1:$REDIS_PORT)"
}

ensure_postgres
ensure_redis
