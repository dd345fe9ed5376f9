#!/usr/bin/env bash
# Times `deduce generate --kind KIND --size SIZE --prove --seed S` for a range of seeds (issue 15: median and
# worst over 10 seeds at the variants' largest sizes) and prints each seed's user CPU and wall time and clue
# count, then the median and worst user CPU. (No grading: it takes about a second of CPU per puzzle, see `deduce grade`.) Seeds run one at a time under `nice -n 19` (the machine
# is shared) and each is stopped after LIMIT seconds of CPU time (default 600; `ulimit -t`) or three times
# that of wall time: it is then reported as "> LIMIT s" and counted as LIMIT in the median and worst, which
# are then marked ">".
# usage: [LIMIT=S] [OUT=FILE] scripts/proven-timings.sh [KIND [SIZE [FIRST_SEED LAST_SEED]]]
# The figures in docs/levels.md ("Proven irreducible"): scripts/proven-timings.sh sudoku-x 25 1 10, and the
# same for sudoku-x 16 and jigsaw 12. OUT, if set, receives each proven puzzle's game ID (one per line).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
kind=${1:-sudoku-x}
size=${2:-25}
first=${3:-1}
last=${4:-10}
limit=${LIMIT:-600}
cargo build --release --quiet --bin deduce
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp target/release/deduce "$work/deduce"
echo "$kind $size, seeds $first-$last, limit $limit s; load: $(uptime | sed 's/.*load average: //')" >&2
: >"$work/cpu"
for seed in $(seq "$first" "$last"); do
  status=0
  (ulimit -t "$limit" && /usr/bin/time -f "%e %U" -o "$work/time" timeout $((3 * limit)) nice -n 19 \
    "$work/deduce" generate --kind "$kind" --size "$size" --prove --seed "$seed" >"$work/id") || status=$?
  read -r wall user < <(tail -n 1 "$work/time")
  if [ "$status" -ne 0 ] && [ "$(grep -c . "$work/id")" -eq 0 ]; then
    echo "seed $seed: > $limit s (stopped), $user s user so far" >&2
    echo "$limit >" >>"$work/cpu"
    continue
  fi
  [ "$status" -eq 0 ] || { echo "seed $seed: deduce failed ($status)" >&2; exit 1; }
  id=$(cat "$work/id")
  clues=$(echo "$id" | cut -d: -f3 | tr -d '.0' | wc -c)
  echo "seed $seed: $((clues - 1)) clues, $user s user, $wall s wall" >&2
  echo "$user" >>"$work/cpu"
  if [ -n "${OUT:-}" ]; then echo "$id" >>"$OUT"; fi
done
sort -g -k1 "$work/cpu" | awk '{v[NR]=$1; if ($2==">") over=">"} END {
  m = NR % 2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2;
  printf "user CPU: median %s%.2f s, worst %s%.2f s over %d seeds\n", over, m, over, v[NR], NR}' >&2
echo "load: $(uptime | sed 's/.*load average: //')" >&2
