//! The command-line contract for both kinds: validate, solve, grade, hint, steps, generate, cnf.

mod common;

use common::cli;

#[test]
fn validate_names_every_broken_rule() {
    let (out, ok) = cli(
        &["validate"],
        "binary:4:0001............\nbinary:4:0101101001101001\n...8.1..........435............7.8........1...2..3....6......75..34........2..6..\n5...5\n",
    );
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4);
    assert!(
        lines[0].contains("balance: row 1 has 3 0s") && lines[0].contains("no triples"),
        "{}",
        lines[0]
    );
    assert_eq!(lines[1], "ok");
    assert_eq!(lines[2], "ok");
    assert!(lines[3].starts_with("error: wrong length"));
    let mut clash = ".".repeat(81);
    clash.replace_range(0..1, "7");
    clash.replace_range(80..81, "7");
    clash.replace_range(10..11, "7");
    let (out, _) = cli(&["validate"], &clash);
    assert_eq!(out.trim(), "7 appears 2 times in block 1 (r1c1, r2c2)");
}

#[test]
fn binary_commands() {
    // The example from the binary-puzzle write-up: unique, with the published solution.
    let p = "binary:6:1......0.......010..1.....01..1.0.0.";
    let (out, ok) = cli(&["solve"], p);
    assert!(ok);
    assert_eq!(out.trim(), "binary:6:101010001101110010001011010101110100");
    let (out, _) = cli(
        &["count", "--limit", "5"],
        &format!("{p}\nbinary:4:................\n"),
    );
    assert_eq!(out, "1\n5\n");
    let (out, _) = cli(&["hint", p], "");
    assert!(!out.trim().is_empty());
    let (steps, _) = cli(&["steps", p], "");
    assert!(steps.lines().count() >= 20, "{steps}");
    let (grade, _) = cli(&["grade"], p);
    assert!(grade.split_whitespace().count() == 2, "{grade}");
    let (ids, ok) = cli(
        &[
            "generate", "--kind", "binary", "--size", "8", "--level", "medium", "--count", "2",
            "--seed", "9",
        ],
        "",
    );
    assert!(ok);
    for id in ids.lines() {
        let (c, _) = cli(&["count"], id);
        assert_eq!(c.trim(), "1", "{id}");
    }
    let (grid, ok) = cli(
        &[
            "generate", "--kind", "binary", "--size", "200", "--solved", "--seed", "1",
        ],
        "",
    );
    assert!(ok);
    let (v, _) = cli(&["validate"], &grid);
    assert_eq!(v.trim(), "ok");
    assert!(grid.trim().len() == "binary:200:".len() + 40_000 && !grid.contains('.'));
}

#[test]
fn cnf_is_dimacs() {
    let (out, ok) = cli(&["cnf", "sudoku:2x2:1..............."], "");
    assert!(ok);
    assert!(out.lines().any(|l| l == "p cnf 64 449"), "{}", &out[..200]);
    assert!(
        out.lines().any(|l| l == "1 0"),
        "the given is a unit clause"
    );
    let (out, ok) = cli(&["cnf", "binary:4:0..............."], "");
    assert!(ok);
    assert!(out.lines().any(|l| l.starts_with("p cnf ")));
    assert!(
        out.lines().any(|l| l == "-1 0"),
        "the given 0 at r1c1 is a negative unit clause"
    );
    let (_, ok) = cli(&["cnf", "garbage"], "");
    assert!(!ok);
}

#[test]
fn binary_violations_name_whole_lines_for_line_rules() {
    use deduce::any::AnyPuzzle;
    use deduce::Unit;
    let p = AnyPuzzle::parse_grid("binary:4:000.0101.1..0101").unwrap();
    let v = p.violations();
    let lines: Vec<Unit> = v.iter().flat_map(|v| v.lines.clone()).collect();
    // Row 1 is over-full (a line, and a triple: cells only); rows 2 and 4 are equal.
    assert!(lines.contains(&Unit::Row(0)), "{v:?}");
    assert!(
        lines.contains(&Unit::Row(1)) && lines.contains(&Unit::Row(3)),
        "{v:?}"
    );
    let triple = v.iter().find(|v| v.rule.starts_with("no triples")).unwrap();
    assert!(triple.lines.is_empty());
    assert_eq!(triple.cells, vec![0, 1, 2]);
}
