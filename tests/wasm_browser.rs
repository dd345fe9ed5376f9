//! The wasm API in headless Chromium: the `Game` handle, generation, and errors thrown for bad input.
#![cfg(target_arch = "wasm32")]

use deduce::wasm::game::{count_solutions, solve, Game};
use deduce::wasm::hint::Hint;
use deduce::wasm::teach::{generate, generate_puzzle, practice_position, solve_path, techniques};
use serde_json::Value;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A step record (`deduce hint --json`'s, which the wasm hands the page) parsed.
fn record(json: &str) -> Value {
    serde_json::from_str(json).unwrap_or_else(|e| panic!("{e}: {json}"))
}

/// A step record's text field (`title`, `explanation`).
fn text(step: &str, field: &str) -> String {
    record(step)["text"][field].as_str().unwrap().to_string()
}

/// A step record's placements or eliminations as flat pairs cell, digit (a 9×9 Sudoku's symbols are digits).
fn moves(step: &str, field: &str) -> Vec<u16> {
    let r = record(step);
    r[field]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|m| {
            let cell = m["cell"].as_u64().unwrap() as u16;
            let digit = m["symbol"].as_str().unwrap().parse::<u16>().unwrap();
            [cell, digit]
        })
        .collect()
}

/// The techniques of the wasm solve path of the Sudoku `id`, step by step, once its placements are checked to
/// fill the grid (the path solves it).
fn techniques_solving(id: &str) -> Vec<String> {
    let path = solve_path(id).unwrap();
    let placed: usize = path.iter().map(|s| moves(s, "placements").len() / 2).sum();
    assert_eq!(placed, id.split(':').nth(2).unwrap().matches('.').count());
    path.iter()
        .map(|s| record(s)["technique"].as_str().unwrap().to_string())
        .collect()
}

/// A hint's reasoning: each step's, one per line.
fn reasoning(h: &Hint) -> String {
    let lines: Vec<String> = h.steps.iter().map(|s| text(s, "explanation")).collect();
    lines.join("\n")
}

const P: &str = "...8.1..........435............7.8........1...2..3....6......75..34........2..6..";
const S: &str = "237841569186795243594326718315674892469582137728139456642918375853467921971253684";

#[wasm_bindgen_test]
fn game_plays_a_puzzle_to_the_end() {
    let mut g = Game::new(P).unwrap();
    assert_eq!(g.side(), 9);
    assert_eq!(g.kind(), "sudoku");
    assert_eq!(g.game_id(), format!("sudoku:3x3:{P}"));
    assert_eq!(g.givens().iter().filter(|&&x| x == 1).count(), 17);
    assert!(
        g.edit(vec![3], "place", 1, false).is_err(),
        "a given cannot change"
    );
    assert!(
        g.edit(vec![0], "place", 10, false).is_err(),
        "symbol out of range"
    );
    assert!(
        g.edit(vec![81], "place", 1, false).is_err(),
        "cell out of range"
    );
    // A conflicting entry is reported on both cells.
    g.edit(vec![0], "place", 8, false).unwrap();
    assert_eq!(g.conflicts(), vec![0, 3]);
    assert!(!g.is_solved());
    g.edit(vec![0], "erase", 0, false).unwrap();
    assert!(g.conflicts().is_empty());
    for (i, ch) in S.bytes().enumerate() {
        if P.as_bytes()[i] == b'.' {
            g.edit(vec![i as u16], "place", ch - b'0', false).unwrap();
        }
    }
    assert!(g.is_solved());
    g.undo().unwrap();
    assert!(!g.is_solved());
    g.redo().unwrap();
    assert!(g.is_solved());
    let saved = g.save();
    let back = Game::load(&saved).unwrap();
    assert_eq!(back.cells(), g.cells());
    assert!(back.is_solved());
}

#[wasm_bindgen_test]
fn bad_input_throws_instead_of_panicking() {
    assert!(Game::new("").is_err());
    assert!(Game::new("12345").is_err());
    assert!(Game::new(&"5".repeat(81)).is_err(), "conflicting givens");
    assert!(Game::new("sudoku:99x99:...").is_err());
    assert!(Game::load("not a save").is_err());
    let ten_mb = "1".repeat(10 * 1024 * 1024);
    assert!(Game::new(&ten_mb).is_err(), "a 10 MB paste is refused");
    assert!(Game::import(&format!("binary:{}:01", "9".repeat(1000)), "binary").is_err());
    assert!(Game::load(&ten_mb).is_err());
    assert!(generate("sudoku", 7, "", "", 1).is_err());
    assert!(generate("chess", 9, "", "", 1).is_err());
    assert!(generate_puzzle("sudoku", "", 9, "impossible", "", 1, 100).is_err());
    assert!(solve(
        ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."
    )
    .is_err());
}

#[wasm_bindgen_test]
fn a_selection_of_cells_changes_in_one_undoable_move() {
    let mut g = Game::new(P).unwrap();
    assert!(
        g.edit(vec![0, 3], "place", 2, false).is_err(),
        "a given among them refuses the move"
    );
    assert_eq!(g.cells()[0], 0, "and nothing changed");
    g.edit(vec![0, 1, 2], "note", 4, true).unwrap();
    assert!(g.marks()[..3].iter().all(|&m| m == 1 << 4));
    g.edit(vec![0, 1], "note", 4, false).unwrap();
    assert_eq!(&g.marks()[..3], &[0, 0, 1 << 4]);
    g.edit(vec![0, 1], "place", 2, false).unwrap();
    assert_eq!(&g.cells()[..2], &[2, 2]);
    // Erase takes what is on top: the two entries, then the note
    g.edit(vec![0, 1, 2], "erase", 0, false).unwrap();
    assert_eq!((&g.cells()[..3], g.marks()[2]), (&[0, 0, 0][..], 1 << 4));
    g.edit(vec![0, 1, 2], "erase", 0, false).unwrap();
    assert_eq!(&g.marks()[..3], &[0, 0, 0]);
    g.undo().unwrap();
    g.undo().unwrap();
    assert_eq!(
        (&g.cells()[..3], g.marks()[2]),
        (&[2, 2, 0][..], 1 << 4),
        "Undo brings all three back"
    );
    g.undo().unwrap();
    assert_eq!(
        &g.cells()[..2],
        &[0, 0],
        "and the two entries went in one move"
    );
}

#[wasm_bindgen_test]
fn corner_marks_and_colours_are_moves_like_any_other() {
    let mut g = Game::new(P).unwrap();
    g.edit(vec![2, 3], "colour", 4, true).unwrap(); // r1c4 is a given: it takes a colour too
    assert_eq!(&g.colours()[2..4], &[1 << 4, 1 << 4]);
    g.edit(vec![2], "corner", 7, true).unwrap();
    assert_eq!(g.corner_marks()[2], 1 << 7);
    assert!(
        g.edit(vec![3], "corner", 7, true).is_err(),
        "no corner mark on a given"
    );
    assert!(g.edit(vec![2], "colour", 10, true).is_err(), "nine colours");
    assert!(g.edit(vec![2], "paint", 1, true).is_err());
    // Erase takes the corner mark first, the colour only from a bare cell
    g.edit(vec![2], "erase", 0, false).unwrap();
    assert_eq!((g.corner_marks()[2], g.colours()[2]), (0, 1 << 4));
    g.edit(vec![2], "erase", 0, false).unwrap();
    assert_eq!(g.colours()[2], 0);
    g.undo().unwrap();
    g.undo().unwrap();
    assert_eq!((g.corner_marks()[2], g.colours()[2]), (1 << 7, 1 << 4));
    // saved and loaded with the game
    let again = Game::load(&g.save()).unwrap();
    assert_eq!(
        (again.corner_marks(), again.colours()),
        (g.corner_marks(), g.colours())
    );
}

#[wasm_bindgen_test]
fn hints_and_generation() {
    let g = Game::new(P).unwrap();
    let h = g.hint().unwrap();
    assert!(!reasoning(&h).is_empty());
    assert!(!h.placements.is_empty() || !h.eliminations.is_empty());
    let mut wrong = Game::new(P).unwrap();
    wrong.edit(vec![0], "place", 1, false).unwrap(); // the solution has 2 there
    let h = wrong.hint().unwrap();
    // the mistake is its own record, not a step
    assert!(h.steps.is_empty() && h.technique_id.is_empty());
    let m = record(&h.mistake);
    assert_eq!(m["mistake"], "entry");
    assert!(m.get("technique").is_none(), "{m}");
    assert_eq!(m["cells"][0]["cell"], 0);
    assert_eq!(h.action, "erase");
    assert_eq!(h.erase, vec![0]);
    assert!(
        !h.summary.contains("r1c1"),
        "tier 1 names no cell: {}",
        h.summary
    );
    let why = text(&h.mistake, "explanation");
    assert!(why.contains("r1c1"), "{why}");
    // one record: the title apart from the reasoning, which does not repeat it
    assert_eq!(h.title, "Mistake");
    assert_eq!(text(&h.mistake, "title"), "Mistake");
    assert!(!why.contains("Mistake"), "{why}");
    // the grade as two fields, not one string to split
    let grade = Game::new(P).unwrap().grade().unwrap();
    assert!(deduce::hint::technique::Level::parse(&grade.level).is_some());
    assert!(!grade.hardest.is_empty() && !grade.hardest.contains(':'));
    // the hardest technique as its id, which a save keeps; the page names it in its language
    assert!(
        grade
            .hardest
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'+'),
        "an id: {}",
        grade.hardest
    );
    assert_ne!(deduce::wasm::technique_name(&grade.hardest), grade.hardest);
    assert_eq!(deduce::wasm::technique_name("x-wing"), "X-wing");
    assert_eq!(
        deduce::wasm::technique_name("Hidden single"),
        "Hidden single",
        "an older save's name stays"
    );

    let id = generate("sudoku", 9, "", "", 12345).unwrap();
    assert_eq!(
        generate("sudoku", 9, "", "", 12345).unwrap(),
        id,
        "same seed, same puzzle"
    );
    assert_eq!(count_solutions(&id, 2).unwrap(), 1);
    let id4 = generate("sudoku", 4, "", "rot180", 5).unwrap();
    assert!(id4.starts_with("sudoku:2x2:"));
}

#[wasm_bindgen_test]
fn apply_moves_carries_out_a_hint_found_elsewhere() {
    // the page's worker finds a hint on a saved copy; the page applies its moves to the live game
    let mut live = Game::new(P).unwrap();
    let mut copy = Game::load(&live.save()).unwrap();
    let h = copy.hint().unwrap();
    live.apply_moves(
        h.placements.clone(),
        h.eliminations.clone(),
        h.fill.clone(),
        h.erase.clone(),
    )
    .unwrap();
    let mut direct = Game::new(P).unwrap();
    direct.apply_hint().unwrap();
    assert_eq!(live.cells(), direct.cells());
    assert!(live.can_undo());
    // The worker keeps its copy and reloads the live game for the next hint.
    copy.reload(&live.save()).unwrap();
    assert_eq!(copy.cells(), live.cells());
    assert_eq!(
        reasoning(&copy.hint().unwrap()),
        reasoning(&Game::load(&live.save()).unwrap().hint().unwrap())
    );
    assert!(copy.reload("not a save").is_err());
    assert_eq!(copy.cells(), live.cells(), "a bad save changes nothing");
    assert!(
        live.apply_moves(vec![0, 99], vec![], vec![], vec![])
            .is_err(),
        "symbol out of range"
    );
    assert!(
        live.apply_moves(vec![0], vec![], vec![], vec![]).is_err(),
        "not pairs"
    );
}

#[wasm_bindgen_test]
fn binary_games_report_broken_lines() {
    let mut g = Game::new("binary:4:................").unwrap();
    assert_eq!(g.symbol_chars(), ".01");
    for (cell, sym) in [(0, 1), (1, 1), (2, 1)] {
        g.edit(vec![cell as u16], "place", sym, false).unwrap(); // three 0s in row 1: a triple and an over-full row
    }
    assert_eq!(g.conflicts(), vec![0, 1, 2]);
    assert_eq!(g.broken_lines(), vec![0, 0], "row 1 is over-full");
    g.undo().unwrap();
    assert!(g.broken_lines().is_empty());
    assert!(
        Game::new("binary:5:.........................").is_err(),
        "odd sides are refused"
    );
}

#[wasm_bindgen_test]
fn tango_games_generate_hint_and_mark_broken_signs() {
    let id = generate_puzzle("tango", "", 6, "easy", "", 3, 3000)
        .unwrap()
        .game_id;
    assert!(id.starts_with("tango:6:"), "{id}");
    assert_eq!(count_solutions(&id, 2).unwrap(), 1);
    let g = Game::new(&id).unwrap();
    assert_eq!(g.kind(), "tango");
    assert_eq!(g.signs().len(), 60);
    assert!(!reasoning(&g.hint().unwrap()).is_empty());
    // An = between r1c1 and r1c2: a sun and a moon there break it, and both cells are conflicts.
    let mut g = Game::new(&format!("tango:4:{}:={}", ".".repeat(16), ".".repeat(23))).unwrap();
    g.edit(vec![0], "place", 1, false).unwrap();
    g.edit(vec![1], "place", 2, false).unwrap();
    assert_eq!(g.conflicts(), vec![0, 1]);
    assert!(g.violations()[0].contains("between r1c1 and r1c2"));
    assert!(
        Game::new("tango:4:................:=").is_err(),
        "too few signs"
    );
}

#[wasm_bindgen_test]
fn import_reads_a_pencil_mark_grid_with_its_notes() {
    let grid = include_str!("data/pencil_hodoku.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n");
    let g = Game::import(&grid, "sudoku").unwrap();
    assert_eq!(
        g.game_id(),
        "sudoku:3x3:5..7..6....38...........2..62.4............917............35.8.4.....1......94..."
    );
    // r1c2 is 1489: bits 1, 4, 8, 9.
    assert_eq!(g.marks()[1], (1 << 1) | (1 << 4) | (1 << 8) | (1 << 9));
    assert_eq!(g.position_solutions().unwrap(), 1);
    // The notes are a move, so a save keeps them.
    assert_eq!(Game::load(&g.save()).unwrap().marks(), g.marks());
    // Candidates that leave out the solution: no solution, said once asked.
    let wrong = grid.replacen("| 5    1489 ", "| 5    149  ", 1);
    let g = Game::import(&wrong, "sudoku").unwrap();
    assert!(g.position_solutions().is_err());
    assert_eq!(
        Game::import(&".".repeat(81), "sudoku")
            .unwrap()
            .position_solutions()
            .unwrap(),
        2
    );
    assert!(Game::import("hello world", "sudoku").is_err());
}

/// The page's repro (issue 12): a player without notes presses Hint again and again.
const REPRO: &str =
    "sudoku:3x3:4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// Does what a hint says, as the page's Hint button does (notes removed only for a notes action).
fn play(g: &mut Game, h: &Hint) {
    g.apply_moves(
        h.placements.clone(),
        if h.action.ends_with("notes") {
            h.eliminations.clone()
        } else {
            vec![]
        },
        h.fill.clone(),
        h.erase.clone(),
    )
    .unwrap();
}

#[wasm_bindgen_test]
fn pressing_hint_again_and_again_solves_the_puzzle() {
    let mut g = Game::new(REPRO).unwrap();
    g.edit(vec![2], "place", 9, false).unwrap(); // a wrong entry first (the solution has no 9 in r1c3)
    let solution = solve(REPRO).unwrap();
    let sol: Vec<u8> = solution[solution.len() - 81..]
        .bytes()
        .map(|b| b - b'0')
        .collect();
    let mut presses = 0;
    let mut last = String::new();
    while !g.is_solved() {
        presses += 1;
        assert!(presses <= 3 * 81, "solved in a bounded number of presses");
        let h = g.hint().unwrap();
        let key = format!("{}|{}|{:?}", h.summary, reasoning(&h), h.placements);
        assert_ne!(key, last, "the same hint twice");
        assert!(!h.summary.starts_with("Try"), "{}", h.summary);
        assert!(!h.steps.is_empty() || !h.mistake.is_empty());
        if h.action == "place" {
            // the proof in order, its last step the placement
            let end = h.steps.last().unwrap();
            assert_eq!(moves(end, "placements"), h.placements);
            assert!(h.steps.iter().all(|s| !text(s, "explanation").is_empty()));
            for p in h.placements.chunks(2) {
                assert_eq!(p[1] as u8, sol[p[0] as usize]);
            }
        }
        let before = (g.cells(), g.marks());
        play(&mut g, &h);
        assert_ne!(
            before,
            (g.cells(), g.marks()),
            "every hint changes the board"
        );
        last = key;
    }
    assert_eq!(g.cells(), sol);
}

#[wasm_bindgen_test]
fn solve_path_gives_every_step_with_its_level_and_figure() {
    let path = solve_path(P).unwrap();
    assert!(path.len() > 20);
    assert!(path.iter().all(|s| {
        let level = record(s)["level"].as_str().unwrap_or("").to_string();
        ["easy", "medium", "hard", "expert", "master"].contains(&level.as_str())
    }));
    // each step is the CLI's record of it: `deduce steps --json` prints the same lines
    let cli: Vec<String> = deduce::family::any::AnyPuzzle::parse(P)
        .unwrap()
        .steps()
        .unwrap()
        .iter()
        .map(|s| deduce::step_json::to_json(s, &deduce::family::any::AnyPuzzle::parse(P).unwrap()))
        .collect();
    assert_eq!(path, cli);
    // Carried out on a game with its notes filled in, as the page's replay does, the path solves the puzzle.
    let mut g = Game::new(P).unwrap();
    let open: Vec<u16> = (0..81)
        .filter(|&i| P.as_bytes()[i as usize] == b'.')
        .collect();
    g.apply_moves(vec![], vec![], open, vec![]).unwrap();
    for s in &path {
        assert!(!text(s, "explanation").is_empty() && !text(s, "title").is_empty());
        let (places, elims) = (moves(s, "placements"), moves(s, "eliminations"));
        assert!(!places.is_empty() || !elims.is_empty());
        g.apply_moves(places, elims, vec![], vec![]).unwrap();
    }
    assert!(g.is_solved());
    let b = solve_path("binary:6:1......0.......010..1.....01..1.0.0.").unwrap();
    assert!(
        !b.is_empty()
            && b.iter()
                .all(|s| !record(s)["placements"].as_array().unwrap().is_empty())
    );
    assert!(solve_path("not a puzzle").is_err());
    assert!(
        solve_path(&format!("sudoku:2x2:{}", ".".repeat(16))).is_err(),
        "no unique solution"
    );
}

#[wasm_bindgen_test]
fn learn_lists_techniques_and_finds_a_practice_position() {
    let list = techniques("sudoku").unwrap();
    assert_eq!(list.len() % 5, 0);
    let xw = list
        .chunks(5)
        .find(|t| t[0] == "x-wing")
        .expect("x-wing listed");
    assert_eq!((xw[1].as_str(), xw[2].as_str()), ("X-wing", "hard"));
    assert!(!xw[3].is_empty());
    // X-wing lists every instance (Find them all offers it); a forcing chain gives one
    assert_eq!(xw[4], "lists");
    assert!(list
        .chunks(5)
        .any(|t| t[0] == "forcing-chain" && t[4].is_empty()));
    assert!(techniques("binary")
        .unwrap()
        .chunks(5)
        .any(|t| t[0] == "sandwich"));
    assert!(techniques("chess").is_err());
    assert!(practice_position("sudoku", "no-such-technique", 1, 10, 1000).is_err());
    let p = practice_position("sudoku", "naked-pair", 1, 200, 20_000).unwrap();
    assert!(p.found, "{}", p.message);
    // the recorded seed reopens the same position at once
    let again = practice_position("sudoku", "naked-pair", p.seed, 1, 20_000).unwrap();
    assert_eq!((again.save.as_str(), again.tried), (p.save.as_str(), 1));
    let mut g = Game::load(&p.save).unwrap();
    let h = g.hint().unwrap();
    assert_eq!(h.technique_id, "naked-pair");
    assert_eq!(g.practice_check(&p.save, false).unwrap().outcome, "nothing");
    let e = h.eliminations.clone();
    for pair in e.chunks(2) {
        g.edit(vec![pair[0]], "note", pair[1] as u8, false).unwrap();
    }
    let v = g.practice_check(&p.save, false).unwrap();
    assert_eq!(v.outcome, "right", "{}", v.text);
    // Find them all: the one naked pair is right only when it is the only one there
    let all = g.practice_check(&p.save, true).unwrap();
    assert!(
        ["right", "partly"].contains(&all.outcome.as_str()),
        "{}",
        all.text
    );
    assert!(g.practice_check("not a save", false).is_err());
    // too rare within the bound: a clear "not found"
    let rare = practice_position("binary", "deeper-lookahead", 5, 1, 20_000).unwrap();
    if !rare.found {
        assert!(rare.message.contains("too rare"), "{}", rare.message);
        assert_eq!(rare.save, "");
    }
}

#[wasm_bindgen_test]
fn jigsaw_games_generate_give_their_regions_and_hint_to_the_end() {
    // Generation in wasm: seeded, a Jigsaw of the size asked for, unique.
    let id = generate("jigsaw", 6, "medium", "", 3).unwrap();
    assert_eq!(generate("jigsaw", 6, "medium", "", 3).unwrap(), id);
    assert!(id.starts_with("jigsaw:6:"), "{id}");
    assert_eq!(count_solutions(&id, 2).unwrap(), 1);
    let made = generate_puzzle("jigsaw", "", 7, "easy", "", 1, 3000).unwrap();
    assert!(made.game_id.starts_with("jigsaw:7:"));
    // The regions, once per game, as the page draws them: side cells each, labels as in the game ID.
    let mut g = Game::new(&id).unwrap();
    assert_eq!(g.kind(), "jigsaw");
    let regions = g.regions();
    let labels = id.rsplit(':').next().unwrap();
    assert_eq!(regions.len(), 36);
    for (k, ch) in regions.iter().zip(labels.bytes()) {
        assert_eq!(*k + b'1', ch);
    }
    for k in 0..6u8 {
        assert_eq!(regions.iter().filter(|&&x| x == k).count(), 6);
    }
    assert!(
        Game::new(P).unwrap().regions().is_empty(),
        "no regions for a plain Sudoku"
    );
    // A wrong region layout is an error, not a panic.
    assert!(Game::new("jigsaw:4:................:1122112233443434").is_err());
    // Hints to the end, each placement the solution's.
    let solution = solve(&id).unwrap();
    let sol: Vec<u8> = solution
        .split(':')
        .nth(2)
        .unwrap()
        .bytes()
        .map(|b| b - b'0')
        .collect();
    let mut presses = 0;
    while !g.is_solved() {
        presses += 1;
        assert!(presses <= 3 * 36);
        let h = g.hint().unwrap();
        for p in h.placements.chunks(2) {
            assert_eq!(p[1] as u8, sol[p[0] as usize]);
        }
        play(&mut g, &h);
    }
    assert_eq!(g.cells(), sol);
}

#[wasm_bindgen_test]
fn x_sudoku_generates_conflicts_on_diagonals_and_hints_in_them() {
    let id = generate("sudoku-x", 6, "", "", 7).unwrap();
    assert!(id.starts_with("sudoku-x:2x3:"), "{id}");
    assert_eq!(generate("sudoku-x", 6, "", "", 7).unwrap(), id);
    assert_eq!(count_solutions(&id, 2).unwrap(), 1);
    let g = Game::new(&id).unwrap();
    assert_eq!(g.kind(), "sudoku-x");
    // Its first step is a hidden single in the anti-diagonal, with the diagonal in its picture (kind 4, index 1).
    let x = "sudoku-x:3x3:.6............347...2..83...76......2..6.........1...........5...1....4.....92...";
    let mut g = Game::new(x).unwrap();
    let h = g.hint().unwrap();
    assert!(
        reasoning(&h).contains("the anti-diagonal"),
        "{}",
        reasoning(&h)
    );
    let last = record(&h.steps[h.steps.len() - 1]);
    let units = last["units"].as_array().unwrap();
    assert!(
        units
            .iter()
            .any(|u| u["type"] == "diagonal" && u["index"] == 1),
        "{units:?}"
    );
    // r1c1 and r5c5 are on the main diagonal, in different rows, columns and blocks: 5 in both clashes there.
    g.edit(vec![0], "place", 5, false).unwrap();
    assert!(g.conflicts().is_empty());
    g.edit(vec![40], "place", 5, false).unwrap();
    assert_eq!(g.conflicts(), vec![0, 40]);
}

#[wasm_bindgen_test]
fn rules_come_with_their_words_and_units_and_keep_cells_apart() {
    let id = "sudoku:3x3:...............5.1.6........9..3........8.............................2....7.....:windoku;antiknight";
    let mut g = Game::new(id).unwrap();
    assert_eq!(g.game_id(), id);
    let rules: Value = serde_json::from_str(&g.rules()).unwrap();
    let rules = rules.as_array().unwrap();
    assert_eq!(rules.len(), 2);
    assert_eq!(
        (&rules[0]["name"], &rules[0]["title"]),
        (&"windoku".into(), &"Windoku".into())
    );
    assert_eq!(
        (&rules[1]["name"], &rules[1]["title"]),
        (&"antiknight".into(), &"Anti-knight".into())
    );
    assert_eq!(rules[1]["called"], "Anti-knight");
    let about = rules[1]["about"].as_str().unwrap();
    assert!(about.contains("knight's move"), "{about}");
    let units: Value = serde_json::from_str(&g.rule_units()).unwrap();
    let units = units.as_array().unwrap();
    assert_eq!(units.len(), 4);
    assert_eq!(units[0]["type"], "window");
    assert_eq!(units[0]["name"], "window 1");
    // Window 4 starts at r6c6.
    assert_eq!(units[3]["cells"][0], 50);
    // r1c3 and r2c5: a knight's move apart, in no common row, column, block or window.
    g.edit(vec![2], "place", 4, false).unwrap();
    g.edit(vec![13], "place", 4, false).unwrap();
    assert_eq!(g.conflicts(), vec![2, 13]);
    // A plain Sudoku has none; X-Sudoku its diagonals.
    assert_eq!(Game::new(P).unwrap().rules(), "[]");
    assert_eq!(Game::new(P).unwrap().rule_units(), "[]");
    let x = Game::new("sudoku-x:2x2:................").unwrap();
    assert!(
        x.rules().starts_with("[{\"name\":\"diagonals\""),
        "{}",
        x.rules()
    );
    assert!(x.rule_units().contains("\"name\":\"the anti-diagonal\""));
}

/// Arrows and renban lines in wasm: generated as natively (`deduce generate --kind sudoku --rules arrow,renban
/// --seed 5 --level hard`, tests/data; `tests/rules_generated.rs` recomputes it natively), drawn from their
/// marks (an arrow's circle first), and solved with their own steps, the path filling the grid.
#[wasm_bindgen_test]
fn arrows_and_renban_lines_generate_draw_and_hint_as_natively() {
    let made = generate_puzzle("sudoku", "arrow,renban", 9, "hard", "", 5, 30_000).unwrap();
    let id = made.game_id.clone();
    assert_eq!(id, ARROW_RENBAN_SEED_5);
    assert_eq!(made.level, "hard");
    let g = Game::new(&id).unwrap();
    let marks: Value = serde_json::from_str(&g.rule_marks()).unwrap();
    let marks = marks.as_array().unwrap();
    // arrow=r2c5>r3c6-r4c5: the circle r2c5 (13) first
    assert_eq!(marks[0]["name"], "arrow");
    assert_eq!(marks[0]["cells"], serde_json::json!([13, 23, 31]));
    assert!(marks.iter().any(|m| m["name"] == "renban"));
    let used = techniques_solving(&id);
    assert!(
        used.iter().any(|t| t.starts_with("arrow") || t == "renban"),
        "{used:?}"
    );
}

/// Cages, little killers and sandwiches in wasm: generated as natively (`deduce generate --kind sudoku --rules
/// cage,littlekiller,sandwich --seed 5 --level easy`, tests/data; `tests/rules_generated.rs` recomputes it
/// natively), their totals in the marks (a little killer's diagonal from its clue, a sandwich's line in order),
/// and solved with their own steps, the path filling the grid.
#[wasm_bindgen_test]
fn cages_little_killers_and_sandwiches_generate_draw_and_hint_as_natively() {
    let made = generate_puzzle(
        "sudoku",
        "cage,littlekiller,sandwich",
        9,
        "easy",
        "",
        5,
        30_000,
    )
    .unwrap();
    let id = made.game_id.clone();
    assert_eq!(id, SUMS_SEED_5);
    let g = Game::new(&id).unwrap();
    let marks: Value = serde_json::from_str(&g.rule_marks()).unwrap();
    let marks = marks.as_array().unwrap();
    let of = |name: &str| {
        marks
            .iter()
            .filter(|m| m["name"] == name)
            .collect::<Vec<_>>()
    };
    // cage=r3c2,r3c3/11
    assert_eq!(of("cage")[0]["cells"], serde_json::json!([19, 20]));
    assert_eq!(of("cage")[0]["total"], 11);
    // littlekiller=r1c3+dl/16: r1c3, r2c2, r3c1
    assert_eq!(
        of("littlekiller")[0]["cells"],
        serde_json::json!([2, 10, 18])
    );
    assert_eq!(of("littlekiller")[0]["total"], 16);
    // sandwich=r2/9: row 2 in order
    assert_eq!(
        of("sandwich")[0]["cells"],
        serde_json::json!([9, 10, 11, 12, 13, 14, 15, 16, 17])
    );
    assert_eq!(of("sandwich")[0]["total"], 9);
    let used = techniques_solving(&id);
    assert!(
        used.iter()
            .any(|t| t == "little-killer" || t == "sandwich-sum" || t == "cage-combination"),
        "{used:?}"
    );
}

/// `deduce generate --kind sudoku --rules cage,littlekiller,sandwich --seed 5 --level easy` natively.
const SUMS_SEED_5: &str =
    include_str!("data/sudoku_cage_littlekiller_sandwich_seed_5.txt").trim_ascii();

/// `deduce generate --kind sudoku --rules arrow,renban --seed 5 --level hard` natively.
const ARROW_RENBAN_SEED_5: &str = include_str!("data/sudoku_arrow_renban_seed_5.txt").trim_ascii();

#[wasm_bindgen_test]
fn killer_games_give_cages_sums_and_the_combinations_left() {
    // 4×4: cages a (r1c1, r2c1, r3c1: 7), b (r1c2, r2c2, r3c2: 6), c (r1c3: 2), d, e, f.
    let id = "killer:2x2:........1..3....:abcdabddabeefffe:7,6,2,8,9,8";
    let mut g = Game::new(id).unwrap();
    assert_eq!(g.kind(), "killer");
    // A Killer's cages are `cage` rules: their marks, in order of first cell, with their sums.
    assert_eq!(
        g.rule_marks(),
        concat!(
            r#"[{"name":"cage","cells":[0,4,8],"total":7},{"name":"cage","cells":[1,5,9],"total":6},"#,
            r#"{"name":"cage","cells":[2],"total":2},{"name":"cage","cells":[3,6,7],"total":8},"#,
            r#"{"name":"cage","cells":[10,11,15],"total":9},{"name":"cage","cells":[12,13,14],"total":8}]"#
        )
    );
    let set = |ds: &[u32]| ds.iter().fold(0u32, |m, d| m | 1 << d);
    // 6 in 3 on 4×4: only 1 2 3; 7 in 3 (with the given 1 at r3c1): 1 2 4.
    assert_eq!(g.cage_combinations(1).unwrap(), vec![set(&[1, 2, 3])]);
    assert_eq!(g.cage_combinations(0).unwrap(), vec![set(&[1, 2, 4])]);
    // 3 and 4 in the 6 cage: no set holds both; it is over its sum, a conflict on both cells.
    g.edit(vec![1], "place", 3, false).unwrap();
    assert_eq!(g.cage_combinations(5).unwrap(), vec![set(&[1, 2, 3])]);
    g.edit(vec![5], "place", 4, false).unwrap();
    assert!(g.cage_combinations(9).unwrap().is_empty());
    assert_eq!(g.conflicts(), vec![1, 5]);
    assert!(g.cage_combinations(16).is_err(), "a cell off the grid");
    // Other kinds have no cages.
    let plain = Game::new(P).unwrap();
    assert_eq!(plain.rule_marks(), "[]");
    assert!(plain.cage_combinations(0).is_err());
    // A generated 9×9: cages cover every cell once, each with its sum, the first at r1c1.
    let made = generate_puzzle("killer", "", 9, "easy", "", 1, 3000).unwrap();
    assert!(made.game_id.starts_with("killer:3x3:"));
    let marks = Game::new(&made.game_id).unwrap().rule_marks();
    assert!(
        marks.starts_with(r#"[{"name":"cage","cells":[0,"#),
        "{marks}"
    );
    let cells: usize = marks
        .split(r#""cells":["#)
        .skip(1)
        .map(|m| m.split(']').next().unwrap().split(',').count())
        .sum();
    assert_eq!(cells, 81);
    assert_eq!(
        marks.matches(r#""total":"#).count(),
        marks.matches(r#""name":"cage""#).count()
    );
}

#[wasm_bindgen_test]
fn hint_units_come_as_records() {
    // A hint's units (where to look, tier 1) are the step record's unit objects, its steps' together, each once.
    let g = Game::new(P).unwrap();
    let h = g.hint().unwrap();
    let units = record(&h.units);
    let units = units.as_array().unwrap();
    assert!(!units.is_empty());
    for u in units {
        assert!(
            ["row", "column", "block"].contains(&u["type"].as_str().unwrap()),
            "{u}"
        );
        assert!(
            u["index"].as_u64().unwrap() < 9 && u["role"] == "focus",
            "{u}"
        );
        assert!(u["name"]
            .as_str()
            .unwrap()
            .ends_with(&(u["index"].as_u64().unwrap() + 1).to_string()));
    }
    let mut of_steps: Vec<(String, u64)> = Vec::new();
    for s in &h.steps {
        for u in record(s)["units"].as_array().unwrap() {
            let key = (
                u["type"].as_str().unwrap().to_string(),
                u["index"].as_u64().unwrap(),
            );
            if !of_steps.contains(&key) {
                of_steps.push(key);
            }
        }
    }
    for u in units {
        let key = (
            u["type"].as_str().unwrap().to_string(),
            u["index"].as_u64().unwrap(),
        );
        assert!(of_steps.contains(&key), "{key:?} is a unit of a step");
    }
}

/// The 9×9 counter of the wasm build (its simd128 band updates, `src/solve/fast9_wasm.rs`) counts the same
/// solutions with the same guesses as the native build: the totals of `fast9`'s native test `search_totals`.
#[wasm_bindgen_test]
fn fast9_search_matches_native() {
    let lists = [
        include_str!("data/17clue_200.txt"),
        include_str!("data/forum_hardest_50.txt"),
        include_str!("data/top1465_300.txt"),
    ];
    let mut totals = (0, 0);
    for line in lists.iter().flat_map(|t| t.lines()) {
        let Some(cells) = deduce::format::sudoku::cells9(line) else {
            continue;
        };
        for limit in [1, 2, 3] {
            let (n, g) = deduce::solve::fast9::count_with_stats(&cells, limit);
            totals = (totals.0 + n, totals.1 + g);
        }
    }
    assert_eq!(totals, (1650, 23835));
}

/// The same for the non-consecutive build of the 9×9 counter (`src/solve/fast9_nonconsecutive.rs`): the
/// totals of its native test `search_totals` over the non-consecutive master puzzles of seed 1.
#[wasm_bindgen_test]
fn fast9_nonconsecutive_search_matches_native() {
    let mut totals = (0, 0);
    for line in include_str!("data/nonconsecutive_master_seed_1.txt").lines() {
        let Some(grid) = line.strip_prefix("sudoku:3x3:") else {
            continue;
        };
        let cells: Vec<u8> = grid[..81]
            .bytes()
            .map(|b| b.saturating_sub(b'0') % 10)
            .collect();
        for limit in [1, 2, 3] {
            let (n, g) = deduce::solve::fast9::count_nonconsecutive_with_stats(&cells, limit);
            totals = (totals.0 + n, totals.1 + g);
        }
    }
    assert_eq!(totals, (72, 364_258));
}
