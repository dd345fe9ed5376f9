//! The figure of every binary step (what the page draws in tier 2) and the chain of a wrong binary entry,
//! checked against the board they were found on: along the solve paths of generated puzzles (6×6 to 20×20,
//! every level) each step has a figure, its cells lie on the board, a single-line step's unit holds the cells
//! and placements it claims, and each forcing branch replays (every placement follows from the board so far by
//! the line rules) and ends where it says (a broken line, or the step's placements).

mod common;

use common::binary_opts as opts;

use deduce::core::binary::Binary;
use deduce::core::cell::Unit;
use deduce::hint::mistake::{Answer, MistakeKind};
use deduce::hint::step::{Figure, Implication, Reason, Role, Step};
use deduce::hint::technique::Technique;
use deduce::solve::binary::board::Board;
use deduce::{Level, Puzzle};

fn line(n: usize, u: Unit) -> usize {
    match u {
        Unit::Row(r) => r as usize,
        Unit::Col(c) => n + c as usize,
        other => panic!("binary figures have only lines, not {other}"),
    }
}

fn in_unit(n: usize, u: Unit, c: u16) -> bool {
    let c = c as usize;
    match u {
        Unit::Row(r) => c / n == r as usize,
        Unit::Col(k) => c % n == k as usize,
        _ => false,
    }
}

/// Whether digit `d` at `cell` follows from `b` by the exact reasoning of one of its two lines (with or
/// without complete parallel lines excluded: a line whose last completion copies another is broken by it).
fn follows(b: &Board, cell: usize, d: u8) -> bool {
    let n = b.n;
    [cell / n, n + cell % n].into_iter().any(|l| {
        let i = if l < n { cell % n } else { cell / n };
        // The local rules fire on a line that has no completion left but breaks no rule yet.
        [b.local(l), b.exact(l, false), b.exact(l, true)]
            .into_iter()
            .any(|r| match r {
                Ok((f0, f1)) => (if d == 0 { f0 } else { f1 }) >> i & 1 == 1,
                Err(_) => false,
            })
    })
}

fn broken(b: &Board, l: usize) -> bool {
    b.local(l).is_err() || b.exact(l, true).is_err()
}

/// Whether the rule an implication names holds on `b` for digit `d` at `cell`: "pair in row 2", "sandwich in
/// column 3", "row 2 has its 3 1s" are checked as patterns (a line may have no completion left and still fire
/// them), "the only way to complete row 2" by the line's exact reasoning.
fn rule_holds(b: &Board, why: &str, cell: usize, d: u8) -> bool {
    let n = b.n;
    let (r, c) = (cell / n, cell % n);
    let names = |name: String| why.ends_with(&name) || why.contains(&format!("{name} has"));
    let (l, i) = if names(format!("row {}", r + 1)) {
        (r, c)
    } else if names(format!("column {}", c + 1)) {
        (n + c, r)
    } else {
        return false;
    };
    let other = |k: usize| {
        let x = b.cell_of(l, k);
        b.symbol(x) == 2 - d // the other digit's symbol
    };
    if why.starts_with("pair in ") {
        (i >= 2 && other(i - 1) && other(i - 2)) || (i + 2 < n && other(i + 1) && other(i + 2))
    } else if why.starts_with("sandwich in ") {
        i >= 1 && i + 1 < n && other(i - 1) && other(i + 1)
    } else if why.contains(" has its ") {
        (0..n).filter(|&k| other(k)).count() == n / 2
    } else {
        why.starts_with("the only way to complete ") && follows(b, cell, d)
    }
}

/// Replays a forcing branch on `b`: it starts with an assumption in an empty cell and each later placement
/// follows from the board so far by the rule it names, in a line through it. The board at its end.
fn replay(b: &Board, branch: &[Implication]) -> Board {
    let n = b.n;
    let mut t = b.clone();
    assert_eq!(branch[0].reason, Reason::Assumption);
    for (k, im) in branch.iter().enumerate() {
        let c = im.cell as usize;
        assert!(c < n * n && im.placed && (1..=2).contains(&im.symbol));
        assert_eq!(t.symbol(c), 0, "{} is empty", im.cell);
        if k > 0 {
            let Reason::Other(why) = &im.reason else {
                panic!("a binary implication gives its rule in words")
            };
            assert!(
                rule_holds(&t, why, c, im.symbol - 1),
                "implication {k} follows: {branch:?}"
            );
        }
        t.set(c, im.symbol - 1);
    }
    t
}

/// The lines a figure marks as broken (role `Key`).
fn key_lines(n: usize, f: &Figure) -> Vec<usize> {
    f.units
        .iter()
        .filter(|u| u.1 == Role::Key)
        .map(|u| line(n, u.0))
        .collect()
}

/// Checks one step's figure on the board `b` it was found on.
fn check(b: &Board, step: &Step) {
    common::assert_titled(step);
    let n = b.n;
    let f = &step.figure;
    let what = &step.explanation;
    assert!(
        !(f.candidates.is_empty()
            && f.cells.is_empty()
            && f.units.is_empty()
            && f.branches.is_empty()),
        "a figure: {what}"
    );
    assert!(f.links.is_empty());
    for &(c, s, _) in &f.candidates {
        assert!(
            (c as usize) < n * n && (1..=2).contains(&s) && b.symbol(c as usize) == 0,
            "{what}"
        );
    }
    for &(c, _) in &f.cells {
        assert!((c as usize) < n * n, "{what}");
    }
    for &(c, _) in &step.placements {
        assert_eq!(b.symbol(c as usize), 0, "{what}");
    }
    use Technique::*;
    match step.technique {
        Pair
        | Sandwich
        | LastCell
        | BalanceCompletion
        | LastOfAKind
        | LineElimination
        | DuplicateGuard
        | DuplicateLineElimination => {
            let base = f.units_with(Role::Base);
            assert_eq!(base, vec![step.units[0]], "{what}");
            let u = base[0];
            for &(c, _) in &f.cells {
                assert!(in_unit(n, u, c), "{what}: cell {c} in {u}");
            }
            for &(c, _, _) in &f.candidates {
                assert!(in_unit(n, u, c), "{what}");
            }
            for &(c, _) in &step.placements {
                assert!(in_unit(n, u, c), "{what}");
            }
            // The key cells are filled (they prove it); the pair's and sandwich's hold one digit.
            for &(c, _) in &f.cells {
                assert_ne!(b.symbol(c as usize), 0, "{what}");
            }
            if matches!(step.technique, Pair | Sandwich) {
                assert_eq!(f.cells.len(), 2);
                let (x, y) = (f.cells[0].0 as usize, f.cells[1].0 as usize);
                assert_eq!(b.symbol(x), b.symbol(y));
                assert!(step.placements.iter().all(|&(_, s)| s != b.symbol(x)));
            }
            // Other units: complete lines it must not copy.
            for &(u, r) in &f.units {
                if r == Role::Cover {
                    assert_eq!(b.empty(line(n, u)), 0, "{what}");
                }
            }
        }
        Contradiction => {
            assert_eq!(f.branches.len(), 1);
            let br = &f.branches[0];
            assert_eq!(
                step.placements,
                vec![(br[0].cell, 3 - br[0].symbol)],
                "the assumption's other digit is placed"
            );
            let t = replay(b, br);
            let keys = key_lines(n, f);
            assert_eq!(keys.len(), 1);
            assert!(broken(&t, keys[0]), "{what}");
        }
        DeepLookahead if f.branches.len() == 3 => {
            // Two-level: the assumption, then both digits of one cell, each breaking a line.
            let s = replay(b, &f.branches[0]);
            assert_eq!(
                step.placements,
                vec![(f.branches[0][0].cell, 3 - f.branches[0][0].symbol)]
            );
            let c = f.branches[1][0].cell;
            assert_eq!(f.branches[2][0].cell, c);
            assert_ne!(f.branches[1][0].symbol, f.branches[2][0].symbol);
            let keys = key_lines(n, f);
            for br in &f.branches[1..] {
                let t = replay(&s, br);
                assert!(keys.iter().any(|&l| broken(&t, l)), "{what}");
            }
        }
        DeepLookahead if f.branches.len() == 2 => {
            // Both digits of one cell lead to the same placements.
            assert_eq!(f.branches[0][0].cell, f.branches[1][0].cell);
            for br in &f.branches {
                let t = replay(b, br);
                for &(c, s) in &step.placements {
                    assert_eq!(t.symbol(c as usize), s, "{what}");
                }
            }
        }
        DeepLookahead => assert_eq!(f.cells.len(), 1),
        t => panic!("unexpected {t:?}"),
    }
}

#[test]
fn every_binary_step_along_solve_paths_has_a_figure_that_fits_its_board() {
    let mut seen = std::collections::BTreeSet::new();
    let mut count = 0;
    for (n, levels) in [
        (
            6,
            &[Level::Easy, Level::Medium, Level::Hard, Level::Expert][..],
        ),
        (
            8,
            &[Level::Medium, Level::Hard, Level::Expert, Level::Master][..],
        ),
        (10, &[Level::Hard, Level::Expert, Level::Master][..]),
        (14, &[Level::Expert, Level::Master][..]),
        (20, &[Level::Hard][..]),
    ] {
        for &level in levels {
            for seed in 1..=2 {
                let g = Binary::generate(&opts(n, level, seed)).unwrap();
                let p = Binary::parse(&g.game_id).unwrap();
                let sol = p.solution().unwrap();
                let mut b = Board::from_cells(n, p.cells());
                for step in p.steps().unwrap() {
                    check(&b, &step);
                    for &(c, s) in &step.placements {
                        assert_eq!(sol[c as usize], s);
                        b.set(c as usize, s - 1);
                    }
                    seen.insert(step.technique);
                    count += 1;
                }
            }
        }
    }
    eprintln!("{count} steps; techniques: {seen:?}");
    for t in [
        Technique::Pair,
        Technique::Sandwich,
        Technique::BalanceCompletion,
        Technique::LineElimination,
        Technique::Contradiction,
    ] {
        assert!(seen.contains(&t), "{t:?} seen");
    }
}

#[test]
fn a_wrong_binary_entry_is_explained_by_a_chain_to_a_broken_rule() {
    // Along solve paths: before each step, the cell it places holds the wrong digit.
    let (mut chains, mut tries) = (0, 0);
    for (n, level, seed) in [
        (6, Level::Medium, 1),
        (8, Level::Hard, 2),
        (10, Level::Expert, 3),
        (12, Level::Medium, 4),
    ] {
        let g = Binary::generate(&opts(n, level, seed)).unwrap();
        let p = Binary::parse(&g.game_id).unwrap();
        let sol = p.solution().unwrap();
        let mut right = p.cells().to_vec();
        for step in p.steps().unwrap() {
            let i = step.placements[0].0 as usize;
            let mut cur = right.clone();
            cur[i] = 3 - sol[i];
            for &(c, s) in &step.placements {
                right[c as usize] = s;
            }
            let Answer::Mistake(h) = p.hint(&cur, None).unwrap() else {
                panic!("no mistake reported: {}", p.with_cells(&cur).game_id());
            };
            if h.explanation.contains("it breaks a rule:") {
                continue; // the entry breaks a rule at once: said so, no chain needed
            }
            tries += 1;
            assert_eq!(h.kind, MistakeKind::Entry);
            common::assert_mistake_titled(&h);
            assert_eq!(h.cell, i as u16);
            let f = &h.figure;
            if f.branches.is_empty() {
                eprintln!("{}", h.explanation);
                continue;
            }
            chains += 1;
            // The chain starts from the wrong entry, on the right entries, and ends in a broken line.
            let br = &f.branches[0];
            assert_eq!((br[0].cell, br[0].symbol), (i as u16, cur[i]));
            assert!(br.len() <= 13);
            let mut base = cur.clone();
            base[i] = 0;
            let t = replay(&Board::from_cells(n, &base), br);
            let keys = key_lines(n, f);
            assert_eq!(keys.len(), 1);
            assert!(broken(&t, keys[0]), "{}", h.explanation);
            let name = format!("If r{}c{} = ", i / n + 1, i % n + 1);
            assert!(h.explanation.contains(&name), "{}", h.explanation);
            assert_eq!(
                h.explanation.matches('→').count(),
                br.len(),
                "{}",
                h.explanation
            );
        }
    }
    eprintln!("{chains} of {tries} wrong entries explained by a chain");
    assert!(tries >= 10, "only {tries} wrong entries needed a chain");
    assert!(
        chains * 2 >= tries,
        "{chains} of {tries} wrong entries explained by a chain"
    );
}
