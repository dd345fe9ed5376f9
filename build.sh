#!/usr/bin/env bash
# Deduce build script. Subcommands:
#   setup          install what is missing (wasm32 target, wasm-bindgen-cli = Cargo.lock's version,
#                  Debian chromium + chromium-driver, npm ci); skips what is present
#   build          the page's wasm (no `teach` feature) -> www/pkg and the worker's (all features) -> www/pkg-teach:
#                  each profile `wasm` -> wasm-bindgen --target web -> wasm-opt -O3 (npm binaryen); prints both sizes
#   serve [PORT]   setup + build, then serve the repo root at http://127.0.0.1:PORT/ (default 8080)
#   test           setup, fmt, clippy, native tests, wasm tests (Node + headless Chromium), build, e2e;
#                  ends with "N passed, N failed" and exits non-zero if anything failed
#   bench [--quick] release benchmarks: Sudoku (ours vs the `sudoku` crate peer), generation (variants per
#                  kind and level alone: `cargo bench --bench sudoku -- --variants`), binary, wasm in Node
#   fuzz [SECONDS] cargo-fuzz (nightly) on each target for SECONDS (default 60); not part of `test`
set -euo pipefail
cd "$(dirname "$0")"
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
export CARGO_TERM_COLOR=never

log() { printf '\n== %s\n' "$*" >&2; }

setup() {
  # 1. wasm target
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    log "installing the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
  # 2. Chromium + chromedriver from Debian only (never a browser download)
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    log "installing Debian chromium + chromium-driver"
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq --no-install-recommends chromium chromium-driver >/dev/null
  fi
  # 3. wasm-bindgen-cli at exactly the version in Cargo.lock
  [ -f Cargo.lock ] || cargo generate-lockfile
  local wb
  wb=$(awk '$0=="name = \"wasm-bindgen\""{getline; gsub(/version = |"/,""); print; exit}' Cargo.lock)
  if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$wb" ]; then
    log "installing wasm-bindgen-cli $wb (a few minutes, once per machine)"
    cargo install wasm-bindgen-cli --version "$wb" --locked \
      || cargo install wasm-bindgen-cli --version "$wb"
  fi
  # 4. npm packages from package-lock.json (playwright-core, binaryen); nothing downloads a browser.
  #    A node_modules that is a link (a git worktree sharing another checkout's packages) is used as it is:
  #    `npm ci` would replace the link and empty the folder it points to, and a fresh checkout's lock file
  #    always looks newer than the installed one.
  if [ -L node_modules ]; then
    if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ]; then
      echo "node_modules links to $(readlink node_modules), which lacks binaryen or playwright-core: run npm ci there" >&2
      return 1
    fi
  elif [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] \
     || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    log "npm ci"
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
  fi
}

build() {
  # Two modules from one crate: the page's (www/pkg: the game, its moves, checks and counting; built without the
  # `teach` feature) and the worker's (www/pkg-teach: everything, hints, grading, generation, practice and the
  # solve replay too). The page loads only the first; www/worker.js loads the second.
  build_module pkg --no-default-features
  build_module pkg-teach
}

# build_module DIR [CARGO FLAGS...]: the wasm (profile `wasm`) -> wasm-bindgen --target web -> www/DIR ->
# wasm-opt -O3 (npm binaryen); prints its size.
build_module() {
  local dir="$1"; shift
  log "building www/$dir (profile wasm${*:+, $*})"
  # Size: an inlining threshold of 20 (LLVM's -O3 default is 250) takes about 10% off the gzipped wasm at no
  # cost to solving speed (generation and hints about 5% slower); the measurements are in README.md.
  cargo rustc --profile wasm --target wasm32-unknown-unknown --lib "$@" -- -C llvm-args=-inline-threshold=20
  wasm-bindgen --target web --out-dir "www/$dir" target/wasm32-unknown-unknown/wasm/deduce.wasm
  # --enable-simd: the crate is built with simd128 (.cargo/config.toml; the 9×9 counter uses it).
  node_modules/.bin/wasm-opt -O3 --enable-simd --strip-producers --strip-target-features \
    "www/$dir/deduce_bg.wasm" -o "www/$dir/deduce_bg.wasm"
  local size gz
  size=$(wc -c < "www/$dir/deduce_bg.wasm")
  gz=$(gzip -9c "www/$dir/deduce_bg.wasm" | wc -c)
  log "www/$dir/deduce_bg.wasm: $size bytes, $gz gzipped"
}

serve() {
  local port="${1:-8080}"
  setup
  build
  echo "Deduce is at http://127.0.0.1:$port/ (Ctrl+C to stop)"
  exec node e2e/serve.mjs "$port"
}

# ---- test ------------------------------------------------------------------------------------------
PASSED=0
FAILED=0
STATUS=0
TEST_LOG=$(mktemp -d)

# Sum the closing lines of cargo test / wasm-bindgen-test / node:test in a log file.
count_results() {
  local f="$1" p fl
  p=$(awk '/^test result: /{for(i=1;i<=NF;i++){if($(i)~/^passed;?$/)s+=$(i-1)}} /^ℹ pass [0-9]+/{s+=$3} END{print s+0}' "$f")
  fl=$(awk '/^test result: /{for(i=1;i<=NF;i++){if($(i)~/^failed;?$/)s+=$(i-1)}} /^ℹ fail [0-9]+/{s+=$3} END{print s+0}' "$f")
  PASSED=$((PASSED + p))
  FAILED=$((FAILED + fl))
}

# run NAME CMD...: runs a layer, shows its output, counts its results; a failing command with no counted
# failure counts as one failure.
run_layer() {
  local name="$1"; shift
  local f="$TEST_LOG/$name.log"
  log "$name: $*"
  local before=$FAILED rc=0
  "$@" 2>&1 | tee "$f" || rc=${PIPESTATUS[0]}
  count_results "$f"
  if [ "$rc" != 0 ]; then
    STATUS=1
    [ "$FAILED" != "$before" ] || FAILED=$((FAILED + 1))
    echo "!! $name failed (exit $rc)" >&2
  fi
}

# check NAME CMD...: a pass/fail check (fmt, clippy) counted as one test.
check() {
  local name="$1"; shift
  log "$name: $*"
  if "$@"; then PASSED=$((PASSED + 1)); else FAILED=$((FAILED + 1)); STATUS=1; echo "!! $name failed" >&2; fi
}

test_all() {
  local start=$SECONDS
  setup
  check fmt cargo fmt --all -- --check
  check clippy cargo clippy --all-targets -- -D warnings
  run_layer native cargo test
  run_layer wasm cargo test --target wasm32-unknown-unknown --tests
  if build; then PASSED=$((PASSED + 1)); else FAILED=$((FAILED + 1)); STATUS=1; fi
  run_layer e2e npm run --silent e2e
  log "all layers done in $((SECONDS - start)) s"
  echo "$PASSED passed, $FAILED failed"
  [ "$FAILED" = 0 ] && [ "$STATUS" = 0 ]
}

bench() {
  setup
  log "Sudoku: ours vs peer (release)"
  bash bench/run.sh "$@"
  log "Sudoku: solver statistics, big grids, generation per size, variant generation per kind and level (release)"
  cargo bench --bench sudoku -- "$@"
  log "binary puzzles (release)"
  cargo bench --bench binary -- "$@"
  log "wasm in Node versus native"
  build
  cargo build --release --bin deduce
  node bench/wasm-node.mjs "$@"
}

fuzz() {
  local secs="${1:-60}"
  rustup toolchain list | grep -q '^nightly' || rustup toolchain install nightly --profile minimal
  command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked || cargo install cargo-fuzz
  local t
  for t in parse load_save moves hints; do
    log "fuzz $t for $secs s"
    (cd fuzz && cargo +nightly fuzz run "$t" -- -max_total_time="$secs" -print_final_stats=1 2>&1) \
      | grep -E 'stat::number_of_executed_units|Done|SUMMARY|panicked|deadly' || true
  done
}

cmd="${1:-}"
shift || true
case "$cmd" in
  setup) setup ;;
  build) setup; build ;;
  serve) serve "$@" ;;
  test) test_all ;;
  bench) bench "$@" ;;
  fuzz) fuzz "$@" ;;
  *) echo "usage: ./build.sh setup|build|serve [PORT]|test|bench [--quick]|fuzz [SECONDS]" >&2; exit 2 ;;
esac
