//! The technique library and practice positions (src/learn.rs): every technique is listed with a description,
//! found positions have that technique as the easiest next step (the hint the page shows there too), a seed
//! reopens the same position, and a practice answer is judged right, partly right, wrong or not yet made.

mod common;

use deduce::family::any::Kind;
use deduce::hint::technique::Technique;
use deduce::learn::{self, Outcome, Search};
use deduce::session::Session;

/// Work bound of the tests' searches (puzzles per technique).
const MAX: u32 = 400;

fn found(kind: Kind, t: Technique, seed: u32) -> Option<Box<learn::Found>> {
    match learn::find(kind, t, seed, MAX, 60_000) {
        Search::Found(f) => Some(f),
        Search::NotFound { .. } => None,
    }
}

#[test]
fn every_technique_is_listed_once_with_a_description() {
    for kind in [Kind::Sudoku, Kind::Binary] {
        let list = learn::techniques(kind);
        assert!(list.len() >= 10, "{kind:?}: {}", list.len());
        for (i, t) in list.iter().enumerate() {
            assert!(
                t.description.len() > 30,
                "{:?} has no description",
                t.technique
            );
            assert!(t.description.ends_with('.'), "{:?}", t.technique);
            assert!(list[..i].iter().all(|u| u.technique != t.technique));
            assert_eq!(learn::technique(kind, &t.technique.id()), Some(t.technique));
        }
        // easiest first: levels never go down
        assert!(list.windows(2).all(|w| w[0].level <= w[1].level));
    }
    assert_eq!(learn::technique(Kind::Sudoku, "pair"), None);
    assert_eq!(
        learn::technique(Kind::Binary, "pair"),
        Some(Technique::Pair)
    );
    assert!(learn::techniques(Kind::Sudoku)
        .iter()
        .any(|t| t.technique == Technique::ForcingChain));
}

/// The page's hint at the position (with the notes) is the technique's step.
fn assert_easiest(f: &learn::Found, t: Technique) {
    let plan = f.session.plan().expect("a hint");
    assert_eq!(
        plan.steps[0].technique, t,
        "the page's hint at seed {}",
        f.seed
    );
    assert_eq!(plan.steps[0], f.step);
    assert_eq!(f.session.hint().unwrap().next(), Some(f.step.clone()));
}

#[test]
fn common_techniques_have_examples_that_reopen_from_their_seed() {
    for (kind, t) in [
        (Kind::Sudoku, Technique::HiddenSingle),
        (Kind::Sudoku, Technique::NakedPair),
        (Kind::Sudoku, Technique::XWing),
        (Kind::Binary, Technique::Pair),
        (Kind::Binary, Technique::LineElimination),
    ] {
        let f = found(kind, t, 7).unwrap_or_else(|| panic!("{t:?} not found"));
        assert_easiest(&f, t);
        // the recorded seed finds it at once, the same position
        let again = found(kind, t, f.seed).unwrap();
        assert_eq!(again.tried, 1);
        assert_eq!(again.session.save(), f.session.save());
        // and a search from the same start seed gives the same position
        assert_eq!(found(kind, t, 7).unwrap().session.save(), f.session.save());
        // a save reopens it
        let loaded = Session::load(&f.session.save()).unwrap();
        assert_eq!(loaded.hint().unwrap().next(), Some(f.step.clone()));
    }
}

/// Per technique, the seed of the first puzzle from seed 1 that gives a position (printed by `example_seeds`,
/// searching up to 3,000 puzzles); `None`: too rare for that search.
const EXAMPLE_SEEDS: &[(&str, Option<u32>)] = &[
    ("full-house", Some(1)),
    ("naked-single", Some(1)),
    ("hidden-single", Some(1)),
    ("thermometer", Some(1)),
    ("kropki-pair", Some(1)),
    ("xv-pair", Some(1)),
    ("german-whisper", Some(1)),
    ("non-consecutive-pair", Some(1)),
    ("negative-constraint", Some(1)),
    ("kropki-chain", Some(1)),
    ("renban", Some(2)),
    ("arrow", Some(1)),
    ("arrow-combination", Some(1)),
    ("little-killer", Some(1)),
    ("sandwich-sum", Some(1)),
    ("locked-pair", Some(6)),
    ("locked-candidates-pointing", Some(1)),
    ("locked-candidates-claiming", Some(3)),
    ("common-peer-elimination", Some(1)),
    ("locked-triple", Some(50)),
    ("naked-pair", Some(1)),
    ("hidden-pair", Some(9)),
    ("naked-triple", Some(17)),
    ("hidden-triple", Some(36)),
    ("naked-quad", Some(366)),
    ("hidden-quad", None),
    ("x-wing", Some(1)),
    ("swordfish", Some(6)),
    ("jellyfish", Some(986)),
    ("remote-pairs", Some(21)),
    ("skyscraper", Some(7)),
    ("2-string-kite", Some(1)),
    ("turbot-fish", Some(50)),
    ("empty-rectangle", Some(1)),
    ("xy-wing", Some(6)),
    ("xyz-wing", Some(3)),
    ("unique-rectangle", Some(36)),
    ("unique-rectangle-type-2", Some(273)),
    ("unique-rectangle-type-3", Some(175)),
    ("unique-rectangle-type-4", Some(3)),
    ("unique-rectangle-type-5", None),
    ("unique-rectangle-type-6", Some(17)),
    ("hidden-rectangle", Some(3)),
    ("avoidable-rectangle-type-1", Some(1298)),
    ("avoidable-rectangle-type-2", Some(898)),
    ("simple-colouring", Some(3)),
    ("w-wing", Some(3)),
    ("wxyz-wing", Some(9)),
    ("vwxyz-wing", Some(9)),
    ("unique-loop", Some(49)),
    ("finned-fish", Some(89)),
    ("sue-de-coq", Some(19)),
    ("multi-colouring", Some(36)),
    ("x-cycle", None),
    ("x-chain", Some(473)),
    ("xy-chain", Some(3)),
    ("bug+1", None),
    ("alternating-inference-chain", Some(9)),
    ("grouped-x-chain", Some(527)),
    ("grouped-aic", Some(83)),
    ("death-blossom", Some(88)),
    ("als-chain", Some(83)),
    ("franken-fish", None),
    ("mutant-fish", None),
    ("kraken-fish", Some(83)),
    ("pattern-overlay", None),
    ("combined-pattern-overlay", None),
    ("triple-pattern-overlay", None),
    ("quadruple-pattern-overlay", None),
    ("forcing-chain", Some(2875)),
    ("pair", Some(1)),
    ("sandwich", Some(1)),
    ("last-cell", Some(1)),
    ("balance-completion", Some(1)),
    ("duplicate-guard", Some(1)),
    ("last-of-a-kind", Some(1)),
    ("line-elimination", Some(1)),
    ("duplicate-line-elimination", Some(1)),
    ("contradiction", Some(1)),
    ("deeper-lookahead", Some(2)),
];

/// Every technique with an example: at its recorded seed the first puzzle gives it, and the page's hint there is
/// that technique (so the seed reopens it at once). Only the rarest ones have none.
#[test]
fn every_technique_has_an_example_at_its_seed() {
    let mut none = Vec::new();
    for kind in [Kind::Sudoku, Kind::Binary] {
        for info in learn::techniques(kind) {
            let id = info.technique.id();
            let (_, seed) = EXAMPLE_SEEDS
                .iter()
                .find(|e| e.0 == id)
                .unwrap_or_else(|| panic!("{id} has no row"));
            let Some(seed) = *seed else {
                none.push(id);
                continue;
            };
            match learn::find(kind, info.technique, seed, 1, 60_000) {
                Search::Found(f) => assert_easiest(&f, info.technique),
                Search::NotFound { .. } => panic!("{id} not found at seed {seed}"),
            }
        }
    }
    // hidden quad, UR type 5, X-cycle, BUG+1, Franken and mutant fish and pattern overlay, single, combined,
    // triple and quadruple (which only come before forcing chains: generated 9×9 puzzles almost never need them) were
    // not found in 3,000 puzzles from seed 1
    assert!(none.len() <= 10, "{none:?}");
}

/// Killer's own techniques read cages, so their examples are 9×9 Killers (a plain 9×9 position has no cage
/// and never gives them): from seed 1 a position is found whose puzzle has cages, and the page's hint there is
/// the technique.
#[test]
fn killer_techniques_have_killer_examples() {
    for t in [
        Technique::CageCombination,
        Technique::CageInteraction,
        Technique::Rule45,
    ] {
        let f =
            found(Kind::Killer, t, 1).unwrap_or_else(|| panic!("{}: no Killer example", t.id()));
        let deduce::AnyPuzzle::Sudoku(p) = f.session.puzzle() else {
            panic!("a Sudoku-family puzzle")
        };
        assert!(!p.geometry().cages().is_empty(), "{}: a Killer", t.id());
        assert_easiest(&f, t);
    }
}

/// A rule's own techniques read its rule, so their examples are Sudoku with that rule's instances (a plain
/// 9×9 never gives them): from seed 1 a position is found whose puzzle has the rule, listed under Sudoku, and
/// the page's hint there is the technique.
#[test]
fn rule_techniques_have_examples_with_their_rule() {
    for (t, rule) in [
        (Technique::Thermometer, "thermo="),
        (Technique::KropkiPair, "white="),
        (Technique::KropkiChain, "kropki-all"),
        (Technique::XvPair, "x="),
        (Technique::GermanWhisper, "whisper="),
        (Technique::NonConsecutivePair, "nonconsecutive"),
        (Technique::CommonPeerElimination, "antiknight"),
        (Technique::NegativeConstraint, "xv-all"),
        (Technique::Renban, "renban="),
        (Technique::Arrow, "arrow="),
        (Technique::ArrowCombination, "arrow="),
    ] {
        assert!(learn::techniques(Kind::Sudoku)
            .iter()
            .any(|i| i.technique == t));
        assert!(!learn::techniques(Kind::Killer)
            .iter()
            .any(|i| i.technique == t));
        let f = found(Kind::Sudoku, t, 1).unwrap_or_else(|| panic!("{}: no example", t.id()));
        let id = f.session.puzzle().game_id();
        assert!(id.contains(rule), "{}: {id}", t.id());
        assert_easiest(&f, t);
    }
}

/// The pinned EXAMPLE_SEEDS recomputed: a search from seed 1 finds the technique first at its recorded seed
/// (no earlier seed gives it). Rows rotate by day (`DEDUCE_SAMPLE=N` repeats a run), taken until their seeds
/// add up to the run's work (150 puzzles, 3,000 in the heavy layer (`common::full`)),
/// so every row comes round; the `None` rows (nothing in 3,000 puzzles) are not searched again here.
#[test]
fn example_seeds_are_the_first_from_seed_1() {
    let budget = if common::full() { 3000 } else { 150 };
    let rows: Vec<(Kind, Technique, u32)> = [Kind::Sudoku, Kind::Binary]
        .into_iter()
        .flat_map(|kind| learn::techniques(kind).into_iter().map(move |i| (kind, i)))
        .filter_map(|(kind, info)| {
            let id = info.technique.id();
            let row = EXAMPLE_SEEDS.iter().find(|e| e.0 == id)?;
            Some((kind, info.technique, row.1?))
        })
        .collect();
    let start = common::sample_seed("example_seeds_are_the_first_from_seed_1") as usize;
    let mut work = 0;
    for k in 0..rows.len() {
        let (kind, t, seed) = rows[(start + k) % rows.len()];
        if k > 0 && work + seed > budget {
            continue;
        }
        work += seed;
        match learn::find(kind, t, 1, seed, 600_000) {
            Search::Found(f) => assert_eq!(f.seed, seed, "{}: first found at seed", t.id()),
            Search::NotFound { tried, .. } => {
                panic!("{}: not found in {tried} puzzles from seed 1", t.id())
            }
        }
    }
}

/// The seeds the page starts rare techniques from give them at the first puzzle.
#[test]
fn known_seeds_give_their_technique_at_once() {
    let mut count = 0;
    for info in learn::techniques(Kind::Sudoku) {
        for &seed in learn::known_seeds(info.technique) {
            match learn::find(Kind::Sudoku, info.technique, seed, 1, 60_000) {
                Search::Found(f) => assert_easiest(&f, info.technique),
                Search::NotFound { .. } => panic!("{:?} not at seed {seed}", info.technique),
            }
            count += 1;
        }
    }
    assert!(count >= 12, "{count}");
}

/// A report: the techniques with no example within the tests' work bound (rare ones), searching from seed 1;
/// the examples found are checked on the way. (That every example's easiest step is its technique is
/// `every_technique_has_an_example_at_its_seed`, which runs.) `cargo test --release --test learn -- --ignored
/// --nocapture missing_examples_report`
#[test]
#[ignore]
fn missing_examples_report() {
    let mut missing = Vec::new();
    for kind in [Kind::Sudoku, Kind::Binary] {
        for info in learn::techniques(kind) {
            match found(kind, info.technique, 1) {
                Some(f) => assert_easiest(&f, info.technique),
                None => missing.push(info.technique.name()),
            }
        }
    }
    eprintln!("not found within {MAX} puzzles: {missing:?}");
}

#[test]
fn a_search_is_bounded_and_says_not_found() {
    // Deeper lookahead on 8×8–12×12 binary puzzles, two tries: found within them (seed 4 here, but binary
    // generation has a clock budget, so a loaded machine may give other puzzles) or not found after both.
    match learn::find(Kind::Binary, Technique::DeepLookahead, 3, 2, 60_000) {
        Search::Found(f) => {
            assert!(f.tried <= 2 && (3..=4).contains(&f.seed), "seed {}", f.seed);
            assert_easiest(&f, Technique::DeepLookahead);
        }
        Search::NotFound { tried, timed_out } => assert!(tried == 2 && !timed_out),
    }
    // A hidden quad (none in 3,000 puzzles from seed 1): the search stops after the 5 puzzles it may try.
    match learn::find(Kind::Sudoku, Technique::HiddenQuad, 1, 5, 600_000) {
        Search::Found(f) => panic!("found at seed {}", f.seed),
        Search::NotFound { tried, timed_out } => assert!(tried == 5 && !timed_out),
    }
    // a zero time budget stops after the first puzzle
    match learn::find(Kind::Sudoku, Technique::Jellyfish, 3, 1000, 0) {
        Search::Found(f) => assert_eq!(f.tried, 1),
        Search::NotFound { tried, timed_out } => assert!(tried == 1 && timed_out),
    }
}

#[test]
fn practice_answers_are_judged() {
    let f = found(Kind::Sudoku, Technique::XWing, 11).expect("an X-wing");
    let start = &f.session;
    let elims = f.step.eliminations.clone();
    assert!(!elims.is_empty());
    // nothing done yet
    let v = learn::check(start, start).unwrap();
    assert_eq!(v.outcome, Outcome::Nothing);
    // every elimination: right
    let mut all = Session::load(&start.save()).unwrap();
    for &(c, s) in &elims {
        all.toggle_mark(c as usize, s).unwrap();
    }
    let v = learn::check(start, &all).unwrap();
    assert_eq!(v.outcome, Outcome::Right, "{}", v.text);
    assert!(v.missed.is_empty() && v.wrong.is_empty());
    // some of them: partly right, the rest listed
    if elims.len() > 1 {
        let mut some = Session::load(&start.save()).unwrap();
        some.toggle_mark(elims[0].0 as usize, elims[0].1).unwrap();
        let v = learn::check(start, &some).unwrap();
        assert_eq!(v.outcome, Outcome::Partly, "{}", v.text);
        let (mut want, mut got) = (elims[1..].to_vec(), v.missed.clone());
        want.sort_unstable();
        got.sort_unstable();
        assert_eq!(got, want);
        assert!(v.text.starts_with("Partly right"), "{}", v.text);
    }
    // a note the X-wing does not remove, the cell's true digit: wrong, and why
    let sol = start.solution().unwrap().to_vec();
    let cell = (0..81).find(|&i| start.cells()[i] == 0).unwrap();
    let mut bad = Session::load(&start.save()).unwrap();
    bad.toggle_mark(cell, sol[cell]).unwrap();
    let v = learn::check(start, &bad).unwrap();
    assert_eq!(v.outcome, Outcome::Wrong, "{}", v.text);
    assert_eq!(v.wrong, vec![cell as u16]);
    assert!(
        v.text.contains("does not rule out") && v.text.contains("needs"),
        "{}",
        v.text
    );
    // a digit the X-wing does not place, and a wrong one: wrong, with the rule it breaks
    let wrong_digit = (1..=9)
        .find(|&s| s != sol[cell] && start.marks()[cell].contains(s))
        .unwrap_or(if sol[cell] == 1 { 2 } else { 1 });
    let mut placed = Session::load(&start.save()).unwrap();
    placed.set(cell, wrong_digit).unwrap();
    let v = learn::check(start, &placed).unwrap();
    assert_eq!(v.outcome, Outcome::Wrong, "{}", v.text);
    assert!(v.text.starts_with("Wrong:"), "{}", v.text);
}

#[test]
fn a_placement_is_practised_by_entering_it() {
    let f = found(Kind::Sudoku, Technique::HiddenSingle, 5).expect("a hidden single");
    let (c, s) = f.step.placements[0];
    let mut now = Session::load(&f.session.save()).unwrap();
    now.set(c as usize, s).unwrap(); // the automatic clean-up takes s off the peers' notes: not counted
    let v = learn::check(&f.session, &now).unwrap();
    assert_eq!(v.outcome, Outcome::Right, "{}", v.text);
    let b = found(Kind::Binary, Technique::Sandwich, 5).expect("a sandwich");
    // nothing entered yet: the advice speaks of what the step places, not of notes (binary puzzles have none)
    let v = learn::check(&b.session, &b.session).unwrap();
    assert_eq!(v.outcome, Outcome::Nothing);
    assert!(!v.text.contains("notes"), "{}", v.text);
    let mut now = Session::load(&b.session.save()).unwrap();
    for &(c, s) in &b.step.placements {
        now.set(c as usize, s).unwrap();
    }
    assert_eq!(
        learn::check(&b.session, &now).unwrap().outcome,
        Outcome::Right
    );
    let (c, s) = b.step.placements[0];
    let mut wrong = Session::load(&b.session.save()).unwrap();
    wrong.set(c as usize, 3 - s).unwrap();
    let v = learn::check(&b.session, &wrong).unwrap();
    assert_eq!(v.outcome, Outcome::Wrong);
    assert!(v.text.contains("wrong"), "{}", v.text);
    // one full stop at the end (issue 29: a binary verdict ended in ".."), whichever way the entry is wrong
    for seed in 1..=6 {
        let b = found(Kind::Binary, Technique::Sandwich, seed).expect("a sandwich");
        let empty = |c: &usize| b.session.cells()[*c] == 0;
        for c in (0..b.session.cells().len()).filter(empty) {
            let mut wrong = Session::load(&b.session.save()).unwrap();
            let right = b.session.solution().unwrap()[c];
            wrong.set(c, 3 - right).unwrap();
            let v = learn::check(&b.session, &wrong).unwrap();
            assert!(
                v.text.ends_with('.') && !v.text.ends_with(".."),
                "{}",
                v.text
            );
        }
    }
}

/// Time to find a practice position per technique (median and max over seeds 1..=RUNS, the page's bounds:
/// 2 s and the page's puzzle count). `cargo test --release --test learn -- --ignored --nocapture timing`
#[test]
#[ignore]
fn timing() {
    let runs: u32 = std::env::var("RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5);
    for kind in [Kind::Sudoku, Kind::Binary] {
        for info in learn::techniques(kind) {
            let mut ms = Vec::new();
            let mut missed = 0;
            for seed in 1..=runs {
                let t0 = std::time::Instant::now();
                let hit = matches!(
                    learn::find(kind, info.technique, seed * 1000, 2000, 2000),
                    Search::Found(_)
                );
                ms.push(t0.elapsed().as_secs_f64() * 1000.0);
                missed += !hit as u32;
            }
            ms.sort_by(f64::total_cmp);
            println!(
                "| {:?} | {} | {:.0} | {:.0} | {}/{} |",
                kind,
                info.technique.name(),
                ms[ms.len() / 2],
                ms[ms.len() - 1],
                runs - missed,
                runs
            );
        }
    }
}

/// Prints, per technique, the seed of the first puzzle from seed 1 that gives a position (the table of
/// `every_technique_has_an_example_at_its_seed`). `cargo test --test learn -- --ignored --nocapture example_seeds`
#[test]
#[ignore]
fn example_seeds() {
    for kind in [Kind::Sudoku, Kind::Binary] {
        for info in learn::techniques(kind) {
            let seed = match learn::find(kind, info.technique, 1, 3000, 600_000) {
                Search::Found(f) => format!("Some({})", f.seed),
                Search::NotFound { .. } => "None".into(),
            };
            println!("(\"{}\", {seed}),", info.technique.id());
        }
    }
}

/// More seeds for the techniques the page finds slowly (the `seeds` of their rows in `human::catalogue`): searches from a few start seeds.
/// `cargo test --test learn -- --ignored --nocapture more_seeds`
#[test]
#[ignore]
fn more_seeds() {
    let ids = [
        "naked-quad",
        "jellyfish",
        "unique-rectangle-type-2",
        "unique-rectangle-type-3",
        "avoidable-rectangle-type-1",
        "avoidable-rectangle-type-2",
        "x-chain",
        "grouped-x-chain",
        "multi-colouring",
        "simple-colouring",
        "locked-triple",
        "hidden-triple",
    ];
    let handles: Vec<_> = ids
        .iter()
        .map(|&id| {
            std::thread::spawn(move || {
                let t = learn::technique(Kind::Sudoku, id).unwrap();
                let seeds: Vec<u32> = [5000u32, 9000, 13000]
                    .iter()
                    .filter_map(|&s| match learn::find(Kind::Sudoku, t, s, 1500, 600_000) {
                        Search::Found(f) => Some(f.seed),
                        Search::NotFound { .. } => None,
                    })
                    .collect();
                println!("{id}: {seeds:?}");
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
}

/// `generate --needs`: whole puzzles whose solve path uses the techniques asked for, at the level asked for,
/// unique by the independent oracle; the same request gives the same puzzle; a technique the kind has not, or one
/// above the level, is a clear error.
#[test]
fn generate_needs_builds_a_puzzle_for_its_techniques() {
    for (args, wants) in [
        (
            &["--kind", "sudoku", "--needs", "x-wing", "--level", "hard"][..],
            &[Technique::XWing][..],
        ),
        (
            &[
                "--kind",
                "sudoku",
                "--needs",
                "skyscraper,naked-pair",
                "--level",
                "hard",
            ][..],
            &[Technique::Skyscraper, Technique::NakedPair][..],
        ),
        (
            &["--kind", "binary", "--size", "8", "--needs", "sandwich"][..],
            &[Technique::Sandwich][..],
        ),
    ] {
        let run = |seed: &str| {
            let mut a = vec!["generate", "--seed", seed];
            a.extend_from_slice(args);
            let (out, ok) = common::cli(&a, "");
            assert!(ok, "{args:?}: {out}");
            out.trim().to_string()
        };
        let id = run("3");
        assert_eq!(run("3"), id, "same request, same puzzle");
        assert_eq!(common::oracle::count(&id, 2), Ok(1), "{id}");
        let p = deduce::AnyPuzzle::parse(&id).unwrap();
        let path = p.steps().unwrap();
        for t in wants {
            assert!(path.iter().any(|s| s.technique == *t), "{t:?} in {id}");
        }
        if let Some(i) = args.iter().position(|&a| a == "--level") {
            assert_eq!(p.grade().unwrap().level.name(), args[i + 1], "{id}");
        }
    }
    let err = |args: &[&str]| {
        let (out, err, ok) = common::cli_bytes(args, b"");
        assert!(!ok, "{out}");
        err
    };
    let e = err(&["generate", "--needs", "x-wing", "--level", "easy"]);
    assert!(e.contains("X-wing is a hard technique"), "{e}");
    let e = err(&["generate", "--needs", "x-wings"]);
    assert!(
        e.contains("unknown technique 'x-wings'") && e.contains("x-wing"),
        "{e}"
    );
    let e = err(&["generate", "--kind", "binary", "--needs", "x-wing"]);
    assert!(e.contains("unknown technique 'x-wing'"), "{e}");
}

/// "Find them all" (issue 30): every instance of the practised technique in the position is asked for; one found
/// of several is partly right and names the rest, all of them right, a note none rules out wrong. Fails before:
/// no `check_all`.
#[test]
fn find_them_all_asks_for_every_instance() {
    // Pointing: a position with several instances (searched from seed 1 on).
    let (f, all) = (1..60)
        .find_map(|seed| {
            let f = found(Kind::Sudoku, Technique::LockedCandidatesPointing, seed)?;
            let here = deduce::paste::Position {
                puzzle: f.session.puzzle().with_cells(f.session.cells()),
                marks: Some(f.session.marks().to_vec()),
            };
            let all: Vec<_> = deduce::position::all_steps(&here)
                .unwrap()
                .into_iter()
                .filter(|s| s.technique == Technique::LockedCandidatesPointing)
                .collect();
            (all.len() >= 2).then_some((f, all))
        })
        .expect("a position with two pointing steps");
    let start = &f.session;
    let take = |steps: &[deduce::hint::step::Step]| {
        let mut now = Session::load(&start.save()).unwrap();
        let mut done = std::collections::HashSet::new();
        for st in steps {
            for &(c, s) in &st.eliminations {
                if done.insert((c, s)) {
                    now.toggle_mark(c as usize, s).unwrap();
                }
            }
        }
        now
    };
    assert_eq!(
        learn::check_all(start, start).unwrap().outcome,
        Outcome::Nothing
    );
    // the first instance alone: partly, the others named by their reasoning
    let v = learn::check_all(start, &take(&all[..1])).unwrap();
    assert_eq!(v.outcome, Outcome::Partly, "{}", v.text);
    assert!(
        v.text
            .starts_with(&format!("1 of {} found. Missed: ", all.len())),
        "{}",
        v.text
    );
    assert!(v.text.contains(&all[1].explanation), "{}", v.text);
    // every instance: right
    let v = learn::check_all(start, &take(&all)).unwrap();
    assert_eq!(v.outcome, Outcome::Right, "{}", v.text);
    assert!(
        v.text
            .starts_with(&format!("Right! All {} found", all.len())),
        "{}",
        v.text
    );
    // a note none of them rules out: wrong
    let sol = start.solution().unwrap().to_vec();
    let cell = (0..81).find(|&i| start.cells()[i] == 0).unwrap();
    let mut bad = take(&all);
    bad.toggle_mark(cell, sol[cell]).unwrap();
    let v = learn::check_all(start, &bad).unwrap();
    assert_eq!(v.outcome, Outcome::Wrong, "{}", v.text);
    assert!(
        v.text
            .starts_with("Wrong: no Locked candidates (pointing) here rules out"),
        "{}",
        v.text
    );
}
