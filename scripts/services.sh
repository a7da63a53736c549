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
# `--standby` also starts a streaming-replication standby of that PostgreSQL (docs/scaling.md):
# pg_basebackup into SERVICES_STANDBY_DIR, hot standby on SERVICES_STANDBY_PORT, then
#
#   DATABASE_URL='postgres://postgres:postgres@127.0.0.1:5432,127.0.0.1:5433/test?target_session_attrs=read-write'
#   DATABASE_READ_URL=postgres://postgres:postgres@127.0.0.1:5433/test
#
# SERVICES_PG_SYNC chooses how the primary commits: `off` (the default: asynchronous, a failover
# may lose the last commits), `on` (synchronous_commit = on with the standby in
# synchronous_standby_names: a commit returns once the standby has flushed it, so nothing
# acknowledged is lost) or `remote_apply` (once the standby has applied it: reads there see it).
# A synchronous primary stops committing while its standby is away: that is the price.
# `--promote` promotes the standby (after its primary was lost); `--stop` stops the clusters the
# script made itself (never the machine's own).
#
# Settings (environment):
#   SERVICES_PG_PORT       the primary's port (5432)
#   SERVICES_PG_DIR        unset: the machine's Debian cluster on that port; set: a cluster of the
#                          script's own in that directory (made by initdb when new), e.g. for a
#                          pair a failover test may kill without touching the shared one
#   SERVICES_STANDBY_PORT  the standby's port (primary's + 1)
#   SERVICES_STANDBY_DIR   the standby's data directory (/var/lib/postgresql/trace-ledger-standby-<port>)
#   SERVICES_PG_SYNC       off | on | remote_apply (off)
#   SERVICES_REDIS         no: leave Redis alone (yes)
#
# Needs root (or sudo) only for what is missing. Every failure names what went wrong and exits 1.
set -euo pipefail

FRESH_TEST_DB=no
ACTION=up
STANDBY=no
for arg in "$@"; do
  case $arg in
    --fresh-test-db) FRESH_TEST_DB=yes ;;
    --standby) STANDBY=yes ;;
    --promote) ACTION=promote ;;
    --stop) ACTION=stop ;;
    *) printf 'services: error: unknown argument %s (--fresh-test-db, --standby, --promote, --stop)\n' "$arg" >&2; exit 1 ;;
  esac
done

PG_PORT=${SERVICES_PG_PORT:-5432}
PG_DIR=${SERVICES_PG_DIR:-}
STANDBY_PORT=${SERVICES_STANDBY_PORT:-$((PG_PORT + 1))}
STANDBY_DIR=${SERVICES_STANDBY_DIR:-/var/lib/postgresql/trace-ledger-standby-$STANDBY_PORT}
PG_SYNC=${SERVICES_PG_SYNC:-off}
STANDBY_NAME=trace_ledger_standby
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

# The newest PostgreSQL server installed (installed from Debian's packages when there is none).
pg_version() {
  command -v pg_ctlcluster >/dev/null 2>&1 && ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 \
    || install_packages postgresql >&2
  local version
  version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
  [ -n "$version" ] || fail "no PostgreSQL server found after installing"
  printf '%s' "$version"
}

ensure_postgres() {
  if [ "$FRESH_TEST_DB" = no ] && pg_answers_tcp; then say "PostgreSQL is up (127.0.0.1:$PG_PORT/$PG_DATABASE)"; return; fi

  local version
  version=$(pg_version)
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
  ensure_test_db
}

ensure_test_db() {
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

# A data directory for the postgres user, and its server log beside it.
make_pg_dir() {
  as_root install -d -o postgres -g postgres -m 700 "$1"
  as_root install -o postgres -g postgres -m 600 /dev/null "$1.log"
}

# Starts the cluster in `dir` on `port` unless something answers there already.
start_pg_dir() {
  local dir=$1 port=$2 what=$3
  if pg_isready -q -h 127.0.0.1 -p "$port"; then return; fi
  say "starting $what ($dir, port $port)"
  as_postgres "$PG_BIN/pg_ctl" -D "$dir" -l "$dir.log" -w -t "$WAIT_SECONDS" start >/dev/null \
    || fail "$what did not start: see $dir.log"
  wait_for "$what on 127.0.0.1:$port" pg_isready -q -h 127.0.0.1 -p "$port"
}

psql_at() {
  local port=$1; shift
  PGPASSWORD=$PG_PASSWORD psql -X -q -h 127.0.0.1 -p "$port" -U postgres -d postgres -tA "$@"
}

# A cluster of the script's own in PG_DIR (not the machine's): made by initdb when new.
ensure_own_primary() {
  PG_BIN=/usr/lib/postgresql/$(pg_version)/bin
  if [ ! -f "$PG_DIR/PG_VERSION" ]; then
    say "initdb $PG_DIR"
    make_pg_dir "$PG_DIR"
    local pwfile
    pwfile=$(mktemp)
    printf '%s\n' "$PG_PASSWORD" >"$pwfile"
    as_root chown postgres "$pwfile"
    as_postgres "$PG_BIN/initdb" -D "$PG_DIR" -U postgres --pwfile="$pwfile" --auth-local=trust \
      --auth-host=scram-sha-256 -E UTF8 --no-instructions >/dev/null || { rm -f "$pwfile"; fail "initdb $PG_DIR failed"; }
    rm -f "$pwfile"
    printf "port = %s\nlisten_addresses = '127.0.0.1'\n" "$PG_PORT" | as_postgres tee -a "$PG_DIR/postgresql.conf" >/dev/null
  fi
  start_pg_dir "$PG_DIR" "$PG_PORT" "PostgreSQL primary"
  ensure_test_db
}

# The primary's commit rule (SERVICES_PG_SYNC), changed only where it differs from what is set.
configure_sync() {
  local names commit
  case $PG_SYNC in
    off) names='' commit=on ;;
    on) names=$STANDBY_NAME commit=on ;;
    remote_apply) names=$STANDBY_NAME commit=remote_apply ;;
    *) fail "SERVICES_PG_SYNC must be off, on or remote_apply, got '$PG_SYNC'" ;;
  esac
  if [ "$(psql_at "$PG_PORT" -c 'show synchronous_standby_names')" != "$names" ] \
    || [ "$(psql_at "$PG_PORT" -c 'show synchronous_commit')" != "$commit" ]; then
    say "primary commits with synchronous_commit = $commit, synchronous_standby_names = '$names'"
    psql_at "$PG_PORT" -c "alter system set synchronous_standby_names = '$names'" >/dev/null
    psql_at "$PG_PORT" -c "alter system set synchronous_commit = '$commit'" >/dev/null
    psql_at "$PG_PORT" -c 'select pg_reload_conf()' >/dev/null
  fi
}

# A hot standby of the primary in STANDBY_DIR, streaming from it under the name the primary's
# synchronous_standby_names uses.
ensure_standby() {
  local version
  version=$(pg_version)
  PG_BIN=/usr/lib/postgresql/$version/bin
  if [ ! -f "$STANDBY_DIR/PG_VERSION" ]; then
    say "pg_basebackup of 127.0.0.1:$PG_PORT into $STANDBY_DIR"
    make_pg_dir "$STANDBY_DIR"
    as_postgres env PGPASSWORD="$PG_PASSWORD" "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$PG_PORT" -U postgres \
      -D "$STANDBY_DIR" --write-recovery-conf --wal-method=stream --checkpoint=fast >/dev/null \
      || fail "pg_basebackup from 127.0.0.1:$PG_PORT failed"
    # A Debian cluster keeps its configuration in /etc, outside the copied directory: the standby
    # gets the same settings (hot standby needs max_connections and the like ≥ the primary's)
    # without the lines that name the primary's own files.
    if [ ! -f "$STANDBY_DIR/postgresql.conf" ]; then
      local etc=/etc/postgresql/$version/main
      grep -vE '^[[:space:]]*(data_directory|hba_file|ident_file|external_pid_file|include_dir|port|cluster_name)[[:space:]]*=' "$etc/postgresql.conf" \
        | as_postgres tee "$STANDBY_DIR/postgresql.conf" >/dev/null
      as_postgres cp "$etc/pg_hba.conf" "$etc/pg_ident.conf" "$STANDBY_DIR/"
    fi
    # postgresql.auto.conf is read last: these win over anything copied. A standby promoted later
    # must not wait for a standby of its own, hence no synchronous_standby_names.
    printf "port = %s\nlisten_addresses = '127.0.0.1'\ncluster_name = '%s'\nhot_standby = on\nsynchronous_standby_names = ''\n" \
      "$STANDBY_PORT" "$STANDBY_NAME" | as_postgres tee -a "$STANDBY_DIR/postgresql.auto.conf" >/dev/null
  fi
  start_pg_dir "$STANDBY_DIR" "$STANDBY_PORT" "PostgreSQL standby"
  if [ "$(psql_at "$STANDBY_PORT" -c 'select pg_is_in_recovery()')" = t ]; then
    wait_for "the standby streaming from 127.0.0.1:$PG_PORT" standby_streams
    say "PostgreSQL standby is up (127.0.0.1:$STANDBY_PORT, streaming from $PG_PORT; synchronous: $PG_SYNC)"
  else
    say "PostgreSQL on 127.0.0.1:$STANDBY_PORT was promoted: it is a primary now"
  fi
}

standby_streams() {
  [ "$(psql_at "$PG_PORT" -c "select count(*) from pg_stat_replication where application_name = '$STANDBY_NAME' and state = 'streaming'")" -ge 1 ]
}

# After the primary is lost: the standby becomes the primary (it keeps its port).
promote_standby() {
  PG_BIN=/usr/lib/postgresql/$(pg_version)/bin
  as_postgres "$PG_BIN/pg_ctl" -D "$STANDBY_DIR" -w -t "$WAIT_SECONDS" promote >/dev/null \
    || fail "pg_ctl promote $STANDBY_DIR failed: see $STANDBY_DIR.log"
  say "promoted the standby on 127.0.0.1:$STANDBY_PORT"
}

# Stops the clusters this script made (the standby, and the primary when SERVICES_PG_DIR is set).
stop_own_clusters() {
  PG_BIN=/usr/lib/postgresql/$(pg_version)/bin
  local dir
  for dir in "$STANDBY_DIR" $PG_DIR; do
    [ -f "$dir/PG_VERSION" ] && as_postgres "$PG_BIN/pg_ctl" -D "$dir" status >/dev/null 2>&1 || continue
    say "stopping $dir"
    as_postgres "$PG_BIN/pg_ctl" -D "$dir" -m fast -w -t "$WAIT_SECONDS" stop >/dev/null || fail "pg_ctl stop $dir failed"
  done
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

case $ACTION in
  promote) promote_standby ;;
  stop) stop_own_clusters ;;
  up)
    if [ -n "$PG_DIR" ]; then ensure_own_primary; else ensure_postgres; fi
    if [ "$STANDBY" = yes ]; then
      configure_sync
      ensure_standby
    fi
    if [ "${SERVICES_REDIS:-yes}" != no ]; then ensure_redis; fi
    ;;
esac
