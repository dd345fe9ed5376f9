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
use deduce::session::{Edit, Session};
use deduce::AnyPuzzle;
use deduce::HintError;
use std::collections::BTreeMap;

/// What still leaks, by label (sorted).
const LEAKING: &[&str] = &[];

/// Techniques of the library no step of the corpus takes (too rare to find in a few tries).
const UNSEEN: &[&str] = &["hidden-quad"];

/// What the engine writes as it was typed, in every language: technique ids, rule names, puzzle kinds,
/// levels, symmetries, the game ID's fields (`<cells>`), and the inputs the error cases give back.
fn identifiers() -> Vec<String> {
    let mut v: Vec<String> = [Kind::Sudoku, Kind::Killer, Kind::Binary, Kind::Tango]
        .iter()
        .flat_map(|&k| learn::techniques(k))
        .map(|i| i.technique.id())
        .collect();
    v.extend(deduce::rules::RULES.iter().map(|r| r.name.to_string()));
    v.extend(
        [
            "sudoku",
            "sudoku-x",
            "jigsaw",
            "killer",
            "binary",
            "tango",
            "easy",
            "medium",
            "hard",
            "expert",
            "master",
            "none",
            "rot180",
            "rot90",
            "mirror-h",
            "mirror-v",
            "diagonal",
            "evenodd",
            "nonconsecutive",
            "kropki-all",
            "xv-all",
            "RxC",
            "N",
            "dr",
            "dl",
            "ur",
            "ul",
            // inputs of the error cases, given back in their errors
            "chess",
            "queen",
            "spiral",
            "hello",
            "world",
            "http",
            "example",
            "com",
            "noth",
            "x-wings",
            "xx",
            "abc",
            "thermo",
            "down",
            "zz",
            "3xx",
            // the generator's rule families and the Tango ID's field
            "xv",
            "kropki",
            "diagonals",
            "windoku",
            "antiknight",
            "antiking",
            "whisper",
            "arrow",
            "renban",
            "cage",
            "littlekiller",
            "sandwich",
            "signs",
        ]
        .map(String::from),
    );
    v
}

/// The words of `text` outside `⟦ ⟧` (the values given to messages, and text made outside them), when one of
/// them is a word, not a cell name (`r3c5`), a digit, a number or an identifier: a run of two letters.
fn leak(text: &str) -> Option<String> {
    thread_local!(static IDS: Vec<String> = identifiers());
    let mut depth = 0usize;
    let mut segments: Vec<String> = vec![String::new()];
    for c in text.chars() {
        match c {
            '⟦' => {
                depth += 1;
                segments.push(String::new());
            }
            '⟧' => depth = depth.saturating_sub(1),
            _ if depth == 0 => segments.last_mut().unwrap().push(c),
            _ => {}
        }
    }
    let word = |t: &str| {
        let mut run = 0;
        t.chars().any(|c| {
            run = if c.is_alphabetic() { run + 1 } else { 0 };
            run >= 2
        })
    };
    let cell = |t: &str| {
        t.split(|c: char| c.is_ascii_digit())
            .all(|p| p.is_empty() || p == "r" || p == "c")
    };
    let leaks = IDS.with(|ids| {
        segments.iter().any(|seg| {
            seg.split(|c: char| !(c.is_alphanumeric() || "+-<>_".contains(c)))
                .filter(|t| !t.is_empty())
                .any(|t| {
                    let field = t.starts_with('<') && t.ends_with('>');
                    word(t) && !cell(t) && !field && !ids.iter().any(|i| i == t)
                })
        })
    });
    leaks.then(|| segments.join(" | "))
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

/// A Sudoku 2×2 game ID with its cells and a rules field.
fn rules(cells: &str, rules: &str) -> String {
    format!("sudoku:2x2:{cells}:{rules}")
}

/// Every error the engine can give: each kind of a game ID's error (and each way a rules field, Jigsaw regions,
/// Killer cages, binary and Tango grids go wrong), givens that break each kind of rule, a pasted text that is
/// no puzzle, refused moves, damaged saves, and why no hint. Each case must fail.
fn errors(seen: &mut Seen) {
    let empty = ".".repeat(16);
    let too_long = "1".repeat(deduce::core::error::MAX_INPUT_LEN + 1);
    let signs = |at: &[(usize, char)]| {
        let mut s = vec!['.'; 24];
        for &(k, c) in at {
            s[k] = c;
        }
        format!("tango:4:{empty}:{}", s.into_iter().collect::<String>())
    };
    let cases: Vec<(&str, String)> = vec![
        ("empty", String::new()),
        ("too-long", too_long),
        ("unknown-kind", "chess:3x3:1".into()),
        ("bad-size", "sudoku:5x6:1".into()),
        ("bad-parameters", "binary:99999999999:0101".into()),
        ("shape-expected", "sudoku:3:1".into()),
        ("shape-small", "sudoku:3xx:1".into()),
        ("shape-thin", "sudoku:1x9:1".into()),
        ("sudoku-form", "sudoku:3x3".into()),
        ("sudoku-x-form", "sudoku-x:3x3".into()),
        ("short-grid", "sudoku:3x3:123".into()),
        ("bare-line-length", "123".into()),
        ("bad-symbol", "sudoku:2x2:1234123412341x34".into()),
        (
            "givens-conflict",
            format!("sudoku:2x2:11{}", ".".repeat(14)),
        ),
        ("jigsaw-form", "jigsaw:4".into()),
        ("jigsaw-side", "jigsaw:99:1:1".into()),
        ("region-labels", format!("jigsaw:4:{empty}:1122")),
        ("region-label", format!("jigsaw:4:{empty}:0112211233443344")),
        (
            "regions-too-many",
            format!("jigsaw:4:{empty}:1234512345123451"),
        ),
        ("region-size", format!("jigsaw:4:{empty}:1111111122223333")),
        ("region-apart", format!("jigsaw:4:{empty}:1212121233443344")),
        ("killer-form", "killer:3x3:1".into()),
        ("killer-side", "killer:4x4:1:a:1".into()),
        ("cage-labels", format!("killer:2x2:{empty}:ab:1")),
        (
            "cage-label",
            format!("killer:2x2:{empty}:!aaabbbbccccdddd:1,2,3,4"),
        ),
        (
            "cage-sums",
            format!("killer:2x2:{empty}:aaaabbbbccccdddd:1,2"),
        ),
        (
            "cage-size",
            format!("killer:2x2:{empty}:aaaaabbbccccdddd:10,6,10,10"),
        ),
        (
            "cage-apart",
            format!("killer:2x2:{empty}:abacbbbbccccdddd:3,10,10,10"),
        ),
        (
            "cage-sum-number",
            format!("killer:2x2:{empty}:aaaabbbbccccdddd:x,10,10,10"),
        ),
        (
            "cage-sum-positive",
            format!("killer:2x2:{empty}:aaaabbbbccccdddd:0,10,10,10"),
        ),
        (
            "cage-sum-range",
            format!("killer:2x2:{empty}:aaaabbbbccccdddd:99,10,10,10"),
        ),
        ("binary-side", "binary:x:0101".into()),
        ("binary-odd", format!("binary:5:{}", ".".repeat(25))),
        ("binary-too-big", "binary:2000:0".into()),
        ("binary-open", format!("binary:66:{}", ".".repeat(66 * 66))),
        ("binary-triple", format!("binary:6:000{}", ".".repeat(33))),
        ("binary-balance", format!("binary:4:0.00{}", ".".repeat(12))),
        (
            "binary-distinct",
            format!("binary:4:01100110{}", ".".repeat(8)),
        ),
        ("tango-signs", format!("tango:4:{empty}:..")),
        ("tango-sign", signs(&[(0, '?')])),
        (
            "tango-sign-broken",
            format!("tango:4:01{}:={}", ".".repeat(14), ".".repeat(23)),
        ),
        (
            "tango-loop",
            signs(&[(0, '='), (3, '='), (12, '='), (13, 'x')]),
        ),
        ("tango-triple", signs(&[(0, '='), (1, '=')])),
        ("unknown-rule", rules(&empty, "chess=r1c1")),
        ("bad-cell", rules(&empty, "thermo=r9c9-r1c1")),
        ("rule-empty", rules(&empty, "diagonals;;")),
        ("rule-shape", rules(&empty, "windoku")),
        ("rule-no-value", rules(&empty, "diagonals=r1c1")),
        ("rule-needs-cells", rules(&empty, "thermo")),
        ("rule-short-path", rules(&empty, "thermo=r1c1")),
        ("rule-touch", rules(&empty, "thermo=r1c1-r3c3")),
        ("rule-arrow-form", rules(&empty, "arrow=r1c1-r1c2")),
        ("rule-arrow-circle", rules(&empty, "arrow=r1c1-r1c2>r1c3")),
        ("rule-twice", rules(&empty, "even=r1c1,r1c1")),
        (
            "rule-cage-big",
            rules(&empty, "cage=r1c1,r1c2,r1c3,r1c4,r2c1/10"),
        ),
        ("rule-cage-apart", rules(&empty, "cage=r1c1,r1c3/3")),
        ("rule-cage-total", rules(&empty, "cage=r1c1,r1c2/99")),
        (
            "rule-two-cages",
            rules(&empty, "cage=r1c1,r1c2;cage=r1c2,r1c3"),
        ),
        ("rule-diagonal-form", rules(&empty, "littlekiller=r1c2+dr")),
        (
            "rule-diagonal-direction",
            rules(&empty, "littlekiller=r1c2/5"),
        ),
        ("rule-heading", rules(&empty, "littlekiller=r1c2+zz/5")),
        ("rule-crosses", rules(&empty, "littlekiller=r1c4+dr/5")),
        (
            "rule-diagonal-neighbour",
            rules(&empty, "littlekiller=r1c2-r1c3/5"),
        ),
        (
            "rule-diagonal-edge",
            rules(&empty, "littlekiller=r2c2-r3c3/5"),
        ),
        (
            "rule-diagonal-total",
            rules(&empty, "littlekiller=r1c2+dr/99"),
        ),
        ("rule-line-form", rules(&empty, "sandwich=r3")),
        ("rule-line", rules(&empty, "sandwich=x3/5")),
        ("rule-line-total", rules(&empty, "sandwich=r3/99")),
        ("rule-pair", rules(&empty, "white=r1c1-r3c3")),
        (
            "rule-two-marks",
            rules(&empty, "white=r1c1-r1c2;black=r1c1-r1c2"),
        ),
        ("broken-pair", rules("1.....1.........", "antiknight")),
        (
            "broken-relation",
            rules("13..............", "white=r1c1-r1c2"),
        ),
        (
            "broken-sum",
            rules("412.............", "arrow=r1c1>r1c2-r1c3"),
        ),
        (
            "broken-sandwich",
            rules("1234............", "sandwich=r1/0"),
        ),
        ("broken-digit", rules("1...............", "even=r1c1")),
        (
            "cage-twice",
            "killer:2x2:.1....1.........:abbcadbceddfeeff:,,,,,".into(),
        ),
        (
            "cage-adds-up",
            "killer:2x2:1...2...........:abbcadbceddfeeff:5,,,,,".into(),
        ),
        (
            "cage-already",
            "killer:2x2:3...............:abbcadbceddfeeff:3,,,,,".into(),
        ),
        (
            "cages-grid",
            format!("killer:2x2:{empty}:aabbccddeeffgghh:3,3,5,5,5,5,5,5"),
        ),
        (
            "cages-unit",
            format!("killer:2x2:{empty}:aabbccddeeffgghh:3,3,5,5,6,6,6,6"),
        ),
    ];
    for (label, input) in &cases {
        match AnyPuzzle::parse(input) {
            Err(e) => seen.text(&format!("error:{label}"), &e.to_string()),
            Ok(_) => panic!("error:{label}: {input:.60} is read"),
        }
    }

    // Pasted texts that are no puzzle, or a grid that cannot be one.
    let grid_short = format!("{}\n12345678", "123456789\n".repeat(8));
    let pastes: &[(&str, &str)] = &[
        ("paste-no-digits", "hello world"),
        ("paste-symbol", "1 2 3 € 4"),
        ("paste-few", "12 34\n56"),
        ("paste-link", "http://example.com/#nothing"),
        ("paste-bad-symbol", "12x.\n....\n....\n...."),
        ("paste-no-candidate", "123.\n....\n...4\n...."),
        ("paste-row", &grid_short),
        ("paste-count", "12.. 34.. .... .... 1"),
    ];
    for (label, text) in pastes {
        match deduce::paste::read(text, Kind::Sudoku) {
            Err(e) => seen.text(&format!("error:{label}"), &e.to_string()),
            Ok(_) => panic!("error:{label}: {text:?} is read"),
        }
    }

    // Moves a game refuses, and why no hint.
    let givens = format!("sudoku:2x2:1{}", ".".repeat(15));
    let mut s = Session::new(AnyPuzzle::parse(&givens).unwrap());
    let refused = [
        ("given", s.set(0, 2)),
        ("no-cell", s.set(99, 1)),
        ("symbol-range", s.set(1, 9)),
        ("colour-range", s.edit(&[1], Edit::Colour(99, true))),
        ("nothing-to-undo", s.undo()),
        ("nothing-to-redo", s.redo()),
        ("reveal", s.reveal(None)),
    ];
    for (label, r) in refused {
        match r {
            Err(e) => seen.text(&format!("error:{label}"), &e.to_string()),
            Ok(()) => panic!("error:{label} is allowed"),
        }
    }
    let solved = Session::new(AnyPuzzle::parse("1234341221434321").unwrap());
    let hints = [
        ("solved", solved.hint().err()),
        ("several-solutions", s.hint().err()),
        ("no-solution", Some(HintError::NotUnique { solutions: 0 })),
        (
            "grid-cells",
            HintError::check_cells(4, &[&[0u8; 3][..]]).err(),
        ),
        (
            "all-steps-sudoku",
            deduce::position::all_steps(&deduce::paste::Position {
                puzzle: AnyPuzzle::parse("binary:4:0...............").unwrap(),
                marks: None,
            })
            .err(),
        ),
        (
            "rating-plain",
            deduce::position::rating(&AnyPuzzle::parse(&givens).unwrap(), None).err(),
        ),
    ];
    for (label, e) in hints {
        let e = e.unwrap_or_else(|| panic!("error:{label}: no error"));
        seen.text(&format!("error:{label}"), &e.to_string());
    }

    // Saved games that do not load.
    let good = Session::new(AnyPuzzle::parse(&givens).unwrap()).save();
    let header = good.lines().next().unwrap().to_string();
    let saves: Vec<(&str, String)> = vec![
        ("save-empty", String::new()),
        ("save-not-deduce", "hello".into()),
        ("save-newer", "deduce-save 999\nsudoku:2x2:1".into()),
        ("save-no-id", format!("{header}\n")),
        ("save-bad-id", format!("{header}\nsudoku:2x2:11")),
    ];
    let history = [
        ("save-change", "x"),
        ("save-cell-state", "1:0.0:x"),
        ("save-symbol", "1:x.0:0.0"),
        ("save-marks", "1:0.x:0.0"),
        ("save-symbol-range", "1:9.0:0.0"),
        ("save-cell", "x:0.0:0.0"),
        ("save-cell-range", "99:0.0:0.0"),
        ("save-history", "1:2.0:0.0"),
    ];
    let saves = saves.into_iter().chain(
        history
            .iter()
            .map(|(label, h)| (*label, good.replacen("undo ", &format!("undo {h}"), 1))),
    );
    for (label, text) in saves {
        match Session::load(&text) {
            Err(e) => seen.text(&format!("error:{label}"), &e.to_string()),
            Ok(_) => panic!("error:{label}: {text:?} loads"),
        }
    }
    // What the generator is asked that it refuses (--needs, --rules).
    use deduce::hint::technique::Level;
    let asks = [
        (
            "needs-unknown",
            deduce::needs::parse(Kind::Sudoku, "x-wings", None).err(),
        ),
        (
            "needs-level",
            deduce::needs::parse(Kind::Sudoku, "x-wing", Some(Level::Easy)).err(),
        ),
        (
            "needs-none",
            deduce::needs::parse(Kind::Sudoku, " ", None).err(),
        ),
        (
            "family-unknown",
            deduce::rules::family::parse("queen").err(),
        ),
        (
            "family-twice",
            deduce::rules::family::parse("thermo,thermo").err(),
        ),
        (
            "family-both",
            deduce::rules::family::parse("xv,xv-all").err(),
        ),
    ];
    let asks = asks.into_iter().chain(generate_errors());
    for (label, e) in asks {
        let e = e.unwrap_or_else(|| panic!("error:{label}: no error"));
        seen.text(&format!("error:{label}"), &e);
    }
    for u in [Unit::Row(0), Unit::Col(1), Unit::Block(2)] {
        seen.text("unit", &u.to_string());
    }
}

/// What the generator refuses: sizes, symmetries.
fn generate_errors() -> Vec<(&'static str, Option<String>)> {
    let ask = |kind: Kind, size: usize, symmetry: Option<&str>| {
        let opts = deduce::puzzle::GenerateOptions {
            size,
            level: None,
            symmetry: symmetry.map(str::to_string),
            seed: 1,
            time_budget_ms: 50,
        };
        AnyPuzzle::generate(kind, &opts).err()
    };
    vec![
        ("generate-sudoku-size", ask(Kind::Sudoku, 7, None)),
        ("generate-killer-size", ask(Kind::Killer, 16, None)),
        ("generate-jigsaw-size", ask(Kind::Jigsaw, 99, None)),
        ("generate-binary-size", ask(Kind::Binary, 7, None)),
        ("generate-tango-size", ask(Kind::Tango, 7, None)),
        ("generate-no-symmetry", ask(Kind::Binary, 6, Some("rot180"))),
        (
            "generate-killer-symmetry",
            ask(Kind::Killer, 4, Some("rot180")),
        ),
        ("generate-symmetry", ask(Kind::Sudoku, 4, Some("spiral"))),
    ]
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
