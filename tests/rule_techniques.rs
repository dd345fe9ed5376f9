//! The rules' own named steps, one fixture each on a 9×9 with one rule instance or two and, where the step
//! reads candidates, notes put in by hand: the Thermometer (bulb and tip from the length, a line squeezed by a
//! given), the Kropki pair (5, 7, 9 never on a black dot; a white dot's partners), the Kropki chain (1 and 9
//! between two white dots in a row or a block; nothing when the outer cells do not see each other), the XV
//! pair (5 never on an X; 5 to 9 never on a V), the Renban (the runs a line's cells can take), the German whisper (5 never on it; 4 and 6 never between two
//! cells of one row), the Non-consecutive pair and the Negative constraint (`kropki-all`), each with its exact
//! eliminations and words; the Arrow (its circle between its path's sums); the Little killer (the ways a
//! diagonal makes its total, cells of one block different), the Cage combination on a `cage` rule's cage and
//! the Sandwich sum (a total of 0 and of 35). Then, on generated puzzles of each family, each family's step is on the solve
//! path and every step there is right by the oracle's solution.

mod common;

use common::oracle;
use deduce::core::candidates::Candidates;
use deduce::hint::step::Step;
use deduce::hint::technique::Technique;
use deduce::human::grid::Grid;
use deduce::human::techniques::{
    arrow, cage_combination, common_peer, kropki, little_killer, negative_constraint,
    non_consecutive, renban, sandwich, thermometer, whisper, xv,
};
use deduce::{Level, Puzzle, Sudoku};

/// A 9×9 with `givens` (cell name, digit) and the rules field `rules` (empty: a plain grid); `notes` narrow cells' candidates (cell
/// name, digits).
fn grid(givens: &[(&str, u8)], rules: &str, notes: &[(&str, &[u8])]) -> Grid {
    let mut cells = vec![b'.'; 81];
    for &(c, d) in givens {
        cells[cell(c)] = b'0' + d;
    }
    let mut id = format!("sudoku:3x3:{}", String::from_utf8(cells).unwrap());
    if !rules.is_empty() {
        id = format!("{id}:{rules}");
    }
    let s = Sudoku::parse(&id).unwrap_or_else(|e| panic!("{id}: {e}"));
    let mut marks = vec![Candidates(0); 81];
    for &(c, ds) in notes {
        marks[cell(c)] = Candidates(ds.iter().fold(0, |m, &d| m | 1 << d));
    }
    Grid::new(&s, Some(&marks))
}

/// `r3c4` → its index.
fn cell(name: &str) -> usize {
    let (r, c) = name[1..].split_once('c').unwrap();
    (r.parse::<usize>().unwrap() - 1) * 9 + c.parse::<usize>().unwrap() - 1
}

/// The step's eliminations as (cell name, digits), cells in the order they first appear.
fn removed(st: &Step) -> Vec<(String, Vec<u8>)> {
    let mut out: Vec<(String, Vec<u8>)> = vec![];
    for &(c, d) in &st.eliminations {
        let name = format!("r{}c{}", c / 9 + 1, c % 9 + 1);
        match out.iter_mut().find(|e| e.0 == name) {
            Some(e) => e.1.push(d),
            None => out.push((name, vec![d])),
        }
    }
    out
}

fn expect(st: Option<Step>, technique: Technique, want: &[(&str, &[u8])], words: &[&str]) {
    let st = st.unwrap_or_else(|| panic!("no {technique} step"));
    assert_eq!(st.technique, technique, "{}", st.line());
    assert_eq!(st.title, technique.name());
    let want: Vec<(String, Vec<u8>)> = want
        .iter()
        .map(|(c, d)| (c.to_string(), d.to_vec()))
        .collect();
    assert_eq!(removed(&st), want, "{}", st.line());
    assert!(st.placements.is_empty());
    for w in words {
        assert!(st.explanation.contains(w), "{w:?} not in {}", st.line());
    }
    common::assert_titled(&st);
}

#[test]
fn a_thermometers_bulb_and_tip_follow_from_its_length() {
    let g = grid(&[], "thermo=r1c1-r1c2-r1c3-r1c4", &[]);
    expect(
        thermometer::find(&g),
        Technique::Thermometer,
        &[
            ("r1c1", &[7, 8, 9]),
            ("r1c2", &[1, 8, 9]),
            ("r1c3", &[1, 2, 9]),
            ("r1c4", &[1, 2, 3]),
        ],
        &[
            "from the bulb r1c1 to the tip r1c4 (4 cells)",
            "r1c1 is at most 6",
            "r1c2 is 2 to 7",
            "r1c4 is at least 4",
        ],
    );
}

#[test]
fn a_given_on_a_thermometer_squeezes_the_cells_below_it() {
    // r1c3 is 4: r1c2 is below it (the grid's candidates already say so), and r1c1 below r1c2's lowest-but-one.
    let g = grid(&[("r1c3", 4)], "thermo=r1c1-r1c2-r1c3", &[]);
    expect(
        thermometer::find(&g),
        Technique::Thermometer,
        &[("r1c1", &[3, 5, 6, 7, 8, 9]), ("r1c2", &[1])],
        &["r1c1 is at most 2", "r1c2 is at least 2"],
    );
}

#[test]
fn an_arrows_circle_lies_between_its_paths_sums() {
    // A circle of 3 or 4 and a path of two cells: the circle is at least 2 (1 + 1) and the path cells at most
    // 3 (4 less the other's 1); nothing more: 1 + 1 = 2 is not 3 or 4, but bounds do not see that.
    let g = grid(&[], "arrow=r5c5>r4c4-r3c3", &[("r5c5", &[3, 4])]);
    expect(
        arrow::find(&g),
        Technique::Arrow,
        &[("r4c4", &[4, 5, 6, 7, 8, 9]), ("r3c3", &[4, 5, 6, 7, 8, 9])],
        &[
            "The circle r5c5 holds the sum of r4c4 and r3c3",
            "r4c4 is at most 3 and r3c3 is at most 3",
        ],
    );
    // An empty arrow of three path cells: the circle is at least 3.
    let g = grid(&[], "arrow=r1c1>r1c2-r1c3-r2c3", &[]);
    let st = arrow::find(&g).expect("an arrow step");
    assert_eq!(
        removed(&st)[0],
        ("r1c1".to_string(), vec![1, 2]),
        "{}",
        st.line()
    );
    assert!(
        st.explanation.contains("r1c1 is at least 3"),
        "{}",
        st.line()
    );
}

#[test]
fn an_arrows_path_in_one_block_takes_different_digits() {
    // Three path cells in block 5 hold three different digits: at least 1+2+3=6 in the circle, at most 9-1-2=6
    // in each path cell; the bounds (1+1+1) said 3 and 7.
    let mut g = grid(&[], "arrow=r4c4>r5c5-r6c6-r6c5", &[]);
    while let Some(st) = arrow::find(&g) {
        g.apply(&st);
    }
    let st = arrow::combination(&g).expect("a combination step");
    assert_eq!(st.technique, Technique::ArrowCombination);
    assert_eq!(
        removed(&st),
        vec![
            ("r4c4".to_string(), vec![3, 4, 5]),
            ("r5c5".to_string(), vec![7]),
            ("r6c6".to_string(), vec![7]),
            ("r6c5".to_string(), vec![7]),
        ],
        "{}",
        st.line()
    );
    assert!(
        st.explanation.contains("make only sums of 6, 7, 8 or 9"),
        "{}",
        st.line()
    );
    common::assert_titled(&st);
    // Two path cells of different blocks, rows and columns may repeat a digit: nothing beyond the bounds.
    let mut g = grid(&[], "arrow=r2c2>r3c3-r4c4", &[]);
    while let Some(st) = arrow::find(&g) {
        g.apply(&st);
    }
    assert!(arrow::combination(&g).is_none());
}

#[test]
fn a_black_dot_never_holds_5_7_or_9() {
    let g = grid(&[], "black=r5c5-r5c6", &[]);
    expect(
        kropki::pair(&g),
        Technique::KropkiPair,
        &[("r5c5", &[5, 7, 9]), ("r5c6", &[5, 7, 9])],
        &["no digit fits beside 5, 7 or 9, so neither cell can be 5, 7 or 9"],
    );
}

#[test]
fn a_white_dot_leaves_a_cell_the_neighbours_of_the_others_digits() {
    let g = grid(&[], "white=r1c1-r1c2", &[("r1c1", &[1, 2])]);
    expect(
        kropki::pair(&g),
        Technique::KropkiPair,
        &[("r1c2", &[4, 5, 6, 7, 8, 9])],
        &["r1c1 can only be 1 or 2, so r1c2 cannot be 4, 5, 6, 7, 8 or 9"],
    );
}

#[test]
fn a_kropki_chain_takes_what_would_need_one_partner_twice() {
    // In a row: 1 would need a 2 on both sides, 9 an 8.
    let g = grid(&[], "white=r1c1-r1c2;white=r1c2-r1c3", &[]);
    expect(
        kropki::chain(&g),
        Technique::KropkiChain,
        &[("r1c2", &[1, 9])],
        &[
            "r1c2 lies between r1c1 and r1c3",
            "share row 1",
            "beside 1 both would have to be 2 and beside 9 both 8",
        ],
    );
    // Around a corner of a block: the outer cells share block 1. A black and a white dot: 1 needs 2 twice.
    let g = grid(&[], "white=r1c1-r1c2;black=r1c2-r2c2", &[]);
    let st = kropki::chain(&g).expect("a chain in block 1");
    assert!(st.eliminations.contains(&(1, 1)), "{}", st.line());
    assert!(st.explanation.contains("share block 1"), "{}", st.line());
    // Outer cells that do not see each other (r1c3 and r2c4: other rows, columns and blocks): no step.
    let g = grid(&[], "white=r1c3-r1c4;white=r1c4-r2c4", &[]);
    assert!(kropki::chain(&g).is_none());
}

#[test]
fn five_never_sits_on_an_x_nor_five_to_nine_on_a_v() {
    let g = grid(&[], "x=r2c2-r2c3", &[]);
    expect(
        xv::find(&g),
        Technique::XvPair,
        &[("r2c2", &[5]), ("r2c3", &[5])],
        &[
            "r2c2 and r2c3 share row 2, so their digits differ",
            "neither cell can be 5",
        ],
    );
    let g = grid(&[], "v=r2c2-r3c2", &[]);
    expect(
        xv::find(&g),
        Technique::XvPair,
        &[("r2c2", &[5, 6, 7, 8, 9]), ("r3c2", &[5, 6, 7, 8, 9])],
        &["add up to 5"],
    );
}

#[test]
fn a_whisper_never_holds_5_and_its_middle_cells_neither_4_nor_6() {
    let mut g = grid(&[], "whisper=r4c1-r4c2-r4c3", &[]);
    expect(
        whisper::find(&g),
        Technique::GermanWhisper,
        &[("r4c1", &[5]), ("r4c2", &[5])],
        &["neither cell can be 5"],
    );
    let st = whisper::find(&g).unwrap();
    g.apply(&st);
    let st = whisper::find(&g).unwrap();
    g.apply(&st);
    expect(
        whisper::find(&g),
        Technique::GermanWhisper,
        &[("r4c2", &[4, 6])],
        &[
            "r4c2 lies between r4c1 and r4c3",
            "beside 4 both would have to be 9 and beside 6 both 1",
        ],
    );
}

#[test]
fn a_renban_keeps_the_runs_its_cells_can_take() {
    // Two cells of only 4 or 6 on a 3-cell line: the run is 4–6, so the third cell is 5.
    let g = grid(
        &[],
        "renban=r1c1-r1c2-r1c3",
        &[("r1c1", &[4, 6]), ("r1c2", &[4, 6])],
    );
    expect(
        renban::find(&g),
        Technique::Renban,
        &[("r1c3", &[1, 2, 3, 4, 6, 7, 8, 9])],
        &[
            "(3 cells) holds 3 consecutive digits",
            "the only run its cells can take one digit each of is 4–6",
        ],
    );
    // A 4-cell line with a cell of only 8: runs 5–8 and 6–9.
    let g = grid(&[], "renban=r5c2-r5c3-r5c4-r5c5", &[("r5c5", &[8])]);
    let st = renban::find(&g).expect("a renban step");
    assert_eq!(st.technique, Technique::Renban);
    assert!(st.explanation.contains("5–8 or 6–9"), "{}", st.line());
    for c in ["r5c2", "r5c3", "r5c4"] {
        for d in 1..=4 {
            assert!(
                st.eliminations.contains(&(cell(c) as u16, d)),
                "{c} {d}: {}",
                st.line()
            );
        }
    }
}

#[test]
fn non_consecutive_neighbours_lose_what_every_candidate_forbids() {
    let g = grid(&[], "nonconsecutive", &[("r1c1", &[4, 5])]);
    expect(
        non_consecutive::find(&g),
        Technique::NonConsecutivePair,
        &[("r2c1", &[4, 5]), ("r1c2", &[4, 5])],
        &["r1c1 can only be 4 or 5, so r2c1 and r1c2 cannot be 4 or 5"],
    );
}

/// Anti-knight's L technique: 9 in row 2 only in r2c6 (a knight's move from r1c8 and r3c8) and r2c7, r2c9 (block
/// 3): r1c8, the first such cell, is not 9. A plain grid never gets the step (there it is locked candidates).
#[test]
fn a_cell_that_sees_every_place_of_its_digit_in_a_unit_loses_it() {
    let not9: &[u8] = &[1, 2, 3, 4, 5, 6, 7, 8];
    let notes: Vec<(&str, &[u8])> = ["r2c1", "r2c2", "r2c3", "r2c4", "r2c5", "r2c8"]
        .into_iter()
        .map(|c| (c, not9))
        .collect();
    expect(
        common_peer::find(&grid(&[], "antiknight", &notes)),
        Technique::CommonPeerElimination,
        &[("r1c8", &[9])],
        &["Every place for 9 in row 2 is a peer of r1c8: r2c6 is a knight's move apart from r1c8; r2c7 and r2c9 share block 3 with r1c8. So r1c8 cannot be 9"],
    );
    assert!(common_peer::find(&grid(&[], "", &notes)).is_none());
}

/// Non-consecutive: 7 in column 8 only in r7c8 and r9c8, both beside r8c8, so a 6 (or an 8) there would leave
/// it no place.
#[test]
fn a_digit_that_would_take_every_place_of_a_neighbour_digit_is_false() {
    let not7: &[u8] = &[1, 2, 3, 4, 5, 6, 8, 9];
    let notes: Vec<(&str, &[u8])> = [
        "r1c8", "r2c8", "r3c8", "r4c8", "r5c8", "r6c8", "r8c8", "r7c7", "r7c9", "r8c7", "r8c9",
        "r9c7", "r9c9",
    ]
    .into_iter()
    .map(|c| (c, not7))
    .collect();
    expect(
        common_peer::find(&grid(&[], "nonconsecutive", &notes)),
        Technique::CommonPeerElimination,
        &[("r8c8", &[6])],
        &["If r8c8 were 6, 7 would have no place in column 8: r7c8 and r9c8 could not be 7 (cells that share a side never hold consecutive digits). So r8c8 cannot be 6"],
    );
}

#[test]
fn neighbours_without_a_dot_are_neither_consecutive_nor_double() {
    let g = grid(&[], "kropki-all", &[("r1c1", &[2])]);
    expect(
        negative_constraint::find(&g),
        Technique::NegativeConstraint,
        &[("r2c1", &[1, 2, 3, 4]), ("r1c2", &[1, 2, 3, 4])],
        &[
            "Neighbours without a dot neither differ by 1",
            "r1c1 can only be 2, so r2c1 and r1c2 cannot be 1, 2, 3 or 4",
        ],
    );
}

/// On generated 9×9 puzzles of each family (hard and expert, two seeds), the family's named step is on the
/// solve path, and every step of the path is right by the oracle's solution.
#[test]
fn a_little_killer_in_one_block_takes_different_digits() {
    // r1c3, r2c2, r3c1: one block, so 6 is 1+2+3 and nothing else
    let g = grid(&[], "littlekiller=r1c3+dl/6", &[]);
    let all: &[u8] = &[4, 5, 6, 7, 8, 9];
    expect(
        little_killer::find(&g),
        Technique::LittleKiller,
        &[("r1c3", all), ("r2c2", all), ("r3c1", all)],
        &[
            "The diagonal r1c3–r3c1 adds up to 6",
            "6 ways",
            "r1c3 cannot be 4, 5, 6, 7, 8 or 9",
        ],
    );
}

#[test]
fn a_long_little_killer_keeps_its_cells_small() {
    // r1c2…r8c9: three pairs in one block each (r1c2 r2c3, r4c5 r5c6, r7c8 r8c9), each at least 1+2, and two
    // cells alone (r3c4, r6c7): at least 11, so 12 leaves one to spare: a pair's cell is 3 at most, a lone
    // cell 2 at most
    let g = grid(&[], "littlekiller=r1c2+dr/12", &[]);
    let (pair, alone): (&[u8], &[u8]) = (&[4, 5, 6, 7, 8, 9], &[3, 4, 5, 6, 7, 8, 9]);
    expect(
        little_killer::find(&g),
        Technique::LittleKiller,
        &[
            ("r1c2", pair),
            ("r2c3", pair),
            ("r3c4", alone),
            ("r4c5", pair),
            ("r5c6", pair),
            ("r6c7", alone),
            ("r7c8", pair),
            ("r8c9", pair),
        ],
        &["The diagonal r1c2–r8c9 adds up to 12", "r3c4 cannot be"],
    );
    // a total no digits make is a contradiction other steps show; one any digits make says nothing
    for rules in ["littlekiller=r1c2+dr/10", "littlekiller=r1c1+dr/45"] {
        assert!(
            little_killer::find(&grid(&[], rules, &[])).is_none(),
            "{rules}"
        );
    }
}

#[test]
fn a_sandwich_of_nothing_or_of_everything_places_the_1_and_the_9() {
    // 35 = 2+…+8: the 1 and the 9 at the ends of row 1, in either order; the cells between hold neither
    let g = grid(&[], "sandwich=r1/35", &[]);
    let ends: &[u8] = &[2, 3, 4, 5, 6, 7, 8];
    let mut want: Vec<(String, Vec<u8>)> = vec![("r1c1".into(), ends.to_vec())];
    want.extend((2..=8).map(|c| (format!("r1c{c}"), vec![1, 9])));
    want.push(("r1c9".into(), ends.to_vec()));
    let st = sandwich::find(&g).expect("a Sandwich sum step");
    assert_eq!(st.technique, Technique::SandwichSum);
    assert_eq!(removed(&st), want, "{}", st.line());
    assert!(
        st.explanation
            .contains("the places left are 1 in r1c1 and 9 in r1c9, or 1 in r1c9 and 9 in r1c1"),
        "{}",
        st.line()
    );
    common::assert_titled(&st);
    // 0 with a 1 given in r2c5: the 9 beside it, in r2c4 or r2c6
    let g = grid(&[("r2c5", 1)], "sandwich=r2/0", &[]);
    let st = sandwich::find(&g).expect("a Sandwich sum step");
    let nines: Vec<String> = st
        .eliminations
        .iter()
        .filter(|e| e.1 == 9)
        .map(|e| format!("r{}c{}", e.0 / 9 + 1, e.0 % 9 + 1))
        .collect();
    assert_eq!(
        nines,
        ["r2c1", "r2c2", "r2c3", "r2c7", "r2c8", "r2c9"],
        "{}",
        st.line()
    );
    assert!(
        st.explanation.contains("of row 2 add up to 0"),
        "{}",
        st.line()
    );
}

#[test]
fn a_cage_rules_total_keeps_the_digit_sets_that_make_it() {
    // a 2-cell cage of 3 holds 1 and 2; of 17, 8 and 9
    let g = grid(&[], "cage=r1c1,r1c2/3;cage=r5c5,r6c5/17", &[]);
    let not: &[u8] = &[3, 4, 5, 6, 7, 8, 9];
    expect(
        cage_combination::find(&g),
        Technique::CageCombination,
        &[("r1c1", not), ("r1c2", not)],
        &["3-cage at r1c1", "can only hold 12"],
    );
    // a cage without a total says nothing
    let g = grid(&[], "cage=r1c1,r1c2", &[]);
    assert!(cage_combination::find(&g).is_none());
}

#[test]
fn each_family_uses_its_own_steps_and_they_are_right() {
    let seed = common::sample_seed("rule techniques") % 1000;
    for (rules, technique) in [
        ("thermo", Technique::Thermometer),
        ("kropki", Technique::KropkiPair),
        ("kropki-all", Technique::KropkiChain),
        ("kropki-all", Technique::NegativeConstraint),
        ("xv", Technique::XvPair),
        ("whisper", Technique::GermanWhisper),
        ("renban", Technique::Renban),
        ("arrow", Technique::Arrow),
        ("littlekiller", Technique::LittleKiller),
        ("cage", Technique::CageCombination),
        ("sandwich", Technique::SandwichSum),
    ] {
        let mut seen = false;
        for k in 0..4 {
            let level = [Level::Hard, Level::Expert][k as usize % 2];
            let families = deduce::rules::family::parse(rules).unwrap();
            let id = deduce::generate::rules::generate(
                &common::sudoku_opts(9, Some(level), seed + k),
                &families,
            )
            .unwrap()
            .game_id;
            let p = Sudoku::parse(&id).unwrap();
            common::check_solve_path(&p, &oracle::solution(&id).unwrap());
            let steps = deduce::human::solver::steps(&p).unwrap();
            seen |= steps.iter().any(|s| s.technique == technique);
        }
        assert!(seen, "{rules}: no {technique} in 4 puzzles (seed {seed})");
    }
}

/// Singles on anti-knight and anti-king puzzles name the chess move that keeps a digit out of a cell ("r6c7
/// and the 6 in r7c9 are a knight's move apart"), and each named move is one: the cells are a knight's (king's)
/// move apart and the other holds that digit at that point of the solve path.
#[test]
fn singles_name_the_chess_move_that_keeps_a_digit_out() {
    let seed = common::sample_seed("chess moves named") % 1000;
    for (rules, words, steps) in [
        ("antiknight", "a knight's move apart", [(1, 2), (2, 1)]),
        ("antiking", "a king's move apart", [(1, 1), (0, 1)]),
    ] {
        let families = deduce::rules::family::parse(rules).unwrap();
        let id = deduce::generate::rules::generate(
            &common::sudoku_opts(9, Some(Level::Medium), seed),
            &families,
        )
        .unwrap()
        .game_id;
        let p = Sudoku::parse(&id).unwrap();
        let mut g = Grid::new(&p, None);
        let mut named = 0;
        for st in deduce::human::solver::steps(&p).unwrap() {
            // the singles' own words (a forcing chain quotes them in brackets, in its own sentence shape)
            let single = matches!(
                st.technique,
                Technique::NakedSingle | Technique::HiddenSingle | Technique::FullHouse
            );
            for clause in st
                .explanation
                .split([':', ';'])
                .filter(|c| single && c.contains(words))
            {
                // "r6c7 and the 6 in r7c9 are a knight's move apart"
                let w: Vec<&str> = clause.split_whitespace().collect();
                let (x, d, other) = (cell(w[0]), w[3].parse::<u8>().unwrap(), cell(w[5]));
                let (dr, dc) = ((x / 9).abs_diff(other / 9), (x % 9).abs_diff(other % 9));
                assert!(
                    steps
                        .iter()
                        .any(|&(a, b)| (dr, dc) == (a, b) || (dr, dc) == (b, a)),
                    "{id}: {}",
                    st.line()
                );
                assert_eq!(g.cells[other], d, "{id}: {}", st.line());
                named += 1;
            }
            g.apply(&st);
        }
        assert!(named > 0, "{rules}: no single names its move in {id}");
    }
}

/// Forcing chains on puzzles with rules between cells say which rule carried a step ("→ r5c9 = 9 (only
/// candidate; r4c9 is 8: digits increase from a thermometer's bulb)"), and a cell named beside an only
/// candidate is one that rule joins to it: side by side (non-consecutive), a knight's move apart.
#[test]
fn forcing_chains_name_the_rule_that_carried_a_step() {
    for (rules, words, near) in [
        (
            "nonconsecutive",
            "cells that share a side never hold consecutive digits",
            &[(0, 1), (1, 0)][..],
        ),
        ("antiknight", "a knight's move apart", &[(1, 2), (2, 1)][..]),
    ] {
        let families = deduce::rules::family::parse(rules).unwrap();
        let id = deduce::generate::rules::generate(
            &common::sudoku_opts(9, Some(Level::Master), 3),
            &families,
        )
        .unwrap()
        .game_id;
        let p = Sudoku::parse(&id).unwrap();
        let mut named = 0;
        for st in deduce::human::solver::steps(&p).unwrap() {
            if st.technique != Technique::ForcingChain {
                continue;
            }
            for line in st.explanation.lines().filter(|l| l.contains(words)) {
                named += 1;
                // "→ r9c2 = 5 (only candidate; r5c2 is 6: …)"
                let Some(rest) = line.strip_prefix("→ ") else {
                    continue;
                };
                if !rest.contains("(only candidate;") {
                    continue;
                }
                let at = cell(rest.split_whitespace().next().unwrap());
                let note = rest.split("(only candidate; ").nth(1).unwrap();
                for cause in note.split(':').next().unwrap().split(" and ") {
                    let c = cell(cause.split_whitespace().next().unwrap());
                    let d = ((at / 9).abs_diff(c / 9), (at % 9).abs_diff(c % 9));
                    assert!(near.contains(&d), "{id}: {line}");
                }
            }
        }
        assert!(
            named > 0,
            "{rules}: no forcing chain names its rule in {id}"
        );
    }
}
