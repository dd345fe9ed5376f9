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
# Ours and the peer alternate for ROUNDS rounds (default 3; 1 with --quick) and each side's median per list is
# reported, so that a burst of load on a shared machine does not decide the ratio.
rounds="${ROUNDS:-3}"
[[ ${#quick[@]} -gt 0 && -z "${ROUNDS:-}" ]] && rounds=1
ours="" peer=""
for ((r = 0; r < rounds; r++)); do
  ours+="$(cargo bench --quiet --bench sudoku -- --lists-only "${quick[@]}")"$'\n'
  peer+="$(bench/peer/target/release/deduce-peer-bench "${quick[@]}" "$DEDUCE_DATA")"$'\n'
done
# list<TAB>median µs over the rounds
median() {
  sort -t $'\t' -k1,1 -k2,2g | awk -F'\t' 'NF >= 2 { v[$1] = v[$1] " " $2; n[$1]++ }
    END { for (k in v) { split(substr(v[k], 2), a, " "); m = n[k]; printf "%s\t%s\n", k, (m % 2) ? a[(m + 1) / 2] : (a[m / 2] + a[m / 2 + 1]) / 2 } }'
}
printf '%-34s %10s %10s %7s   (median of %d rounds)\n' list "ours_us" "peer_us" ratio "$rounds"
join -t $'\t' <(median <<<"$ours" | sort) <(median <<<"$peer" | sort) | sort -k1,1 |
    awk -F'\t' '{ printf "%-34s %10.3f %10.3f %7.2f\n", $1, $2, $3, $2 / $3 }'
