//! `deduce generate` checked by the oracle (tests/variant_oracle.rs): the runs (kind, size, levels, puzzles per
//! level), the kinds' shape rules beyond the parser's, and the check of each run.

use crate::brute::rc;
use crate::common::{self, oracle};

/// Puzzle i of a run has seed `SEED + i`.
pub const SEED: u64 = 14;
pub const LEVELS: &[&str] = &["easy", "medium", "hard"];

/// One `deduce generate` run per level: `count` puzzles of `kind` and `size`, checked unique, and irreducible
/// when `irreducible` is set.
pub struct Run {
    kind: &'static str,
    size: usize,
    levels: &'static [&'static str],
    count: usize,
    irreducible: bool,
}

pub const fn run(kind: &'static str, size: usize, count: usize) -> Run {
    Run {
        kind,
        size,
        levels: LEVELS,
        count,
        irreducible: true,
    }
}

/// Issue 14's kinds, all irreducible at every level. The suite runs in debug mode: small sizes get more seeds,
/// 9×9 six (14–19): both generated tests take 23–24 s (10–12 s with two), at load ≈ 7.
pub const VARIANTS: &[Run] = &[
    run("sudoku-x", 4, 3),
    run("sudoku-x", 6, 3),
    run("sudoku-x", 9, 6),
    run("jigsaw", 5, 3),
    run("jigsaw", 6, 3),
    run("jigsaw", 7, 3),
    run("jigsaw", 9, 6),
    // Killer: every cage keeps its sum, so one sum always follows from the others (the grid's total) and
    // "no sum can be dropped" is not asked: givens and merges within the level's largest cage are
    // (`oracle::irreducible_killer`, see `killer_max_cage`).
    run("killer", 4, 3),
    run("killer", 6, 3),
    run("killer", 9, 6),
    run("tango", 6, 3),
    run("tango", 8, 3),
    run("tango", 14, 3),
];

/// The kinds that exist today, to show the oracle and this harness work. Binary puzzles below Master are made
/// by Tatham's scheme (a clue goes while the level's solver still completes the grid), so they are unique but
/// not always irreducible; Master removes clues while the puzzle stays unique (src/generate/binary.rs).
pub const PLAIN: &[Run] = &[
    run("sudoku", 4, 3),
    run("sudoku", 6, 3),
    run("sudoku", 9, 6),
    Run {
        kind: "binary",
        size: 6,
        levels: LEVELS,
        count: 3,
        irreducible: false,
    },
    Run {
        kind: "binary",
        size: 10,
        levels: LEVELS,
        count: 1,
        irreducible: false,
    },
    Run {
        kind: "binary",
        size: 6,
        levels: &["master"],
        count: 3,
        irreducible: true,
    },
    Run {
        kind: "binary",
        size: 8,
        levels: &["master"],
        count: 2,
        irreducible: true,
    },
    Run {
        kind: "binary",
        size: 12,
        levels: &["master"],
        count: 1,
        irreducible: true,
    },
];

/// The largest Killer cage of a level (README, "Killer Sudoku": 3 cells easy and medium, 4 hard, 5 above): a
/// merge into a bigger cage would not make a puzzle of that level, so it is not a reduction.
pub fn killer_max_cage(level: &str) -> usize {
    match level {
        "easy" | "medium" => 3,
        "hard" => 4,
        _ => oracle::MAX_CAGE,
    }
}

/// The rules of the kind's shapes beyond what the parser checks (issue 14): Killer cages of 1 to `MAX_CAGE`
/// cells, single-cell cages at the easy level only; Jigsaw regions that are not the rows, the columns or any
/// block shape.
pub fn shape_rules(id: &str, p: &oracle::Puzzle, level: &str) -> Result<(), String> {
    let oracle::Puzzle::Latin(l) = p else {
        return Ok(());
    };
    let n = l.n;
    for cage in &l.cages {
        let size = cage.cells.len();
        if size > killer_max_cage(level) || (size == 1 && level != "easy") {
            return Err(format!(
                "a cage of {size} cells at {}",
                rc(cage.cells[0], n)
            ));
        }
    }
    if id.starts_with("jigsaw:") {
        let partition = |units: &[Vec<usize>]| {
            let mut parts: Vec<Vec<usize>> = units
                .iter()
                .map(|u| {
                    let mut u = u.clone();
                    u.sort();
                    u
                })
                .collect();
            parts.sort();
            parts
        };
        let regions = partition(&l.units[2 * n..]);
        for br in (1..=n).filter(|br| n % br == 0) {
            let bc = n / br;
            let blocks: Vec<Vec<usize>> = (0..n)
                .map(|b| {
                    (0..n)
                        .map(|k| (b / br * br + k / bc) * n + b % br * bc + k % bc)
                        .collect()
                })
                .collect();
            if regions == partition(&blocks) {
                return Err(format!("the regions are the plain {br}×{bc} blocks"));
            }
        }
    }
    Ok(())
}

/// Generates `count` puzzles of `kind`, `size` and `level` with the CLI; each must parse, keep its kind's
/// shape rules, have exactly one solution and (when asked) be irreducible, by the oracle; and `deduce solve`
/// must give the oracle's solution.
pub fn check_generated(kind: &str, size: usize, level: &str, count: usize, irreducible: bool) {
    let (size_s, seed_s, count_s) = (size.to_string(), SEED.to_string(), count.to_string());
    let args = [
        "generate", "--kind", kind, "--size", &size_s, "--level", level, "--seed", &seed_s,
        "--count", &count_s,
    ];
    let (out, err, ok) = common::cli_bytes(&args, b"");
    assert!(ok, "deduce {}: {out}{err}", args.join(" "));
    let ids: Vec<&str> = out.lines().collect();
    assert_eq!(ids.len(), count, "deduce {}", args.join(" "));
    let mut solutions = vec![];
    for id in &ids {
        let what = format!("{kind} {size} {level}: {id}");
        assert!(id.starts_with(&format!("{kind}:")), "{what}");
        let p = oracle::parse(id).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(p.n(), size, "{what}");
        shape_rules(id, &p, level).unwrap_or_else(|e| panic!("{what}: {e}"));
        if irreducible && kind == "killer" {
            oracle::irreducible_killer(id, killer_max_cage(level))
                .unwrap_or_else(|e| panic!("{what}: {e}"));
        } else if irreducible {
            oracle::irreducible(id).unwrap_or_else(|e| panic!("{what}: {e}"));
        }
        solutions.push(oracle::solution(id).unwrap_or_else(|e| panic!("{what}: {e}")));
    }
    let (out, err, ok) = common::cli_bytes(&["solve"], ids.join("\n").as_bytes());
    assert!(ok, "deduce solve: {out}{err}");
    let solved: Vec<&str> = out.lines().collect();
    assert_eq!(solved.len(), ids.len(), "deduce solve: {out}");
    // Everything but the cells (the kind, the shape, regions, cages, sums, signs) is the puzzle's.
    let rest = |id: &str| -> String {
        let mut fields: Vec<&str> = id.split(':').collect();
        fields.remove(2);
        fields.join(":")
    };
    for ((id, solution), line) in ids.iter().zip(&solutions).zip(solved) {
        let p = oracle::parse(line).unwrap_or_else(|e| panic!("deduce solve {id}: {line}: {e}"));
        assert_eq!(p.cells(), &solution[..], "deduce solve {id}: {line}");
        assert_eq!(rest(line), rest(id), "deduce solve {id}: {line}");
    }
}

pub fn check_runs(runs: &[Run]) {
    for r in runs {
        for level in r.levels {
            check_generated(r.kind, r.size, level, r.count, r.irreducible);
        }
    }
}
