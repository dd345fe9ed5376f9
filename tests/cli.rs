//! The command-line contract for both kinds: validate, solve, grade, hint, steps, generate, cnf.

mod common;

use common::{cli, cli_bytes, cli_code};

#[test]
fn validate_names_every_broken_rule() {
    let (out, ok) = cli(
        &["validate"],
        "binary:4:0001............\nbinary:4:0101101001101001\n...8.1..........435............7.8........1...2..3....6......75..34........2..6..\n5...5\n",
    );
    assert!(!ok, "a line that is no puzzle fails the run");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4);
    assert!(
        lines[0].contains("balance: row 1 has 3 0s") && lines[0].contains("no triples"),
        "{}",
        lines[0]
    );
    assert_eq!(lines[1], "ok");
    assert_eq!(lines[2], "ok");
    assert!(lines[3].starts_with("error: line 4: wrong length"));
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
    use deduce::family::any::AnyPuzzle;
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

/// The HoDoKu-style pencil-mark grid of tests/data, as text.
fn pencil_grid() -> String {
    std::fs::read_to_string(common::data("pencil_hodoku.txt")).unwrap()
}

#[test]
fn hint_steps_and_grade_read_a_pencil_mark_grid() {
    let grid = pencil_grid();
    // On standard input (comment lines skipped) and as an argument, the same answer.
    let (hint, ok) = cli(&["hint"], &grid);
    assert!(ok, "{hint}");
    let (arg, ok) = cli(&["hint", &grid], "");
    assert!(ok);
    assert_eq!(hint, arg);
    // The step works on the grid's candidates: only candidates the grid lists are removed.
    assert!(
        hint.starts_with("Locked triple: r7c4, r8c4, r9c4"),
        "{hint}"
    );
    let (steps, ok) = cli(&["steps"], &grid);
    assert!(ok);
    assert_eq!(steps.lines().next(), hint.lines().next());
    assert!(steps.lines().count() > 10, "{steps}");
    let (grade, ok) = cli(&["grade"], &grid);
    assert!(ok);
    assert_eq!(
        grade.lines().count(),
        1,
        "a multi-line grid is one puzzle: {grade}"
    );
    assert_eq!(grade.trim(), "medium hidden-pair");
    let wiki = std::fs::read_to_string(common::data("pencil_sudokuwiki.txt")).unwrap();
    assert_eq!(cli(&["grade"], &wiki).0, grade);
    // A file of one puzzle per line is still read line by line.
    let (grades, _) = cli(
        &["grade"],
        "# two puzzles\n53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\nsudoku:2x2:1...\n",
    );
    let lines: Vec<&str> = grades.lines().collect();
    assert_eq!(lines.len(), 3, "{grades}");
    assert_eq!(lines[0], "# two puzzles");
    assert!(
        lines[2].starts_with("error: line 3: wrong length"),
        "{grades}"
    );
}

#[test]
fn bad_pastes_get_one_line_errors() {
    let grid = pencil_grid();
    let run = |text: &str| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_deduce"))
            .args(["hint", text])
            .output()
            .unwrap();
        assert!(!out.status.success());
        String::from_utf8(out.stderr).unwrap()
    };
    assert_eq!(
        run("hello world"),
        "error: not a puzzle: no digits or dots in \"hello world\"; paste a game ID, a link, a puzzle line or a grid\n"
    );
    assert_eq!(
        run(&grid.replacen("| 5    1489", "| 5    14X9", 1)),
        "error: 'X' at row 1, token 2 is not a symbol of a 9×9 Sudoku\n"
    );
    assert_eq!(
        run(&grid.replacen("| 5    1489", "| 5    ", 1)),
        "error: expected 81 cells, found 80: row 1 has 8\n"
    );
    assert_eq!(
        run(&".".repeat(81)),
        "error: the puzzle has more than one solution\n"
    );
}

/// The fields of a JSON object line, by a minimal reader good enough for these lines: the value text of
/// `"key":` up to the matching close.
fn field<'a>(line: &'a str, key: &str) -> &'a str {
    let start = line.find(&format!("\"{key}\":")).unwrap() + key.len() + 3;
    let rest = &line[start..];
    let mut depth = 0;
    let mut in_str = false;
    let mut esc = false;
    for (i, c) in rest.char_indices() {
        match c {
            _ if esc => esc = false,
            '\\' if in_str => esc = true,
            '"' => in_str = !in_str,
            '[' | '{' if !in_str => depth += 1,
            ']' | '}' if !in_str => {
                if depth == 0 {
                    return &rest[..i];
                }
                depth -= 1;
            }
            ',' if !in_str && depth == 0 => return &rest[..i],
            _ => {}
        }
    }
    rest
}

#[test]
fn json_steps_are_one_object_per_line() {
    let (out, ok) = cli(&["hint", "--json"], &pencil_grid());
    assert!(ok);
    assert_eq!(out.lines().count(), 1);
    let line = out.trim();
    assert!(line.starts_with('{') && line.ends_with('}'));
    assert_eq!(field(line, "technique"), "\"locked-triple\"");
    assert_eq!(field(line, "name"), "\"Locked triple\"");
    assert_eq!(field(line, "level"), "\"medium\"");
    assert_eq!(
        field(line, "units"),
        r#"[{"type":"block","index":7,"name":"block 8","role":"base"},{"type":"column","index":3,"name":"column 4","role":"base"}]"#
    );
    // r5c4 is cell 39; symbols are characters as in game IDs.
    assert!(field(line, "eliminations").starts_with(r#"[{"cell":39,"symbol":"2"}"#));
    for key in [
        "cells",
        "candidates",
        "links",
        "branches",
        "placements",
        "text",
    ] {
        field(line, key);
    }
    // the text: the title and the reasoning apart, the reasoning without the title
    assert_eq!(field(line, "title"), "\"Locked triple\"");
    assert!(field(line, "explanation").starts_with("\"r7c4"));
    // steps --json: one object per step, as many as the plain steps.
    let (json, _) = cli(&["steps", "--json"], &pencil_grid());
    let (plain, _) = cli(&["steps"], &pencil_grid());
    assert_eq!(json.lines().count(), plain.lines().count());
    assert!(json
        .lines()
        .all(|l| l.starts_with("{\"technique\":") && l.ends_with("}}")));
    // Binary steps name their symbols 0 and 1.
    let (b, ok) = cli(
        &[
            "steps",
            "--json",
            "binary:6:1......0.......010..1.....01..1.0.0.",
        ],
        "",
    );
    assert!(ok);
    assert!(b.lines().all(|l| {
        let p = field(l, "placements");
        p.contains("\"symbol\":\"0\"") || p.contains("\"symbol\":\"1\"")
    }));
}

/// Lines that are not puzzles a list can hold, each with the start of its answer to `count` (after the line
/// number of an error).
const BAD_LINES: [(&str, &str); 6] = [
    ("5...5", "error: wrong length"),
    ("sudoku:2x2:11..............", "error: givens break a rule"),
    ("kakuro:3x3:1", "error: unknown puzzle kind"),
    ("binary:4:................", "2"),
    (
        "x................................................................................",
        "error: bad character 'x'",
    ),
    // No solution (r1c9 has no candidate left), with a CRLF ending: quick to refute, unlike the
    // no-solution puzzle of the paste tests, which costs a quarter of a second each time in a debug build.
    (
        "12345678.........9...............................................................\r",
        "0",
    ),
];

/// Real puzzle lists (about 1,100 puzzles, several of the blocks the threads share) with comments, blank
/// lines, CRLF and bad lines spread through them.
fn mixed_list() -> String {
    let mut text = String::from("# lists, with comments, blank lines and bad lines\n");
    for name in [
        "17clue_200.txt",
        "serg_sample.txt",
        "forum_hardest_50.txt",
        "top1465_300.txt",
        "17_clue_sample.txt",
    ] {
        let raw = std::fs::read_to_string(common::data(name)).unwrap();
        for (k, line) in raw.lines().enumerate() {
            text.push_str(line);
            text.push_str(if k % 7 == 3 { "\r\n" } else { "\n" });
            if k % 37 == 5 {
                text.push_str(BAD_LINES[k % BAD_LINES.len()].0);
                text.push('\n');
            }
            if k % 53 == 0 {
                text.push_str("\n# a comment\n   \n");
            }
        }
    }
    text
}

#[test]
fn jobs_give_the_single_threaded_output() {
    let list = mixed_list();
    let file = std::env::temp_dir().join(format!("deduce-jobs-{}.txt", std::process::id()));
    std::fs::write(&file, &list).unwrap();
    let path = file.to_str().unwrap();
    for cmd in [
        &["count"][..],
        &["count", "--limit", "3"],
        &["solve"],
        &["validate"],
    ] {
        let args = |jobs: &'static str| [cmd, &["--jobs", jobs, path]].concat();
        let (one, err, code) = cli_code(&args("1"), b"");
        // The list has bad lines: each is answered with its error, and the run says so.
        assert_eq!(code, 1, "{cmd:?}: {err}");
        assert_eq!(one.lines().count(), list.lines().count(), "{cmd:?}");
        for jobs in ["2", "3", "8"] {
            let (many, _, _) = cli_bytes(&args(jobs), b"");
            assert!(many == one, "{cmd:?} --jobs {jobs} differs from --jobs 1");
        }
        // The default (the number of cores), and standard input.
        let (default, _, _) = cli_bytes(&[cmd, &[path]].concat(), b"");
        assert!(default == one, "{cmd:?}");
        let (stdin, _, _) = cli_bytes(&[cmd, &["--jobs", "2"]].concat(), list.as_bytes());
        assert!(stdin == one, "{cmd:?}");
    }
    // Each line is answered where it stands: comments and blank lines as they are, bad lines with their number.
    let (counts, _, _) = cli_bytes(&["count", "--jobs", "2", path], b"");
    for (k, (got, line)) in counts.lines().zip(list.lines()).enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            assert_eq!(got, line);
        } else if let Some((_, answer)) = BAD_LINES.iter().find(|(bad, _)| bad.trim() == line) {
            let answer = match answer.strip_prefix("error: ") {
                Some(e) => format!("error: line {}: {e}", k + 1),
                None => answer.to_string(),
            };
            assert!(got.starts_with(&answer), "{got} for {answer}");
        } else {
            assert!(got == "1" || got == "2", "{got}");
        }
    }
    std::fs::remove_file(&file).unwrap();
}

#[test]
fn jobs_answer_past_a_line_that_is_not_utf8() {
    // A line that is not UTF-8 is answered with an error naming it; the lines after it are answered too.
    let line =
        "...8.1..........435............7.8........1...2..3....6......75..34........2..6..\n";
    let mut input = line.repeat(500).into_bytes();
    input.extend_from_slice(b"\xff\xfe..\n");
    input.extend_from_slice(line.repeat(100).as_bytes());
    for jobs in ["1", "2"] {
        let (out, err, code) = cli_code(&["count", "--jobs", jobs], &input);
        assert_eq!(code, 1);
        assert_eq!(
            out,
            format!(
                "{}error: line 501: not UTF-8 (byte 0xFF at byte 1 of the line)\n{}",
                "1\n".repeat(500),
                "1\n".repeat(100)
            )
        );
        assert_eq!(err, "");
    }
    let (_, err, code) = cli_code(&["count", "--jobs", "0"], b"");
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "error: --jobs: the number of threads must be at least 1\n"
    );
    let (_, err, _) = cli_bytes(&["solve", "--jobs", "many"], b"");
    assert_eq!(err, "error: --jobs: 'many' is not a valid number\n");
}

#[test]
fn grade_and_generate_with_jobs() {
    let mut list = String::from("# graded\n");
    for (k, l) in common::lines("top1465_300.txt").iter().take(8).enumerate() {
        list.push_str(l);
        list.push('\n');
        if k == 3 {
            list.push_str("\nsudoku:2x2:11..............\n");
        }
    }
    let (one, ok) = cli(&["grade", "--jobs", "1"], &list);
    assert!(!ok, "one line is bad");
    // One line per input line: the comment, four puzzles, a blank line, the bad one, four puzzles.
    assert_eq!(one.lines().count(), 11, "{one}");
    assert_eq!(one.lines().nth(5), Some(""), "{one}");
    assert!(
        one.lines().nth(6).unwrap().starts_with("error: line 7: "),
        "{one}"
    );
    assert_eq!(cli(&["grade", "--jobs", "3"], &list).0, one);
    for (kind, size) in [("sudoku", "4"), ("sudoku", "6"), ("binary", "8")] {
        let args = |count: &str, seed: &str, jobs: &str| {
            let args = [
                "generate", "--kind", kind, "--size", size, "--count", count, "--seed", seed,
                "--jobs", jobs,
            ];
            let (out, ok) = cli(&args, "");
            assert!(ok, "{args:?}");
            out
        };
        let one = args("6", "40", "1");
        assert_eq!(one.lines().count(), 6);
        assert_eq!(args("6", "40", "2"), one, "{kind} {size}");
        assert_eq!(args("6", "40", "4"), one, "{kind} {size}");
        // Puzzle i has seed `seed + i`, whatever the threads.
        assert_eq!(
            args("1", "43", "2"),
            format!("{}\n", one.lines().nth(3).unwrap())
        );
    }
    let (out, ok) = cli(&["generate", "--size", "9", "--solved", "--count", "3"], "");
    assert!(!ok && out.is_empty());
}

/// The symbols an SVG of the booklet writes in, by cell (`.` where none), read from its `<text>` elements'
/// places (100 units a cell, centred): `bold` the givens' (weight 700), else every symbol. Sums and clues (smaller
/// type) are left out.
fn drawn(svg: &str, n: usize, bold: bool) -> String {
    let mut cells = vec!['.'; n * n];
    for t in svg.split("<text ").skip(1) {
        let attr = |name: &str| {
            let at = t.find(&format!("{name}=\"")).map(|i| i + name.len() + 2)?;
            Some(t[at..].split('"').next()?.to_string())
        };
        if attr("font-size").as_deref() != Some("58")
            || (bold && attr("font-weight").as_deref() != Some("700"))
        {
            continue;
        }
        let x: f64 = attr("x").unwrap().parse().unwrap();
        let y: f64 = attr("y").unwrap().parse().unwrap();
        let (r, c) = (((y - 20.0) / 100.0) as usize, (x / 100.0) as usize);
        let ch = t.split('>').nth(1).unwrap().split('<').next().unwrap();
        cells[r * n + c] = ch.chars().next().unwrap();
    }
    cells.into_iter().collect()
}

/// `deduce booklet`: game IDs of several kinds and sizes from standard input (a comment and an empty line among
/// them) make one booklet, in the order given, each captioned with its own kind, size and level (graded), its
/// solution at the end agreeing with the oracle's; the heading counts the puzzles when their kinds differ. A line
/// that is no puzzle is named with its number and no file is written; no input, no booklet. Fails before the
/// command: an unknown command.
#[test]
fn a_booklet_of_any_game_ids_mixes_kinds_and_sizes() {
    let dir = std::env::temp_dir().join(format!("deduce-mixed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("mixed.html");
    let f = file.to_str().unwrap();
    let ids = [
        "sudoku:2x2:......3.1....4.2",
        "binary:6:..0..01.0......0.0..1..1...0......1.",
        "sudoku:3x3:53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    ];
    let (probe, _, _) = cli_bytes(&["count"], ids.join("\n").as_bytes());
    let unique: Vec<&str> = ids
        .iter()
        .zip(probe.lines())
        .filter(|(_, n)| n.trim() == "1")
        .map(|(id, _)| *id)
        .collect();
    assert_eq!(unique.len(), 3, "the fixtures have one solution each");
    let input = format!("# two kinds\n{}\n\n{}\n{}\n", ids[0], ids[1], ids[2]);
    let (_, err, ok) = cli_bytes(&["booklet", f, "--per-page", "6"], input.as_bytes());
    assert!(ok, "{err}");
    assert!(err.contains("a booklet of 3 puzzles"), "{err}");
    let html = std::fs::read_to_string(&file).unwrap();
    assert!(
        html.contains("Deduce: 3 puzzles"),
        "the heading of a mixed booklet"
    );
    let figures: Vec<&str> = html.split("<figure>").skip(1).collect();
    assert_eq!(figures.len(), 6, "three puzzles, three solutions");
    for (k, (id, caption)) in ids
        .iter()
        .zip(["Sudoku 4×4 · Easy", "Binary 6×6 · ", "Sudoku 9×9 · Easy"])
        .enumerate()
    {
        assert!(
            figures[k].contains(&format!("<b>{}</b> · {caption}", k + 1)),
            "{}",
            figures[k]
        );
        assert!(figures[k].contains(&format!("<span class=\"id\">{id}</span>")));
        assert!(figures[3 + k].contains(&format!("<b>Solution {}</b>", k + 1)));
    }
    let n9: String = common::oracle::solution(ids[2])
        .unwrap()
        .iter()
        .map(|&v| char::from(b'0' + v))
        .collect();
    assert_eq!(drawn(figures[5], 9, false), n9, "the 9×9's solution");
    std::fs::remove_file(&file).unwrap();
    // in the language asked for: kinds, levels, the sheets' heading, the solutions, the document's language
    let (_, err, ok) = cli_bytes(
        &["booklet", "--lang", "de", f, "--per-page", "6"],
        input.as_bytes(),
    );
    assert!(ok, "{err}");
    let html = std::fs::read_to_string(&file).unwrap();
    assert!(html.contains("<html lang=\"de\">"), "{html}");
    assert!(html.contains("· Seite 1 von 2</p>"), "{html}");
    assert!(html.contains("<b>1</b> · Sudoku 4×4 · Leicht"), "{html}");
    assert!(html.contains("<b>Lösung 3</b>"), "{html}");
    assert!(
        !html.contains(" page ") && !html.contains("Solution"),
        "{html}"
    );
    std::fs::remove_file(&file).unwrap();
    let (_, err, ok) = cli_bytes(
        &["booklet", f],
        format!("{}\nnot a puzzle\n", ids[0]).as_bytes(),
    );
    assert!(!ok && err.contains("line 2:"), "{err}");
    assert!(!file.exists(), "no booklet written");
    let (_, err, ok) = cli_bytes(&["booklet", f], b"# nothing\n");
    assert!(!ok && err.contains("no puzzles to print"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `generate --booklet`: the puzzles printed (the ones on stdout) 2 to a sheet with their game IDs and levels, each
/// drawn with its givens where they stand, then their solutions, which agree with the oracle's (no engine code);
/// wrong layout options are refused with a message. Fails before `--booklet`: an unknown option.
#[test]
fn generate_booklet_prints_the_puzzles_and_their_solutions() {
    let dir = std::env::temp_dir().join(format!("deduce-booklet-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("b.html");
    let f = file.to_str().unwrap();
    let (out, err, ok) = cli_bytes(
        &[
            "generate",
            "--kind",
            "killer",
            "--size",
            "6",
            "--count",
            "3",
            "--seed",
            "1",
            "--booklet",
            f,
            "--per-page",
            "2",
            "--paper",
            "letter",
        ],
        b"",
    );
    assert!(ok, "{err}");
    assert!(err.contains("a booklet of 3 puzzles"), "{err}");
    let ids: Vec<&str> = out.lines().collect();
    assert_eq!(ids.len(), 3);
    let html = std::fs::read_to_string(&file).unwrap();
    assert!(html.contains("@page { size: letter;"));
    assert!(!html.contains("<script"));
    assert_eq!(
        html.matches("<section class=\"page puzzles\" data-per-page=\"2\">")
            .count(),
        2
    );
    assert_eq!(html.matches("<section class=\"page solutions\"").count(), 1);
    assert!(html.contains("page 3 of 3"));
    let figures: Vec<&str> = html.split("<figure>").skip(1).collect();
    assert_eq!(figures.len(), 6, "three puzzles, three solutions");
    for (k, id) in ids.iter().enumerate() {
        let fig = figures[k];
        assert!(
            fig.contains(&format!("<b>{}</b> · Killer Sudoku 6×6 · ", k + 1)),
            "{fig}"
        );
        assert!(
            fig.contains(&format!("<span class=\"id\">{id}</span>")),
            "{id}"
        );
        assert_eq!(
            drawn(fig, 6, true),
            id.split(':').nth(2).unwrap(),
            "puzzle {} drawn with its givens",
            k + 1
        );
        let sums = id
            .split(':')
            .nth(4)
            .unwrap()
            .split(',')
            .filter(|s| !s.is_empty())
            .count();
        assert_eq!(
            fig.matches("font-size=\"29\"").count(),
            sums,
            "one sum per cage"
        );
        let solution: String = common::oracle::solution(id)
            .unwrap()
            .iter()
            .map(|&v| char::from(b'0' + v))
            .collect();
        assert_eq!(
            drawn(figures[3 + k], 6, false),
            solution,
            "solution {}",
            k + 1
        );
        assert!(figures[3 + k].contains(&format!("<b>Solution {}</b>", k + 1)));
    }
    // a Tango sheet: its signs and suns and moons, and A4 by default; no solutions when left out
    let (_, err, ok) = cli_bytes(
        &[
            "generate",
            "--kind",
            "tango",
            "--size",
            "6",
            "--count",
            "1",
            "--seed",
            "2",
            "--booklet",
            f,
            "--no-solutions",
        ],
        b"",
    );
    assert!(ok, "{err}");
    let html = std::fs::read_to_string(&file).unwrap();
    assert!(html.contains("@page { size: A4;") && html.contains("page 1 of 1"));
    assert!(html.contains("☀") && (html.contains(">=</text>") || html.contains(">×</text>")));
    assert!(!html.contains("<section class=\"page solutions\""));
    for (args, want) in [
        (
            vec!["--booklet", f, "--per-page", "3"],
            "--per-page takes 1, 2, 4 or 6 (got 3)",
        ),
        (
            vec!["--booklet", f, "--paper", "a3"],
            "--paper takes a4 or letter (got 'a3')",
        ),
        (vec!["--per-page", "2"], "--per-page is for --booklet"),
    ] {
        let mut all = vec!["generate", "--kind", "sudoku", "--size", "4", "--seed", "1"];
        all.extend(args);
        let (_, err, ok) = cli_bytes(&all, b"");
        assert!(!ok && err.contains(want), "{err}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `steps --all`: every step in the position, one per line (JSON too), the first the hint's; `--all` is for
/// `steps` only, and for Sudoku. Fails before `--all`: an unknown option.
#[test]
fn steps_all_lists_every_step_the_first_is_the_hint() {
    let p = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    let (all, ok) = cli(&["steps", "--all", p], "");
    assert!(ok);
    let lines: Vec<&str> = all.lines().collect();
    assert!(lines.len() > 10, "{all}");
    let (hint, _) = cli(&["hint", p], "");
    assert_eq!(lines[0], hint.trim_end());
    assert!(
        lines
            .iter()
            .filter(|l| l.starts_with("Locked candidates (pointing):"))
            .count()
            >= 2,
        "{all}"
    );
    // Chains list every instance too (the shortest from each start), each checked against the solution by
    // `all_steps`; before, one each.
    let count = |title: &str| lines.iter().filter(|l| l.starts_with(title)).count();
    assert!(count("ALS chain:") >= 10, "{all}");
    assert!(count("Alternating inference chain:") >= 5, "{all}");
    assert!(count("X-chain on ") >= 2, "{all}");
    let (json, ok) = cli(&["steps", "--all", "--json", p], "");
    assert!(ok && json.lines().count() == lines.len());
    assert!(json.lines().all(|l| l.starts_with("{\"technique\":\"")));
    let (_, err, ok) = cli_bytes(&["hint", "--all", p], b"");
    assert!(!ok && err.contains("--all is for steps"), "{err}");
    let (_, err, ok) = cli_bytes(
        &[
            "steps",
            "--all",
            "binary:6:..0..01.0........0.......1.0......1.",
        ],
        b"",
    );
    assert!(!ok && err.contains("--all) is for Sudoku"), "{err}");
}

#[test]
fn grade_with_rating_adds_the_sudoku_explainer_rating_and_its_step() {
    // Rated 3.2 and 7.2 by Sukaku Explainer (tests/data/se_rated_sudoku_exchange*.txt).
    let (out, ok) = cli(
        &["grade", "--rating"],
        "97.3.6.428.5...1.9....5....2.7...3.4.1..2..8.4..738..1...9.5............1..847..3\n\
         .83.2..9....8..1...293....8....987...7.....6...674....3....698...2..5....1..3.54.\n\
         sudoku:2x3:5.....2..46..4....6.2....3.6.4....3.\n",
    );
    assert!(!ok, "a puzzle that cannot be rated fails the run");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "hard x-wing 3.2 x-wing");
    assert_eq!(lines[1], "expert xy-chain 7.2 xy-chain");
    assert!(
        lines[2].starts_with("error: line 3:") && lines[2].contains("plain 9×9"),
        "{}",
        lines[2]
    );
    // Without --rating, the two words as before.
    let (out, _) = cli(
        &["grade"],
        "97.3.6.428.5...1.9....5....2.7...3.4.1..2..8.4..738..1...9.5............1..847..3",
    );
    assert_eq!(out.trim(), "hard x-wing");
}
