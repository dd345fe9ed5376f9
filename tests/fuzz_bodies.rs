//! The fuzz targets' bodies (`fuzz/bodies/`, which `./build.sh fuzz` runs under libFuzzer on nightly) built and
//! run in the native layer of every `./build.sh test`: so an engine change that breaks a target's code fails CI,
//! and each target's assertions (never a panic; round trips, undo and redo, hints that agree with the solution)
//! hold on its seed inputs and a few hundred deterministic mutations of them. Not a fuzzing campaign: a smoke
//! run of the same code, seeded by `DEDUCE_SAMPLE` like the other rotating samples (printed on failure).
#![cfg(not(target_arch = "wasm32"))]

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

/// The seed of this run's inputs: `DEDUCE_SAMPLE` if set, else the day (so CI tries other inputs each day).
fn seed() -> u64 {
    std::env::var("DEDUCE_SAMPLE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            let secs = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs());
            secs / 86_400
        })
}

/// Bytes the formats are made of, so that mutations stay near valid input.
const ALPHABET: &[u8] =
    b".0123456789:x,;-abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ{}[]\"#/ \n\r\t\xff\xc3";

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

/// Runs `body` on each input; a failure names the body, the run's seed and the input.
fn run_all(name: &str, body: fn(&[u8]), inputs: impl IntoIterator<Item = Vec<u8>>) {
    for input in inputs {
        if std::panic::catch_unwind(|| body(&input)).is_err() {
            let seed = seed();
            let shown = match std::str::from_utf8(&input) {
                Ok(text) => format!("{text:?}"),
                Err(_) => format!("{input:?}"),
            };
            panic!("fuzz body {name} failed (DEDUCE_SAMPLE={seed}) on {shown}");
        }
    }
}

/// The seeds and `count` mutations of them.
fn mutated(seeds: &[Vec<u8>], count: usize) -> Vec<Vec<u8>> {
    let mut rng = SmallRng::seed_from_u64(seed());
    let mutations = (0..count).map(|_| mutate(&seeds[rng.random_range(0..seeds.len())], &mut rng));
    seeds
        .iter()
        .cloned()
        .chain(mutations.collect::<Vec<_>>())
        .collect()
}

/// Random byte strings of lengths up to `max_len`.
fn random_inputs(count: usize, max_len: usize) -> Vec<Vec<u8>> {
    let mut rng = SmallRng::seed_from_u64(seed() ^ 0x5eed);
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
    "binary:4:....................",
    "jigsaw:4:................:1122112233443344",
];

#[test]
fn parse_body_holds_on_mutated_game_ids() {
    let seeds: Vec<Vec<u8>> = IDS.iter().map(|s| s.as_bytes().to_vec()).collect();
    run_all("parse", parse::run, mutated(&seeds, 600));
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
    run_all("load_save", load_save::run, mutated(&seeds, 400));
}

#[test]
fn moves_body_holds_on_random_move_lists() {
    run_all("moves", moves::run, random_inputs(150, 90));
}

#[test]
fn hints_body_holds_on_random_grids_and_notes() {
    run_all("hints", hints::run, random_inputs(40, 250));
}
