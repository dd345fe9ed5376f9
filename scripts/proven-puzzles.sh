#!/usr/bin/env bash
# Makes the page's ready-made proven-irreducible puzzles, www/puzzles/sudoku-SIZE.txt: for each seed,
# `deduce generate --kind sudoku --size SIZE --prove --seed S`, its game ID on a line of its own after a
# `# level L, seed S` line (L from `deduce grade`). Prints each seed's time (wall and user CPU) to stderr, then
# the median and worst. New game at 25×25 with "Proven irreducible" draws from the file (www/worker.js).
# usage: [JOBS=N] scripts/proven-puzzles.sh [SIZE [FIRST_SEED LAST_SEED [OUT_DIR]]]
# The shipped set: scripts/proven-puzzles.sh 25 1 10 (OUT_DIR defaults to www/puzzles; a run replaces its file).
# JOBS (default 1) seeds run at once; the file is the same, and user CPU times stay comparable.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
size=${1:-25}
first=${2:-1}
last=${3:-10}
out=${4:-www/puzzles}
cargo build --release --quiet --bin deduce
work=$(mktemp -d)
cp target/release/deduce "$work/deduce"
chmod +x "$work/deduce"
one() {
  local seed=$1
  /usr/bin/time -f "%e %U" -o "$work/$seed.time" "$work/deduce" generate --kind sudoku --size "$size" --prove \
    --seed "$seed" >"$work/$seed.id"
  "$work/deduce" grade <"$work/$seed.id" | cut -d' ' -f1 >"$work/$seed.level"
  read -r wall user <"$work/$seed.time"
  echo "seed $seed: $(cat "$work/$seed.level"), $wall s wall, $user s user" >&2
}
for seed in $(seq "$first" "$last"); do
  while [ "$(jobs -rp | wc -l)" -ge "${JOBS:-1}" ]; do sleep 1; done
  one "$seed" &
done
wait
mkdir -p "$out"
file="$out/sudoku-$size.txt"
{
  echo "# Proven irreducible ${size}x${size} Sudoku puzzles (every clue needed), one game ID per line."
  echo "# Made by scripts/proven-puzzles.sh $size $first $last: deduce generate --kind sudoku --size $size --prove --seed S"
  for seed in $(seq "$first" "$last"); do
    printf '# level %s, seed %s\n%s\n' "$(cat "$work/$seed.level")" "$seed" "$(cat "$work/$seed.id")"
  done
} >"$file"
for col in 1 2; do
  cat "$work"/*.time | sort -g -k"$col" | awk -v c="$col" '{v[NR]=$c} END {m = NR % 2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2;
    printf "%s: median %.1f s, worst %.1f s over %d seeds\n", (c==1 ? "wall" : "user CPU"), m, v[NR], NR}' >&2
done
rm -rf "$work"
