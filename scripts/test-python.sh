#!/usr/bin/env bash
# The Python SDK (python/): refreshes .venv with python/ installed editable and its pinned dev tools,
# checks the Python outputs of codegen (REQUIRE_PYTHON=1: the models too), runs mypy --strict and
# pytest (the shared vectors; scenarios against a real service), then builds the wheel, installs it
# into a fresh venv in a temp dir and runs the quickstart and the README's examples against
# `npm start`'s server, and runs the
# suite against the wheel with its dependencies at the lowest and at the newest allowed versions.
#
#   npm run test:python        without python3 ≥ 3.10: one line saying so, unless CI / REQUIRE_PYTHON=1
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
VENV=.venv
say() { printf 'python: %s\n' "$*"; }

if ! python3 -c 'import sys; sys.exit(sys.version_info < (3, 10))' 2>/dev/null; then
  if [ "${REQUIRE_PYTHON:-}" = 1 ] || [ -n "${CI:-}" ]; then say "python3 ≥ 3.10 is required"; exit 1; fi
  say "skipped: no python3 ≥ 3.10 on this machine"; exit 0
fi

# Reinstalled only when python/pyproject.toml changed (its hash is kept in the venv).
stamp="$VENV/.trace-ledger-python"
want=$(sha256sum python/pyproject.toml | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  say "installing python/ and its dev tools into $VENV"
  [ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check -e "python[dev]"
  echo "$want" >"$stamp"
fi

say "codegen:check of python/src/trace_ledger/_generated (models included)"
REQUIRE_PYTHON=1 npx tsx codegen/index.ts --check

say "mypy --strict"
(cd python && "$repo/$VENV/bin/mypy")

say "pytest"
(cd python && "$repo/$VENV/bin/pytest")

say "packaging: the wheel in a fresh venv, running the quickstart against the service"
source scripts/throwaway-service.sh
"$VENV/bin/python" -m build --wheel --no-isolation --outdir "$scratch/dist" python >/dev/null
python3 -m venv "$scratch/venv"
"$scratch/venv/bin/pip" install --quiet --disable-pip-version-check "$scratch"/dist/*.whl
start_service python-quickstart
out=$(cd "$scratch" && LEDGER_ENDPOINT="$base" LEDGER_API_KEY="$key" "$scratch/venv/bin/python" "$repo/python/examples/quickstart.py")
printf '%s\n' "$out"
grep -q "closed=True, steps=\['Observing', 'Thinking', 'Acting'\]" <<<"$out" || { say "the quickstart did not print the closed session"; exit 1; }

# Every python example of the README, in order, is one program: run from the wheel's own copy of
# the README (its metadata), as a user would paste them.
say "the README's examples, in order as one program, from the installed wheel"
"$scratch/venv/bin/python" - >"$scratch/readme_examples.py" <<'EOF'
import re
from importlib.metadata import metadata
readme = metadata("trace-ledger").get_payload()
print("\n".join(re.findall(r"^```python\n(.*?)^```$", readme, re.M | re.S)))
EOF
out=$(cd "$scratch" && LEDGER_ENDPOINT="$base" LEDGER_API_KEY="$key" "$scratch/venv/bin/python" readme_examples.py)
printf '%s\n' "$out"
grep -q "FlushResult(acked=1, duplicates=0, failed=\[\], pending=0, failed_scores=\[\])" <<<"$out" && [ "$(tail -n1 <<<"$out")" = verified ] ||
  { say "the README's examples did not flush one record and verify it"; exit 1; }

# The package allows ranges of its runtime dependencies: the suite (but the OpenTelemetry and the
# framework-integration tests, whose clients and frameworks are dev tools: so the base package is
# also shown to import and work without any framework) runs against the wheel at the lowest
# versions each range allows and again at the newest; a warning at import (e.g. an old pydantic's)
# fails it too.
say "dependency ranges: the suite against the wheel at the lowest and at the newest allowed versions"
"$VENV/bin/python" - >"$scratch/lowest.txt" <<'EOF'
import re, tomllib
for dep in tomllib.load(open("python/pyproject.toml", "rb"))["project"]["dependencies"]:
    name, low = re.fullmatch(r"([A-Za-z0-9_.-]+)>=([^,]+),<.+", dep.replace(" ", "")).groups()
    print(f"{name}=={low}")
EOF
pytest_pin=$(grep -o '"pytest==[^"]*"' python/pyproject.toml | tr -d '"')
for bound in lowest newest; do
  python3 -m venv "$scratch/$bound"
  constraints=()
  [ "$bound" = lowest ] && constraints=(--constraint "$scratch/lowest.txt")
  "$scratch/$bound/bin/pip" install --quiet --disable-pip-version-check "${constraints[@]}" "$scratch"/dist/*.whl "$pytest_pin"
  say "$bound: $("$scratch/$bound/bin/pip" freeze | grep -iE '^(httpx|pydantic|jsonschema|coincurve|pycryptodome)==' | tr '\n' ' ')"
  (cd python && "$scratch/$bound/bin/python" -m pytest -p no:cacheprovider -W error::UserWarning --ignore=tests/test_otel.py \
    --ignore=tests/test_integrations_openai_agents.py --ignore=tests/test_integrations_langchain.py)
done
say "passed"
