//! Reading what people paste (`deduce::paste`): game IDs and links, grids over several lines with frames,
//! pencil-mark grids as HoDoKu and SudokuWiki print them, and a one-line error naming what and where for each
//! kind of bad paste. Also the logic from a pasted position (`deduce::position`).

mod common;

use deduce::family::any::{AnyPuzzle, Kind};
use deduce::paste::{check, read, PasteError, Position, Solutions};
use deduce::{position, Candidates, Puzzle};

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn fixture(name: &str) -> String {
    std::fs::read_to_string(common::data(name))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n")
}

fn sudoku(text: &str) -> Position {
    read(text, Kind::Sudoku).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn err(text: &str) -> String {
    match read(text, Kind::Sudoku) {
        Ok(p) => match check(&p, None) {
            Err(e) => e.to_string(),
            Ok(s) => panic!("read, with {s:?} solutions: {text}"),
        },
        Err(e) => e.to_string(),
    }
}

fn classic() -> AnyPuzzle {
    AnyPuzzle::parse(CLASSIC).unwrap()
}

#[test]
fn game_ids_and_links() {
    let want = classic();
    for text in [
        CLASSIC.to_string(),
        format!("sudoku:3x3:{CLASSIC}"),
        format!("  http://127.0.0.1:8080/#sudoku:3x3:{CLASSIC}\n"),
        format!("https://example.org/deduce/www/index.html?seed=3#sudoku%3A3x3%3A{CLASSIC}"),
        format!("Try this one: sudoku:3x3:{CLASSIC} (from a friend)"),
    ] {
        let p = sudoku(&text);
        assert_eq!(p.puzzle, want, "{text}");
        assert_eq!(p.marks, None);
    }
    let b = sudoku("https://example.org/#binary%3A6%3A1......0.......010..1.....01..1.0.0.");
    assert_eq!(
        b.puzzle.game_id(),
        "binary:6:1......0.......010..1.....01..1.0.0."
    );
    // A link with no game ID, and a game ID's own errors.
    assert!(err("http://example.org/page").starts_with("not a puzzle: the link"));
    assert!(
        err("https://www.sudokuwiki.org/sudoku.htm?bd=53007000060019500")
            .contains("no puzzle line"),
        "a query value of no grid's length"
    );
    assert!(
        err("kakuro:3x3:1").starts_with("unknown puzzle kind 'kakuro'"),
        "{}",
        err("kakuro:3x3:1")
    );
}

/// SudokuWiki's links hold the puzzle as a line in the query (`?bd=`, `0` an empty cell): Import reads them,
/// percent-encoded or not, with other parameters around; Import once refused them as links without a game ID.
#[test]
fn sudokuwiki_links_hold_a_puzzle_line() {
    let want = classic();
    let zeros = CLASSIC.replace('.', "0");
    for text in [
        format!("https://www.sudokuwiki.org/sudoku.htm?bd={zeros}"),
        format!("https://www.sudokuwiki.org/sudoku.htm?bd={CLASSIC}"),
        format!("https://www.sudokuwiki.org/Sudoku.htm?n=1&bd={zeros}&s=2"),
        format!("www.sudokuwiki.org/sudoku.htm%3Fbd%3D{zeros}"),
    ] {
        let p = sudoku(&text);
        assert_eq!(p.puzzle, want, "{text}");
        assert_eq!(p.marks, None);
    }
    // A 6×6 one: 36 digits.
    let six = "120000000012000000000000000000000065";
    let p = sudoku(&format!("https://example.org/s?puzzle={six}"));
    assert_eq!(p.puzzle.cells().len(), 36);
}

#[test]
fn grids_over_lines_with_frames() {
    let want = classic();
    let rows: Vec<&str> = (0..9).map(|r| &CLASSIC[r * 9..r * 9 + 9]).collect();
    let spaced = |r: &str| -> String {
        let c: Vec<String> = r.chars().map(|c| c.to_string()).collect();
        format!(
            "{} | {} | {}",
            c[..3].join(" "),
            c[3..6].join(" "),
            c[6..].join(" ")
        )
    };
    let mut framed = String::from("+-------+-------+-------+\n");
    for (i, r) in rows.iter().enumerate() {
        framed.push_str(&format!("| {} |\n", spaced(r)));
        if i % 3 == 2 {
            framed.push_str("+-------+-------+-------+\n");
        }
    }
    let mut ruled = String::new();
    for (i, r) in rows.iter().enumerate() {
        ruled.push_str(&spaced(r));
        ruled.push('\n');
        if i == 2 || i == 5 {
            ruled.push_str("------+-------+------\n\n");
        }
    }
    for text in [
        rows.join("\n"),
        rows.join("\n").replace('.', "0"),
        rows.join("\r\n").replace('.', "-"),
        framed,
        ruled,
        // All cells on three lines.
        format!(
            "{}\n{}\n{}",
            &CLASSIC[..27],
            &CLASSIC[27..54],
            &CLASSIC[54..]
        ),
    ] {
        let p = sudoku(&text);
        assert_eq!(p.puzzle, want, "{text}");
        assert_eq!(p.marks, None, "{text}");
    }
    // Binary puzzles: rows of 0, 1 and `.`.
    let b = "1.....\n.0....\n...010\n..1...\n..01..\n1.0.0.";
    let p = sudoku(b);
    assert_eq!(
        p.puzzle.game_id(),
        "binary:6:1......0.......010..1.....01..1.0.0."
    );
    assert_eq!(
        read("1 . . . \n . 0 . .\n. . 1 .\n. . . .", Kind::Binary)
            .unwrap()
            .puzzle
            .kind(),
        Kind::Binary
    );
}

#[test]
fn hodoku_and_sudokuwiki_pencil_mark_grids() {
    let hodoku = sudoku(&fixture("pencil_hodoku.txt"));
    let wiki = sudoku(&fixture("pencil_sudokuwiki.txt"));
    assert_eq!(hodoku, wiki);
    let AnyPuzzle::Sudoku(s) = &hodoku.puzzle else {
        panic!("not a Sudoku")
    };
    assert_eq!(s.side(), 9);
    // Single-symbol tokens are the filled cells; the rest are candidates.
    assert_eq!(
        hodoku.puzzle.game_id(),
        "sudoku:3x3:5..7..6....38...........2..62.4............917............35.8.4.....1......94..."
    );
    let marks = hodoku.marks.as_ref().unwrap();
    let set = |s: &str| {
        let mut c = Candidates::EMPTY;
        s.bytes().for_each(|b| c.insert(b - b'0'));
        c
    };
    assert_eq!(marks[1], set("1489"));
    assert_eq!(marks[80], set("23567"));
    assert_eq!(marks[0], Candidates::EMPTY);
    // The same tokens on one line, without any frame, are the same position.
    let flat = fixture("pencil_hodoku.txt")
        .replace(['|', '.', ':', '\'', '-', '+'], " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert_eq!(sudoku(&flat), hodoku);
    assert_eq!(check(&hodoku, None), Ok(Solutions::One));
}

#[test]
fn a_pencil_mark_position_is_solved_from_its_candidates() {
    let pos = sudoku(&fixture("pencil_hodoku.txt"));
    let sol = pos.puzzle.solution().unwrap();
    let hint = position::hint(&pos).unwrap().next().unwrap();
    for &(c, v) in &hint.eliminations {
        assert!(
            pos.marks.as_ref().unwrap()[c as usize].contains(v),
            "{hint:?}"
        );
        assert_ne!(sol[c as usize], v);
    }
    let path = position::steps(&pos).unwrap();
    assert!(!path.is_empty());
    let mut cells = pos.puzzle.cells().to_vec();
    for s in &path {
        for &(c, v) in &s.placements {
            assert_eq!(sol[c as usize], v, "{}", s.explanation);
            cells[c as usize] = v;
        }
        for &(c, v) in &s.eliminations {
            assert_ne!(sol[c as usize], v, "{}", s.explanation);
        }
    }
    assert_eq!(cells, sol);
    let g = position::grade(&pos).unwrap();
    assert_eq!(g.hardest, path.iter().map(|s| s.technique).max().unwrap());
    // Without the candidates, the filled cells alone need at least as hard a technique.
    let plain = Position {
        puzzle: pos.puzzle.clone(),
        marks: None,
    };
    assert!(position::grade(&plain).unwrap().hardest >= g.hardest);
}

/// The HoDoKu fixture with the token at (row, token) (1-based) replaced.
fn with_token(row: usize, token: usize, new: &str) -> String {
    let text = fixture("pencil_hodoku.txt");
    let mut seen = 0;
    let mut out = vec![];
    for line in text.lines() {
        if line.starts_with('|') {
            seen += 1;
            if seen == row {
                let mut toks: Vec<String> = line
                    .replace('|', " ")
                    .split_whitespace()
                    .map(String::from)
                    .collect();
                if new.is_empty() {
                    toks.remove(token - 1);
                } else {
                    toks[token - 1] = new.to_string();
                }
                out.push(toks.join(" "));
                continue;
            }
        }
        out.push(line.to_string());
    }
    out.join("\n")
}

#[test]
fn bad_pencil_mark_grids_say_what_and_where() {
    // Wrong count of tokens.
    let short = with_token(4, 2, "");
    let short = {
        let mut t = read(&short, Kind::Sudoku).unwrap_err().to_string();
        t.truncate("expected 81 cells, found 80".len());
        t
    };
    assert_eq!(short, "expected 81 cells, found 80");
    let two_short = with_token(4, 2, "");
    let two_short = two_short.replacen("| 7    134589", "| 7", 1);
    let e = read(&two_short, Kind::Sudoku).unwrap_err();
    assert!(
        e.to_string().starts_with("expected 81 cells, found 79"),
        "{e}"
    );
    // A symbol out of range.
    assert_eq!(
        err(&with_token(3, 4, "35X9")),
        "'X' at row 3, token 4 is not a symbol of a 9×9 Sudoku"
    );
    assert_eq!(
        err(&with_token(1, 2, "1.89")),
        "'.' at row 1, token 2 is not a symbol of a 9×9 Sudoku"
    );
    // A cell with no candidate: 5 and 7 are both in row 1 already.
    assert_eq!(
        err(&with_token(1, 2, "57")),
        "r1c2 has no candidate: its candidates 57 are all already in its row, column or block"
    );
    // A given that breaks a rule.
    assert_eq!(
        err(&with_token(1, 2, "5")),
        "givens break a rule: 5 appears 2 times in row 1 (r1c1, r1c2)"
    );
    // Candidates that leave out the solution: no solution.
    let pos = sudoku(&fixture("pencil_hodoku.txt"));
    let sol = pos.puzzle.solution().unwrap();
    let v = (b'0' + sol[1]) as char;
    let without: String = "1489".chars().filter(|&c| c != v).collect();
    assert_eq!(
        err(&with_token(1, 2, &without)),
        format!("the position has no solution: the candidates {without} of r1c2 leave out {v}, the only value its filled cells allow there")
    );
    // A filled cell that fits the rules but not the puzzle: no solution.
    let wrong = "1489".chars().find(|&c| c != v).unwrap();
    assert_eq!(
        err(&with_token(1, 2, &wrong.to_string())),
        "the position has no solution: its filled cells cannot all be right"
    );
}

#[test]
fn text_that_is_no_puzzle_says_so() {
    for text in [
        "hello world",
        "hello",
        "Hello, world!",
        "12 34",
        "please load my puzzle",
    ] {
        let e = read(text, Kind::Sudoku).unwrap_err();
        assert!(
            matches!(e, PasteError::NotAPuzzle(_)) && e.to_string().starts_with("not a puzzle: "),
            "{text}: {e}"
        );
        assert!(!e.to_string().contains("expected 16"), "{text}: {e}");
    }
    // The character that is no symbol is named as typed (issue 29: "U+003F is no symbol" for a '?'); an
    // invisible one by its code point.
    let e = read("53..7....?", Kind::Sudoku).unwrap_err().to_string();
    assert!(
        e.starts_with("not a puzzle: '?' is no symbol, frame or empty cell of a grid, in"),
        "{e}"
    );
    let e = read("53..7\u{00A0}....", Kind::Sudoku)
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("not a puzzle: U+00A0 is no symbol"), "{e}");
    // Near misses are puzzles with a wrong count, not "not a puzzle".
    assert_eq!(
        err(&CLASSIC[..79]),
        "wrong length: expected 81 cells, found 79"
    );
    assert_eq!(
        err(&format!("{} {}", &CLASSIC[..40], &CLASSIC[40..79])),
        "expected 81 cells, found 79"
    );
}

#[test]
fn several_solutions_are_reported_not_refused() {
    let p = sudoku(&".".repeat(81));
    assert_eq!(check(&p, None), Ok(Solutions::Several));
    // r1c9 sees 1 to 8 in its row and 9 in its column: a game ID or bare line is refused the same way.
    assert_eq!(
        err(&format!("12345678.........9{}", ".".repeat(63))),
        "r1c9 has no candidate: every symbol is already in its row, column or block"
    );
    // Givens that break no rule and leave every cell a candidate, but allow no solution.
    assert_eq!(
        err(".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."),
        "the position has no solution: its filled cells cannot all be right"
    );
}

/// The page's Share link of a game ID (`origin/path?query#ID`), the ID percent-encoded as
/// `encodeURIComponent` writes it (every byte but letters, digits and `-_.!~*'()`) when `encoded`.
fn share_link(id: &str, encoded: bool) -> String {
    let id = if encoded {
        id.bytes()
            .map(|b| {
                if b.is_ascii_alphanumeric() || b"-_.!~*'()".contains(&b) {
                    (b as char).to_string()
                } else {
                    format!("%{b:02X}")
                }
            })
            .collect()
    } else {
        id.to_string()
    };
    format!("http://127.0.0.1:8080/www/index.html?seed=3#{id}")
}

/// Issue 27: a Killer ID lost its sums after the first comma ("5 cages but 1 sums").
#[test]
fn killer_links_keep_their_sums() {
    let id = "killer:2x2:...1....1...3...:abcdabcdabbdaeed:10,10,5,10,5";
    let want = AnyPuzzle::parse(id).unwrap();
    for encoded in [false, true] {
        let link = share_link(id, encoded);
        for text in [
            link.clone(),
            format!("Try this one: {link} (it is hard)"),
            format!("{link}\nthanks!"),
        ] {
            let p = sudoku(&text);
            assert_eq!(p.puzzle, want, "{text}");
        }
    }
}

/// The rules field (`sudoku:RxC:<cells>:<rule>;<rule>…`) reaches the parser whole from a link, plain or
/// percent-encoded, with words around it: every rule is read, and a malformed rule is named in the error.
#[test]
fn a_rules_field_reaches_the_parser_whole() {
    let id = format!("sudoku:3x3:{}:antiking;windoku;antiknight", ".".repeat(81));
    let sums = format!(
        "sudoku:2x2:{}:cage=r3c1,r4c1/7;littlekiller=r1c1+dr/10",
        ".".repeat(16)
    );
    let later =
        "diagonals;thermo=r1c1-r2c2;arrow=r3c3>r2c3-r1c4;littlekiller=r1c1+dr/10;sandwich=r1";
    for encoded in [false, true] {
        let text = format!("see {} and enjoy", share_link(&id, encoded));
        let p = sudoku(&text);
        assert_eq!(
            p.puzzle.game_id(),
            format!("sudoku:3x3:{}:windoku;antiknight;antiking", ".".repeat(81)),
            "{text}"
        );
        let text = format!("see {} and enjoy", share_link(&sums, encoded));
        assert_eq!(sudoku(&text).puzzle.game_id(), sums, "{text}");
        let text = format!(
            "see {} and enjoy",
            share_link(&format!("sudoku:2x2:{}:{later}", ".".repeat(16)), encoded)
        );
        let e = err(&text);
        assert_eq!(
            e, "bad rules: the rule 'sandwich' needs a row or column, '/' and a total (r3/15)",
            "{text}"
        );
    }
}

/// Puzzles of every kind from the generator (a few sizes each), made once for the property below.
#[cfg(not(target_arch = "wasm32"))]
fn generated_ids() -> &'static [String] {
    static IDS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    IDS.get_or_init(|| {
        let mut ids = vec![];
        for (kind, size) in [
            (Kind::Sudoku, 4),
            (Kind::Sudoku, 9),
            (Kind::SudokuX, 4),
            (Kind::Jigsaw, 5),
            (Kind::Killer, 4),
            (Kind::Killer, 6),
            (Kind::Binary, 6),
            (Kind::Tango, 6),
        ] {
            for seed in 1..=2 {
                let opts = deduce::GenerateOptions {
                    size,
                    level: None,
                    symmetry: None,
                    seed,
                    time_budget_ms: 5_000,
                };
                let g = AnyPuzzle::generate(kind, &opts)
                    .unwrap_or_else(|e| panic!("{kind:?} {size}: {e}"));
                ids.push(g.game_id);
            }
        }
        assert!(ids
            .iter()
            .any(|id| id.starts_with("killer:") && id.contains(',')));
        ids
    })
}

#[cfg(not(target_arch = "wasm32"))]
proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 96, ..Default::default() })]

    /// Every kind's Share link, plain or percent-encoded, alone or with words before and after it, reads
    /// back as the same game.
    #[test]
    fn share_links_of_every_kind_read_back(
        which in 0usize..16,
        encoded: bool,
        before in proptest::sample::select(vec!["", "Try this: ", "look -> ", "(", "\"", "<"]),
        after in proptest::sample::select(vec!["", " is hard", "\nthanks", ")", "\"", "> bye", "&utm=x", "?"]),
    ) {
        let ids = generated_ids();
        let id = &ids[which % ids.len()];
        let text = format!("{before}{}{after}", share_link(id, encoded));
        let p = read(&text, Kind::Sudoku);
        proptest::prop_assert!(p.is_ok(), "{text}: {:?}", p.map(|_| ()));
        proptest::prop_assert_eq!(p.unwrap().puzzle.game_id(), id.clone(), "{}", text);
    }
}

/// A UTF-8 byte-order mark (a file saved by some editors) before a pasted puzzle is skipped.
#[test]
fn a_byte_order_mark_is_skipped() {
    let want = classic();
    for text in [
        format!("\u{FEFF}{CLASSIC}"),
        format!("\u{FEFF}sudoku:3x3:{CLASSIC}"),
        format!("\u{FEFF}http://127.0.0.1:8080/#sudoku:3x3:{CLASSIC}"),
        format!(
            "\u{FEFF}{}",
            (0..9)
                .map(|r| &CLASSIC[r * 9..r * 9 + 9])
                .collect::<Vec<_>>()
                .join("\n")
        ),
    ] {
        assert_eq!(sudoku(&text).puzzle, want, "{text}");
    }
}
