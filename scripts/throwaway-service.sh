# Sourced by test scripts that need a service of their own: `npm start`'s server on a fresh
# embedded database in a temp dir, on a free port, with one owner. `start_service NAME [VAR=value…]`
# sets $base (its URL), $admin (its ADMIN_TOKEN) and $key (the owner NAME's API key); $scratch is a
# temp dir, removed on exit once the service is stopped. The caller defines say().
scratch=$(mktemp -d)
pid=
stop_service() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  rm -rf "$scratch"
}
trap stop_service EXIT

start_service() {
  local name=$1 port
  shift
  port=$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
  admin="$name-$(node -e 'console.log(require("node:crypto").randomBytes(16).toString("hex"))')"
  base="http://127.0.0.1:$port"
  env DATA_DIR="$scratch/data" PORT="$port" HOST=127.0.0.1 ADMIN_TOKEN="$admin" LOG_LEVEL=warn DATABASE_URL= REDIS_URL= "$@" \
    node scripts/run-ts.mjs server/main.ts >"$scratch/service.log" 2>&1 &
  pid=$!
  for _ in $(seq 1 60); do
    curl -fs "$base/healthz" >/dev/null 2>&1 && break
    kill -0 "$pid" 2>/dev/null || { cat "$scratch/service.log"; say "the service exited before listening"; exit 1; }
    sleep 0.5
  done
  curl -fs "$base/healthz" >/dev/null || { cat "$scratch/service.log"; say "the service did not listen within 30 s"; exit 1; }
  key=$(curl -fs -X POST "$base/v1/owners" -H "authorization: Bearer $admin" -H 'content-type: application/json' \
    -d "{\"name\":\"$name\",\"wallet\":{\"mode\":\"custodial\"}}" |
    node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).api_key))')
}
