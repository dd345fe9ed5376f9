//! Hints that never stall: pressing Hint again and again (hint, then apply it) solves every puzzle from any valid
//! position, with or without notes, wrong entries included, in a bounded number of presses; every placement is
//! the solution's; a hint once applied never comes back; a player without notes always gets a placement.

mod common;

use deduce::family::any::AnyPuzzle;
use deduce::hint::technique::Technique;
use deduce::plan::{Plan, PlanKind, MAX_PROOF};
use deduce::session::Session;
use deduce::Puzzle;

/// The page's repro (issue 12): after one hidden single, a hint for a player without notes used to show the
/// same pointing pair forever.
const REPRO: &str =
    "sudoku:3x3:4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// How a player plays between hints.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Style {
    /// Never writes notes.
    NoNotes,
    /// Fills in every note first.
    Notes,
    /// Writes a wrong digit first, no notes.
    WrongEntry,
    /// Writes a wrong digit and notes.
    WrongEntryNotes,
}

/// Presses Hint (gets a plan and applies it) until solved; returns the number of hints. Panics with the puzzle
/// and the press when a hint stalls, repeats, places a wrong digit or leaves the board wrong.
fn press_until_solved(id: &str, style: Style) -> usize {
    let mut s = Session::new(AnyPuzzle::parse(id).unwrap());
    let sol = s.solution().expect("unique").to_vec();
    let empty = s.cells().iter().filter(|&&v| v == 0).count();
    if matches!(style, Style::WrongEntry | Style::WrongEntryNotes) {
        let c = (0..sol.len()).find(|&c| s.cells()[c] == 0).unwrap();
        let symbols = s.puzzle().symbol_count() as u8;
        let wrong = (1..=symbols).find(|&v| v != sol[c]).unwrap();
        s.set(c, wrong).unwrap();
    }
    if matches!(style, Style::Notes | Style::WrongEntryNotes) {
        s.fill_marks();
    }
    let bound = 3 * empty + 10;
    let mut last: Option<Plan> = None;
    for press in 0..bound {
        if s.is_solved() {
            return press;
        }
        let plan = s
            .plan()
            .unwrap_or_else(|e| panic!("{id} {style:?} press {press}: {e}"));
        let ctx = || format!("{id} {style:?} press {press}: {plan:?}");
        assert!(
            !plan.steps.is_empty() || plan.mistake.is_some(),
            "{}",
            ctx()
        );
        assert!(
            last.as_ref() != Some(&plan),
            "the same hint twice: {}",
            ctx()
        );
        for step in &plan.steps {
            for &(c, v) in &step.placements {
                assert_eq!(v, sol[c as usize], "wrong placement: {}", ctx());
            }
            for &(c, v) in &step.eliminations {
                assert_ne!(v, sol[c as usize], "the solution eliminated: {}", ctx());
            }
            let t1 = step.summary_in(s.side());
            assert!(!t1.starts_with("Try"), "{t1}");
            assert!(!t1.contains(" a xy") && !t1.contains(" a als"), "{t1}");
        }
        match plan.kind {
            PlanKind::Erase => {
                assert!(plan.mistake.is_some() && plan.steps.is_empty(), "{}", ctx())
            }
            PlanKind::Place => {
                assert!(!plan.placements.is_empty(), "{}", ctx());
                assert!(plan.steps.len() <= MAX_PROOF, "{}", ctx());
                assert_eq!(
                    plan.placements,
                    plan.steps.last().unwrap().placements,
                    "{}",
                    ctx()
                );
            }
            PlanKind::Notes | PlanKind::FillNotes => {
                assert_eq!(plan.steps.len(), 1, "{}", ctx())
            }
        }
        // Without notes, a Sudoku hint places a digit unless no placement is within a short proof.
        if style == Style::NoNotes && s.marks().iter().all(|m| m.is_empty()) {
            assert!(
                matches!(plan.kind, PlanKind::Place | PlanKind::FillNotes),
                "{}",
                ctx()
            );
        }
        let before = (s.cells().to_vec(), s.marks().to_vec());
        let computed = s.computed_candidates(s.cells());
        s.apply_plan(&plan).unwrap();
        // Notes a hint fills in are the cells' computed candidates as Fill notes writes them (cage-aware on a
        // Killer), and what the step removes from them was there to see.
        for &c in &plan.fill {
            let (c, m) = (c as usize, s.marks()[c as usize]);
            assert!(
                s.cells()[c] != 0 || m.iter().all(|v| computed[c].contains(v)),
                "filled notes of {c} are not its computed candidates: {}",
                ctx()
            );
            for &(e, v) in plan.eliminations.iter().filter(|e| e.0 as usize == c) {
                assert!(computed[e as usize].contains(v), "{}", ctx());
            }
        }
        assert_ne!(
            before,
            (s.cells().to_vec(), s.marks().to_vec()),
            "the hint changed nothing: {}",
            ctx()
        );
        for (c, &v) in s.cells().iter().enumerate() {
            assert!(v == 0 || v == sol[c], "a wrong entry is left: {}", ctx());
        }
        // Notes never hold a digit placed in a peer (placements clear them, as typed digits do).
        for (c, m) in s.marks().iter().enumerate() {
            for &p in s.puzzle().peers(c) {
                let v = s.cells()[p as usize];
                assert!(v == 0 || !m.contains(v), "stale note: {}", ctx());
            }
        }
        last = Some(plan);
    }
    assert!(
        s.is_solved(),
        "{id} {style:?}: not solved in {bound} presses"
    );
    bound
}

#[test]
fn the_repro_hint_ends_in_a_placement() {
    let mut s = Session::new(AnyPuzzle::parse(REPRO).unwrap());
    let sol = s.solution().unwrap().to_vec();
    for _ in 0..3 {
        let plan = s.plan().unwrap();
        assert_eq!(plan.kind, PlanKind::Place);
        let last = plan.steps.last().unwrap();
        assert_eq!(plan.placements, last.placements);
        for &(c, v) in &plan.placements {
            assert_eq!(v, sol[c as usize]);
        }
        s.apply_plan(&plan).unwrap();
    }
    // The pointing pair of the issue is shown with the single it opens.
    let mut s = Session::new(AnyPuzzle::parse(REPRO).unwrap());
    let first = s.plan().unwrap();
    assert_eq!(first.steps.len(), 1);
    assert_eq!(first.steps[0].technique, Technique::HiddenSingle);
    s.apply_plan(&first).unwrap();
    let second = s.plan().unwrap();
    assert_eq!(second.kind, PlanKind::Place);
    assert!(second.steps.len() >= 2, "{second:?}");
    let t1 = second.summary(9);
    assert!(
        t1.starts_with("Look for a locked triple in block 7 and row 7, then a "),
        "{t1}"
    );
    let t2 = second.explanation();
    assert_eq!(t2.lines().count(), second.steps.len(), "{t2}");
    assert!(
        t2.lines().last().unwrap().starts_with("Naked single: "),
        "{t2}"
    );
}

#[test]
fn pressing_hint_solves_top1465_without_notes() {
    for id in common::lines("top1465_300.txt").iter().step_by(10) {
        press_until_solved(id, Style::NoNotes);
    }
}

#[test]
fn pressing_hint_solves_top1465_with_notes() {
    for id in common::lines("top1465_300.txt").iter().skip(5).step_by(15) {
        press_until_solved(id, Style::Notes);
    }
}

#[test]
fn pressing_hint_solves_with_a_wrong_entry() {
    for id in common::lines("top1465_300.txt").iter().skip(3).step_by(30) {
        press_until_solved(id, Style::WrongEntry);
        press_until_solved(id, Style::WrongEntryNotes);
    }
    press_until_solved(REPRO, Style::WrongEntry);
}

#[test]
fn pressing_hint_solves_other_sizes_and_binary() {
    use deduce::puzzle::GenerateOptions;
    for (size, seed) in [(4, 1), (6, 2), (12, 3), (16, 1)] {
        let opts = GenerateOptions {
            size,
            seed,
            level: None,
            symmetry: None,
            time_budget_ms: 3000,
        };
        let g = deduce::Sudoku::generate(&opts).unwrap();
        press_until_solved(&g.game_id, Style::NoNotes);
        if size <= 12 {
            press_until_solved(&g.game_id, Style::WrongEntryNotes);
        }
    }
    for (size, seed) in [(6, 1), (10, 2), (14, 3)] {
        let opts = GenerateOptions {
            size,
            seed,
            level: None,
            symmetry: None,
            time_budget_ms: 3000,
        };
        let g = deduce::Binary::generate(&opts).unwrap();
        press_until_solved(&g.game_id, Style::NoNotes);
        press_until_solved(&g.game_id, Style::WrongEntry);
    }
}

/// Killer masters (`deduce generate --kind killer --size 9 --level master --seed 1 --count 3`): the steps that
/// fill notes work on cage-aware candidates (see `press_until_solved`).
const KILLERS: [&str; 3] = [
    "killer:3x3:.....................................6.................................2.7....5..:aaabccdddaebbbccddaeebfffgghiiiifjkkhhhllljjkmhnnnlojjmmpnnooqrmppssoqqrttpssoqqr:22,23,22,28,14,19,9,25,20,30,12,19,20,27,23,26,28,9,21,8",
    "killer:3x3:......5.......6...................1..................................9...........:abbcddeefabgccdehfabgcidehfjjjkiihhhljkkmmnnnljokmmnnplqoomrsspqqtorrpppqqtouuuuu:13,18,21,20,18,18,14,19,18,22,20,14,20,32,28,30,26,13,10,11,20",
    "killer:3x3:...........................................4...............9.....................:aaaaabcccdeeebbccfdegebhfffdggghhiiidjkkklmmmdjnlllmmoppnqqqrroppnstqrropssstttoo:22,27,33,27,15,12,22,18,16,15,19,14,26,10,21,25,25,21,20,17",
];

#[test]
fn pressing_hint_solves_killer_masters_with_cage_aware_notes() {
    for id in KILLERS {
        press_until_solved(id, Style::NoNotes);
        press_until_solved(id, Style::Notes);
    }
}

#[test]
fn the_mistake_hint_names_nothing_at_tier_one_and_erases_at_tier_three() {
    let mut s = Session::new(AnyPuzzle::parse(REPRO).unwrap());
    let sol = s.solution().unwrap().to_vec();
    let c = (0..81).find(|&c| s.cells()[c] == 0).unwrap();
    let wrong = (1..=9).find(|&v| v != sol[c]).unwrap();
    s.set(c, wrong).unwrap();
    let plan = s.plan().unwrap();
    assert_eq!(plan.kind, PlanKind::Erase);
    assert_eq!(plan.erase, vec![c as u16]);
    let t1 = plan.summary(9);
    assert!(
        !t1.contains("r1c") && !t1.contains(&wrong.to_string()),
        "{t1}"
    );
    let t2 = plan.explanation();
    assert!(
        t2.contains(&deduce::core::cell::cell_name(c as u16, 9)),
        "{t2}"
    );
    assert!(!t2.contains(&format!("must be {}", sol[c])), "{t2}");
    s.apply_plan(&plan).unwrap();
    assert_eq!(s.cells()[c], 0);
    assert_ne!(s.plan().unwrap().kind, PlanKind::Erase);
    // Notes that leave out the cell's value: reset to its candidates.
    let mut s = Session::new(AnyPuzzle::parse(REPRO).unwrap());
    s.toggle_mark(c, wrong).unwrap();
    let plan = s.plan().unwrap();
    assert_eq!(plan.kind, PlanKind::Erase);
    assert!(!plan.summary(9).contains(&sol[c].to_string()));
    s.apply_plan(&plan).unwrap();
    assert!(s.marks()[c].contains(sol[c]));
}

#[test]
fn placing_by_hint_or_reveal_clears_notes_like_typing() {
    let mut s = Session::new(AnyPuzzle::parse(REPRO).unwrap());
    s.fill_marks();
    let sol = s.solution().unwrap().to_vec();
    let c = (0..81).find(|&c| s.cells()[c] == 0).unwrap();
    s.reveal(Some(c)).unwrap();
    for &p in s.puzzle().peers(c) {
        assert!(!s.marks()[p as usize].contains(sol[c]));
    }
    s.reveal(None).unwrap();
    assert!(s.is_solved());
    assert!(s.marks().iter().all(|m| m.is_empty()));
}

#[test]
fn with_notes_blank_cells_get_their_candidates_before_an_elimination() {
    // Notes in one cell only: the player writes notes, so the hint is one step on notes; the cells it involves
    // get their candidates first, so after applying the step its eliminations are visible as missing notes.
    let mut s = Session::new(AnyPuzzle::parse(REPRO).unwrap());
    let first = s.plan().unwrap();
    s.apply_plan(&first).unwrap();
    let c = (0..81).find(|&c| s.cells()[c] == 0).unwrap();
    for v in s.current().candidates()[c].iter() {
        s.toggle_mark(c, v).unwrap();
    }
    let plan = s.plan().unwrap();
    assert_eq!(plan.kind, PlanKind::Notes, "{plan:?}");
    assert!(!plan.fill.is_empty());
    s.apply_plan(&plan).unwrap();
    for &(c, v) in &plan.eliminations {
        assert!(!s.marks()[c as usize].is_empty());
        assert!(!s.marks()[c as usize].contains(v));
    }
    assert_ne!(s.plan().unwrap(), plan);
}

/// Issue 29's Master 9×9: a player without notes was shown a proof of several steps (locked candidates, a
/// death blossom, then a placement), and the hints after it walked through the same locked candidates again.
/// What an applied proof ruled out is kept (and saved with the game, which the page's worker reloads for every
/// hint), so no elimination step comes back, not even as notes a later hint fills in; a title with several
/// steps of one technique counts them. The player here never writes notes: a hint that places is applied, and
/// where a hint would only work on notes the player finds a digit alone (the solution's, in the first empty
/// cell).
#[test]
fn without_notes_a_proof_once_applied_is_not_shown_again() {
    const MASTER: &str =
        "sudoku:3x3:..6...9.2..1.....7.8.7.65..2..465...43.2.7...............5..8..7.....459.....37.6";
    let (proofs, counted) = play_without_notes(MASTER);
    assert!(
        proofs >= 3 && counted > 0,
        "{proofs} proofs, {counted} with a repeated technique"
    );
    // Killer (issue 29: hint 2 listed hint 1's five cage combinations again)
    let (proofs, _) = play_without_notes(KILLERS[0]);
    assert!(proofs >= 3, "{proofs} proofs");
}

/// Plays `id` by hints as a player who never writes notes (see above): no elimination step is shown twice,
/// and a title counts the steps of a technique used more than once. Returns the proofs of several steps, and
/// how many of them used one technique twice or more.
fn play_without_notes(id: &str) -> (usize, usize) {
    let mut s = Session::new(AnyPuzzle::parse(id).unwrap());
    let sol = s.solution().unwrap().to_vec();
    let mut seen: Vec<(Technique, Vec<(u16, u8)>)> = Vec::new();
    let (mut presses, mut proofs, mut counted) = (0, 0, 0);
    while !s.is_solved() {
        presses += 1;
        assert!(presses <= 81, "{id}: solved in a bounded number of hints");
        let plan = s.plan().unwrap();
        if plan.kind != PlanKind::Place {
            let c = (0..81).find(|&c| s.cells()[c] == 0).unwrap();
            s.set(c, sol[c]).unwrap();
            continue;
        }
        for st in plan.steps.iter().filter(|st| !st.eliminations.is_empty()) {
            let mut elims = st.eliminations.clone();
            elims.sort_unstable();
            let key = (st.technique, elims);
            assert!(
                !seen.contains(&key),
                "{id}: hint {presses} shows again: {}",
                st.line()
            );
            seen.push(key);
        }
        proofs += (plan.steps.len() > 1) as usize;
        let title = plan.title();
        let repeats = |t: &Technique| {
            plan.steps
                .iter()
                .filter(|u| u.technique.phrase() == t.phrase())
                .count()
                > 1
        };
        if plan.steps.iter().any(|st| repeats(&st.technique)) {
            assert!(
                title
                    .split(", then ")
                    .any(|p| p.starts_with(|c: char| c.is_ascii_digit())),
                "{title}"
            );
            counted += 1;
        }
        s.apply_plan(&plan).unwrap();
        s = Session::load(&s.save()).unwrap();
    }
    assert!(
        s.shown().iter().any(|m| !m.is_empty()),
        "{id}: the proofs' eliminations were kept"
    );
    (proofs, counted)
}

/// An X-Sudoku master (generated, seed 3) whose first hint's proof has evidence on a diagonal: the plan counted
/// the units of the evidence cells in a table of rows, columns and blocks only, and the page's first Hint
/// panicked (an engine trap in the hint worker). Hint alone solves it, with and without notes.
#[test]
fn pressing_hint_solves_an_x_sudoku_master_whose_proof_reads_a_diagonal() {
    let id =
        "sudoku-x:3x3:....2.8...3.1..4..........1..3..4..9.67......9.........7.....8...59..........5..2";
    for style in [Style::NoNotes, Style::Notes] {
        assert!(press_until_solved(id, style) > 0);
    }
}

/// Hint alone solves a generated master of every global rule (each family alone, 9×9; non-consecutive at 6×6,
/// its page size): the plan reads the units and peers the rules add (the X-Sudoku above panicked there).
#[test]
fn pressing_hint_solves_a_generated_master_of_every_global_rule() {
    for (family, size) in [
        ("diagonals", 9),
        ("windoku", 9),
        ("antiknight", 9),
        ("antiking", 9),
        ("nonconsecutive", 6),
    ] {
        let opts = deduce::GenerateOptions {
            size,
            level: Some(deduce::Level::Master),
            symmetry: None,
            seed: 3,
            time_budget_ms: 3_600_000,
        };
        let families = deduce::rules::family::parse(family).unwrap();
        let g = deduce::generate::rules::generate_with_families(&opts, &families, false).unwrap();
        assert!(
            press_until_solved(&g.game_id, Style::NoNotes) > 0,
            "{family}"
        );
    }
}
