#!/usr/bin/env bash
# Deduce build script. Subcommands:
#   setup          install what is missing (wasm32 target, wasm-bindgen-cli = Cargo.lock's version,
#                  Debian chromium + chromium-driver, npm ci); skips what is present
#   build          the page's wasm (no `teach` feature) -> www/pkg and the worker's (all features) -> www/pkg-teach:
#                  each profile `wasm` -> wasm-bindgen --target web -> wasm-opt -O3 (npm binaryen); prints both sizes
#   serve [PORT]   setup + build, then serve the repo root at http://127.0.0.1:PORT/ (default 8080)
#   test           setup, fmt, clippy, native tests (optimised, with debug assertions; with the fuzz targets'
#                  bodies on seeded inputs: tests/fuzz_bodies.rs), one group of the heavy layer (property tests
#                  whole, in turn by day), the fuzz targets compiled, wasm tests (Node + headless Chromium),
#                  build, e2e; ends with
#                  "N passed, N failed, N ignored (…)" and exits non-zero if anything failed (what CI runs)
#   test-full      test with every group of the heavy layer
#   bench [--quick] release benchmarks: Sudoku (ours vs the `sudoku` crate peer), generation (variants per
#                  kind and level alone: `cargo bench --bench sudoku -- --variants`), binary, wasm in Node
#   fuzz [SECONDS] cargo-fuzz (nightly) on each target for SECONDS (default 60); exits non-zero when a target
#                  crashes or does not build; not part of `test` (which runs the targets' bodies briefly)
set -euo pipefail
cd "$(dirname "$0")"
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
export CARGO_TERM_COLOR=never

log() { printf '\n== %s (at %d s)\n' "$*" "$SECONDS" >&2; }

setup() {
  setup_target
  setup_chromium
  if ! wasm_bindgen_current; then install_wasm_bindgen; fi
  setup_npm
}

# 1. wasm target
setup_target() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    log "installing the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
}

# 2. Chromium + chromedriver from Debian only (never a browser download)
setup_chromium() {
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    log "installing Debian chromium + chromium-driver"
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq --no-install-recommends chromium chromium-driver >/dev/null
  fi
}

# 3. wasm-bindgen-cli at exactly the version in Cargo.lock
wasm_bindgen_version() {
  [ -f Cargo.lock ] || cargo generate-lockfile
  awk '$0=="name = \"wasm-bindgen\""{getline; gsub(/version = |"/,""); print; exit}' Cargo.lock
}
wasm_bindgen_current() {
  [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" = "$(wasm_bindgen_version)" ]
}
install_wasm_bindgen() {
  local wb
  wb=$(wasm_bindgen_version)
  log "installing wasm-bindgen-cli $wb (a few minutes, once per machine)"
  # Built lighter than `cargo install`'s release profile: no TLS (the test runner only talks to the local
  # chromedriver and Node; rustls and its C-compiled crypto were a large part of the build), optimisation
  # level 1 and no LTO. Its output is byte-identical and as fast on our modules; the install took 3 min 9 s
  # here instead of 4 min 3 s (README, "Test time").
  local light=(CARGO_PROFILE_RELEASE_OPT_LEVEL=1 CARGO_PROFILE_RELEASE_LTO=false
    CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_DEBUG=0)
  env "${light[@]}" cargo install wasm-bindgen-cli --version "$wb" --no-default-features --locked \
    || env "${light[@]}" cargo install wasm-bindgen-cli --version "$wb" --no-default-features
}

# 4. npm packages from package-lock.json (playwright-core, binaryen); nothing downloads a browser.
#    A node_modules that is a link (a git worktree sharing another checkout's packages) is used as it is:
#    `npm ci` would replace the link and empty the folder it points to, and a fresh checkout's lock file
#    always looks newer than the installed one.
setup_npm() {
  if [ -L node_modules ]; then
    if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/@fluent/bundle ]; then
      echo "node_modules links to $(readlink node_modules), which lacks binaryen or playwright-core: run npm ci there" >&2
      return 1
    fi
  elif [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/@fluent/bundle ] \
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
  vendor
}

# The page's third-party ES modules, copied from node_modules (package-lock.json pins them): @fluent/bundle
# (Apache-2.0), which renders the page's messages in the player's language (www/i18n.js).
vendor() {
  mkdir -p www/vendor/fluent
  cp node_modules/@fluent/bundle/esm/*.js www/vendor/fluent/
  printf '%s\n' "@fluent/bundle $(node -p "require('./node_modules/@fluent/bundle/package.json').version"), Apache-2.0:" \
    'https://github.com/projectfluent/fluent.js (copied by build.sh from node_modules)' > www/vendor/fluent/NOTICE
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
IGNORED=0
STATUS=0
TEST_LOG=$(mktemp -d)

# Sum the closing lines of cargo test / wasm-bindgen-test / node:test in a log file (passed, failed, and
# ignored: cargo's `N ignored`, node's `skipped` and `todo`).
count_results() {
  local f="$1" p fl ig
  p=$(awk '/^test result: /{for(i=1;i<=NF;i++){if($(i)~/^passed;?$/)s+=$(i-1)}} /^ℹ pass [0-9]+/{s+=$3} END{print s+0}' "$f")
  fl=$(awk '/^test result: /{for(i=1;i<=NF;i++){if($(i)~/^failed;?$/)s+=$(i-1)}} /^ℹ fail [0-9]+/{s+=$3} END{print s+0}' "$f")
  ig=$(awk '/^test result: /{for(i=1;i<=NF;i++){if($(i)~/^ignored;?$/)s+=$(i-1)}} /^ℹ (skipped|todo) [0-9]+/{s+=$3} END{print s+0}' "$f")
  PASSED=$((PASSED + p))
  FAILED=$((FAILED + fl))
  IGNORED=$((IGNORED + ig))
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

# The heavy layer: property tests whose whole runs cost minutes, each either `#[ignore = "heavy layer: …"]` (no
# smaller form) or run as a rotating sample unless `DEDUCE_FULL=1` (`common::full` in tests/common). They run in
# the native layer's own test binaries (profile `release-tests`: optimised, no LTO, debug assertions and overflow
# checks kept), so the layer builds nothing. `./build.sh test` runs one group a run, in turn by day
# (DEDUCE_HEAVY_GROUP=N runs group N); `./build.sh test-full` runs every group. Each group is about 100 s of the
# tests' own time, measured here alone (the seconds after each test) with `DEDUCE_FULL=1 cargo test --profile
# release-tests --test FILE -- --include-ignored --exact NAME`, and about 50 s of a run on two cores (heavy_run
# starts the files at once); a new heavy test joins the lightest group.
HEAVY_GROUPS=(
  "proven_puzzles:every_clue_of_the_proven_puzzles_is_needed variant_techniques:every_technique_is_right_on_jigsaw_9x9"
  # 95 + 3 s; 46 s on two cores
  "proven_puzzles:every_clue_of_a_proven_x_25_is_needed levels:page_table_matches_the_engine_on_big_grids"
  # 65 + 25 s; 55 s
  "sudoku_human:hint_is_next_step_on_the_hard_lists sudoku_x:twelve_by_twelve_x_generates" # 82 + 18 s; 52 s
  "binary_solve:the_oracle_counts_the_8x8_total sudoku_human:top1465_paths_are_correct
   sudoku_human:forum_hardest_paths_are_correct" # 47 + 21 + 28 s; 54 s
  "sat_crosscheck:generated_and_mutated_sudoku_agree_with_the_oracle figures:figures_along_solve_paths
   variant_techniques:every_technique_is_right_on_x_sudoku variant_techniques:every_technique_is_right_on_jigsaw
   learn:example_seeds_are_the_first_from_seed_1" # 52 + 15 + 16 + 1 + 10 s; 50 s
)

# heavy_run FILE:TEST...: those tests whole, in the native layer's binaries: the files' binaries at once (most
# hold one heavy test, and the longest ones spread their work over the cores: `common::par_map`), each to its
# own log, shown in order when all are done.
heavy_run() {
  local f e tests files pids=() rc=0 dir
  dir=$(mktemp -d)
  files=$(printf '%s\n' "$@" | cut -d: -f1 | sort -u)
  for f in $files; do
    tests=()
    for e in "$@"; do [ "${e%%:*}" = "$f" ] && tests+=("${e#*:}"); done
    DEDUCE_FULL=1 cargo test --profile release-tests --test "$f" -- --include-ignored --exact "${tests[@]}" \
      >"$dir/$f.log" 2>&1 &
    pids+=($!)
  done
  for e in "${pids[@]}"; do wait "$e" || rc=1; done
  for f in $files; do cat "$dir/$f.log"; done
  rm -rf "$dir"
  return "$rc"
}

# Today's group: DEDUCE_HEAVY_GROUP, else the UTC day's turn.
heavy_group() {
  echo "${DEDUCE_HEAVY_GROUP:-$(($(date -u +%s) / 86400 % ${#HEAVY_GROUPS[@]}))}"
}

# The FILE:TEST words of this run's heavy tests: every group's (test-full), or today's.
heavy_selected() {
  if [ "${FULL:-0}" = 1 ]; then
    echo "${HEAVY_GROUPS[@]}"
  else
    echo "${HEAVY_GROUPS[$(heavy_group)]}"
  fi
}

heavy_layer() {
  [ "${FULL:-0}" = 1 ] || log "heavy group $(heavy_group) of 0..$((${#HEAVY_GROUPS[@]} - 1)), in turn by day \
(DEDUCE_HEAVY_GROUP=N runs group N; ./build.sh test-full, all)"
  # shellcheck disable=SC2046 # FILE:TEST words
  heavy_run $(heavy_selected)
}

# Every heavy test named must have run (a renamed test would otherwise drop out silently), and every test the
# native layer ignored as heavy or ran as a sample (`common::full`, which lists them in sampled.txt) must be in a
# group (a new one would otherwise never run whole). The ignored ones the heavy layer ran are then not counted as
# ignored; the other ignored heavy tests are counted apart in the summary (waiting their group's turn).
HEAVY_WAITING=0
uncount_ran_in_heavy() {
  local ran e t
  for e in $(heavy_selected); do
    grep -Eq "^test ${e#*:} \.\.\. (ok|FAILED)$" "$TEST_LOG/heavy.log" && continue
    echo "!! heavy test $e did not run (HEAVY_GROUPS in build.sh names a test that is not there)" >&2
    FAILED=$((FAILED + 1)); STATUS=1
  done
  for t in $( (sed -nE 's/^test ([^ ]+) \.\.\. ignored, heavy layer.*/\1/p' "$TEST_LOG/native.log"
    cat "$TEST_LOG/sampled.txt" 2>/dev/null) | sort -u); do
    [[ " ${HEAVY_GROUPS[*]} " =~ :$t[[:space:]] ]] && continue
    echo "!! $t runs only as a sample or not at all: add it to a group of HEAVY_GROUPS in build.sh" >&2
    FAILED=$((FAILED + 1)); STATUS=1
  done
  ran=$(comm -12 \
    <(sed -nE 's/^test ([^ ]+) \.\.\. ignored.*/\1/p' "$TEST_LOG/native.log" | sort -u) \
    <(sed -nE 's/^test ([^ ]+) \.\.\. (ok|FAILED)$/\1/p' "$TEST_LOG/heavy.log" | sort -u) | wc -l)
  IGNORED=$((IGNORED - ran))
  HEAVY_WAITING=$(($(grep -c '\.\.\. ignored, heavy layer' "$TEST_LOG/native.log" || true) - ran))
}

test_all() {
  local start=$SECONDS
  # Set-up, with wasm-bindgen-cli (minutes of compiling on a fresh machine, needed only by the wasm build)
  # installed in the background while the other installs, fmt, clippy and the native build go on: those leave
  # cores idle (downloads, apt, cargo's serial steps and links), which the install fills. Its log follows.
  setup_target
  local wb_pid="" wb_log="$TEST_LOG/wasm-bindgen-install.log"
  if ! wasm_bindgen_current; then install_wasm_bindgen >"$wb_log" 2>&1 & wb_pid=$!; fi
  setup_chromium
  setup_npm
  check fmt cargo fmt --all -- --check
  check clippy cargo clippy --all-targets -- -D warnings
  # The page's two wasm modules are built while the native tests run (the test runs leave a core idle much of
  # the time; cargo does not hold its lock while tests run): compile the native tests first, then start the
  # build in the background, and wait for it before the wasm layer. Its log is shown when it ends.
  check native-build cargo test --profile release-tests --no-run --quiet
  if [ -n "$wb_pid" ]; then
    log "waiting for the wasm-bindgen-cli install started at the set-up"
    local wb_rc=0
    wait "$wb_pid" || wb_rc=$?
    cat "$wb_log" >&2
    [ "$wb_rc" = 0 ] || { echo "!! installing wasm-bindgen-cli failed" >&2; FAILED=$((FAILED + 1)); STATUS=1; }
  fi
  build >"$TEST_LOG/build.log" 2>&1 &
  local build_pid=$!
  # The fuzz targets compiled (`cargo check` with libFuzzer, their own target folder: 28 s fresh), beside it.
  fuzz_check >"$TEST_LOG/fuzz-check.log" 2>&1 &
  local fuzz_pid=$!
  # --no-fail-fast: a failing test binary does not hide the results of the ones after it.
  run_layer native env DEDUCE_SAMPLED_LOG="$TEST_LOG/sampled.txt" cargo test --profile release-tests --no-fail-fast
  run_layer heavy heavy_layer
  uncount_ran_in_heavy
  log "waiting for the wasm build started at the native tests"
  if wait "$build_pid"; then PASSED=$((PASSED + 1)); else FAILED=$((FAILED + 1)); STATUS=1; echo "!! build failed" >&2; fi
  cat "$TEST_LOG/build.log" >&2
  log "fuzz targets: the compile check started at the native tests"
  if wait "$fuzz_pid"; then PASSED=$((PASSED + 1)); else FAILED=$((FAILED + 1)); STATUS=1; echo "!! the fuzz targets do not compile" >&2; fi
  cat "$TEST_LOG/fuzz-check.log" >&2
  # Only the two files with wasm tests: every other test file is native-only, and building each for wasm
  # and starting the runner on it cost most of this layer's time. A wasm test anywhere else fails the run.
  check wasm-test-files only_wasm_test_files
  run_layer wasm cargo test --target wasm32-unknown-unknown --test wasm_node --test wasm_browser
  run_layer e2e npm run --silent e2e
  log "all layers done in $((SECONDS - start)) s"
  echo "$PASSED passed, $FAILED failed, $IGNORED ignored ($HEAVY_WAITING of them heavy tests waiting their group's turn)"
  [ "$FAILED" = 0 ] && [ "$STATUS" = 0 ]
}

bench() {
  setup
  log "Sudoku: ours vs peer (release)"
  bash bench/run.sh "$@"
  log "Sudoku: solver statistics, big grids, generation per size, variant generation per kind and level (release)"
  cargo bench --bench sudoku -- "$@"
  log "the exact solver's routes: the door's solver and the one it passes over (release)"
  cargo bench --bench doors -- "$@"
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
  local t out rc=0
  out=$(mktemp)
  for t in parse load_save moves hints; do
    log "fuzz $t for $secs s"
    # A crash (a failed assertion, a panic) or a target that does not build exits non-zero: said, and kept.
    if (cd fuzz && cargo +nightly fuzz run "$t" -- -max_total_time="$secs" -print_final_stats=1) >"$out" 2>&1; then
      grep -E 'stat::number_of_executed_units|Done' "$out" || true
    else
      rc=1
      tail -n 40 "$out" >&2
      echo "!! fuzz $t failed (a crash, or it did not build): see above; crashes are kept in fuzz/artifacts/$t" >&2
    fi
  done
  rm -f "$out"
  return "$rc"
}

# The wasm layer runs tests/wasm_node.rs and tests/wasm_browser.rs only: no other file may hold a wasm test.
only_wasm_test_files() {
  local others
  others=$(grep -rl 'wasm_bindgen_test' src tests | grep -vx 'tests/wasm_node.rs' | grep -vx 'tests/wasm_browser.rs' || true)
  [ -z "$others" ] || { echo "wasm tests outside the wasm layer's two files: $others" >&2; return 1; }
}

# The fuzz targets compiled (not run) on stable, so a change to the engine's API that breaks them fails the
# test run; their own target folder keeps this build apart from the others.
fuzz_check() {
  cargo check --quiet --manifest-path fuzz/Cargo.toml --bins --locked
}

cmd="${1:-}"
shift || true
case "$cmd" in
  setup) setup ;;
  build) setup; build ;;
  serve) serve "$@" ;;
  test) test_all ;;
  test-full) FULL=1 test_all ;;
  bench) bench "$@" ;;
  fuzz) fuzz "$@" ;;
  *) echo "usage: ./build.sh setup|build|serve [PORT]|test|test-full|bench [--quick]|fuzz [SECONDS]" >&2; exit 2 ;;
esac
