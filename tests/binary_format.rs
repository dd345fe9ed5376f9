//! Parsing, formatting and validation of binary puzzles.

use deduce::core::binary::Binary;
use deduce::{ParseError, Puzzle};

#[test]
fn round_trip() {
    for id in [
        "binary:4:0.1.........1..0",
        "binary:6:1......0.......010..1.....01..1.0.0.",
        "binary:2:01..",
    ] {
        let p = Binary::parse(id).unwrap();
        assert_eq!(p.game_id(), id);
        assert_eq!(Binary::parse(&p.game_id()).unwrap(), p);
    }
    // A bare line of an even square length, with surrounding spaces.
    let p = Binary::parse("  1......0.......010..1.....01..1.0.0.\n").unwrap();
    assert_eq!(p.side(), 6);
    assert_eq!(p.game_id(), "binary:6:1......0.......010..1.....01..1.0.0.");
    // Other names for the kind.
    assert!(Binary::parse("takuzu:4:................").is_ok());
}

#[test]
fn parse_errors() {
    assert_eq!(Binary::parse("   "), Err(ParseError::Empty));
    assert!(matches!(
        Binary::parse("sudoku:4:................"),
        Err(ParseError::UnknownKind(_))
    ));
    let e = Binary::parse("binary:5:.........................").unwrap_err();
    assert!(matches!(e, ParseError::BadParams { .. }));
    assert!(e.to_string().contains("odd"), "{e}");
    assert!(matches!(
        Binary::parse("binary:x:...."),
        Err(ParseError::BadParams { .. })
    ));
    assert_eq!(
        Binary::parse("binary:4:..........."),
        Err(ParseError::WrongLength {
            expected: 16,
            found: 11
        })
    );
    assert_eq!(
        Binary::parse("binary:4:......2........."),
        Err(ParseError::BadChar {
            row: 1,
            col: 2,
            ch: '2'
        })
    );
    assert_eq!(
        Binary::parse("binary:4:......2.........")
            .unwrap_err()
            .to_string(),
        "bad character '2' at r2c3"
    );
    // Bare line of a non-square length, and of an odd square (25).
    assert!(matches!(
        Binary::parse("0101010"),
        Err(ParseError::BadParams { .. })
    ));
    assert!(matches!(
        Binary::parse("0101010101010101010101010"),
        Err(ParseError::BadParams { .. })
    ));
    // Givens that break a rule name it and the cells.
    match Binary::parse(&format!("binary:6:111...000000{}", ".".repeat(24))) {
        Err(ParseError::Conflict { rule, cells }) => {
            assert!(rule.contains("three") || rule.contains("1s"), "{rule}");
            assert!(cells.contains(&(0, 0)), "{cells:?}");
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        Binary::parse(&"0".repeat(2_000_000)),
        Err(ParseError::TooLong { .. })
    ));
}

#[test]
fn violations_name_rules_and_cells() {
    // Row 1 over-full and a triple: refused when read, naming the rule and the row (16 cells, so the length
    // is right and only the rules can refuse it).
    let e = Binary::parse("binary:4:1110............")
        .unwrap_err()
        .to_string();
    assert!(e.contains("row 1"), "{e}");
    assert!(e.contains("balance") || e.contains("triples"), "{e}");
    // Rows 2 and 3 equal; columns fine otherwise.
    let g = Binary::parse("binary:4:................").unwrap();
    let cells: Vec<u8> = "1110010101011010"
        .chars()
        .map(|c| if c == '1' { 2 } else { 1 })
        .collect();
    let v = g.with_cells(&cells).violations();
    let rules: Vec<&str> = v.iter().map(|v| v.rule.as_str()).collect();
    assert!(
        rules.iter().any(|r| r.starts_with("balance: row 1")),
        "{rules:?}"
    );
    assert!(
        rules
            .iter()
            .any(|r| r.starts_with("no triples") && r.contains("row 1")),
        "{rules:?}"
    );
    assert!(
        rules.iter().any(|r| r.contains("rows 2 and 3 are equal")),
        "{rules:?}"
    );
    let dup = v.iter().find(|v| v.rule.contains("rows 2 and 3")).unwrap();
    assert_eq!(dup.cells, vec![4, 5, 6, 7, 8, 9, 10, 11]);
    let triple = v
        .iter()
        .find(|v| v.rule.starts_with("no triples: 3 1s in a row in row 1"))
        .unwrap();
    assert_eq!(triple.cells, vec![0, 1, 2]);
    // A valid full grid.
    let ok = Binary::parse("binary:4:0011010110101100").unwrap();
    assert!(ok.violations().is_empty());
    assert!(ok.is_solved());
    assert_eq!(ok.count_solutions(5), 1);
}
