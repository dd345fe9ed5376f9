//! The fuzz targets' bodies (`fuzz/bodies/`, which `./build.sh fuzz` runs under libFuzzer on nightly) built and
//! run in the native layer of every `./build.sh test`: so an engine change that breaks a target's code fails CI,
//! and each target's assertions (never a panic; round trips, undo and redo, hints that agree with the solution)
//! hold on its seed inputs and a few hundred deterministic mutations of them. Not a fuzzing campaign: a smoke
//! run of the same code, seeded like the other rotating samples (`common::sample_seed`: `DEDUCE_SAMPLE` or the day).
#![cfg(not(target_arch = "wasm32"))]

mod common;

#[path = "../fuzz/bodies/hints.rs"]
mod hints;
#[path = "../fuzz/bodies/load_save.rs"]
mod load_save;
#[path = "../fuzz/bodies/moves.rs"]
mod moves;
#[path = "../fuzz/bodies/parse.rs"]
mod parse;

use deduce::family::any::AnyPuzzle;
use deduce::session::Session;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Bytes the formats are made of, so that mutations stay near valid input.
const ALPHABET: &[u8] =
    b".0123456789:x,;-=>+abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ{}[]\"#/ \n\r\t\xff\xc3";

/// One random edit of `input`: a byte replaced, inserted or deleted, a slice repeated, or a cut.
fn mutate(input: &[u8], rng: &mut SmallRng) -> Vec<u8> {
    let mut v = input.to_vec();
    for _ in 0..rng.random_range(1..4) {
        let at = rng.random_range(0..=v.len());
        let byte = ALPHABET[rng.random_range(0..ALPHABET.len())];
        match rng.random_range(0..5) {
            0 if at < v.len() => v[at] = byte,
            1 => v.insert(at, byte),
            2 if at < v.len() => {
                v.remove(at);
            }
            3 if at < v.len() => {
                let end = (at + rng.random_range(1..20)).min(v.len());
                let slice = v[at..end].to_vec();
                v.splice(at..at, slice);
            }
            _ => v.truncate(at),
        }
    }
    v
}

/// Runs `body` on each input (made from `seed`); a failure names the body, the seed and the input.
fn run_all(name: &str, body: fn(&[u8]), seed: u64, inputs: impl IntoIterator<Item = Vec<u8>>) {
    for input in inputs {
        if std::panic::catch_unwind(|| body(&input)).is_err() {
            let shown = match std::str::from_utf8(&input) {
                Ok(text) => format!("{text:?}"),
                Err(_) => format!("{input:?}"),
            };
            panic!("fuzz body {name} failed (DEDUCE_SAMPLE={seed}) on {shown}");
        }
    }
}

/// The seeds and `count` mutations of them.
fn mutated(seeds: &[Vec<u8>], count: usize, seed: u64) -> Vec<Vec<u8>> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut inputs = seeds.to_vec();
    inputs.extend((0..count).map(|_| mutate(&seeds[rng.random_range(0..seeds.len())], &mut rng)));
    inputs
}

/// Random byte strings of lengths up to `max_len`.
fn random_inputs(count: usize, max_len: usize, seed: u64) -> Vec<Vec<u8>> {
    let mut rng = SmallRng::seed_from_u64(seed);
    (0..count)
        .map(|_| {
            (0..rng.random_range(0..=max_len))
                .map(|_| rng.random())
                .collect()
        })
        .collect()
}

const IDS: &[&str] = &[
    "sudoku:3x3:53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    "sudoku:2x2:1...........3..2",
    "sudoku:2x3:1.....2.....3.....4.....5.....6.....",
    "sudoku-x:2x2:1...............",
    "binary:6:1..0....0..1.1....0..0.1..........1.",
    "binary:4:................",
    "jigsaw:4:................:1122112233443344",
    // Rules: global ones, and instances of every value kind (cells, paths, edges).
    "sudoku:2x2:1...............:antiking;nonconsecutive",
    "sudoku:3x3:53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79:even=r9c4;odd=r9c9;thermo=r1c1-r2c2-r3c3;white=r1c2-r1c3;black=r1c3-r2c3;x=r2c4-r2c5;v=r1c8-r2c8;whisper=r4c1-r5c2-r6c1",
    "sudoku:2x3:....................................:diagonals;antiknight;white=r1c1-r1c2;kropki-all;xv-all",
    // Sums and lines between every two cells: arrows (a circle, '>', a path) and renban lines.
    "sudoku:3x3:...2..8..2......7..7.............4..3....7.92..1.5...3.8............3..69.5.....7:arrow=r9c7>r8c8-r7c7;renban=r5c7-r4c6-r5c6-r5c5-r4c5",
    "sudoku:2x2:................:arrow=r2c2>r1c1-r1c2;renban=r3c3-r4c4",
];

#[test]
fn parse_body_holds_on_mutated_game_ids() {
    let seeds: Vec<Vec<u8>> = IDS.iter().map(|s| s.as_bytes().to_vec()).collect();
    let seed = common::sample_seed("fuzz body parse");
    run_all("parse", parse::run, seed, mutated(&seeds, 600, seed));
}

#[test]
fn load_save_body_holds_on_mutated_saved_games() {
    let mut seeds = Vec::new();
    for id in [IDS[0], IDS[2], IDS[5]] {
        let mut s = Session::new(AnyPuzzle::parse(id).expect("fixture parses"));
        seeds.push(s.save().into_bytes());
        let empty = s
            .cells()
            .iter()
            .position(|&v| v == 0)
            .expect("an empty cell");
        s.set(empty, 1).expect("a move");
        s.fill_marks();
        seeds.push(s.save().into_bytes());
    }
    let seed = common::sample_seed("fuzz body load_save");
    run_all(
        "load_save",
        load_save::run,
        seed,
        mutated(&seeds, 400, seed),
    );
}

#[test]
fn moves_body_holds_on_random_move_lists() {
    let seed = common::sample_seed("fuzz body moves");
    run_all("moves", moves::run, seed, random_inputs(150, 90, seed));
}

#[test]
fn hints_body_holds_on_random_grids_and_notes() {
    let seed = common::sample_seed("fuzz body hints");
    run_all("hints", hints::run, seed, random_inputs(40, 250, seed));
}
