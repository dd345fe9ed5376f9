#!/usr/bin/env bash
# Sudoku uniqueness-check benchmark: deduce's fast 9x9 solver vs the crates.io `sudoku` crate (bench/peer).
# Usage: bench/run.sh [--quick]   (data dir: $DEDUCE_DATA, default ../shared/data/sudoku from the repo root)
# Prints: list, ours us/puzzle, peer us/puzzle, ratio (ours/peer). Times are per-thread CPU time on Linux.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export DEDUCE_DATA="${DEDUCE_DATA:-$root/../shared/data/sudoku}"
quick=()
[[ "${1:-}" == "--quick" ]] && quick=(--quick)
cd "$root"
cargo bench --quiet --bench sudoku --no-run >/dev/null 2>&1 || cargo bench --bench sudoku --no-run
(cd bench/peer && cargo build --quiet --release)
ours="$(cargo bench --quiet --bench sudoku -- --lists-only "${quick[@]}")"
peer="$(bench/peer/target/release/deduce-peer-bench "${quick[@]}" "$DEDUCE_DATA")"
printf '%-34s %10s %10s %7s\n' list "ours_us" "peer_us" ratio
join -t $'\t' <(sort <<<"$ours") <(sort <<<"$peer") | sort -k1,1 |
    awk -F'\t' '{ printf "%-34s %10.3f %10.3f %7.2f\n", $1, $2, $4, $2 / $4 }'
