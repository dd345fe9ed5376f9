#!/usr/bin/env bash
# Sudoku uniqueness-check benchmark: deduce's fast 9x9 solver vs the crates.io `sudoku` crate (bench/peer).
# Usage: bench/run.sh [--quick] [--process]   (--process: the whole-process table only; data dir: $DEDUCE_DATA, default ../shared/data/sudoku from the repo root)
# Prints: list, ours us/puzzle, peer us/puzzle, ratio (ours/peer). Times are per-thread CPU time on Linux.
# Then the whole-process table (see below): `deduce count FILE` against the peer program, wall and CPU seconds.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export DEDUCE_DATA="${DEDUCE_DATA:-$root/../shared/data/sudoku}"
quick=() process_only=""
for a in "$@"; do
  case "$a" in
    --quick) quick=(--quick) ;;
    --process) process_only=1 ;;
  esac
done
cd "$root"
(cd bench/peer && cargo build --quiet --release)
if [[ -z "$process_only" ]]; then
cargo bench --quiet --bench sudoku --no-run >/dev/null 2>&1 || cargo bench --bench sudoku --no-run
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
fi

# Whole process, as a user runs it: `deduce count --jobs 1 FILE` versus the peer's `peer-count FILE` (bench/peer:
# reads the same file, prints the same counts), alternating for PROCESS_ROUNDS rounds (default 7; 3 with --quick,
# which also takes every tenth puzzle of the slow forum-hardest list). Each side's median wall time and median
# CPU time (user + system, which the other jobs of a loaded machine inflate less) per list; ratio = ours / peer.
cargo build --quiet --release --bin deduce
prounds="${PROCESS_ROUNDS:-7}"
[[ ${#quick[@]} -gt 0 && -z "${PROCESS_ROUNDS:-}" ]] && prounds=3
ours_bin="$root/target/release/deduce"
peer_bin="$root/bench/peer/target/release/peer-count"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# time_one FILE CMD...: appends "wall_s cpu_s" of one run to FILE (the output goes to /dev/null).
time_one() {
  local file="$1" start cpu
  shift
  start=$EPOCHREALTIME
  cpu=$( { TIMEFORMAT='%3U %3S'; time "$@" >/dev/null; } 2>&1 )
  awk -v s="$start" -v e="$EPOCHREALTIME" -v c="$cpu" 'BEGIN { split(c, t, " "); printf "%.6f %.3f\n", e - s, t[1] + t[2] }' >>"$file"
}
# med FILE COLUMN: the median of a column.
med() { sort -g -k"$2","$2" "$1" | awk -v c="$2" '{ v[NR] = $c } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
printf '\nwhole process, one thread (median of %d alternating rounds; load: %s)\n' "$prounds" "$(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-34s %8s %9s %9s %7s %9s %9s %7s\n' list puzzles ours_wall peer_wall ratio ours_cpu peer_cpu ratio
for name in puzzles2_17_clue "puzzles5_forum_hardest_1905_11+" puzzles7_serg_benchmark; do
  file="$DEDUCE_DATA/$name"
  [[ -f "$file" ]] || { echo "$name: not found (set DEDUCE_DATA)"; continue; }
  if [[ ${#quick[@]} -gt 0 && "$name" == puzzles5* ]]; then
    grep -v '^#' "$file" | awk 'NR % 10 == 1' >"$tmp/$name"
    file="$tmp/$name"
  fi
  # Same answers on both sides, checked once outside the timing (ours keeps the list's comment lines in its
  # output, one line per input line; the peer prints counts only).
  cmp -s <("$ours_bin" count --jobs 1 "$file" | grep -v '^#') <("$peer_bin" "$file") || { echo "$name: the counts differ"; exit 1; }
  : >"$tmp/ours" && : >"$tmp/peer"
  for ((r = 0; r < prounds; r++)); do
    time_one "$tmp/ours" "$ours_bin" count --jobs 1 "$file"
    time_one "$tmp/peer" "$peer_bin" "$file"
  done
  ow=$(med "$tmp/ours" 1) pw=$(med "$tmp/peer" 1) oc=$(med "$tmp/ours" 2) pc=$(med "$tmp/peer" 2)
  awk -v n="$name" -v k="$(grep -cv '^#' "$file")" -v ow="$ow" -v pw="$pw" -v oc="$oc" -v pc="$pc" \
    'BEGIN { printf "%-34s %8d %9.3f %9.3f %7.2f %9.3f %9.3f %7.2f\n", n, k, ow, pw, ow / pw, oc, pc, (pc > 0 ? oc / pc : 0) }'
done
