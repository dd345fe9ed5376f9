//! The human-style solver: every step of many solve paths is checked against the known solution; one test
//! per technique; hints (mistakes first, never stuck, solved); coverage and timing reports (ignored tests,
//! run with `cargo test --release --test sudoku_human -- --ignored --nocapture`).

mod common;

use common::from_marks;
use deduce::core::candidates::Candidates;
use deduce::core::cell::Unit;
use deduce::core::error::HintError;
use deduce::core::geometry::Geometry;
use deduce::core::sudoku::Sudoku;
use deduce::generate::sudoku::{irreducible, Symmetry};
use deduce::hint::mistake::MistakeKind;
use deduce::hint::step::{Implication, Reason, Role, Step};
use deduce::hint::technique::Technique;
use deduce::human::grid::Grid;
use deduce::human::{catalogue, solver, techniques};
use deduce::puzzle::Puzzle;
use rand::rngs::StdRng;
use rand::SeedableRng;

fn lines(text: &str) -> Vec<&str> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect()
}

const TOP: &str = include_str!("data/top1465_300.txt");
/// `take` lines of `list` from a place that rotates with the day (`common::sample_seed`), or all of them in
/// the heavy layer (`common::full`).
fn sample<'a>(list: &[&'a str], take: usize, what: &str) -> Vec<&'a str> {
    if common::full() {
        return list.to_vec();
    }
    let start = common::sample_seed(what) as usize * take % list.len();
    list.iter()
        .cycle()
        .skip(start)
        .take(take)
        .copied()
        .collect()
}
const HARDEST: &str = include_str!("data/forum_hardest_50.txt");

/// Applies the whole solve path, checking every placement and elimination against the solution.
fn check_path(p: &Sudoku) -> Vec<Step> {
    let steps = solver::steps(p).expect("a solve path");
    verify(p, &steps);
    steps
}

/// Checks every step of a solve path against the solution.
fn verify(p: &Sudoku, steps: &[Step]) {
    let sol = p.solution().expect("unique");
    let mut g = Grid::new(p, None);
    for st in steps {
        assert!(
            !st.placements.is_empty() || !st.eliminations.is_empty(),
            "{st:?}"
        );
        for &(c, v) in &st.placements {
            assert_eq!(sol[c as usize], v, "{}: {}", p.game_id(), st.explanation);
        }
        for &(c, v) in &st.eliminations {
            assert_ne!(sol[c as usize], v, "{}: {}", p.game_id(), st.explanation);
        }
        assert!(!st.explanation.is_empty());
        assert_no_same_either(&st.explanation);
        g.apply(st);
    }
    assert_eq!(g.cells, sol, "{}", p.game_id());
}

/// A chain's sentence never offers a claim together with one it takes in ("Either 5 is in r1c4 or r1c9 or 5 is in
/// r1c4 or r1c9", "Either r5c7 is 2 or 2 is in r5c7 or r6c7"): the chain proves the larger claim, and says so.
fn assert_no_same_either(text: &str) {
    let Some(rest) = text.strip_prefix("Either ") else {
        return;
    };
    let either = &rest[..rest.find(';').unwrap_or(rest.len())];
    // "r1c2 is 5" or "5 is in r1c2 or r1c3": the digit and the cells
    let claim = |s: &str| -> Option<(String, Vec<String>)> {
        let cell = |c: &str| c.starts_with('r') && c.contains('c') && !c.contains(' ');
        if let Some((d, cells)) = s.split_once(" is in ") {
            let cells: Vec<String> = cells.split(" or ").map(String::from).collect();
            return cells
                .iter()
                .all(|c| cell(c))
                .then(|| (d.to_string(), cells));
        }
        let (c, d) = s.split_once(" is ")?;
        (cell(c) && !d.contains(' ')).then(|| (d.to_string(), vec![c.to_string()]))
    };
    let within = |x: &(String, Vec<String>), y: &(String, Vec<String>)| {
        x.0 == y.0 && x.1.iter().all(|c| y.1.contains(c))
    };
    for (i, _) in either.match_indices(" or ") {
        if let (Some(x), Some(y)) = (claim(&either[..i]), claim(&either[i + 4..])) {
            assert!(
                !within(&x, &y) && !within(&y, &x),
                "one claim takes in the other: {text}"
            );
        }
    }
}

/// An ALS chain out of an almost locked set and back into it (forum-hardest's first puzzle, whose path has
/// one; the third's had three before nested forcing chains took its path elsewhere): its sentence states the
/// claim it proves, once.
#[test]
fn a_chain_back_to_its_start_proves_its_claim() {
    let p = Sudoku::parse(lines(HARDEST)[0]).unwrap();
    let steps = check_path(&p);
    let loops: Vec<&Step> = steps
        .iter()
        .filter(|st| {
            st.explanation
                .contains(": otherwise the chain would make it so.")
        })
        .collect();
    assert!(!loops.is_empty(), "no chain back to its start on this path");
    for st in loops {
        assert!(!st.explanation.starts_with("Either"), "{}", st.explanation);
    }
}

#[test]
fn top1465_paths_are_correct() {
    for l in sample(&lines(TOP), 12, "top1465_paths_are_correct") {
        check_path(&Sudoku::parse(l).unwrap());
    }
}

#[test]
fn forum_hardest_paths_are_correct() {
    // over the cores: a whole path of nested forcing chains takes a second or more
    common::par_map(
        &sample(&lines(HARDEST), 2, "forum_hardest_paths_are_correct"),
        |l| {
            check_path(&Sudoku::parse(l).unwrap());
        },
    );
}

/// Nested forcing chains (issue 30, "no step a person cannot follow"): where singles and locked candidates stall
/// on the forum's hardest, a branch goes on through inner chains, each told on its line, instead of an exhaustive
/// trial. On the first puzzle of the list (one trial step before): no trial, a nested chain, each a refutation of
/// one candidate whose inner chains read "(if it were: …)", every step right (`check_path`).
#[test]
fn nested_forcing_chains_replace_trial() {
    let p = Sudoku::parse(lines(HARDEST)[0]).unwrap();
    let steps = check_path(&p);
    assert!(steps.iter().all(|s| !s.title.contains("(trial)")));
    let nested: Vec<&Step> = steps
        .iter()
        .filter(|s| s.title.ends_with("(nested)"))
        .collect();
    assert!(!nested.is_empty());
    for s in nested {
        assert_eq!((s.eliminations.len(), s.placements.len()), (1, 0));
        assert!(s.explanation.contains("(if it were: "), "{}", s.explanation);
        // drawn as one branch, its nested lines among its implications
        assert_eq!(s.figure.branches.len(), 1);
    }
}

/// The page's hint (`hint()`, with the player's notes) is the solver's next step (`human::next_step`) at
/// every third position of the solve paths of the hard lists (top1465, forum-hardest; every sixth on
/// forum-hardest, whose nested forcing chains cost a second a path): a rotating sample, both lists whole in the
/// heavy layer (`common::full`).
#[test]
fn hint_is_next_step_on_the_hard_lists() {
    let what = "hint_is_next_step_on_the_hard_lists";
    let list: Vec<(&str, usize)> = sample(&lines(TOP), 2, what)
        .into_iter()
        .map(|l| (l, 3))
        .chain(sample(&lines(HARDEST), 1, what).into_iter().map(|l| (l, 6)))
        .collect();
    common::par_map(&list, |&(l, every)| {
        let p = Sudoku::parse(l).unwrap();
        for g in some_states(&p, every) {
            let st = p.hint(&g.cells, Some(&g.cands)).unwrap().next();
            assert_eq!(st, solver::next_step(&g), "{l}");
        }
    });
}

#[test]
fn generated_paths_are_correct_at_every_size() {
    for (br, bc, count) in [
        (2, 2, 30usize),
        (2, 3, 30),
        (3, 3, 30),
        (3, 4, 8),
        (4, 4, 3),
    ] {
        let geo = Geometry::get(br, bc);
        let mut rng = StdRng::seed_from_u64(7 + br as u64 * 10 + bc as u64);
        for _ in 0..count {
            let p = irreducible(&geo, Symmetry::None, &mut rng);
            check_path(&p);
            let grade = solver::grade(&p).unwrap();
            assert_eq!(grade.level, catalogue::level(grade.hardest));
        }
    }
}

fn shared_list(name: &str) -> Option<String> {
    let dir = std::env::var("DEDUCE_DATA").unwrap_or_else(|_| "../shared/data/sudoku".into());
    std::fs::read_to_string(format!("{dir}/{name}")).ok()
}

/// Coverage: share of a list solved by named techniques before the forcing-chain fallback; technique counts;
/// time per solve path. Every step of every path is also checked against the solution. `cargo test --release --test sudoku_human -- --ignored --nocapture coverage`
#[test]
#[ignore]
fn coverage_report() {
    let limit: usize = std::env::var("DEDUCE_LIMIT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(usize::MAX);
    for name in [
        "puzzles3_magictour_top1465",
        "puzzles6_forum_hardest_1106",
        "puzzles5_forum_hardest_1905_11+",
    ] {
        let Some(text) = shared_list(name) else {
            println!("{name}: not found");
            continue;
        };
        let list: Vec<&str> = lines(&text).into_iter().take(limit).collect();
        let mut named = 0;
        // Puzzles whose deepest forcing stage is a contradiction, a cell/unit forcing chain, a trial.
        let mut stages = [0usize; 3];
        let mut by_tech = std::collections::BTreeMap::new();
        let mut total = 0.0;
        let mut slow = (0.0f64, String::new());
        for l in &list {
            let p = Sudoku::parse(l).unwrap();
            let t = std::time::Instant::now();
            let steps = solver::steps(&p).unwrap();
            let dt = t.elapsed().as_secs_f64();
            verify(&p, &steps);
            total += dt;
            if dt > slow.0 {
                slow = (dt, l.to_string());
            }
            let hardest = steps.iter().map(|s| s.technique).max().unwrap();
            if hardest < Technique::ForcingChain {
                named += 1;
            }
            // The deepest forcing-chain stage the path needed (forcing.rs: contradiction, chains, trial).
            let forcing = steps
                .iter()
                .filter(|s| s.technique == Technique::ForcingChain);
            let stage = forcing
                .map(|s| {
                    if s.title == "Forcing chain (trial)" {
                        2
                    } else if s.title == "Forcing chain" {
                        1
                    } else {
                        0
                    }
                })
                .max();
            if let Some(k) = stage {
                stages[k] += 1;
            }
            for s in &steps {
                *by_tech.entry(s.technique).or_insert(0usize) += 1;
            }
        }
        println!(
            "{name}: {} puzzles, {:.1}% solved by named techniques before forcing chains; {:.2} ms per solve path (slowest {:.1} ms: {})",
            list.len(),
            100.0 * named as f64 / list.len() as f64,
            total * 1e3 / list.len() as f64,
            slow.0 * 1e3,
            slow.1
        );
        println!(
            "  the others, by the deepest forcing stage needed: contradiction {}, forcing chains {}, trial {}",
            stages[0], stages[1], stages[2]
        );
        println!("  steps by technique: {by_tech:?}");
    }
}

/// A pencil-mark position: `br bc` then one token per cell, a placed symbol (`5`) or an empty cell's
/// candidates in brackets (`[259]`).
fn marks_text(g: &Grid) -> String {
    let mut out = format!("{} {}", g.geo.br, g.geo.bc);
    for (c, &v) in g.cells.iter().enumerate() {
        out.push(' ');
        if v != 0 {
            out.push(deduce::core::cell::symbol_char(v));
        } else {
            out.push('[');
            for s in g.cands[c].iter() {
                out.push(deduce::core::cell::symbol_char(s));
            }
            out.push(']');
        }
    }
    out
}

/// Prints, for each technique, the first position where it is the easiest step: the fixtures' lists first, then
/// the shared lists (`DEDUCE_DATA`), at most `DEDUCE_LIMIT` puzzles of each (default 3000). Only techniques
/// named in `DEDUCE_ONLY` (comma-separated `Debug` names), if set. Prints in the format of
/// `data/technique_positions.txt`.
#[test]
#[ignore]
fn dump_positions() {
    let limit: usize = std::env::var("DEDUCE_LIMIT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3000);
    let only: Option<Vec<String>> = std::env::var("DEDUCE_ONLY")
        .ok()
        .map(|s| s.split(',').map(str::to_string).collect());
    let mut seen = std::collections::BTreeSet::new();
    let shared: Vec<String> = [
        "puzzles3_magictour_top1465",
        "puzzles6_forum_hardest_1106",
        "puzzles7_serg_benchmark",
        "puzzles2_17_clue",
        "puzzles5_forum_hardest_1905_11+",
    ]
    .iter()
    .filter_map(|n| shared_list(n))
    .collect();
    let mut all: Vec<&str> = lines(TOP).into_iter().chain(lines(HARDEST)).collect();
    for t in &shared {
        all.extend(lines(t).into_iter().filter(|l| l.len() >= 81).take(limit));
    }
    for l in all {
        let Ok(p) = Sudoku::parse(l) else { continue };
        let mut g = Grid::new(&p, None);
        while let Some(st) = solver::next_step(&g) {
            let name = format!("{:?}", st.technique);
            let wanted = only.as_ref().is_none_or(|o| o.contains(&name));
            if wanted && seen.insert(st.technique) {
                println!(
                    "{name}\n{}\n{:?}\n{}\n# {}\n# {}\n",
                    marks_text(&g),
                    st.eliminations,
                    st.explanation,
                    st.summary(),
                    l
                );
            }
            g.apply(&st);
        }
    }
}

fn parse_elims(text: &str) -> Vec<(u16, u8)> {
    let nums: Vec<u16> = text
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect();
    nums.chunks(2).map(|p| (p[0], p[1] as u8)).collect()
}

/// The unique solution of a pencil-mark position, by the oracle (tests/common/oracle: no engine code) from
/// its placed digits alone (a position on a solve path holds the puzzle's givens, so it has one solution);
/// and the position itself agrees with it: every placed digit is the solution's, and every empty cell still
/// has the solution's digit among its candidates.
fn oracle_solution(g: &Grid) -> Vec<u8> {
    let n = g.n();
    let br = (1..=n).rev().find(|b| b * b <= n && n % b == 0).unwrap();
    let cells: String = g
        .cells
        .iter()
        .map(|&v| match v {
            0 => '.',
            v => char::from_digit(v as u32, 36).unwrap().to_ascii_uppercase(),
        })
        .collect();
    let id = format!("sudoku:{br}x{}:{cells}", n / br);
    let sol = common::oracle::solution(&id).unwrap_or_else(|e| panic!("{id}: {e}"));
    for (c, &want) in sol.iter().enumerate() {
        if g.cells[c] != 0 {
            assert_eq!(
                g.cells[c],
                want,
                "{id}: the position's r{}c{}",
                c / n + 1,
                c % n + 1
            );
        } else {
            assert!(
                g.cands[c].contains(want),
                "{id}: r{}c{} has lost the solution's {}",
                c / n + 1,
                c % n + 1,
                want
            );
        }
    }
    sol
}

/// A step's placements and eliminations (and a fixture's recorded eliminations) against the oracle's solution.
fn assert_right(sol: &[u8], placements: &[(u16, u8)], eliminations: &[(u16, u8)], what: &str) {
    for &(c, v) in placements {
        assert_eq!(sol[c as usize], v, "{what}: places a wrong digit");
    }
    for &(c, v) in eliminations {
        assert_ne!(sol[c as usize], v, "{what}: removes the solution's digit");
    }
}

/// Every fixture of tests/data/technique_positions*.txt (the engine's own printout, `dump_positions`) is
/// checked against the puzzle's solution computed by the oracle: its recorded eliminations never remove the
/// solution's digit, and the step the engine finds there places only the solution's digits and removes none
/// of them.
#[test]
fn technique_fixtures_agree_with_the_oracle() {
    let mut count = 0;
    for text in [
        include_str!("data/technique_positions.txt"),
        include_str!("data/technique_positions_hard.txt"),
    ] {
        for block in text.split("\n\n") {
            let ls: Vec<&str> = block.lines().filter(|l| !l.starts_with('#')).collect();
            if ls.len() < 3 {
                continue;
            }
            let g = from_marks(ls[1]);
            let sol = oracle_solution(&g);
            let recorded = parse_elims(ls[2]);
            assert_right(&sol, &[], &recorded, &format!("{} (recorded)", ls[0]));
            let st = solver::next_step(&g).expect("a step");
            assert!(!st.placements.is_empty() || !st.eliminations.is_empty());
            assert_right(&sol, &st.placements, &st.eliminations, &st.explanation);
            count += 1;
        }
    }
    assert!(count >= 35, "only {count} fixtures");
}

/// One position per technique (taken from top1465 and forum-hardest solve paths) where it is the easiest
/// step: the technique, its exact eliminations, its explanation (tier 2) and, where the block has a fifth line,
/// its summary (tier 1) are asserted.
#[test]
fn each_technique_on_its_position() {
    let text = include_str!("data/technique_positions.txt");
    let mut count = 0;
    let mut wrong = Vec::new();
    for block in text.split("\n\n") {
        let ls: Vec<&str> = block.lines().filter(|l| !l.starts_with('#')).collect();
        if ls.len() < 3 {
            continue;
        }
        let g = from_marks(ls[1]);
        let st = solver::next_step(&g).expect("a step");
        if format!("{:?}", st.technique) != ls[0]
            || st.eliminations != parse_elims(ls[2])
            || st.line() != ls[3]
            || ls
                .get(4)
                .is_some_and(|summary| st.summary_in(9) != *summary)
        {
            wrong.push(format!(
                "{}: got {:?}: {}\n  tier 1: {}",
                ls[0],
                st.technique,
                st.line(),
                st.summary_in(9)
            ));
        }
        count += 1;
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(count >= 25);
}

/// WXYZ-wing, Sue de Coq, death blossom, Franken and mutant fish, pattern overlay (single, combined, triple,
/// quadruple), each
/// on a position (from top1465 and forum-hardest solve paths)
/// where it is the easiest step: the technique, its eliminations, its tier-2 text (the explanation), its tier-1
/// text (the summary) and its figure.
#[test]
fn hard_techniques_on_their_positions() {
    let text = include_str!("data/technique_positions_hard.txt");
    let mut seen = vec![];
    for block in text.split("\n\n") {
        let ls: Vec<&str> = block.lines().collect();
        if ls.len() < 4 {
            continue;
        }
        let g = from_marks(ls[1]);
        let st = solver::next_step(&g).expect("a step");
        assert_eq!(format!("{:?}", st.technique), ls[0], "{}", st.explanation);
        assert_eq!(st.eliminations, parse_elims(ls[2]), "{}", st.explanation);
        assert_eq!(st.line(), ls[3]);
        let tier1 = match st.technique {
            Technique::WXYZWing => "Look for a WXYZ-wing in row 8.",
            Technique::SueDeCoq => "Look for a Sue de Coq in block 2 and column 5.",
            Technique::DeathBlossom => "Look for a death blossom.",
            Technique::FrankenFish => {
                "Look for a finned Franken jellyfish on 2 in columns 1, 5 and 7, block 1."
            }
            Technique::MutantFish => {
                "Look for a finned mutant jellyfish on 9 in rows 1, 4 and 8, column 3."
            }
            Technique::PatternOverlay => "Look for a pattern overlay on 5.",
            Technique::PatternOverlayCombined => "Look for a combined pattern overlay on 3.",
            Technique::PatternOverlayTriple => "Look for a triple pattern overlay on 3.",
            Technique::PatternOverlayQuad => "Look for a quadruple pattern overlay on 2.",
            Technique::KrakenFish => "Look for a Kraken fish in columns 2 and 4, rows 5 and 8.",
            t => panic!("unexpected {t:?}"),
        };
        assert_eq!(st.summary(), tier1);
        assert!(!st.figure.candidates.is_empty());
        // the step's JSON (`deduce hint --json`) names the technique by its id
        let p = deduce::AnyPuzzle::Sudoku(Sudoku::from_cells(3, 3, &g.cells).unwrap());
        let json = deduce::step_json::to_json(&st, &p);
        let head = format!(
            r#"{{"technique":"{}","name":"{}","phrase":"{}","level":"{}""#,
            st.technique.id(),
            st.technique.name(),
            st.technique.phrase(),
            catalogue::level(st.technique).name()
        );
        assert!(json.starts_with(&head), "{json}");
        seen.push(st.technique);
    }
    assert_eq!(
        seen,
        [
            Technique::DeathBlossom,
            Technique::WXYZWing,
            Technique::SueDeCoq,
            Technique::FrankenFish,
            Technique::MutantFish,
            Technique::PatternOverlay,
            Technique::PatternOverlayCombined,
            Technique::KrakenFish,
            Technique::PatternOverlayTriple,
            Technique::PatternOverlayQuad
        ]
    );
}

/// Kraken fish, HoDoKu's type 1: the fish's digit leaves a cover line, whose base cells see the target and
/// whose one fin removes it along a chain (the fixture of `technique_positions_hard.txt` is a type 2: another
/// digit goes). From a top1465 solve path, where it is the easiest step.
#[test]
fn kraken_fish_type_1() {
    let g = from_marks(KRAKEN_1);
    let st = solver::next_step(&g).unwrap();
    assert_eq!(st.technique, Technique::KrakenFish);
    assert_eq!(st.eliminations, vec![(13, 8)]);
    assert_right(&oracle_solution(&g), &[], &[(13, 8)], "the Kraken fish");
    assert_eq!(
        st.line(),
        "Kraken fish: Finned Swordfish on 8 in rows 1, 4 and 7, columns 2, 5 and 6, fin r7c9: if no fin is 8, \
         the fish puts 8 of column 5 in r1c5, r4c5 or r7c5; r1c5, r4c5 and r7c5 see r2c5; if r7c9 is 8, a \
         chain of links leads to r2c5 not being 8; either way remove 8 from r2c5. The chain: (8)r7c9 - \
         (7)r7c9 = (7)r2c9 - (7)r1c8 = (1)r1c8 - (1)r1c5 = (1)r2c5 - (8)r2c5"
    );
    assert_eq!(
        st.summary_in(9),
        "Look for a Kraken fish in rows 1, 4 and 7, columns 2, 5 and 6."
    );
    let f = &st.figure;
    assert_eq!(f.units_with(Role::Base).len(), 3);
    assert_eq!(f.units_with(Role::Cover).len(), 3);
    assert_eq!(f.cells, vec![(62, Role::Fin)]);
    // the three base cells' direct links and the fin's chain of six links, each chain starting weak
    assert_eq!(f.links.len(), 3 + 7);
    assert!(!f.links[0].strong && f.links[0].to == deduce::hint::step::Node::one(13, 8));
    // nothing earlier finds it
    for (t, _, find) in catalogue::finders() {
        if deduce::human::rank(t) < deduce::human::rank(Technique::KrakenFish) {
            assert!(find(&g).is_none(), "{t:?}");
        }
    }
}

const KRAKEN_1: &str = "3 3 2 [3478] [34] 5 [138] [478] 6 [17] 9 [5678] 9 [456] [24678] [1268] [24678] [1258] 3 [1278] [35678] [3678] 1 [23678] [2368] 9 [258] [257] 4 4 [1368] [236] 9 [23568] [2568] 7 [125] [123] [1369] 5 [2369] [2367] 4 [267] [129] 8 [123] [389] [38] 7 [238] [2358] 1 [2459] [245] 6 [5679] [467] [4569] 1 [25689] [24568] 3 [2467] [278] [1356] 2 [3456] [468] 7 [4568] [148] 9 [18] [1679] [1467] 8 [246] [269] 3 [124] [12467] 5";

/// A forcing step reads one implication per line, each with its reason, and carries the same structure in
/// its figure (the branch, its assumption first) for the page to draw.
#[test]
fn forcing_chain_one_implication_per_line() {
    // tests/data/forcing_position.txt: top1465 puzzle 204 where its solve path first needs a forcing chain
    let g = from_marks("3 3 [1256] [12] [1258] [1368] 7 [1236] 9 4 [1236] [126] 7 [1248] [1368] 9 [12346] [2368] [136] 5 3 [1249] [1489] [168] [1248] 5 [268] 7 [126] [259] 8 7 4 [235] [2369] 1 [3569] [2369] 4 6 3 [1589] [1258] [129] [257] [59] [279] [1259] [129] [1259] [3569] [235] 7 [23456] 8 [23469] 8 [12349] [1246] 7 [1345] [1349] [456] [1569] [1469] 7 [1349] [146] [1359] [1345] [1349] [456] 2 8 [19] 5 [149] 2 6 8 [347] [139] [13479]");
    let st = solver::next_step(&g).unwrap();
    assert_eq!(st.technique, Technique::ForcingChain);
    assert_eq!(st.eliminations, vec![(15, 6)]);
    let sol = oracle_solution(&g);
    assert_right(&sol, &[], &[(15, 6)], "the forcing chain");
    assert_eq!(
        st.line(),
        "Forcing chain (contradiction): If r2c7 = 6\n\
         → r3c4 = 6 (only place for 6 in row 3)\n\
         → r6c9 = 6 (only place for 6 in row 6)\n\
         → r6c7 = 4 (only place for 4 in block 6)\n\
         → r7c7 = 5 (only candidate)\n\
         → r8c7 has no candidate.\n\
         So r2c7 ≠ 6."
    );
    assert_eq!(st.summary(), "Look for a forcing chain.");
    let b = &st.figure.branches;
    assert_eq!(b.len(), 1);
    assert_eq!(b[0].len(), 5);
    assert_eq!(
        b[0][0],
        Implication {
            cell: 15,
            symbol: 6,
            placed: true,
            reason: Reason::Assumption
        }
    );
    assert_eq!(b[0][1].reason, Reason::OnlyPlace(Unit::Row(2)));
    assert_eq!(b[0][4].reason, Reason::OnlyCandidate);
    // the cell left with no candidate (r8c7)
    assert!(st.figure.units.is_empty());
    assert_eq!(st.figure.cells, vec![(69, Role::Key)]);
    // Every implication holds in the position the assumption leads to: each placed cell is then filled.
    assert!(b[0]
        .iter()
        .all(|i| i.placed && g.cands[i.cell as usize].contains(i.symbol)));
}

fn synthetic(n_br: usize, f: impl Fn(usize, u8) -> bool) -> Grid {
    let s = Sudoku::empty(n_br, n_br).unwrap();
    let mut g = Grid::new(&s, None);
    let n = n_br * n_br;
    for c in 0..n * n {
        g.cands[c] = (1..=n as u8).filter(|&d| f(c, d)).collect();
    }
    g
}

#[test]
fn jellyfish_synthetic() {
    // Symbol 1 in rows 1, 3, 6, 8 only in columns 1, 3, 5, 7.
    let base = [(0, [0, 2]), (2, [4, 6]), (5, [0, 4]), (7, [2, 6])];
    let g = synthetic(3, |c, d| {
        let (r, col) = (c / 9, c % 9);
        d != 1
            || base.iter().all(|b| b.0 != r)
            || base.iter().any(|b| b.0 == r && b.1.contains(&col))
    });
    assert!(techniques::fish::x_wing(&g).is_none());
    assert!(techniques::fish::swordfish(&g).is_none());
    let st = techniques::fish::jellyfish(&g).unwrap();
    assert_eq!(st.technique, Technique::Jellyfish);
    let mut expect = vec![];
    for col in [0, 2, 4, 6] {
        for r in [1, 3, 4, 6, 8] {
            expect.push(((r * 9 + col) as u16, 1u8));
        }
    }
    let mut got = st.eliminations.clone();
    got.sort_unstable();
    expect.sort_unstable();
    assert_eq!(got, expect);
    assert_eq!(st.title, "Jellyfish on 1");
    assert!(st
        .explanation
        .starts_with("In rows 1, 3, 6 and 8, 1 can only go in columns 1, 3, 5 and 7"));
}

#[test]
fn hidden_quad_synthetic() {
    // In row 1, symbols 1-4 fit only in r1c1..r1c4.
    let g = synthetic(3, |c, d| !(4..9).contains(&c) || d > 4);
    let st = techniques::hidden_subset::quad(&g).unwrap();
    assert_eq!(st.technique, Technique::HiddenQuad);
    assert_eq!(st.eliminations.len(), 20);
    assert!(st.eliminations.iter().all(|&(c, s)| c < 4 && s > 4));
}

fn some_states(p: &Sudoku, every: usize) -> Vec<Grid> {
    let mut g = Grid::new(p, None);
    let mut out = vec![];
    for (i, st) in solver::steps(p).unwrap().iter().enumerate() {
        if i % every == 0 {
            out.push(g.clone());
        }
        g.apply(st);
    }
    out
}

/// Hints at every seventh position of 15 top1465 solve paths (2 s in the optimised test build).
#[test]
fn hint_on_states_along_the_path() {
    for l in lines(TOP).into_iter().take(15) {
        let p = Sudoku::parse(l).unwrap();
        let sol = p.solution().unwrap();
        for g in some_states(&p, 7) {
            // With the player's marks, and without.
            for marks in [Some(&g.cands[..]), None] {
                let st = p.hint(&g.cells, marks).expect("a hint");
                let st = st.next().expect("no mistake on the solution's path");
                assert!(!st.placements.is_empty() || !st.eliminations.is_empty());
                for &(c, v) in &st.placements {
                    assert_eq!(sol[c as usize], v);
                }
                for &(c, v) in &st.eliminations {
                    assert_ne!(sol[c as usize], v);
                }
            }
        }
        assert_eq!(p.hint(&sol, None), Err(HintError::Solved));
    }
}

/// A chain's explanation is the plain sentence alone; its Eureka notation (for experts, shown behind a setting
/// in the page) is apart, in `notation`, and the plain-text line ends with it.
#[test]
fn chains_are_told_in_plain_words_with_the_notation_apart() {
    let mut chains = 0;
    for l in lines(HARDEST).into_iter().take(3) {
        for st in Sudoku::parse(l).unwrap().steps().unwrap() {
            assert!(
                !st.explanation.contains("The chain:")
                    && !st.explanation.contains(")r")
                    && !st.explanation.contains("ALS:"),
                "notation in the plain sentence: {}",
                st.explanation
            );
            if st.notation.is_empty() {
                continue;
            }
            chains += 1;
            assert!(st.notation.starts_with('('), "{}", st.notation);
            assert!(
                st.line()
                    .ends_with(&format!(". The chain: {}", st.notation)),
                "{}",
                st.line()
            );
        }
    }
    assert!(chains >= 3, "{chains} chains");
}

#[test]
fn hint_reports_a_wrong_entry_first() {
    let p = Sudoku::parse(lines(TOP)[0]).unwrap();
    let sol = p.solution().unwrap();
    let mut cur = p.cells().to_vec();
    let empty = (0..81).filter(|&i| cur[i] == 0).nth(10).unwrap();
    cur[empty] = sol[empty] % 9 + 1;
    let st = p.hint(&cur, None).unwrap();
    let m = st.mistake().expect("the wrong entry first");
    assert_eq!((m.kind, m.cell), (MistakeKind::Entry, empty as u16));
    // Marks that leave out the true value are a mistake too.
    let mut marks = p.candidates();
    marks[empty].remove(sol[empty]);
    let st = p.hint(p.cells(), Some(&marks)).unwrap();
    let m = st.mistake().expect("the notes first");
    assert_eq!((m.kind, m.cell), (MistakeKind::Notes, empty as u16));
}

#[test]
fn hint_errors_and_odd_input_do_not_panic() {
    let p = Sudoku::parse(lines(TOP)[1]).unwrap();
    assert!(matches!(p.hint(&[0; 10], None), Err(HintError::BadGrid(_))));
    // Short marks are tolerated.
    let marks = vec![Candidates::EMPTY; 5];
    assert!(p.hint(p.cells(), Some(&marks)).is_ok());
    let multi = Sudoku::parse(&".".repeat(81)).unwrap();
    assert!(matches!(
        multi.hint(multi.cells(), None),
        Err(HintError::NotUnique { .. })
    ));
    assert!(matches!(
        solver::steps(&multi),
        Err(HintError::NotUnique { .. })
    ));
    // next_step on an empty or contradictory grid returns something or nothing, without panicking.
    let _ = solver::next_step(&Grid::new(&multi, None));
    let mut g = Grid::new(&p, None);
    let c = (0..81).find(|&c| g.cells[c] == 0).unwrap();
    g.cands[c] = Candidates::EMPTY;
    let _ = solver::next_step(&g);
}

/// Hint timings on 9×9 positions along the solve paths of 200 top1465 and 50 forum-hardest puzzles, split by the technique found.
/// `cargo test --release --test sudoku_human -- --ignored --nocapture hint_timing`
#[test]
#[ignore]
fn hint_timing() {
    let (Some(top), Some(hardest)) = (
        shared_list("puzzles3_magictour_top1465"),
        shared_list("puzzles6_forum_hardest_1106"),
    ) else {
        return;
    };
    let (mut simple, mut chain, mut simple_step, mut chain_step) = (vec![], vec![], vec![], vec![]);
    let list = lines(&top)
        .into_iter()
        .take(200)
        .chain(lines(&hardest).into_iter().take(50));
    for l in list {
        let p = Sudoku::parse(l).unwrap();
        for g in some_states(&p, 3) {
            let t = std::time::Instant::now();
            let st = p.hint(&g.cells, Some(&g.cands)).unwrap().next().unwrap();
            let dt = t.elapsed().as_secs_f64() * 1e3;
            let t = std::time::Instant::now();
            let st2 = solver::next_step(&g).unwrap();
            let dt2 = t.elapsed().as_secs_f64() * 1e3;
            assert_eq!(st, st2);
            if st.technique < Technique::XChain {
                simple.push(dt);
                simple_step.push(dt2);
            } else {
                chain.push(dt);
                chain_step.push(dt2);
            }
        }
    }
    for (name, mut v) in [
        ("hint(), non-chain", simple),
        ("hint(), chain/forcing", chain),
        ("next_step only, non-chain", simple_step),
        ("next_step only, chain/forcing", chain_step),
    ] {
        v.sort_by(|a, b| a.partial_cmp(b).unwrap());
        if v.is_empty() {
            continue;
        }
        println!(
            "{name}: {} positions, median {:.3} ms, p99 {:.3} ms, max {:.3} ms",
            v.len(),
            v[v.len() / 2],
            v[v.len() * 99 / 100],
            v[v.len() - 1]
        );
    }
}

/// Calibration: level shares of generated irreducible puzzles (no symmetry) per size; every path is also
/// checked against the solution. `DEDUCE_CAL="9:200,16:10" cargo test --release --test sudoku_human --
/// --ignored --nocapture calibration`
#[test]
#[ignore]
fn calibration() {
    use deduce::hint::technique::Level;
    let spec =
        std::env::var("DEDUCE_CAL").unwrap_or_else(|_| "4:200,6:200,9:200,12:40,16:8,25:1".into());
    for part in spec.split(',') {
        let (size, count) = part.split_once(':').unwrap();
        let (size, count): (usize, usize) = (size.parse().unwrap(), count.parse().unwrap());
        let (br, bc) = deduce::core::geometry::standard_shape(size).unwrap();
        let geo = Geometry::get(br, bc);
        let mut rng = StdRng::seed_from_u64(2024);
        let mut hist = [0usize; 5];
        let mut hardest = std::collections::BTreeMap::new();
        let (mut t_gen, mut t_grade) = (0.0, 0.0);
        let (mut trials, mut forcing) = (0, 0);
        let mut grade_times = vec![];
        for _ in 0..count {
            let t = std::time::Instant::now();
            let p = irreducible(&geo, Symmetry::None, &mut rng);
            t_gen += t.elapsed().as_secs_f64();
            let t = std::time::Instant::now();
            let g = solver::grade(&p).unwrap();
            t_grade += t.elapsed().as_secs_f64();
            grade_times.push(t.elapsed().as_secs_f64() * 1e3);
            let path = check_path(&p);
            trials += path
                .iter()
                .filter(|s| s.explanation.contains("(trial)"))
                .count();
            forcing += path
                .iter()
                .filter(|s| s.technique == Technique::ForcingChain)
                .count();
            hist[g.level as usize] += 1;
            *hardest.entry(g.hardest).or_insert(0usize) += 1;
        }
        let pct: Vec<String> = Level::ALL
            .iter()
            .map(|l| {
                format!(
                    "{} {:.1}%",
                    l.name(),
                    100.0 * hist[*l as usize] as f64 / count as f64
                )
            })
            .collect();
        println!(
            "{size}x{size}: {count} puzzles: {}; grade median {:.3} ms, mean {:.3} ms/puzzle (generate {:.1} ms)",
            pct.join(", "),
            {
                grade_times.sort_by(|a, b| a.partial_cmp(b).unwrap());
                grade_times[grade_times.len() / 2]
            },
            t_grade * 1e3 / count as f64,
            t_gen * 1e3 / count as f64
        );
        println!(
            "  hardest technique: {hardest:?}; forcing steps {forcing}, of which trial {trials}"
        );
    }
}

/// Time spent per technique finder while grading generated puzzles of one size.
/// `DEDUCE_PROF=16:2 cargo test --release --test sudoku_human -- --ignored --nocapture finder_profile`
#[test]
#[ignore]
fn finder_profile() {
    let spec = std::env::var("DEDUCE_PROF").unwrap_or_else(|_| "16:2".into());
    let (size, count) = spec.split_once(':').unwrap();
    let (size, count): (usize, usize) = (size.parse().unwrap(), count.parse().unwrap());
    let (br, bc) = deduce::core::geometry::standard_shape(size).unwrap();
    let geo = Geometry::get(br, bc);
    let mut rng = StdRng::seed_from_u64(99);
    let mut time = std::collections::BTreeMap::new();
    for _ in 0..count {
        let p = irreducible(&geo, Symmetry::None, &mut rng);
        let mut g = Grid::new(&p, None);
        while !g.is_complete() {
            let mut found = None;
            for (t, _, f) in catalogue::finders() {
                let t0 = std::time::Instant::now();
                let r = f(&g);
                *time.entry(t).or_insert(0.0) += t0.elapsed().as_secs_f64() * 1e3;
                if r.is_some() {
                    found = r;
                    break;
                }
            }
            g.apply(&found.unwrap());
        }
    }
    for (t, ms) in time {
        println!("{t:?}: {:.1} ms per puzzle", ms / count as f64);
    }
}

/// 25×25 (and 20×20, blocks 4×5): a random solution with about 40% of the cells blanked, kept unique.
#[test]
fn large_grids_paths_are_correct() {
    use rand::seq::SliceRandom;
    for (br, bc) in [(5, 5), (4, 5)] {
        let geo = Geometry::get(br, bc);
        let n = geo.n;
        let mut rng = StdRng::seed_from_u64(5);
        let sol = deduce::solve::fill::random_solution(&geo, &mut rng);
        let mut order: Vec<usize> = (0..n * n).collect();
        order.shuffle(&mut rng);
        let mut p = Sudoku::from_cells(br, bc, &sol).unwrap();
        let mut blank = 0;
        for &c in &order {
            if blank == n * n * 2 / 5 {
                break;
            }
            p.set(c, 0);
            if p.count_solutions(2) == 1 {
                blank += 1;
            } else {
                p.set(c, sol[c]);
            }
        }
        let steps = check_path(&p);
        assert!(steps.len() >= blank);
        assert!(!steps.is_empty());
        assert_eq!(p.solution().unwrap(), sol);
    }
}

#[test]
fn bug_plus_one_synthetic() {
    // 4×4: the cells of 1 and 2 hold 1/2, the others 3/4 (every symbol twice in every unit), and r1c1 also
    // has 3, which then appears three times in its row, column and block.
    const S: [u8; 16] = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
    let g = synthetic(2, |c, d| {
        let low = S[c] <= 2;
        (low && d <= 2) || (!low && d >= 3) || (c == 0 && d == 3)
    });
    let st = techniques::bug::find(&g).unwrap();
    assert_eq!(st.technique, Technique::BUG);
    assert_eq!(st.placements, vec![(0, 3)]);
    assert_eq!(st.title, "BUG+1");
    assert!(st.explanation.starts_with("Every empty cell but r1c1"));
    // Without the extra candidate it is a plain BUG (no step), and with a second odd cell it is not BUG+1.
    let plain = synthetic(2, |c, d| (S[c] <= 2) == (d <= 2));
    assert!(techniques::bug::find(&plain).is_none());
    let two = synthetic(2, |c, d| {
        (S[c] <= 2) == (d <= 2) || (c == 0 && d == 3) || (c == 15 && d == 3)
    });
    assert!(techniques::bug::find(&two).is_none());
}

/// Grading time over the top1465 sample (release): median, mean and max per puzzle, each puzzle graded three
/// times and its median kept. `cargo test --release --test sudoku_human -- --ignored --nocapture grade_timing`
#[test]
#[ignore]
fn grade_timing() {
    let mut per: Vec<f64> = Vec::new();
    for l in lines(TOP) {
        let p = Sudoku::parse(l).unwrap();
        let mut t3: Vec<f64> = (0..3)
            .map(|_| {
                let t = std::time::Instant::now();
                std::hint::black_box(solver::grade(&p).unwrap());
                t.elapsed().as_secs_f64() * 1e3
            })
            .collect();
        t3.sort_by(|a, b| a.total_cmp(b));
        per.push(t3[1]);
    }
    per.sort_by(|a, b| a.total_cmp(b));
    let mean = per.iter().sum::<f64>() / per.len() as f64;
    println!(
        "grade over {} top1465 puzzles: median {:.3} ms, mean {:.3} ms, max {:.1} ms",
        per.len(),
        per[per.len() / 2],
        mean,
        per[per.len() - 1]
    );
}

/// Avoidable rectangles need to know which solved cells are givens, which a pencil-mark position does not
/// say: their positions are reached by solving a puzzle, and the first such step is asserted (tiers 1 and 2).
#[test]
fn avoidable_rectangles_on_their_paths() {
    // Each puzzle's position where its solve path met the rectangle (digits, then candidates as bit sets),
    // recorded when forcing chains ended in trial; nested chains now take those paths elsewhere.
    for (puzzle, (cells, cands), t, text, summary) in [
        (
            ".....5..3..9....4..81.4.......7.......4..2..68...14.3.......2...4...6..79...5..1.",
            AR1_POSITION,
            Technique::AvoidableRectangle1,
            "Avoidable rectangle type 1: r7c4, r7c9, r9c4, r9c9 span two blocks; r7c4 and r9c9 are 4 and r9c4 is 8, none of them givens. If r7c9 were 8 too, the four could swap 8 and 4 (two solutions): remove 8 from r7c9",
            "Look for an avoidable rectangle type 1.",
        ),
        (
            // the technique library's example (seed 898)
            "5.63.............7....8.2....9..53....3.1...9......5.229.8....3..7.2..5......6..4",
            AR2_POSITION,
            Technique::AvoidableRectangle2,
            "Avoidable rectangle type 2: r8c4, r8c7, r9c4, r9c7 span two blocks; r8c7 is 9 and r8c4 is 1, neither a given. If r9c4 were 9 and r9c7 were 1, the four could swap (two solutions), so one of them is 7, their only other candidate: remove 7 from r9c5",
            "Look for an avoidable rectangle type 2.",
        ),
    ] {
        let p = Sudoku::parse(puzzle).unwrap();
        let digits: Vec<u8> = cells.bytes().map(|b| b - b'0').collect();
        let mut g = Grid::new(&Sudoku::from_cells(3, 3, &digits).unwrap(), None);
        g.set_givens(&p);
        for (c, &m) in g.cands.iter_mut().zip(cands.iter()) {
            c.0 = m;
        }
        // the position is one of the puzzle's: its digits and candidates keep the solution
        let sol = p.solution().unwrap();
        for i in 0..81 {
            assert!(digits[i] == 0 && g.cands[i].contains(sol[i]) || digits[i] == sol[i], "r{}c{}", i / 9 + 1, i % 9 + 1);
            assert!(p.cells()[i] == 0 || p.cells()[i] == digits[i]);
        }
        let st = solver::next_step(&g).expect("a step");
        assert_eq!(st.technique, t);
        assert_eq!(st.line(), text);
        assert_eq!(st.summary(), summary);
        // The same cells entered as givens make no avoidable rectangle: only solved cells may swap.
        let mut h = Grid::new(&Sudoku::from_cells(3, 3, &g.cells).unwrap(), None);
        h.cands = g.cands.clone();
        assert!(techniques::avoidable_rectangle::type1(&h).is_none());
        assert!(techniques::avoidable_rectangle::type2(&h).is_none());
    }
}

/// The positions of [`avoidable_rectangles_on_their_paths`].
const AR1_POSITION: (&str, [u32; 81]) = (
    "427005003009270040081040720200700400004002076870014032700400200040026007902857014",
    [
        16, 4, 128, 578, 832, 32, 834, 832, 8, 96, 40, 512, 4, 128, 266, 98, 16, 290, 104, 256, 2,
        72, 16, 520, 128, 4, 544, 4, 546, 104, 128, 584, 776, 16, 800, 802, 42, 546, 16, 552, 776,
        4, 802, 128, 64, 256, 128, 96, 608, 2, 16, 544, 8, 4, 128, 106, 296, 16, 520, 522, 4, 864,
        800, 10, 16, 296, 522, 4, 64, 808, 800, 128, 512, 72, 4, 256, 32, 128, 72, 2, 16,
    ],
);
const AR2_POSITION: (&str, [u32; 81]) = (
    "506302801082501037000080205129005386653218009008000512290850003067120958805006024",
    [
        32, 144, 64, 8, 656, 4, 256, 528, 2, 528, 256, 4, 32, 592, 2, 80, 8, 128, 664, 10, 18, 592,
        256, 640, 4, 592, 32, 2, 4, 512, 144, 144, 32, 8, 256, 64, 64, 32, 8, 4, 2, 256, 144, 144,
        512, 144, 144, 256, 576, 584, 520, 32, 2, 4, 4, 512, 18, 256, 32, 144, 194, 192, 8, 24, 64,
        128, 2, 4, 24, 512, 32, 256, 256, 10, 32, 640, 648, 64, 130, 4, 16,
    ],
);

/// Part 4 figures: on `puzzles3_magictour_top1465` (all) and the first 375 of
/// `puzzles5_forum_hardest_1905_11+` (`DEDUCE_LIMIT` changes both counts; `DEDUCE_LISTS=top1465` runs just
/// the lists whose name holds it), the share of puzzles solved with no
/// forcing step, the number of implications per forcing step (the lines after each branch's assumption, every
/// branch together: median and maximum), the median time to grade a puzzle and per whole solve path. Every
/// step is checked against the solution, and each step of the path is timed (`solver::next_step`: forcing
/// steps, and static techniques before the X-chain); how many forcing steps are exhaustive trials and nested
/// chains, and the implications counting the nested chains' inner lines. `cargo test --release --test
/// sudoku_human -- --ignored --nocapture forcing_report`
#[test]
#[ignore]
fn forcing_report() {
    let limit = |d: usize| {
        std::env::var("DEDUCE_LIMIT")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(d)
    };
    for (name, take) in [
        ("puzzles3_magictour_top1465", limit(usize::MAX)),
        ("puzzles5_forum_hardest_1905_11+", limit(375)),
    ] {
        if std::env::var("DEDUCE_LISTS").is_ok_and(|o| !name.contains(&o)) {
            continue;
        }
        let Some(text) = shared_list(name) else {
            println!("{name}: not found");
            continue;
        };
        let list: Vec<&str> = lines(&text).into_iter().take(take).collect();
        let (mut clean, mut lengths, mut grade_ms, mut path_ms) = (0, vec![], vec![], vec![]);
        let (mut forcing_ms, mut static_ms, mut alone_ms) = (vec![], vec![], vec![]);
        let (mut trials, mut nested, mut with_inner) = (0, 0, vec![]);
        let mut by_tech = std::collections::BTreeMap::new();
        for l in &list {
            let p = Sudoku::parse(l).unwrap();
            let t = std::time::Instant::now();
            solver::grade(&p).unwrap();
            grade_ms.push(t.elapsed().as_secs_f64() * 1e3);
            // The solve path of `solver::steps`, each step timed.
            let t = std::time::Instant::now();
            let mut g = Grid::new(&p, None);
            let mut steps = vec![];
            while !g.is_complete() {
                let t = std::time::Instant::now();
                let st = solver::next_step(&g).unwrap();
                let dt = t.elapsed().as_secs_f64() * 1e3;
                match st.technique {
                    Technique::ForcingChain => {
                        forcing_ms.push(dt);
                        let t = std::time::Instant::now();
                        techniques::forcing::find(&g);
                        alone_ms.push(t.elapsed().as_secs_f64() * 1e3);
                    }
                    x if x < Technique::XChain => static_ms.push(dt),
                    _ => {}
                }
                g.apply(&st);
                steps.push(st);
            }
            path_ms.push(t.elapsed().as_secs_f64() * 1e3);
            verify(&p, &steps);
            let forcing: Vec<&Step> = steps
                .iter()
                .filter(|s| s.technique == Technique::ForcingChain)
                .collect();
            if forcing.is_empty() {
                clean += 1;
            }
            for s in forcing {
                let k: usize = s
                    .figure
                    .branches
                    .iter()
                    .map(|b| b.len().saturating_sub(1))
                    .sum();
                lengths.push(k);
                // a nested chain's inner lines count too
                with_inner.push(k + techniques::forcing::inner_lines(s));
                trials += s.title.ends_with("(trial)") as usize;
                nested += (s.title == techniques::forcing::nested_title()) as usize;
            }
            for s in &steps {
                *by_tech.entry(s.technique).or_insert(0usize) += 1;
            }
        }
        let med = |mut v: Vec<f64>| {
            v.sort_by(|a, b| a.total_cmp(b));
            v.get(v.len() / 2).copied().unwrap_or(0.0)
        };
        lengths.sort_unstable();
        println!(
            "{name}: {} puzzles, {:.1}% solved with no forcing step; {} forcing steps, implications per step median {} max {}; grade median {:.3} ms, solve path median {:.3} ms",
            list.len(),
            100.0 * clean as f64 / list.len() as f64,
            lengths.len(),
            lengths.get(lengths.len() / 2).copied().unwrap_or(0),
            lengths.last().copied().unwrap_or(0),
            med(grade_ms),
            med(path_ms),
        );
        let (nf, ns) = (forcing_ms.len(), static_ms.len());
        println!(
            "  next step: forcing median {:.3} ms ({nf} steps; the forcing finder alone {:.3} ms), static technique before X-chain median {:.3} ms ({ns} steps)",
            med(forcing_ms),
            med(alone_ms),
            med(static_ms)
        );
        with_inner.sort_unstable();
        println!(
            "  forcing steps by exhaustive trial {trials}, nested {nested}; implications with the nested chains' inner lines median {} max {}",
            with_inner.get(with_inner.len() / 2).copied().unwrap_or(0),
            with_inner.last().copied().unwrap_or(0)
        );
        println!("  steps by technique: {by_tech:?}");
    }
}

/// The candidates of a plain 9×9 from its digits, worked out here (no engine code): per empty cell, the digits its
/// row, column and block leave (bit `1 << d`).
fn plain_candidates(cells: &[u8]) -> Vec<u32> {
    (0..81)
        .map(|c| {
            if cells[c] != 0 {
                return 0;
            }
            let (r, col) = (c / 9, c % 9);
            let mut m = 0b11_1111_1110u32;
            for (x, &v) in cells.iter().enumerate() {
                let same =
                    x / 9 == r || x % 9 == col || (x / 27 == c / 27 && (x % 9) / 3 == col / 3);
                if same && v != 0 {
                    m &= !(1 << v);
                }
            }
            m
        })
        .collect()
}

/// The 27 units of a 9×9 (rows, columns, blocks), cells in reading order.
fn plain_units() -> Vec<Vec<usize>> {
    let mut units: Vec<Vec<usize>> = (0..9)
        .map(|r| (0..9).map(|c| r * 9 + c).collect())
        .collect();
    units.extend((0..9).map(|c| (0..9).map(|r| r * 9 + c).collect::<Vec<_>>()));
    units.extend((0..9).map(|b| {
        (0..9)
            .map(|i| (b / 3 * 3 + i / 3) * 9 + b % 3 * 3 + i % 3)
            .collect::<Vec<_>>()
    }));
    units
}

/// Whether two cells of a 9×9 see each other (a row, a column or a block; not the cell itself).
fn sees9(a: usize, b: usize) -> bool {
    a != b && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27, a % 9 / 3) == (b / 27, b % 9 / 3))
}

/// The almost locked sets of a 9×9 with the digits `cells` and the candidates `cands` (as `plain_candidates`
/// gives them): empty cells of one unit, at most `max`, holding one candidate more than their count (a bivalue
/// cell is one), as (cells, candidates), each cell set once.
fn almost_locked_sets(cells: &[u8], cands: &[u32], max: u32) -> Vec<(Vec<usize>, u32)> {
    let mut sets: Vec<(Vec<usize>, u32)> = vec![];
    for u in plain_units() {
        let empty: Vec<usize> = u.iter().copied().filter(|&c| cells[c] == 0).collect();
        for m in 1u32..1 << empty.len() {
            if m.count_ones() > max {
                continue;
            }
            let cs: Vec<usize> = (0..empty.len())
                .filter(|&i| m >> i & 1 == 1)
                .map(|i| empty[i])
                .collect();
            let un = cs.iter().fold(0, |a, &c| a | cands[c]);
            if un.count_ones() as usize == cs.len() + 1 && !sets.iter().any(|s| s.0 == cs) {
                sets.push((cs, un));
            }
        }
    }
    sets
}

/// Franken and mutant fish list every instance (issue 30, HoDoKu's 033x–036x): on top1465 positions (each 10th
/// of the first 40 puzzles after 20 placements of its solve path, candidates from the digits), every fish of
/// size 2 to 4 (4 on the first position only) worked out here by brute force over sets of units is one listed
/// instance, and none removes a digit of the solution. A fish: a digit, `k` base units (each with the digit in
/// two places or more) and `k` other cover units, each cover holding a base place no other cover holds; fins
/// are the base places no cover holds and the places of two base units (endo fins, at most 2); it removes the
/// digit from the covers' other cells and from base places in two covers, with fins only where the cell sees
/// every fin. Franken: base in rows and blocks, cover in columns and blocks (or columns and rows swapped), at
/// most 3 fins; mutant: any other mix but rows against columns, at most 2 fins; a finned fish counts when some
/// cell outside its base sees every fin. Fails before the listing (one instance of each, no endo fins, one
/// mutant fin).
#[test]
fn franken_and_mutant_fish_list_every_instance() {
    use std::collections::BTreeSet;
    let units: Vec<u128> = plain_units()
        .iter()
        .map(|u| u.iter().fold(0u128, |m, &c| m | 1 << c))
        .collect();
    let peers: Vec<u128> = (0..81)
        .map(|c| {
            units
                .iter()
                .filter(|&&u| u >> c & 1 == 1)
                .fold(0, |m, u| m | u)
                & !(1u128 << c)
        })
        .collect();
    let cells_of = |m: u128| (0..81usize).filter(move |&c| m >> c & 1 == 1);
    // unit kinds as bits: rows 1, columns 2, blocks 4 (units 0–8, 9–17, 18–26)
    let kinds = |us: &[usize]| us.iter().fold(0u8, |m, &u| m | 1 << (u / 9));
    let form = |b: u8, c: u8| {
        let within = |x: u8, set: u8| x & !set == 0;
        if (b == 1 && c == 2) || (b == 2 && c == 1) {
            None // a basic fish
        } else if (within(b, 1 | 4) && within(c, 2 | 4)) || (within(b, 2 | 4) && within(c, 1 | 4)) {
            Some(Technique::FrankenFish)
        } else {
            Some(Technique::MutantFish)
        }
    };
    fn subsets(from: &[usize], k: usize) -> Vec<Vec<usize>> {
        if k == 0 {
            return vec![vec![]];
        }
        (0..from.len())
            .flat_map(|i| {
                subsets(&from[i + 1..], k - 1)
                    .into_iter()
                    .map(move |mut v| {
                        v.insert(0, from[i]);
                        v
                    })
            })
            .collect()
    }
    let text = std::fs::read_to_string("tests/data/top1465_300.txt").unwrap();
    let (mut positions, mut checked, mut endo_fins, mut two_mutant_fins) = (0, 0, 0, 0);
    for line in text
        .lines()
        .map(str::trim)
        .filter(|l| l.len() == 81)
        .step_by(10)
        .take(4)
    {
        let p = Sudoku::parse(line).unwrap();
        let sol = common::oracle::solution(&p.game_id()).unwrap();
        let mut cells = p.cells().to_vec();
        for st in p.steps().unwrap().iter().take(20) {
            for &(c, v) in &st.placements {
                cells[c as usize] = v;
            }
        }
        let g = Grid::new(&p.with_cells(&cells), None);
        let mut listed: BTreeSet<(Technique, Vec<(u16, u8)>)> = BTreeSet::new();
        for t in [Technique::FrankenFish, Technique::MutantFish] {
            let row = catalogue::row(t).unwrap();
            for s in techniques::instances(&g, row.finders[0], row.lists) {
                let mut e = s.eliminations.clone();
                e.sort_unstable();
                listed.insert((t, e));
            }
        }
        for d in 1..=9u8 {
            let cand: u128 = (0..81)
                .filter(|&c| g.cands[c].contains(d))
                .fold(0, |m, c| m | 1 << c);
            let based: Vec<usize> = (0..27)
                .filter(|&u| (units[u] & cand).count_ones() >= 2)
                .collect();
            // jellyfish (size 4) on the first position only: the brute force costs
            for k in 2..=if positions == 0 { 4 } else { 3 } {
                for base in subsets(&based, k) {
                    let (mut places, mut endo) = (0u128, 0u128);
                    for &u in &base {
                        endo |= places & units[u] & cand;
                        places |= units[u] & cand;
                    }
                    if endo.count_ones() > 2 {
                        continue;
                    }
                    let coverable: Vec<usize> = (0..27)
                        .filter(|u| !base.contains(u) && units[*u] & places & !endo != 0)
                        .collect();
                    for cover in subsets(&coverable, k) {
                        let Some(t) = form(kinds(&base), kinds(&cover)) else {
                            continue;
                        };
                        let (mut covered, mut twice) = (0u128, 0u128);
                        for &u in &cover {
                            twice |= covered & units[u] & cand;
                            covered |= units[u] & cand;
                        }
                        // each cover holds a base place no other cover holds
                        if cover.iter().any(|&u| {
                            let others = cover
                                .iter()
                                .filter(|&&o| o != u)
                                .fold(0, |m, &o| m | units[o]);
                            units[u] & places & !endo & !others == 0
                        }) {
                            continue;
                        }
                        let fins = (places & !covered) | endo;
                        let most = if t == Technique::FrankenFish { 3 } else { 2 };
                        if fins.count_ones() > most {
                            continue;
                        }
                        let sees_fins = cells_of(fins).fold(cand, |m, f| m & peers[f]);
                        if fins != 0 && sees_fins & !places == 0 {
                            continue;
                        }
                        let gone = ((covered & !places) | (twice & places)) & sees_fins;
                        if gone == 0 {
                            continue;
                        }
                        let e: Vec<(u16, u8)> = cells_of(gone).map(|c| (c as u16, d)).collect();
                        assert!(
                            e.iter().all(|&(c, v)| sol[c as usize] != v),
                            "{line}: {t:?} on {d}, base {base:?}, cover {cover:?} removes {e:?}"
                        );
                        assert!(
                            listed.contains(&(t, e.clone())),
                            "{line}: the {t:?} on {d}, base units {base:?}, cover units {cover:?}, fins {:?}, removes {e:?}, not listed",
                            cells_of(fins).collect::<Vec<_>>()
                        );
                        checked += 1;
                        endo_fins += (endo != 0) as usize;
                        two_mutant_fins +=
                            (t == Technique::MutantFish && fins.count_ones() == 2) as usize;
                    }
                }
            }
        }
        positions += 1;
    }
    assert_eq!(positions, 4);
    assert!(
        checked > 5000 && endo_fins > 1000 && two_mutant_fins > 1000,
        "{checked} fish checked, {endo_fins} with endo fins, {two_mutant_fins} mutant with 2 fins"
    );
}

/// `deduce steps --all` (`position::all_steps`, issue 30): on top1465 positions (each 10th puzzle after 0, 10 and
/// 25 steps of its solve path) the first step listed is the hint's; the techniques come in the catalogue's order;
/// every step agrees with the oracle's solution; and the singles and naked pairs listed are exactly those worked
/// out here from the digits (every naked single, every hidden single, every naked pair with something to remove,
/// per unit). Fails before `all_steps`.
#[test]
fn all_steps_list_every_instance_and_start_with_the_hint() {
    use deduce::paste::Position;
    use std::collections::BTreeSet;
    let text = std::fs::read_to_string("tests/data/top1465_300.txt").unwrap();
    let mut positions = 0;
    let mut many = 0;
    for line in text
        .lines()
        .map(str::trim)
        .filter(|l| l.len() == 81)
        .step_by(10)
    {
        let p = Sudoku::parse(line).unwrap();
        let sol = common::oracle::solution(&p.game_id()).unwrap();
        let path = p.steps().unwrap();
        for k in [0usize, 10, 25] {
            let mut cells = p.cells().to_vec();
            for st in path.iter().take(k) {
                for &(c, v) in &st.placements {
                    cells[c as usize] = v;
                }
            }
            let q = p.with_cells(&cells);
            let pos = Position {
                puzzle: deduce::AnyPuzzle::Sudoku(q.clone()),
                marks: None,
            };
            let all = deduce::position::all_steps(&pos).unwrap();
            let hint = solver::next_step(&Grid::new(&q, None)).unwrap();
            let key = |s: &Step| (s.technique, s.placements.clone(), s.eliminations.clone());
            assert_eq!(
                key(&all[0]),
                key(&hint),
                "{line} after {k}: the first is the hint"
            );
            let ranks: Vec<_> = all
                .iter()
                .map(|s| deduce::human::rank(s.technique))
                .collect();
            assert!(
                ranks.windows(2).all(|w| w[0] <= w[1]),
                "{line} after {k}: catalogue order"
            );
            for s in &all {
                assert!(
                    s.placements.iter().all(|&(c, v)| sol[c as usize] == v),
                    "{}",
                    s.line()
                );
                assert!(
                    s.eliminations.iter().all(|&(c, v)| sol[c as usize] != v),
                    "{}",
                    s.line()
                );
            }
            // the singles and naked pairs, worked out from the digits
            let cands = &plain_candidates(&cells);
            let listed = |t: Technique| -> BTreeSet<Vec<(u16, u8)>> {
                all.iter()
                    .filter(|s| s.technique == t)
                    .map(|s| {
                        let mut e = if s.placements.is_empty() {
                            s.eliminations.clone()
                        } else {
                            s.placements.clone()
                        };
                        e.sort_unstable();
                        e
                    })
                    .collect()
            };
            let naked: BTreeSet<Vec<(u16, u8)>> = (0..81)
                .filter(|&c| cands[c].count_ones() == 1)
                .map(|c| vec![(c as u16, cands[c].trailing_zeros() as u8)])
                .collect();
            let mut hidden = BTreeSet::new();
            let mut pairs = BTreeSet::new();
            for u in plain_units() {
                for d in 1..=9u8 {
                    let places: Vec<usize> = u
                        .iter()
                        .copied()
                        .filter(|&c| cands[c] & 1 << d != 0)
                        .collect();
                    if places.len() == 1 {
                        hidden.insert(vec![(places[0] as u16, d)]);
                    }
                }
                for (i, &a) in u.iter().enumerate() {
                    for &b in &u[i + 1..] {
                        let m = cands[a];
                        if m.count_ones() != 2 || cands[b] != m {
                            continue;
                        }
                        let mut e: Vec<(u16, u8)> = u
                            .iter()
                            .filter(|&&x| x != a && x != b)
                            .flat_map(|&x| {
                                (1..=9u8)
                                    .filter(move |&d| cands[x] & m & 1 << d != 0)
                                    .map(move |d| (x as u16, d))
                            })
                            .collect();
                        e.sort_unstable();
                        if !e.is_empty() {
                            pairs.insert(e);
                        }
                    }
                }
            }
            assert_eq!(
                listed(Technique::NakedSingle),
                naked,
                "{line} after {k}: naked singles"
            );
            assert_eq!(
                listed(Technique::HiddenSingle),
                hidden,
                "{line} after {k}: hidden singles"
            );
            assert_eq!(
                listed(Technique::NakedPair),
                pairs,
                "{line} after {k}: naked pairs"
            );
            many += usize::from(all.len() > 20);
            positions += 1;
        }
    }
    assert_eq!(positions, 90);
    assert!(
        many > 30,
        "most positions list many steps ({many} of {positions} list more than 20)"
    );
}

/// Unique rectangle type 3 and Sue de Coq list every instance (issue 30, as HoDoKu's steps take them): on
/// top1465's first solve path, after 72 steps five unique rectangles of type 3 (each naked subset of the roof's
/// extras with other cells of a unit its own instance, and one whose cells share a column and a block removing
/// from both), after 39 steps two Sue de Coqs (each valid pair of sets); none removes a digit of the solution.
/// Fails before (one instance each).
#[test]
fn unique_rectangle_3_and_sue_de_coq_list_every_instance() {
    let p = Sudoku::parse(lines(TOP)[0]).unwrap();
    let sol = p.solution().unwrap();
    let path = p.steps().unwrap();
    for (k, t, want) in [
        (72, Technique::UniqueRectangle3, 5),
        (39, Technique::SueDeCoq, 2),
    ] {
        let mut cells = p.cells().to_vec();
        for st in path.iter().take(k) {
            for &(c, v) in &st.placements {
                cells[c as usize] = v;
            }
        }
        let pos = deduce::paste::Position {
            puzzle: deduce::AnyPuzzle::Sudoku(p.with_cells(&cells)),
            marks: None,
        };
        let all = deduce::position::all_steps(&pos).unwrap();
        let listed: Vec<&Step> = all.iter().filter(|s| s.technique == t).collect();
        assert_eq!(
            listed.len(),
            want,
            "{t:?} after {k}: {:?}",
            listed.iter().map(|s| s.line()).collect::<Vec<_>>()
        );
        if t == Technique::UniqueRectangle3 {
            assert!(
                listed.iter().any(|s| s.units.len() == 2),
                "no line-and-block instance"
            );
        }
        for s in listed {
            assert!(!s.eliminations.is_empty(), "{}", s.line());
            assert!(
                s.eliminations.iter().all(|&(c, d)| sol[c as usize] != d),
                "{}",
                s.line()
            );
        }
    }
}

/// An alternating inference chain whose ends are weakly linked closes into a continuous loop (a position on
/// top1465's 61st solve path): every weak link of the loop removes what an AIC's two ends would, not only the
/// closing one (here 6 from r6c1, by the weak link between its 4 and 9). Fails before continuous loops (the hint
/// was another AIC).
#[test]
fn an_aic_closing_on_itself_is_a_continuous_loop() {
    let g = from_marks("3 3 [46] [2456] [2456] 3 8 9 [24] 7 1 8 [279] [2379] 4 5 1 [39] [29] 6 1 [49] [34] [26] [67] [27] [349] [58] [58] 2 [4789] [4789] 5 [39] [347] 6 1 [38] [679] 3 1 [89] [67] [278] [59] 4 [25] [469] [4568] [456] [26] 1 [34] 7 [89] [238] 5 [2479] [2479] 1 [39] [36] 8 [236] [47] [79] [4678] [4678] [89] 2 [35] 1 [35] [47] 3 1 [28] 7 4 [568] [25] [256] 9");
    let lp = solver::next_step(&g).unwrap();
    assert_eq!(lp.technique, Technique::AIC);
    assert!(lp.title.ends_with("(continuous loop)"), "{}", lp.line());
    assert!(
        lp.explanation.starts_with(
            "The chain closes into a loop (r1c7 is 4 and r1c1 is 4 cannot both be true)"
        ),
        "{}",
        lp.explanation
    );
    assert!(
        lp.notation.starts_with("(4)r1c1 = ") && lp.notation.ends_with(" - (4)r1c1"),
        "{}",
        lp.notation
    );
    // 4 from the rest of row 1 (the closing weak link r1c7-r1c1) and 6 from r6c1 (its 4-9 weak link)
    let cell = |r: u16, c: u16| (r - 1) * 9 + c - 1;
    let want = vec![(cell(1, 2), 4), (cell(1, 3), 4), (cell(6, 1), 6)];
    assert_eq!(lp.eliminations, want);
    assert_right(&oracle_solution(&g), &[], &want, "the loop");
    // the loop is drawn closed: a weak link from its last node back to its first
    let last = lp.figure.links.last().unwrap();
    assert!(
        !last.strong && last.from.cells == vec![cell(1, 7)] && last.to.cells == vec![cell(1, 1)],
        "{last:?}"
    );
}

/// Every step listed at the start of a 9×9 puzzle (`deduce steps --all`), and its solution.
fn listed_at_start(line: &str) -> (Vec<Step>, Vec<u8>) {
    let p = Sudoku::parse(line).unwrap();
    let sol = p.solution().unwrap();
    let pos = deduce::paste::Position {
        puzzle: deduce::AnyPuzzle::Sudoku(p),
        marks: None,
    };
    (deduce::position::all_steps(&pos).unwrap(), sol)
}

/// A chain from a candidate's absence back to the candidate itself places it (HoDoKu's discontinuous nice loop),
/// when no candidate comes twice on the way: listed among the steps of top1465's 36th puzzle's start.
#[test]
fn a_chain_back_to_its_own_candidate_places_it() {
    let (all, sol) = listed_at_start(lines(TOP)[35]);
    let back: Vec<&Step> = all
        .iter()
        .filter(|s| s.technique == Technique::AIC && !s.placements.is_empty())
        .collect();
    assert!(!back.is_empty(), "no chain back to its start listed");
    for s in back {
        let &[(c, d)] = s.placements.as_slice() else {
            panic!("{}", s.line())
        };
        assert_eq!(sol[c as usize], d, "{}", s.line());
        assert!(
            s.explanation.contains("the chain would lead back to"),
            "{}",
            s.explanation
        );
        // no candidate twice on the way: the chain's nodes are distinct but for the first and last
        let links = &s.figure.links;
        let mut nodes = vec![(&links[0].from.cells, links[0].from.symbol)];
        nodes.extend(links.iter().map(|l| (&l.to.cells, l.to.symbol)));
        let inner = &nodes[..nodes.len() - 1];
        assert!(
            inner
                .iter()
                .enumerate()
                .all(|(i, x)| !inner[..i].contains(x)),
            "{}",
            s.notation
        );
        assert_eq!(nodes.first(), nodes.last(), "{}", s.notation);
    }
}

/// The grouped engine lists continuous loops too, group nodes in them (top1465's 8th puzzle at its start has a
/// grouped X-cycle through four groups of 8 in blocks 2 and 5): drawn closed, and each elimination sees every cell
/// of both ends of one of its weak links. Fails before (the grouped engine listed loops back to a denial only).
#[test]
fn grouped_chains_list_their_continuous_loops() {
    let (all, sol) = listed_at_start(lines(TOP)[7]);
    let loops: Vec<&Step> = all
        .iter()
        .filter(|s| {
            s.title.ends_with("(continuous loop)") && s.technique == Technique::GroupedXChain
        })
        .collect();
    assert!(!loops.is_empty(), "no grouped continuous loop listed");
    let cell = |r: u16, c: u16| (r - 1) * 9 + c - 1;
    let want: Vec<(u16, u8)> = [(1, 6), (3, 6), (4, 6), (5, 6), (6, 6)]
        .iter()
        .map(|&(r, c)| (cell(r, c), 8))
        .collect();
    assert!(
        loops.iter().any(|s| s.eliminations == want),
        "{:?}",
        loops.iter().map(|s| s.line()).collect::<Vec<_>>()
    );
    let sees = |a: u16, b: u16| {
        a != b && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3))
    };
    for s in loops {
        assert!(
            s.eliminations.iter().all(|&(c, d)| sol[c as usize] != d),
            "{}",
            s.line()
        );
        let links = &s.figure.links;
        let (first, last) = (&links[0], &links[links.len() - 1]);
        assert!(
            first.strong && !last.strong && last.to == first.from,
            "{}",
            s.line()
        );
        assert!(links.iter().any(|l| l.from.cells.len() > 1), "{}", s.line());
        for &(c, d) in &s.eliminations {
            assert!(
                links.iter().any(|l| !l.strong
                    && l.from.symbol == d
                    && l.to.symbol == d
                    && l.from.cells.iter().chain(&l.to.cells).all(|&x| sees(c, x))),
                "{c}/{d}: {}",
                s.line()
            );
        }
    }
}

/// Each placement in a forcing chain's branch is told by whichever of its reasons rests on the fewest lines (a
/// naked single, or a hidden single in any of its units), so the chains are short: on the first 12 solve paths of
/// `forum_hardest_50.txt` the median forcing step has 15 implications (17 when the first reason found was kept;
/// the forcing report measures the first 375 of the whole list: median 12, 13 before).
#[test]
fn forcing_steps_are_told_the_shortest_way() {
    let mut lengths: Vec<usize> = vec![];
    for l in lines(HARDEST).iter().take(12) {
        let steps = solver::steps(&Sudoku::parse(l).unwrap()).unwrap();
        lengths.extend(
            steps
                .iter()
                .filter(|s| s.technique == Technique::ForcingChain)
                .map(|s| {
                    s.figure
                        .branches
                        .iter()
                        .map(|b| b.len().saturating_sub(1))
                        .sum::<usize>()
                }),
        );
    }
    lengths.sort_unstable();
    let median = lengths[lengths.len() / 2];
    assert!(
        median <= 15,
        "{} forcing steps, median {median}",
        lengths.len()
    );
}

/// Unique loops on the rated puzzles' solve paths (Sukaku Explainer rates them 4.6–5.0): each is six cells or
/// more, each cell sharing a row, column or block with the next round the loop, every row, column and block it
/// touches holding exactly two of them (counted here from the cells' coordinates), every cell holding both
/// digits of the pair; what it removes is not in the solution. Before there was no unique loop.
#[test]
fn unique_loops_are_deadly_patterns_and_remove_only_wrong_digits() {
    let list = include_str!("data/se_rated_sudoku_exchange_low.txt");
    let mut loops = 0;
    for l in lines(list).into_iter().take(173 * 2) {
        let p = Sudoku::parse(l.split_whitespace().next().unwrap()).unwrap();
        let sol = p.solution().unwrap();
        let mut g = Grid::new(&p, None);
        while let Some(st) = solver::next_step(&g) {
            if st.technique == Technique::UniqueLoop {
                loops += 1;
                let cells: Vec<usize> = st.evidence.iter().map(|&c| c as usize).collect();
                assert!(
                    cells.len() >= 6 && cells.len() % 2 == 0,
                    "{}",
                    st.explanation
                );
                let (r, c, b) = (
                    |x: usize| x / 9,
                    |x: usize| x % 9,
                    |x: usize| x / 27 * 3 + x % 9 / 3,
                );
                for (i, &x) in cells.iter().enumerate() {
                    let y = cells[(i + 1) % cells.len()];
                    assert!(
                        r(x) == r(y) || c(x) == c(y) || b(x) == b(y),
                        "{}",
                        st.explanation
                    );
                }
                for unit in [r, c, b] {
                    for k in 0..9 {
                        let inside = cells.iter().filter(|&&x| unit(x) == k).count();
                        assert!(inside == 0 || inside == 2, "{}", st.explanation);
                    }
                }
                let shared = cells.iter().fold(u32::MAX, |m, &x| m & g.cands[x].0);
                assert!(shared.count_ones() >= 2, "{}", st.explanation);
                for &(x, v) in &st.eliminations {
                    assert_ne!(sol[x as usize], v, "{l}: {}", st.explanation);
                }
            }
            g.apply(&st);
        }
    }
    assert!(loops >= 5, "{loops} unique loops");
}

/// A continuous loop through two cells only ("(5)r5c3 = (5)r6c3 - (9)r6c3 = (9)r5c3") is a naked or hidden pair
/// under another name: All steps here lists none at the starts of top1465's first 40 (before: listed under the
/// AIC beside the pair).
#[test]
fn continuous_loops_pass_through_three_cells_or_more() {
    let mut loops = 0;
    for l in lines(TOP).into_iter().take(40) {
        let (all, _) = listed_at_start(l);
        for s in all
            .iter()
            .filter(|s| s.title.ends_with("(continuous loop)"))
        {
            loops += 1;
            let mut cells = s.evidence.clone();
            cells.sort_unstable();
            cells.dedup();
            assert!(cells.len() >= 3, "{}: {}", s.title, s.line());
        }
    }
    assert!(loops > 0, "no continuous loop listed");
}

/// The removals of `t`'s steps in `all`, each sorted.
fn listed(all: &[Step], t: Technique) -> std::collections::BTreeSet<Vec<(u16, u8)>> {
    all.iter()
        .filter(|s| s.technique == t)
        .map(|s| {
            let mut e = s.eliminations.clone();
            e.sort_unstable();
            e
        })
        .collect()
}

/// The first four positions of `tests/data/top1465_300.txt`'s solve paths where the next step is an ALS chain,
/// each given to `visit` with its puzzle line, its digits, the solution (by the oracle) and every step
/// `deduce steps --all` lists there.
fn at_als_chain_positions(mut visit: impl FnMut(&str, &[u8], &[u8], &[Step])) {
    use deduce::paste::Position;
    let text = std::fs::read_to_string("tests/data/top1465_300.txt").unwrap();
    let mut positions = 0;
    'puzzles: for line in text.lines().map(str::trim).filter(|l| l.len() == 81) {
        let p = Sudoku::parse(line).unwrap();
        let path = p.steps().unwrap();
        let mut cells = p.cells().to_vec();
        for st in &path {
            if st.technique == Technique::ALSChain {
                let sol = common::oracle::solution(&p.game_id()).unwrap();
                let pos = Position {
                    puzzle: deduce::AnyPuzzle::Sudoku(p.with_cells(&cells)),
                    marks: None,
                };
                let all = deduce::position::all_steps(&pos).unwrap();
                visit(line, &cells, &sol, &all);
                positions += 1;
                if positions == 4 {
                    break 'puzzles;
                }
            }
            for &(c, v) in &st.placements {
                cells[c as usize] = v;
            }
        }
    }
    assert_eq!(positions, 4);
}

/// `deduce steps --all` lists every ALS-XZ (issue 30): two disjoint almost locked sets of one unit each (a
/// bivalue cell is one, at most five cells here as the ALS chains' net takes), joined by a restricted common x
/// (every x of one sees every x of the other), remove each other common z from every cell that sees all of z
/// in both. On top1465 positions before the solve path's ALS chains, every such removal worked out here from the
/// digits is one listed instance, and agrees with the solution. Fails before the listing enumerates them (only
/// the shortest chain from each candidate was listed, often with other ends).
#[test]
fn all_steps_list_every_als_xz() {
    let sees = sees9;
    let mut checked = 0;
    at_als_chain_positions(|line, cells, sol, all| {
        let listed = listed(all, Technique::ALSChain);
        let cands = plain_candidates(cells);
        let sets = almost_locked_sets(cells, &cands, 5);
        let with = |s: &(Vec<usize>, u32), d: u32| -> Vec<usize> {
            s.0.iter()
                .copied()
                .filter(|&c| cands[c] >> d & 1 == 1)
                .collect()
        };
        for (i, a) in sets.iter().enumerate() {
            for b in &sets[i + 1..] {
                if a.0.iter().any(|c| b.0.contains(c)) {
                    continue;
                }
                let common = a.1 & b.1;
                for x in (1..=9).filter(|&x| common >> x & 1 == 1) {
                    let (xa, xb) = (with(a, x), with(b, x));
                    if !xa.iter().all(|&p| xb.iter().all(|&q| sees(p, q))) {
                        continue;
                    }
                    for z in (1..=9).filter(|&z| z != x && common >> z & 1 == 1) {
                        let zs: Vec<usize> = with(a, z).into_iter().chain(with(b, z)).collect();
                        let e: Vec<(u16, u8)> = (0..81)
                            .filter(|&c| cands[c] >> z & 1 == 1 && zs.iter().all(|&p| sees(p, c)))
                            .map(|c| (c as u16, z as u8))
                            .collect();
                        if e.is_empty() {
                            continue;
                        }
                        assert!(
                            e.iter().all(|&(c, v)| sol[c as usize] != v),
                            "{line}: {e:?}"
                        );
                        assert!(
                            listed.contains(&e),
                            "{line}: the ALS-XZ {:?} and {:?} on {x} removes {e:?}, not listed",
                            a.0,
                            b.0
                        );
                        checked += 1;
                    }
                }
            }
        }
    });
    assert!(checked > 10, "{checked} ALS-XZ checked");
}

/// Pattern overlay lists HoDoKu's two forms of the step (its Template Set and Template Delete): on states along
/// top1465 solve paths, each digit's templates (one cell per row, column and block, on its candidates and
/// placed cells) are worked out here by a search over the rows; every cell all of them share placed in one
/// step, and every candidate none of them uses removed in one step, must both be listed, and agree with the
/// solution. So too with HoDoKu's refined templates (a template taking a cell that another digit has in all of
/// its templates dropped, until nothing changes), listed with the combined overlay. Fails before (the overlays
/// listed only the hint's step: the removals and one placement).
#[test]
fn pattern_overlay_lists_every_template_set_and_delete() {
    fn search(
        allowed: &[Vec<usize>],
        r: usize,
        cols: u16,
        boxes: u16,
        cells: u128,
        out: &mut Vec<u128>,
    ) {
        if out.len() > 4000 {
            return;
        }
        if r == 9 {
            out.push(cells);
            return;
        }
        for &c in &allowed[r] {
            let (col, bx) = (c % 9, r / 3 * 3 + c % 9 / 3);
            if cols >> col & 1 == 0 && boxes >> bx & 1 == 0 {
                search(
                    allowed,
                    r + 1,
                    cols | 1 << col,
                    boxes | 1 << bx,
                    cells | 1 << c,
                    out,
                );
            }
        }
    }
    let common = |ts: &[u128]| ts.iter().fold(!0u128, |i, &t| i & t);
    let (mut sets, mut deletes, mut refined) = (0, 0, 0);
    for line in lines(TOP).into_iter().take(6) {
        let p = Sudoku::parse(line).unwrap();
        let sol = common::oracle::solution(&p.game_id()).unwrap();
        for g in some_states(&p, 3) {
            let listed = |t: Technique| -> Vec<Step> {
                let row = catalogue::row(t).unwrap();
                let v: Vec<Step> = row
                    .finders
                    .iter()
                    .flat_map(|&f| techniques::instances(&g, f, row.lists))
                    .collect();
                for s in &v {
                    assert_right(&sol, &s.placements, &s.eliminations, &s.line());
                }
                v
            };
            let (alone, combined) = (
                listed(Technique::PatternOverlay),
                listed(Technique::PatternOverlayCombined),
            );
            let has = |listed: &[Step], placements: &[(u16, u8)], eliminations: &[(u16, u8)]| {
                listed.iter().any(|s| {
                    let (mut p, mut e) = (s.placements.clone(), s.eliminations.clone());
                    p.sort_unstable();
                    e.sort_unstable();
                    p == placements && e == eliminations
                })
            };
            // HoDoKu's two steps on digit d's templates ts: (placements, removals)
            let forms = |d: u8, ts: &[u128]| {
                let (union, all) = (ts.iter().fold(0, |u, &t| u | t), common(ts));
                let set: Vec<(u16, u8)> = (0..81)
                    .filter(|&c| all >> c & 1 == 1 && g.cells[c] == 0)
                    .map(|c| (c as u16, d))
                    .collect();
                let delete: Vec<(u16, u8)> = (0..81)
                    .filter(|&c| union >> c & 1 == 0 && g.cells[c] == 0 && g.has(c, d))
                    .map(|c| (c as u16, d))
                    .collect();
                assert_right(&sol, &set, &delete, line);
                (set, delete)
            };
            // each digit's templates; None past the overlay's bound (too many to list)
            let mut ts: Vec<Option<Vec<u128>>> = (1..=9u8)
                .map(|d| {
                    let fits = |c: usize| g.cells[c] == d || g.cells[c] == 0 && g.has(c, d);
                    let allowed: Vec<Vec<usize>> = (0..9)
                        .map(|r| (r * 9..r * 9 + 9).filter(|&c| fits(c)).collect())
                        .collect();
                    let mut out = vec![];
                    search(&allowed, 0, 0, 0, 0, &mut out);
                    (!out.is_empty() && out.len() <= 4000).then_some(out)
                })
                .collect();
            for (d, t) in (1..=9u8).zip(&ts) {
                let Some(t) = t else { continue };
                let (set, delete) = forms(d, t);
                if !set.is_empty() {
                    assert!(
                        has(&alone, &set, &[]),
                        "{line}: {d} in every template at {set:?}, not listed"
                    );
                    sets += 1;
                }
                if !delete.is_empty() {
                    assert!(
                        has(&alone, &[], &delete),
                        "{line}: {d} in no template at {delete:?}, not listed"
                    );
                    deletes += 1;
                }
            }
            // HoDoKu's refinement, to a fixed point
            let before: Vec<usize> = ts.iter().map(|t| t.as_ref().map_or(0, Vec::len)).collect();
            loop {
                let sure: Vec<u128> = ts.iter().map(|t| t.as_deref().map_or(0, common)).collect();
                let mut changed = false;
                for (a, t) in ts.iter_mut().enumerate() {
                    let Some(t) = t else { continue };
                    let n = t.len();
                    t.retain(|&x| (0..9).all(|b| b == a || x & sure[b] == 0));
                    changed |= t.len() != n;
                }
                if !changed {
                    break;
                }
            }
            for (d, t) in (1..=9u8).zip(&ts) {
                let Some(t) = t.as_ref().filter(|t| t.len() < before[d as usize - 1]) else {
                    continue;
                };
                let (set, delete) = forms(d, t);
                if !set.is_empty() {
                    assert!(
                        has(&combined, &set, &[]),
                        "{line}: refined, {d} in every template at {set:?}, not listed"
                    );
                }
                if !delete.is_empty() {
                    assert!(
                        has(&combined, &[], &delete),
                        "{line}: refined, {d} in no template at {delete:?}, not listed"
                    );
                }
                refined += !set.is_empty() as usize + !delete.is_empty() as usize;
            }
        }
    }
    assert!(
        sets > 20 && deletes > 20 && refined > 20,
        "{sets} template sets, {deletes} deletes, {refined} refined"
    );
}

/// Multi-colouring and hidden rectangles list every instance, HoDoKu's forms too (two clusters with every pair of
/// colours seeing each other in one step, coloured cells included; a hidden rectangle whose opposite corner holds
/// the pair alone): on states along top1465 solve paths, every listed instance agrees with the solution, and
/// both new forms occur (neither was listed before).
#[test]
fn multi_colouring_and_hidden_rectangles_listed_agree_with_the_solution() {
    let (mut unions, mut bivalue) = (0, 0);
    for line in lines(TOP).into_iter().take(40) {
        let p = Sudoku::parse(line).unwrap();
        let sol = common::oracle::solution(&p.game_id()).unwrap();
        for g in some_states(&p, 2) {
            for t in [Technique::MultiColouring, Technique::HiddenRectangle] {
                let row = catalogue::row(t).unwrap();
                for f in row.finders {
                    for s in techniques::instances(&g, *f, row.lists) {
                        assert_right(&sol, &s.placements, &s.eliminations, &s.line());
                        match t {
                            // removals from coloured cells and from others at once: only HoDoKu's form
                            Technique::MultiColouring => {
                                let coloured = |e: &(u16, u8)| s.evidence.contains(&e.0);
                                unions += (s.eliminations.iter().any(coloured)
                                    && !s.eliminations.iter().all(coloured))
                                    as usize
                            }
                            _ => {
                                let c = s.eliminations[0].0 as usize;
                                bivalue += (g.cands[c].len() == 2) as usize;
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(unions > 10 && bivalue > 10, "{unions} multi-colourings removing from a cluster and outside it, {bivalue} hidden rectangles on two pair cells");
}

/// Every grouped AIC "A or Y" between two candidates is listed (`deduce steps --all`), as HoDoKu lists its grouped
/// AICs: worked out here on the technique positions (from top1465's and the hardest puzzles' solve paths), with
/// nodes the candidates and each digit's groups (two or three places in a block's row or column); strong links a
/// bivalue cell or a unit whose places of a digit are exactly two nodes; weak links two candidates of a cell, or
/// nodes of a digit whose cells all see each other. Breadth first from "A is false" (chains of up to 24 nodes),
/// each candidate Y reached true removes every other candidate weakly linked to both A and Y. Each such removal
/// is one listed grouped AIC and agrees with the solution; so does every grouped X-chain, grouped AIC and ALS
/// chain listed there. Fails before the listing enumerates them (only the shortest chain from each candidate
/// was listed, often with other ends).
#[test]
fn all_steps_list_every_grouped_aic_between_two_candidates() {
    use std::collections::{BTreeSet, VecDeque};
    let sees = sees9;
    let units = plain_units();
    let listed = |g: &Grid, t: Technique| -> Vec<Step> {
        let row = catalogue::row(t).unwrap();
        row.finders
            .iter()
            .flat_map(|&f| techniques::instances(g, f, row.lists))
            .collect()
    };
    let (mut positions, mut checked) = (0, 0);
    for text in [
        include_str!("data/technique_positions.txt"),
        include_str!("data/technique_positions_hard.txt"),
    ] {
        for block in text.split("\n\n") {
            let ls: Vec<&str> = block.lines().filter(|l| !l.starts_with('#')).collect();
            if ls.len() < 3 || !ls[1].starts_with("3 3 ") {
                continue;
            }
            let (what, g) = (ls[0], from_marks(ls[1]));
            let sol = oracle_solution(&g);
            for t in [
                Technique::GroupedXChain,
                Technique::GroupedAIC,
                Technique::ALSChain,
            ] {
                for s in listed(&g, t) {
                    assert!(
                        s.eliminations.iter().all(|&(c, d)| sol[c as usize] != d)
                            && s.placements.iter().all(|&(c, d)| sol[c as usize] == d),
                        "{what}: {}",
                        s.line()
                    );
                }
            }
            let aics: BTreeSet<Vec<(u16, u8)>> = listed(&g, Technique::GroupedAIC)
                .into_iter()
                .map(|s| {
                    let mut e = s.eliminations;
                    e.sort_unstable();
                    e
                })
                .collect();
            let has = |c: usize, d: usize| g.is_empty(c) && g.cands[c].contains(d as u8);
            // nodes (digit, cells): the candidates, then the groups
            let mut nodes: Vec<(usize, Vec<usize>)> = (0..81)
                .flat_map(|c| {
                    (1..=9)
                        .filter(move |&d| has(c, d))
                        .map(move |d| (d, vec![c]))
                })
                .collect();
            let singles = nodes.len();
            for d in 1..=9 {
                for b in &units[18..] {
                    for line in &units[..18] {
                        let cs: Vec<usize> = b
                            .iter()
                            .copied()
                            .filter(|&c| line.contains(&c) && has(c, d))
                            .collect();
                        if cs.len() >= 2 && !nodes.contains(&(d, cs.clone())) {
                            nodes.push((d, cs));
                        }
                    }
                }
            }
            let disjoint = |x: &[usize], y: &[usize]| x.iter().all(|c| !y.contains(c));
            let within = |x: &[usize], u: &[usize]| x.iter().all(|c| u.contains(c));
            let k = nodes.len();
            let (mut strong, mut weak) = (vec![vec![]; k], vec![vec![]; k]);
            for i in 0..k {
                for j in 0..k {
                    let ((dx, x), (dy, y)) = (&nodes[i], &nodes[j]);
                    if i == j {
                        continue;
                    }
                    if dx != dy {
                        // two candidates of one cell
                        if i < singles && j < singles && x == y {
                            weak[i].push(j);
                            if g.cands[x[0]].len() == 2 {
                                strong[i].push(j);
                            }
                        }
                        continue;
                    }
                    if !disjoint(x, y) {
                        continue;
                    }
                    if x.iter().all(|&a| y.iter().all(|&b| sees(a, b))) {
                        weak[i].push(j);
                    }
                    let places = |u: &Vec<usize>| u.iter().filter(|&&c| has(c, *dx)).count();
                    if units
                        .iter()
                        .any(|u| within(x, u) && within(y, u) && places(u) == x.len() + y.len())
                    {
                        strong[i].push(j);
                    }
                }
            }
            for a in 0..singles {
                // states: node * 2 + (true), from "a is false"; depth in nodes
                let mut depth = vec![0usize; 2 * k];
                depth[2 * a] = 1;
                let mut q = VecDeque::from([2 * a]);
                while let Some(st) = q.pop_front() {
                    if depth[st] >= 24 {
                        continue;
                    }
                    let next: Vec<usize> = if st % 2 == 0 {
                        strong[st / 2].iter().map(|&j| 2 * j + 1).collect()
                    } else {
                        weak[st / 2].iter().map(|&j| 2 * j).collect()
                    };
                    for nx in next {
                        if depth[nx] != 0 {
                            continue;
                        }
                        depth[nx] = depth[st] + 1;
                        q.push_back(nx);
                        let y = nx / 2;
                        if nx % 2 == 0 || y >= singles || y == a {
                            continue;
                        }
                        let e: Vec<(u16, u8)> = (0..singles)
                            .filter(|&z| {
                                z != a && z != y && weak[z].contains(&a) && weak[z].contains(&y)
                            })
                            .map(|z| (nodes[z].1[0] as u16, nodes[z].0 as u8))
                            .collect();
                        if e.is_empty() {
                            continue;
                        }
                        let name = |i: usize| {
                            let (d, c) = (nodes[i].0, nodes[i].1[0]);
                            format!("{d} in r{}c{}", c / 9 + 1, c % 9 + 1)
                        };
                        assert!(
                            e.iter().all(|&(c, v)| sol[c as usize] != v),
                            "{what}: {e:?}"
                        );
                        assert!(
                            aics.contains(&e),
                            "{what}: {} or {} removes {e:?}, not listed",
                            name(a),
                            name(y)
                        );
                        checked += 1;
                    }
                }
            }
            positions += 1;
        }
    }
    assert!(positions >= 40, "{positions} positions");
    assert!(checked > 100, "{checked} grouped AICs checked");
}

/// `deduce steps --all` lists HoDoKu's ALS-XY-wings and death blossoms (issue 30), each in one step with every
/// symbol it removes. An ALS-XY-wing: sets A and B (almost locked sets of one unit each, a bivalue cell is one;
/// up to five cells here), each joined to a pivot set C by restricted commons (every x of one sees every x of
/// the other; the sets disjoint), with an x of A's and a y of B's that differ: every symbol z of both A and B
/// but those restricted commons leaves every cell outside A and B (C's too) that sees all of z in both. A death
/// blossom: a stem cell of two candidates and, per candidate d, a petal (a set of up to three cells whose d all
/// see the stem; petals may overlap, but one set for both is a locked set with the stem, no blossom): every
/// symbol z not in the stem and in all petals leaves every cell outside the petals that sees all of z in them.
/// On top1465 positions before the solve path's ALS chains, each worked out here from the digits is one listed
/// instance and agrees with the solution. Fails before: the wings were listed one z at a time and never removed
/// z from C; only the first death blossom was listed.
#[test]
fn all_steps_list_hodoku_als_xy_wings_and_death_blossoms() {
    use std::collections::BTreeSet;
    let sees = sees9;
    let (mut xy, mut several, mut blossoms) = (0, 0, 0);
    at_als_chain_positions(|line, cells, sol, all| {
        let (chains, flowers) = (
            listed(all, Technique::ALSChain),
            listed(all, Technique::DeathBlossom),
        );
        let cands = plain_candidates(cells);
        let sets_of = |max: u32| almost_locked_sets(cells, &cands, max);
        let with = |s: &(Vec<usize>, u32), d: u32| -> Vec<usize> {
            s.0.iter()
                .copied()
                .filter(|&c| cands[c] >> d & 1 == 1)
                .collect()
        };
        let apart = |a: &[usize], b: &[usize]| !a.iter().any(|c| b.contains(c));
        // z leaves every cell holding it, outside `out`, that sees all of z in `sets`
        let removes = |sets: &[&(Vec<usize>, u32)], z: u32, out: &[usize]| {
            let zs: Vec<usize> = sets.iter().flat_map(|s| with(s, z)).collect();
            (0..81)
                .filter(|&c| {
                    cands[c] >> z & 1 == 1 && !out.contains(&c) && zs.iter().all(|&p| sees(p, c))
                })
                .map(|c| (c as u16, z as u8))
                .collect::<Vec<_>>()
        };
        // every symbol of `zs` leaves what it may (see `removes`), sorted
        let removals = |sets: &[&(Vec<usize>, u32)], zs: u32, out: &[usize]| {
            let mut e: Vec<(u16, u8)> = (1..=9)
                .filter(|&z| zs >> z & 1 == 1)
                .flat_map(|z| removes(sets, z, out))
                .collect();
            e.sort_unstable();
            e
        };
        let check = |e: &[(u16, u8)], list: &BTreeSet<Vec<(u16, u8)>>, what: String| {
            assert!(
                e.iter().all(|&(c, v)| sol[c as usize] != v),
                "{line}: {what}"
            );
            assert!(list.contains(e), "{line}: {what} not listed");
        };
        let sets = sets_of(5);
        let rcs = |a: &(Vec<usize>, u32), b: &(Vec<usize>, u32)| -> u32 {
            if !apart(&a.0, &b.0) {
                return 0;
            }
            (1..=9)
                .filter(|&x| {
                    (a.1 & b.1) >> x & 1 == 1 && {
                        let (xa, xb) = (with(a, x), with(b, x));
                        xa.iter().all(|&p| xb.iter().all(|&q| sees(p, q)))
                    }
                })
                .fold(0, |m, x| m | 1 << x)
        };
        for c in &sets {
            let wings: Vec<(&(Vec<usize>, u32), u32)> = sets
                .iter()
                .map(|s| (s, rcs(c, s)))
                .filter(|w| w.1 != 0)
                .collect();
            for (i, &(a, ra)) in wings.iter().enumerate() {
                for &(b, rb) in &wings[i + 1..] {
                    if !apart(&a.0, &b.0) || (ra == rb && ra.count_ones() == 1) {
                        continue;
                    }
                    let out: Vec<usize> = a.0.iter().chain(&b.0).copied().collect();
                    let e = removals(&[a, b], a.1 & b.1 & !ra & !rb, &out);
                    if e.is_empty() {
                        continue;
                    }
                    let what = format!("the ALS-XY-wing {:?} - {:?} - {:?}", a.0, c.0, b.0);
                    check(&e, &chains, what);
                    xy += 1;
                    several += (e.iter().any(|x| x.1 != e[0].1)
                        || e.iter().any(|x| c.0.contains(&(x.0 as usize))))
                        as usize;
                }
            }
        }
        let small = sets_of(3);
        for stem in (0..81).filter(|&s| cands[s].count_ones() == 2) {
            let ds: Vec<u32> = (1..=9).filter(|&d| cands[stem] >> d & 1 == 1).collect();
            let petals = |d: u32| -> Vec<&(Vec<usize>, u32)> {
                small
                    .iter()
                    .filter(|s| {
                        !s.0.contains(&stem)
                            && s.1 >> d & 1 == 1
                            && with(s, d).iter().all(|&p| sees(p, stem))
                    })
                    .collect()
            };
            for a in petals(ds[0]) {
                // one set for both digits: the stem and it are a locked set, not a blossom
                for b in petals(ds[1]).into_iter().filter(|b| b.0 != a.0) {
                    let out: Vec<usize> = a.0.iter().chain(&b.0).chain([&stem]).copied().collect();
                    let e = removals(&[a, b], a.1 & b.1 & !cands[stem], &out);
                    if e.is_empty() {
                        continue;
                    }
                    let what = format!("the death blossom {stem}: {:?}, {:?}", a.0, b.0);
                    check(&e, &flowers, what);
                    blossoms += 1;
                }
            }
        }
    });
    assert!(
        xy > 3 && several > 0 && blossoms > 0,
        "{xy} ALS-XY-wings ({several} removing several symbols or from C), {blossoms} death blossoms"
    );
}
