//! No word of the engine's text is made outside its messages (issue 31: "no untranslated string"). In a
//! pseudo-language that brackets the text of every message but not the values given to it
//! (`text::set_pseudo_language`: `⟦remove ⟧5⟦ from ⟧r1c3`), every
//! title, reasoning, tier-1 text, error, mistake, practice verdict and technique description the engine writes
//! has no word outside the brackets — only cell names, digits and punctuation. A word there was made by
//! `format!` or left as English, and would stay English in every language.
//!
//! `LEAKING` lists what does not hold yet (each a label: a technique's id, `learn:<id>`, `error:<case>`,
//! `mistake`, `verdict:<outcome>`); the test fails when something else leaks, and when a listed one no longer
//! does (take its line out). One test in its own binary: the language is the process's.

mod common;

use deduce::core::cell::Unit;
use deduce::family::any::Kind;
use deduce::hint::mistake::Answer;
use deduce::hint::step::Step;
use deduce::learn::{self, Search};
use deduce::session::Session;
use deduce::AnyPuzzle;
use std::collections::BTreeMap;

/// What still leaks, by label (sorted).
const LEAKING: &[&str] = &[
    "error:bad-cell",
    "error:bad-parameters",
    "error:bad-size",
    "error:bad-symbol",
    "error:empty",
    "error:short-grid",
    "error:unknown-kind",
    "error:unknown-rule",
    "mistake",
    "verdict:wrong",
];

/// Techniques of the library no step of the corpus takes (too rare to find in a few tries).
const UNSEEN: &[&str] = &["hidden-quad"];

/// The part of `text` outside `⟦ ⟧` when it holds a word (two letters in a row: `r3c5` and a digit `A` are
/// not words).
fn leak(text: &str) -> Option<String> {
    let mut depth = 0usize;
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '⟦' => depth += 1,
            '⟧' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    let mut run = 0;
    for c in out.chars() {
        run = if c.is_alphabetic() { run + 1 } else { 0 };
        if run >= 2 {
            return Some(out);
        }
    }
    None
}

#[derive(Default)]
struct Seen {
    /// label -> an example of its leak (the whole text)
    leaks: BTreeMap<String, String>,
    texts: usize,
    /// techniques whose steps were looked at
    stepped: std::collections::BTreeSet<String>,
}

impl Seen {
    fn text(&mut self, label: &str, text: &str) {
        self.texts += 1;
        if leak(text).is_some() {
            self.leaks
                .entry(label.to_string())
                .or_insert_with(|| text.to_string());
        }
    }

    /// Every text of a step: title, reasoning, tier-1 text, the plain line.
    fn step(&mut self, st: &Step, side: usize) {
        let label = st.technique.id();
        self.stepped.insert(label.clone());
        self.text(&label, &st.title);
        self.text(&label, &st.explanation);
        self.text(&label, &st.summary_in(side));
        // a chain's line ends with its Eureka notation, for experts, which has no words to translate
        if st.notation.is_empty() {
            self.text(&label, &st.line());
        }
    }
}

/// The fixture positions of the Sudoku techniques, every step available in each.
fn fixture_positions(seen: &mut Seen) {
    let text = [
        include_str!("data/technique_positions.txt"),
        include_str!("data/technique_positions_hard.txt"),
        include_str!("data/forcing_position.txt"),
    ]
    .join("\n\n");
    for block in text.split("\n\n") {
        let ls: Vec<&str> = block
            .trim()
            .lines()
            .filter(|l| !l.starts_with('#'))
            .collect();
        if ls.len() < 3 {
            continue;
        }
        let g = common::from_marks(ls[1]);
        if let Some(st) = deduce::human::solver::next_step(&g) {
            seen.step(&st, 9);
        }
    }
}

/// BUG+1, which no solve path of the corpus reaches (other techniques come first): the 4×4 position of
/// `sudoku_human.rs`'s `bug_plus_one_synthetic`, every cell two candidates but r1c1, which also has 3.
fn bug_plus_one(seen: &mut Seen) {
    let g = common::from_marks(
        "2 2 [123] [12] [34] [34] [34] [34] [12] [12] [12] [12] [34] [34] [34] [34] [12] [12]",
    );
    if let Some(st) = deduce::human::techniques::bug::find(&g) {
        seen.step(&st, 4);
    }
}

/// Tango positions of a technique the practice rarely reaches: sign balance (a × holds a row's last moon; an =
/// cannot take its last sun).
fn tango_positions(seen: &mut Seen) {
    let dots = |k: usize| ".".repeat(k);
    for id in [
        format!("tango:6:110{}:...x{}", dots(33), dots(56)),
        format!("tango:6:001{}:....={}", dots(33), dots(55)),
    ] {
        let p =
            <deduce::core::binary::Binary as deduce::Puzzle>::parse(&id).expect("a Tango position");
        if let Some(st) = deduce::human::binary::techniques::sign_balance::find(&p.board()) {
            seen.step(&st, 6);
        }
    }
}

/// Killer pencil-mark positions whose next step is a rare one (cage splitting: tests/killer.rs).
fn killer_positions(seen: &mut Seen) {
    let positions = [(
        "killer:2x3:...562.....4............4...5.....43:aabcccdabeefddbbgfhhiggfjhiikfjjjjkk:9,12,13,12,4,16,9,11,10,18,12",
        "13 134 134 . . . 256 256 256 13 13 . 12356 123456 123456 1346 123 156 \
         12356 123456 13456 1346 123 156 . 1236 136 126 . 16 1256 1256 156 126 . .",
    )];
    for (id, marks) in positions {
        let AnyPuzzle::Sudoku(p) = AnyPuzzle::parse(id).unwrap() else {
            panic!("{id} is a Sudoku")
        };
        let marks: Vec<deduce::core::candidates::Candidates> = marks
            .split_whitespace()
            .map(|t| {
                t.trim_matches('.')
                    .chars()
                    .map(|c| c.to_digit(10).unwrap() as u8)
                    .collect()
            })
            .collect();
        let g = deduce::human::grid::Grid::new(&p, Some(&marks));
        if let Some(st) = deduce::human::solver::next_step(&g) {
            seen.step(&st, g.n());
        }
    }
}

/// A practice position of every technique of the library (its first known seed, else seed 1), each
/// description, and the whole solve path of each position's puzzle.
fn library(seen: &mut Seen) {
    for kind in [Kind::Sudoku, Kind::Killer, Kind::Binary, Kind::Tango] {
        for info in learn::techniques(kind) {
            let t = info.technique;
            seen.text(&format!("learn:{}", t.id()), &info.description);
            seen.text(&format!("learn:{}", t.id()), &t.called());
            let (seed, tries) = match learn::known_seeds(t).first() {
                Some(&s) => (s, 1),
                None => (1, 20),
            };
            let Search::Found(f) = learn::find(kind, t, seed, tries, 30_000) else {
                continue;
            };
            let side = f.session.side();
            seen.step(&f.step, side);
            if let Ok(path) = f.session.puzzle().steps() {
                for st in &path {
                    seen.step(st, side);
                }
            }
            if let Ok(plan) = f.session.plan() {
                seen.text(&t.id(), &plan.title());
            }
            verdicts(seen, &f.session);
        }
    }
}

/// Practice verdicts: nothing done yet, and a wrong placement.
fn verdicts(seen: &mut Seen, start: &Session) {
    if let Ok(v) = learn::check(start, start) {
        seen.text(&format!("verdict:{}", v.outcome.id()), &v.text);
    }
    let Some(sol) = start.solution().map(|s| s.to_vec()) else {
        return;
    };
    let n = start.side();
    if let Some(c) = (0..start.cells().len()).find(|&c| start.cells()[c] == 0) {
        let mut now = start.clone();
        let wrong = (1..=n as u8).find(|&s| s != sol[c]).unwrap();
        if now.set(c, wrong).is_ok() {
            if let Ok(v) = learn::check(start, &now) {
                seen.text(&format!("verdict:{}", v.outcome.id()), &v.text);
            }
            if let Ok(Answer::Mistake(m)) = now.hint() {
                seen.text("mistake", &m.line());
                seen.text("mistake", &m.explanation);
            }
        }
    }
}

/// Whole solve paths of puzzles of every kind and rule.
fn solve_paths(seen: &mut Seen) {
    let mut ids: Vec<String> = vec![];
    for file in [
        "sudoku_arrow_renban_seed_5.txt",
        "sudoku_cage_littlekiller_sandwich_seed_5.txt",
        "forum_hardest_sample.txt",
    ] {
        ids.extend(common::lines(file).into_iter().take(2));
    }
    for id in &ids {
        let Ok(p) = AnyPuzzle::parse(id) else {
            continue;
        };
        let side = p.side();
        if let Ok(path) = p.steps() {
            for st in &path {
                seen.step(st, side);
            }
        }
    }
}

/// Errors of malformed input.
fn errors(seen: &mut Seen) {
    let cases: &[(&str, &str)] = &[
        ("empty", ""),
        ("unknown-kind", "chess:3x3:1"),
        ("bad-size", "sudoku:5x6:1"),
        ("bad-parameters", "binary:99999999999:0101"),
        ("short-grid", "sudoku:3x3:123"),
        ("bad-symbol", "sudoku:2x2:1234123412341x34"),
        ("unknown-rule", "sudoku:2x2:................:chess=r1c1"),
        ("bad-cell", "sudoku:2x2:................:thermo=r9c9-r1c1"),
    ];
    for (label, input) in cases {
        if let Err(e) = AnyPuzzle::parse(input) {
            seen.text(&format!("error:{label}"), &e.to_string());
        }
    }
    for u in [Unit::Row(0), Unit::Col(1), Unit::Block(2)] {
        seen.text("unit", &u.to_string());
    }
}

#[test]
fn every_text_of_the_engine_is_made_of_its_messages() {
    deduce::text::set_pseudo_language();
    let mut seen = Seen::default();
    fixture_positions(&mut seen);
    killer_positions(&mut seen);
    bug_plus_one(&mut seen);
    tango_positions(&mut seen);
    library(&mut seen);
    solve_paths(&mut seen);
    errors(&mut seen);
    deduce::text::set_language("en", None).unwrap();

    assert!(seen.texts > 1000, "only {} texts looked at", seen.texts);
    let unseen: Vec<String> = [Kind::Sudoku, Kind::Killer, Kind::Binary, Kind::Tango]
        .iter()
        .flat_map(|&k| learn::techniques(k))
        .map(|i| i.technique.id())
        .filter(|id| !seen.stepped.contains(id))
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    assert_eq!(unseen, UNSEEN, "techniques without a step looked at");
    let now: Vec<&str> = seen.leaks.keys().map(String::as_str).collect();
    let new: Vec<String> = seen
        .leaks
        .iter()
        .filter(|(k, _)| !LEAKING.contains(&k.as_str()))
        .map(|(k, v)| format!("  {k}: {}", leak(v).unwrap_or_default().trim()))
        .collect();
    let mended: Vec<&&str> = LEAKING.iter().filter(|l| !now.contains(l)).collect();
    assert!(
        new.is_empty() && mended.is_empty(),
        "leaking, not listed (words outside the messages):\n{}\nlisted, no longer leaking: {mended:?}\nnow: {now:?}",
        new.join("\n")
    );
}
