//! Killer Sudoku end to end: the game ID (round trip, errors that say what and where), rule violations,
//! counting checked against a brute force over every 4×4 grid, and generated puzzles checked for uniqueness
//! and irreducibility (no given can go, no two adjacent cages can merge) by a brute force or the solver.

mod common;

use deduce::core::error::ParseError;
use deduce::core::geometry::Cage;
use deduce::core::sudoku::Sudoku;
use deduce::family::any::{AnyPuzzle, Kind};
use deduce::generate::killer::shape_for;
use deduce::puzzle::{GenerateOptions, Puzzle};
use deduce::rules::cage::{combinations, digit_sum, killer_geometry};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// Every complete 4×4 Sudoku grid (288), by plain enumeration.
fn all_4x4() -> Vec<Vec<u8>> {
    fn rec(g: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
        let i = g.len();
        if i == 16 {
            out.push(g.clone());
            return;
        }
        for v in 1..=4u8 {
            let ok = (0..i).all(|j| {
                let same = j / 4 == i / 4
                    || j % 4 == i % 4
                    || (j / 8 == i / 8 && (j % 4) / 2 == (i % 4) / 2);
                !same || g[j] != v
            });
            if ok {
                g.push(v);
                rec(g, out);
                g.pop();
            }
        }
    }
    let mut out = Vec::new();
    rec(&mut Vec::new(), &mut out);
    out
}

/// Solutions of a Killer grid by checking every complete 4×4 grid against givens and cages.
fn brute_count(grids: &[Vec<u8>], cells: &[u8], cages: &[Cage]) -> usize {
    grids
        .iter()
        .filter(|g| (0..16).all(|i| cells[i] == 0 || cells[i] == g[i]))
        .filter(|g| {
            cages.iter().all(|k| {
                let mut seen = 0u32;
                let mut sum = 0u16;
                for &c in &k.cells {
                    let v = g[c as usize];
                    if seen & (1 << v) != 0 {
                        return false;
                    }
                    seen |= 1 << v;
                    sum += v as u16;
                }
                k.sum == 0 || sum == k.sum
            })
        })
        .count()
}

/// Random cages (connected by construction: grown from a cell through side neighbours) with random sums
/// that some digits can make (mostly those of a random grid), and a few random givens.
fn random_killer(rng: &mut StdRng, grids: &[Vec<u8>]) -> (Vec<Cage>, Vec<u8>) {
    let grid = &grids[rng.random_range(0..grids.len())];
    let n = 4;
    let mut cage_of = [usize::MAX; 16];
    let mut cages: Vec<Vec<u16>> = Vec::new();
    for start in 0..16 {
        if cage_of[start] != usize::MAX {
            continue;
        }
        let target = rng.random_range(1..=4);
        let k = cages.len();
        let mut cells = vec![start as u16];
        cage_of[start] = k;
        while cells.len() < target {
            let opts: Vec<usize> = cells
                .iter()
                .flat_map(|&c| deduce::core::geometry::side_neighbours(n, c as usize))
                .filter(|&y| cage_of[y] == usize::MAX)
                .collect();
            if opts.is_empty() {
                break;
            }
            let y = opts[rng.random_range(0..opts.len())];
            cage_of[y] = k;
            cells.push(y as u16);
        }
        cells.sort();
        cages.push(cells);
    }
    let cages = cages
        .into_iter()
        .map(|cells| {
            let combos = combinations(n, cells.len(), 0);
            let sum = match rng.random_range(0..6) {
                0 => 0,
                1..=3 => cells.iter().map(|&c| grid[c as usize] as u16).sum(),
                _ => digit_sum(combos[rng.random_range(0..combos.len())]) as u16,
            };
            Cage { cells, sum }
        })
        .collect();
    let mut givens = vec![0u8; 16];
    for _ in 0..rng.random_range(0..3) {
        givens[rng.random_range(0..16)] = rng.random_range(1..=4);
    }
    (cages, givens)
}

#[test]
fn counting_agrees_with_a_brute_force_on_4x4() {
    let grids = all_4x4();
    assert_eq!(grids.len(), 288);
    let mut rng = StdRng::seed_from_u64(5);
    let mut uniques = 0;
    for i in 0..400 {
        let (cages, givens) = random_killer(&mut rng, &grids);
        let p = Sudoku::on(killer_geometry(2, 2, &cages)).with_cells(&givens);
        let want = brute_count(&grids, &givens, &cages);
        for limit in [1, 2, 1000] {
            assert_eq!(
                p.count_solutions(limit),
                want.min(limit),
                "case {i} limit {limit}: {}",
                p.game_id()
            );
        }
        uniques += usize::from(want == 1);
    }
    assert!(uniques > 5, "{uniques} unique cases");
}

const ID4: &str = "killer:2x2:................:aabbcddbceffeegg:3,9,5,5,8,7,3";

#[test]
fn the_game_id_round_trips_and_relabels() {
    let p = AnyPuzzle::parse(ID4).unwrap();
    assert_eq!(p.kind(), Kind::Killer);
    assert_eq!(p.game_id(), ID4);
    // Other labels, same cages: the canonical form relabels a, b, … by first appearance.
    let other = "killer:2x2:................:XXYYZ00YZ7QQ77RR:3,9,5,5,8,7,3";
    assert_eq!(AnyPuzzle::parse(other).unwrap().game_id(), ID4);
}

fn layout_error(id: &str) -> String {
    match AnyPuzzle::parse(id) {
        Err(e @ ParseError::BadLayout { .. }) => e.to_string(),
        other => panic!("{id}: {other:?}"),
    }
}

#[test]
fn layout_errors_say_what_and_where() {
    assert_eq!(
        layout_error("killer:2x2:................:aabbcddbceffeega:3,9,5,5,8,7,3"),
        "bad cages: cage 'a' is not connected: r4c4 is cut off from r1c1"
    );
    assert_eq!(
        layout_error("killer:2x2:................:aabbcddbceffeegg:3,9,5,5,8,7"),
        "bad cages: 7 cages but 6 sums (one per cage, in order of each cage's first cell)"
    );
    assert_eq!(
        layout_error("killer:2x2:................:aabbcddbceffeegg:3,9,5,5,8,7,8"),
        "bad cages: cage 'g' (r4c3, 2 cells) cannot add up to 8: 2 distinct digits make 3 to 7"
    );
    assert_eq!(
        layout_error("killer:2x2:................:aabbcddbceffee-g:3,9,5,5,8,7,3"),
        "bad cages: '-' at r4c3 is not a cage label (a-z, A-Z, 0-9)"
    );
    assert!(layout_error("killer:2x2:................:aabb:1").contains("expected 16 cage labels"));
    // Sums that cannot all hold, before any solving (a cage without a sum counts with its least and most).
    let pairs = |sums: &str| format!("killer:2x2:................:aabbccddeeffgghh:{sums}");
    assert_eq!(
        layout_error(&pairs("7,7,7,7,7,7,7,")),
        "bad cages: the cages inside the grid add up to 49 (with its other cells 52 to 56), but its digits add up to 40"
    );
    assert_eq!(
        layout_error(&pairs("3,3,3,3,3,3,3,")),
        "bad cages: the cages inside the grid add up to 21 (with its other cells 24 to 28), but its digits add up to 40"
    );
    assert_eq!(
        layout_error(&pairs("5,5,3,6,5,5,5,6")),
        "bad cages: the cages inside row 2 add up to 9, but its digits add up to 10"
    );
    for fine in ["5,5,5,5,5,5,5,", ",,,,,,,", "4,6,6,4,5,5,5,5"] {
        assert!(AnyPuzzle::parse(&pairs(fine)).is_ok(), "{fine}");
    }
    assert!(matches!(
        AnyPuzzle::parse("killer:4x4:1:a:1"),
        Err(ParseError::BadParams { .. })
    ));
}

#[test]
fn violations_name_the_cage_and_its_cells() {
    let id = |cells: &str| format!("killer:2x2:{cells}:aabbcddbceffeegg:3,9,5,5,8,7,3");
    let v = |cells: &str| -> Vec<String> {
        let p = AnyPuzzle::parse_grid(&id(cells)).unwrap();
        p.violations().iter().map(|v| v.describe(4)).collect()
    };
    assert_eq!(
        v("13.............."),
        ["the 3-cage at r1c1 adds up to 4, not 3 (r1c1, r1c2)"]
    );
    assert_eq!(
        v("3..............."),
        ["the 3-cage at r1c1 already holds 3 with 1 cell to fill (r1c1)"]
    );
    assert!(v(".....44.........")
        .contains(&"4 appears twice in the 5-cage at r2c2 (r2c2, r2c3)".to_string()));
    assert!(v("12..34..21..43..").is_empty());
    // Parsing refuses givens that break a rule.
    assert!(AnyPuzzle::parse(&id("13..............")).is_err());
}

/// Whether merging two adjacent cages (with the summed total, no repeated digit, at most `max_cage` cells)
/// keeps the puzzle unique: the merge that does, if any.
fn some_merge_keeps_unique(p: &Sudoku, solution: &[u8], max_cage: usize) -> Option<String> {
    let g = p.geometry();
    let n = g.n;
    for (a, ka) in g.cages().iter().enumerate() {
        for (b, kb) in g.cages().iter().enumerate().skip(a + 1) {
            let touch = ka.cells.iter().any(|&x| {
                kb.cells.iter().any(|&y| {
                    let (x, y) = (x as usize, y as usize);
                    (x / n == y / n && x.abs_diff(y) == 1) || x.abs_diff(y) == n
                })
            });
            let digits = |k: &Cage| {
                k.cells
                    .iter()
                    .fold(0u32, |m, &c| m | 1 << solution[c as usize])
            };
            if !touch || digits(ka) & digits(kb) != 0 || ka.cells.len() + kb.cells.len() > max_cage
            {
                continue;
            }
            let mut cages: Vec<Cage> = g.cages().to_vec();
            let kb = cages.remove(b);
            cages[a].cells.extend(kb.cells);
            cages[a].cells.sort();
            cages[a].sum += kb.sum;
            cages.sort_by_key(|k| k.cells[0]);
            let q = Sudoku::on(killer_geometry(g.br, g.bc, &cages)).with_cells(p.cells());
            if q.count_solutions(2) == 1 {
                return Some(format!("cages {a} and {b}"));
            }
        }
    }
    None
}

#[test]
fn generated_puzzles_are_unique_irreducible_and_graded() {
    use deduce::hint::technique::Level;
    let cases = [
        (4, None, 0..6),
        (6, None, 0..4),
        (9, Some(Level::Easy), 0..3),
        (9, Some(Level::Medium), 0..2),
    ];
    for (size, level, seeds) in cases {
        for seed in seeds {
            let opts = GenerateOptions {
                size,
                level,
                symmetry: None,
                seed,
                time_budget_ms: 10_000,
            };
            let g = AnyPuzzle::generate(Kind::Killer, &opts).unwrap();
            let again = AnyPuzzle::generate(Kind::Killer, &opts).unwrap();
            assert_eq!(g, again, "deterministic");
            let AnyPuzzle::Sudoku(p) = AnyPuzzle::parse(&g.game_id).unwrap() else {
                panic!()
            };
            let sol = p
                .solution()
                .unwrap_or_else(|| panic!("{} not unique", g.game_id));
            for c in 0..size * size {
                if p.cells()[c] != 0 {
                    let mut cells = p.cells().to_vec();
                    cells[c] = 0;
                    assert!(
                        p.with_cells(&cells).count_solutions(2) > 1,
                        "{}: given {c} can go",
                        g.game_id
                    );
                }
            }
            let (singles, max_cage) = shape_for(level, size);
            // Every merge decided by the generator, and none keeps the puzzle unique: by the engine's count
            // and by the oracle's (givens and merges, no engine code).
            assert_eq!(g.undecided, 0, "{}: undecided merges", g.game_id);
            assert_eq!(
                some_merge_keeps_unique(&p, &sol, max_cage),
                None,
                "{}",
                g.game_id
            );
            if size < 9 {
                common::oracle::irreducible_killer(&g.game_id, max_cage)
                    .unwrap_or_else(|e| panic!("{}: {e}", g.game_id));
            }
            let cages = p.geometry().cages();
            assert!(cages.iter().all(|k| k.cells.len() <= max_cage));
            assert!(singles || cages.iter().all(|k| k.cells.len() > 1) || size < 9);
            // The level asked for, and the grade of the game ID says so too.
            if let Some(l) = level {
                assert_eq!(g.level, l, "{}", g.game_id);
            }
            let graded = AnyPuzzle::parse(&g.game_id).unwrap().grade().unwrap();
            assert_eq!(graded.level, g.level, "{}", g.game_id);
        }
    }
}

/// Killer 12×12 (the page's Hard and Master): one solution by the oracle's count (no engine code), no given can
/// go and no two adjacent cages can merge (the engine's count), cages of at most 3 cells (`shape_for`), the level asked for, and a
/// full solve path whose every step agrees with the solution. Fails before 12×12 Killer: "unsupported Killer
/// size 12".
#[test]
fn killer_12x12_is_unique_irreducible_and_of_its_level() {
    use deduce::hint::technique::Level;
    for (level, seed) in [(Level::Hard, 1), (Level::Master, 2)] {
        let opts = GenerateOptions {
            size: 12,
            level: Some(level),
            symmetry: None,
            seed,
            time_budget_ms: 60_000,
        };
        let g = AnyPuzzle::generate(Kind::Killer, &opts).unwrap();
        let id = &g.game_id;
        assert!(id.starts_with("killer:3x4:"), "{id}");
        assert_eq!(g.level, level, "{id}");
        assert_eq!(common::oracle::count(id, 2), Ok(1), "{id}");
        let AnyPuzzle::Sudoku(p) = AnyPuzzle::parse(id).unwrap() else {
            panic!("{id}")
        };
        let sol = p.solution().unwrap();
        assert_eq!(p.with_cells(&sol).violations(), vec![], "{id}");
        for c in (0..144).filter(|&c| p.cells()[c] != 0) {
            let mut cells = p.cells().to_vec();
            cells[c] = 0;
            assert_eq!(
                p.with_cells(&cells).count_solutions(2),
                2,
                "{id}: given {c} can go"
            );
        }
        let (_, max_cage) = shape_for(Some(level), 12);
        assert_eq!(max_cage, 3);
        assert!(
            p.geometry()
                .cages()
                .iter()
                .all(|k| k.cells.len() <= max_cage),
            "{id}"
        );
        assert_eq!(g.undecided, 0, "{id}: undecided merges");
        assert_eq!(some_merge_keeps_unique(&p, &sol, max_cage), None, "{id}");
        let graded = AnyPuzzle::parse(id).unwrap().grade().unwrap();
        assert_eq!(graded.level, level, "{id}");
        let mut cells = p.cells().to_vec();
        for s in AnyPuzzle::parse(id).unwrap().steps().unwrap() {
            for &(c, v) in &s.placements {
                assert_eq!(sol[c as usize], v, "{id}: {}", s.explanation);
                cells[c as usize] = v;
            }
            for &(c, v) in &s.eliminations {
                assert_ne!(sol[c as usize], v, "{id}: {}", s.explanation);
            }
        }
        assert_eq!(cells, sol, "{id}: the solve path fills the grid");
    }
}

/// The grid after placing every given, for the technique fixtures.
fn grid(id: &str) -> deduce::human::grid::Grid {
    let AnyPuzzle::Sudoku(p) = AnyPuzzle::parse(id).unwrap() else {
        panic!()
    };
    deduce::human::grid::Grid::new(&p, None)
}

#[test]
fn cage_combination_fixture() {
    use deduce::human::techniques::cage_combination;
    let g = grid(ID4);
    let s = cage_combination::find(&g).unwrap();
    assert_eq!(
        s.technique,
        deduce::hint::technique::Technique::CageCombination
    );
    // Tier 1 (where to look) and tier 2 (the cells), then the full text.
    assert_eq!(
        s.summary_in(4),
        "Look for a cage combination around r1c1 and r1c2."
    );
    assert_eq!(s.evidence, [0, 1]);
    assert_eq!(
        s.line(),
        "Cage combination: The 3-cage at r1c1 (r1c1, r1c2) can only hold 12, so remove 3, 4 from r1c1, r1c2"
    );
    assert_eq!(s.figure.cells.len(), 2);
    // The figure draws the cage: the first cage (number 0, in order of first cells).
    use deduce::core::cell::Unit;
    use deduce::hint::step::Role;
    assert_eq!(s.figure.units, [(Unit::Cage(0), Role::Base)]);
    assert_eq!(Unit::Cage(0).to_string(), "cage 1");
}

#[test]
fn cage_interaction_fixture() {
    use deduce::human::techniques::cage_interaction;
    // The 3-cage at r1c1 needs 1 and 2, both in row 1 and block 1: they leave the rest of both.
    let g = grid(ID4);
    let s = cage_interaction::find(&g).unwrap();
    assert_eq!(s.summary_in(4), "Look for a cage interaction in row 1.");
    assert_eq!(s.evidence, [0, 1]);
    assert_eq!(
        s.line(),
        "Cage interaction: Every combination of the 3-cage at r1c1 needs 1, and its places there (r1c1, r1c2) all lie in row 1, so remove 1 from r1c3, r1c4"
    );
}

#[test]
fn rule45_fixture() {
    use deduce::human::techniques::rule45;
    let g = grid(ID4);
    let s = rule45::find(&g).unwrap();
    assert_eq!(s.technique, deduce::hint::technique::Technique::Rule45);
    assert!(
        s.summary_in(4).starts_with("Look for a 45 rule in "),
        "{}",
        s.summary_in(4)
    );
    assert!(
        s.line()
            .starts_with("45 rule: The 3-cage at r1c1 lies wholly inside block 1, so"),
        "{}",
        s.explanation
    );
    assert!(!s.figure.units.is_empty());
}

/// The 45 rule's outies are in reading order, not cage after cage: row 1 of this 4×4 is crossed by cage a
/// (r1c1, r2c1, r3c1) and cage b (r1c2, r2c2), so cage order would give r2c1, r3c1, r2c2.
#[test]
fn rule45_outies_are_in_reading_order() {
    use deduce::rules::rule45::rule45;
    let g = grid("killer:2x2:................:abccabddaeefggff:6,6,7,3,5,6,7");
    let r = rule45(&g.geo, &[0, 1, 2, 3]).unwrap();
    assert_eq!(r.innies, [0, 1]);
    assert_eq!(r.outies, [4, 5, 8]);
    assert_eq!((r.in_sum, r.out_sum), (10 - 7, 12 - 3));
}

/// A Killer position from a solve path: the game ID with the digits placed so far, and the candidates of each
/// cell (`[145]`; `.` for a placed cell), as `human::next_step` saw them.
fn killer_marks(id: &str, marks: &str) -> deduce::human::grid::Grid {
    let AnyPuzzle::Sudoku(p) = AnyPuzzle::parse(id).unwrap() else {
        panic!()
    };
    let marks: Vec<deduce::core::candidates::Candidates> = marks
        .split_whitespace()
        .map(|t| {
            t.trim_matches(['[', ']', '.'])
                .chars()
                .map(|c| c.to_digit(10).unwrap() as u8)
                .collect()
        })
        .collect();
    deduce::human::grid::Grid::new(&p, Some(&marks))
}

/// The 45 rule over two adjacent columns, where it is the easiest step (6×6 hard, seed 1's solve path).
#[test]
fn rule45_over_a_group_of_units() {
    use deduce::core::cell::Unit;
    use deduce::hint::step::Role;
    use deduce::hint::technique::Technique;
    let g = killer_marks(
        "killer:2x3:...................................6:abbbbcaadbecaddeecfgghecffghicffhhii:17,16,15,11,15,19,7,13,13",
        "[2456] [12346] [1346] [12346] [12346] [12345] [2456] [456] [13456] [12346] [123456] [12345] \
         [2456] [123456] [13456] [123456] [123456] [12345] [13456] [124] [14] [123456] [123456] [12345] \
         [13456] [456] [124] [12345] [2345] [12345] [1345] [45] [12345] [12345] [2345] .",
    );
    let s = deduce::human::solver::next_step(&g).unwrap();
    assert_eq!(s.technique, Technique::Rule45);
    assert_eq!(s.summary_in(6), "Look for a 45 rule in columns 1 and 2.");
    assert_eq!(
        s.line(),
        "45 rule: The 17-cage at r1c1 and the 19-cage at r4c1 lie wholly inside columns 1–2 (17 + 19 = 36), so its other cells (r1c2, r3c2, r4c2) add up to 42 − 36 = 6; they hold 123, so remove 4 from r1c2, r3c2, r4c2; 6 from r1c2, r3c2; 5 from r3c2"
    );
    assert_eq!(s.evidence, [1, 13, 19]);
    // the group's columns and the cages wholly inside it (named in the text), then the cages crossing its
    // edge, outlined
    assert_eq!(
        s.figure.units_with(Role::Base),
        [Unit::Col(0), Unit::Col(1), Unit::Cage(0), Unit::Cage(5)]
    );
    assert!(s
        .figure
        .units_with(Role::Cover)
        .iter()
        .all(|u| matches!(u, Unit::Cage(_))));
}

/// Cage splitting where it is the easiest step (6×6 hard, seed 8's solve path): one cage crosses the edge of
/// columns 1–2, so its two parts have known sums.
#[test]
fn cage_splitting_fixture() {
    use deduce::core::cell::Unit;
    use deduce::hint::step::Role;
    use deduce::hint::technique::Technique;
    use deduce::human::techniques::cage_splitting;
    let g = killer_marks(
        "killer:2x3:...562.....4............4...5.....43:aabcccdabeefddbbgfhhiggfjhiikfjjjjkk:9,12,13,12,4,16,9,11,10,18,12",
        "[13] [134] [134] . . . [256] [256] [256] [13] [13] . [12356] [123456] [123456] [1346] [123] [156] \
         [12356] [123456] [13456] [1346] [123] [156] . [1236] [136] [126] . [16] [1256] [1256] [156] [126] . .",
    );
    let s = deduce::human::solver::next_step(&g).unwrap();
    assert_eq!(s.technique, Technique::CageSplitting);
    assert_eq!(Some(s.clone()), cage_splitting::find(&g));
    // tier 1: where to look; tier 2: the cage's cells and the reasoning
    assert_eq!(
        s.summary_in(6),
        "Look for a cage splitting in columns 1 and 2."
    );
    assert_eq!(s.evidence, [24, 30, 31, 32, 33]);
    assert_eq!(
        s.line(),
        "Cage splitting: Columns 1–2 add up to 42 and the cages wholly inside add up to 32, so the 18-cage at r5c1 \
         splits in two: its cells inside (r5c1, r6c1, r6c2) add up to 42 − 32 = 10, so they hold 145; its cells \
         outside (r6c3, r6c4) add up to 18 − 10 = 8, so they hold 26; remove 2, 6 from r6c1, r6c2; 1 from r6c3, \
         r6c4; 5 from r6c3"
    );
    assert_eq!(
        s.eliminations,
        [
            (30, 2),
            (30, 6),
            (31, 2),
            (31, 6),
            (32, 1),
            (32, 5),
            (33, 1)
        ]
    );
    assert_eq!(s.units, [Unit::Col(0), Unit::Col(1)]);
    let cage = deduce::rules::cage::cage_name(&g.geo, 9);
    assert_eq!(cage, "the 18-cage at r5c1");
    assert_eq!(s.figure.units_with(Role::Cover), [Unit::Cage(9)]);
    assert_eq!(s.figure.cells.len(), 5);
}

#[test]
fn hints_along_a_full_solve_agree_with_the_solution() {
    use deduce::hint::technique::Technique;
    let mut killer_steps = 0;
    for (size, seed) in [(4, 3), (6, 1), (6, 2), (9, 1)] {
        let opts = GenerateOptions {
            size,
            level: Some(deduce::hint::technique::Level::Easy),
            symmetry: None,
            seed,
            time_budget_ms: 10_000,
        };
        let g = AnyPuzzle::generate(Kind::Killer, &opts).unwrap();
        let p = AnyPuzzle::parse(&g.game_id).unwrap();
        let sol = p.solution().unwrap();
        let steps = p.steps().unwrap();
        // The first step of a Killer with no givens must be a Killer technique.
        if p.cells().iter().all(|&v| v == 0) {
            assert!(matches!(
                steps[0].technique,
                Technique::CageCombination
                    | Technique::CageInteraction
                    | Technique::Rule45
                    | Technique::CageSplitting
            ));
        }
        for s in &steps {
            for &(c, v) in &s.placements {
                assert_eq!(sol[c as usize], v, "{}: {}", g.game_id, s.explanation);
            }
            for &(c, v) in &s.eliminations {
                assert_ne!(sol[c as usize], v, "{}: {}", g.game_id, s.explanation);
            }
            killer_steps += usize::from(matches!(
                s.technique,
                Technique::CageCombination
                    | Technique::CageInteraction
                    | Technique::Rule45
                    | Technique::CageSplitting
            ));
        }
        // Hints on the empty grid (the player's view) are right too.
        let h = p.hint(p.cells(), None).unwrap().next().unwrap();
        for &(c, v) in &h.placements {
            assert_eq!(sol[c as usize], v);
        }
    }
    assert!(killer_steps > 10);
}

/// Killer 9×9 master (generated, seed 1).
const MASTER9: &str = "killer:3x3:.....................................6.................................2.7....5..:aaabccdddaebbbccddaeebfffgghiiiifjkkhhhllljjkmhnnnlojjmmpnnooqrmppssoqqrttpssoqqr:22,23,22,28,14,19,9,25,20,30,12,19,20,27,23,26,28,9,21,8";

/// A forcing chain whose branches read a cage's sum, where it is the easiest step (the solve path of
/// [`MASTER9`]): each line names the cage and what it can still hold, and the chain fills a cell.
#[test]
fn cage_aware_forcing_chain_fixture() {
    use deduce::core::cell::Unit;
    use deduce::hint::step::{Reason, Role};
    use deduce::hint::technique::Technique;
    let cells = "........9..9....................2....6.......9.....3........8...9......217....5..";
    let id = MASTER9.replacen(
        ".....................................6.................................2.7....5..",
        cells,
        1,
    );
    let g = killer_marks(
        &id,
        "2345678 123458 1234567 12345678 12345678 345678 12467 12345678 . 2345678 123458 . 12345678 \
         12345678 345678 1267 12345678 1345678 2345678 123458 1234567 12345678 1346789 346789 167 12345678 \
         1345678 34578 13458 13457 13456789 13456789 . 4679 14567 14567 234578 . 123457 1345789 1345789 \
         345789 2479 24578 1457 . 12458 12457 145678 145678 45678 . 245678 45678 23456 2345 3456 345679 \
         345679 14567 . 134679 1346 3456 . 34568 345678 345678 14567 1467 13467 . . . 3468 234689 234689 46 \
         . 3469 346",
    );
    let s = deduce::human::solver::next_step(&g).unwrap();
    assert_eq!(s.technique, Technique::ForcingChain);
    let cage = "(the 21-cage at r8c4 can only hold 2478, 2568 or 3468)";
    assert_eq!(
        s.line(),
        format!(
            "Forcing chain: In block 8, 8 goes in r8c4, r8c5, r9c4 or r9c5, and each leads to r9c8 = 9.\n\
             If r8c4 = 8\n→ r9c4 ≠ 9 {cage}\n→ r9c5 ≠ 9 {cage}\n→ r9c8 = 9 (only place for 9 in row 9)\n\
             If r8c5 = 8\n→ r9c4 ≠ 9 {cage}\n→ r9c5 ≠ 9 {cage}\n→ r9c8 = 9 (only place for 9 in row 9)\n\
             If r9c4 = 8\n→ r9c5 = 2 (only place for 2 in row 9)\n→ r9c8 = 9 (only place for 9 in row 9)\n\
             If r9c5 = 8\n→ r9c4 = 2 (only place for 2 in row 9)\n→ r9c8 = 9 (only place for 9 in row 9)\n\
             So r9c8 = 9."
        )
    );
    assert_eq!(s.placements, [(79, 9)]);
    // The figure: the block of the four branches, the cage they read, and the cage reason on its lines.
    assert_eq!(
        s.figure.units,
        [(Unit::Block(7), Role::Base), (Unit::Cage(18), Role::Base)]
    );
    assert_eq!(s.figure.branches.len(), 4);
    assert_eq!(
        s.figure.branches[0][1].reason,
        Reason::Other("the 21-cage at r8c4 can only hold 2478, 2568 or 3468".into())
    );
}

/// Every step of Killer master solve paths (forcing chains through cages included) agrees with the solution;
/// the 6×6 needs at most one exhaustive trial (16 before chains read cages, seeds 1-10).
#[test]
fn master_solve_paths_agree_with_the_solution() {
    use deduce::hint::technique::Technique;
    let six = "killer:2x3:.......5............................:abccccabbddcabedffgeehhfgiihjjgkkkjj:8,16,17,10,12,12,13,8,6,15,9";
    for id in [six, MASTER9] {
        let p = AnyPuzzle::parse(id).unwrap();
        let sol = p.solution().unwrap();
        let steps = p.steps().unwrap();
        let forcing: Vec<&str> = steps
            .iter()
            .filter(|s| s.technique == Technique::ForcingChain)
            .map(|s| s.explanation.as_str())
            .collect();
        assert!(forcing.iter().any(|t| t.contains("-cage at")), "{id}");
        if id == six {
            let trials = forcing.iter().filter(|t| t.contains("(trial)")).count();
            assert!(trials <= 1, "{forcing:?}");
        }
        for s in &steps {
            for &(c, v) in &s.placements {
                assert_eq!(sol[c as usize], v, "{id}: {}", s.explanation);
            }
            for &(c, v) in &s.eliminations {
                assert_ne!(sol[c as usize], v, "{id}: {}", s.explanation);
            }
        }
    }
}

/// "Harder" is the technique table's everywhere (issue 26): at one level a later row is harder, whatever the
/// `Technique` enum's declaration order. The Killer techniques are where the two disagree: cage interaction
/// comes after locked candidates in the table (both Medium) but before them in the enum. This Medium Killer
/// (generated: `--kind killer --size 9 --level medium --seed 1`) needs both and nothing harder.
#[test]
fn the_hardest_technique_is_the_tables_not_the_enums() {
    use deduce::hint::step::Step;
    use deduce::hint::technique::{Level, Technique};
    use deduce::plan::{Plan, PlanKind};
    const ID: &str = "killer:3x3:..................2..................................................9...........:aabcddeeefabcgdhhhfficgjjjkllimgnopkqqqmrnopstuurrvwpsttxxyvwzsAAAByCDzEFFBBCCDDE:20,7,11,11,11,17,18,17,9,16,14,9,10,11,14,13,19,19,9,14,8,8,8,16,3,10,9,18,18,16,15,7";
    // the table, as the technique library lists it (easiest first)
    let table: Vec<(Technique, Level)> = deduce::learn::techniques(Kind::Killer)
        .iter()
        .map(|i| (i.technique, i.level))
        .collect();
    let rank = |t: Technique| {
        let i = table.iter().position(|e| e.0 == t).unwrap();
        (table[i].1, i)
    };
    let p = AnyPuzzle::parse(ID).unwrap();
    let path: Vec<Technique> = p.steps().unwrap().iter().map(|s| s.technique).collect();
    let hardest = path.iter().copied().max_by_key(|&t| rank(t)).unwrap();
    assert_eq!(hardest, Technique::CageInteraction, "{path:?}");
    assert!(path.contains(&Technique::LockedCandidatesClaiming));
    // the grade
    let g = p.grade().unwrap();
    assert_eq!((g.level, g.hardest), (Level::Medium, hardest));
    // a plan's technique (the hardest of its proof)
    let step = |technique| Step {
        notation: String::new(),
        technique,
        units: vec![],
        evidence: vec![],
        placements: vec![],
        eliminations: vec![],
        title: "".into(),
        explanation: String::new(),
        figure: Default::default(),
    };
    let plan = Plan {
        kind: PlanKind::Notes,
        steps: vec![
            step(Technique::CageInteraction),
            step(Technique::LockedCandidatesClaiming),
        ],
        fill: vec![],
        placements: vec![],
        eliminations: vec![],
        erase: vec![],
        mistake: None,
    };
    assert_eq!(plan.technique(), Some(Technique::CageInteraction));
    // a position's grade: the puzzle as a position with notes (none written: every cell's computed candidates)
    let pos = deduce::paste::Position {
        puzzle: p.clone(),
        marks: Some(vec![Default::default(); 81]),
    };
    let path: Vec<Technique> = deduce::position::steps(&pos)
        .unwrap()
        .iter()
        .map(|s| s.technique)
        .collect();
    let hardest = path.iter().copied().max_by_key(|&t| rank(t)).unwrap();
    let g = deduce::position::grade(&pos).unwrap();
    assert_eq!((g.level, g.hardest), (rank(hardest).0, hardest), "{path:?}");
}

/// Checks one puzzle of the ready-made Expert Killer set: one solution by the oracle's count (no engine code), no
/// given can go and no two adjacent cages can merge (the engine's count), and the engine grades it Expert.
fn check_ready_made_expert(id: &str) {
    use deduce::hint::technique::Level;
    let (_, max_cage) = shape_for(Some(Level::Expert), 9);
    assert_eq!(common::oracle::count(id, 2), Ok(1), "{id}");
    let AnyPuzzle::Sudoku(p) = AnyPuzzle::parse(id).unwrap() else {
        panic!("{id}")
    };
    let sol = p.solution().unwrap();
    for c in 0..81 {
        if p.cells()[c] != 0 {
            let mut cells = p.cells().to_vec();
            cells[c] = 0;
            assert!(
                p.with_cells(&cells).count_solutions(2) > 1,
                "{id}: given {c} can go"
            );
        }
    }
    assert_eq!(some_merge_keeps_unique(&p, &sol, max_cage), None, "{id}");
    assert_eq!(
        AnyPuzzle::parse(id).unwrap().grade().unwrap().level,
        Level::Expert,
        "{id}"
    );
}

/// The puzzles of the page's ready-made Killer 9×9 Expert set (www/puzzles/killer-9-expert.txt).
fn ready_made_experts() -> Vec<String> {
    let text = std::fs::read_to_string("www/puzzles/killer-9-expert.txt").unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(String::from)
        .collect()
}

/// The page's ready-made Killer 9×9 Expert set (scripts/ready-made.sh), where the generator finds an Expert too
/// seldom to make one while the player waits: three puzzles a day (rotating, `DEDUCE_SAMPLE`; every one within
/// fifteen days) checked in full (`check_ready_made_expert`) and irreducible by the oracle too (givens and merges, no
/// engine code); every puzzle checked by the engine in `every_ready_made_expert_killer` (2 s).
#[test]
fn ready_made_expert_killers_are_unique_irreducible_and_expert() {
    let ids = ready_made_experts();
    assert!(ids.len() >= 40, "{} puzzles", ids.len());
    let k = common::sample_seed("ready-made expert Killer") as usize;
    let (_, max_cage) = shape_for(Some(deduce::hint::technique::Level::Expert), 9);
    for j in 0..3 {
        let id = &ids[(k * 3 + j) % ids.len()];
        check_ready_made_expert(id);
        common::oracle::irreducible_killer(id, max_cage).unwrap_or_else(|e| panic!("{id}: {e}"));
    }
}

#[test]
fn every_ready_made_expert_killer() {
    for id in ready_made_experts() {
        check_ready_made_expert(&id);
    }
}

/// Report: each puzzle of a candidate set's full check time, the engine's and the oracle's, in seconds (the shipped
/// set keeps those under a second in a debug build). `READY_MADE=FILE` checks another file.
#[test]
#[ignore = "report"]
fn ready_made_check_costs() {
    let (_, max_cage) = shape_for(Some(deduce::hint::technique::Level::Expert), 9);
    let file = std::env::var("READY_MADE").unwrap_or("www/puzzles/killer-9-expert.txt".into());
    let text = std::fs::read_to_string(file).unwrap();
    for (i, id) in text
        .lines()
        .filter(|l| l.starts_with("killer:"))
        .enumerate()
    {
        let t = std::time::Instant::now();
        check_ready_made_expert(id);
        let engine = t.elapsed().as_secs_f64();
        common::oracle::irreducible_killer(id, max_cage).unwrap();
        eprintln!(
            "{i}: {engine:.2} s, oracle {:.2} s",
            t.elapsed().as_secs_f64() - engine
        );
    }
}

/// A Killer written with the `cage` rule instead: `sudoku:RxC:<cells>:cage=<cells>/<sum>;…`, built here from the
/// Killer ID's labels and sums (not by the engine's writer).
fn as_cage_rules(killer_id: &str) -> String {
    let parts: Vec<&str> = killer_id.split(':').collect();
    let (shape, cells, labels, sums) = (parts[1], parts[2], parts[3], parts[4]);
    let n = (cells.len() as f64).sqrt() as usize;
    let sums: Vec<&str> = sums.split(',').collect();
    let mut order: Vec<char> = vec![];
    for ch in labels.chars() {
        if !order.contains(&ch) {
            order.push(ch);
        }
    }
    let rules: Vec<String> = order
        .iter()
        .zip(&sums)
        .map(|(&label, sum)| {
            let cells: Vec<String> = labels
                .chars()
                .enumerate()
                .filter(|&(_, l)| l == label)
                .map(|(i, _)| format!("r{}c{}", i / n + 1, i % n + 1))
                .collect();
            match *sum {
                "" => format!("cage={}", cells.join(",")),
                s => format!("cage={}/{s}", cells.join(",")),
            }
        })
        .collect();
    format!("sudoku:{shape}:{cells}:{}", rules.join(";"))
}

/// The "the two forms of one puzzle count, solve and hint alike": a Killer and the same cages written as
/// `cage` rules are one puzzle (the Killer form kept), with the same count, solution, grade and solve path, step
/// by step (technique, placements, eliminations). Before cages were rules, the second form lost the 45 rule and
/// cage interactions and graded master where the Killer was hard.
#[test]
fn a_killer_and_its_cages_as_rules_count_solve_and_hint_alike() {
    let mut ids: Vec<String> = vec![];
    for (size, level, seed) in [
        (4, deduce::Level::Easy, 1),
        (6, deduce::Level::Hard, 2),
        (9, deduce::Level::Hard, 3),
        (9, deduce::Level::Expert, 5),
    ] {
        let opts = GenerateOptions {
            size,
            level: Some(level),
            symmetry: None,
            seed,
            time_budget_ms: 10_000,
        };
        ids.push(AnyPuzzle::generate(Kind::Killer, &opts).unwrap().game_id);
    }
    ids.push(MASTER9.to_string());
    for id in &ids {
        let killer = AnyPuzzle::parse(id).unwrap();
        let rules = AnyPuzzle::parse(&as_cage_rules(id)).unwrap();
        assert_eq!(rules.kind(), Kind::Killer, "{id}");
        assert_eq!(rules.game_id(), *id, "the Killer form is kept");
        assert_eq!(rules.count_solutions(3), killer.count_solutions(3));
        assert_eq!(rules.solution(), killer.solution());
        assert_eq!(rules.grade().ok(), killer.grade().ok(), "{id}");
        let path = |p: &AnyPuzzle| -> Vec<String> {
            p.steps()
                .unwrap()
                .iter()
                .map(|s| format!("{:?} {:?} {:?}", s.technique, s.placements, s.eliminations))
                .collect()
        };
        assert_eq!(path(&rules), path(&killer), "{id}");
    }
}
