#!/usr/bin/env bash
# Makes a ready-made set of the page's (www/puzzles/KIND-SIZE-LEVEL.txt) for a level the generator finds too
# seldom to make while the player waits (www/kinds.js READY_MADE): `deduce generate --kind KIND --size SIZE
# --level LEVEL --json` from seed FIRST on, keeping the puzzles that came out at LEVEL, each game ID on a line of
# its own after a `# level L, seed S` line, until COUNT are kept. New game draws from the file (www/worker.js
# readyMade); tests/killer.rs checks every puzzle of the Killer set (unique, irreducible, its level).
# usage: [JOBS=N] scripts/ready-made.sh KIND SIZE LEVEL [COUNT [FIRST_SEED [OUT_DIR]]]
# The shipped set: scripts/ready-made.sh killer 9 expert 99 1001 (about 1 seed in 10 comes out Expert), of which
# those whose independent check costs under a second in a debug build (tests/killer.rs ready_made_check_costs).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
kind=$1 size=$2 level=$3
count=${4:-30}
seed=${5:-1001}
out=${6:-www/puzzles}
cargo build --release --quiet --bin deduce
file="$out/$kind-$size-$level.txt"
tmp=$(mktemp)
kept=0
while [ "$kept" -lt "$count" ]; do
  # a batch of seeds at a time, in order (the output keeps the seeds' order)
  target/release/deduce generate --kind "$kind" --size "$size" --level "$level" --count 50 --seed "$seed" \
    --jobs "${JOBS:-2}" --json 2>/dev/null |
    sed -nE "s/^\{\"id\":\"([^\"]+)\",\"level\":\"$level\",.*\"seed\":([0-9]+),.*/\2 \1/p" >"$tmp.batch"
  while read -r s id && [ "$kept" -lt "$count" ]; do
    printf '# level %s, seed %s\n%s\n' "$level" "$s" "$id" >>"$tmp"
    kept=$((kept + 1))
  done <"$tmp.batch"
  seed=$((seed + 50))
done
mkdir -p "$out"
{
  echo "# Ready-made $kind ${size}x${size} puzzles of level $level (the generator finds them too seldom to make one while"
  echo "# the player waits), one game ID per line. Made by scripts/ready-made.sh $kind $size $level $count ${5:-1001}."
  cat "$tmp"
} >"$file"
rm -f "$tmp" "$tmp.batch"
echo "$file: $kept puzzles" >&2
