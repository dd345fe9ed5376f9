//! What the CLI answers to odd input (issue 27): the batch contract (one output line per input line, errors by
//! line number, the exit status), `grade` on lists and grids, byte-order marks, files that are not files,
//! refused options, messages that say what is true, and a closed output pipe.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{cli, cli_code, spawn_cli};

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Three good puzzles and an odd line used to come back as one error (the odd line made the whole input one
/// grid); a byte that is not UTF-8 gave no answer at all.
#[test]
fn grade_answers_a_list_line_by_line() {
    let (want, ok) = cli(&["grade"], CLASSIC);
    assert!(ok, "{want}");
    let list = format!("{CLASSIC}\n{CLASSIC}\n1 2 3 4 5 6 7 8 9 1\n{CLASSIC}\n");
    let (out, err, code) = cli_code(&["grade"], list.as_bytes());
    assert_eq!(
        out,
        format!("{want}{want}error: line 3: expected 16 cells, found 10\n{want}"),
        "{err}"
    );
    assert_eq!(code, 1);
    let mut bytes = format!("{CLASSIC}\n").into_bytes();
    bytes.extend_from_slice(b"\xff\xfe\n");
    bytes.extend_from_slice(format!("{CLASSIC}\n").as_bytes());
    let (out, _, code) = cli_code(&["grade", "--jobs", "2"], &bytes);
    assert_eq!(
        out,
        format!("{want}error: line 2: not UTF-8 (byte 0xFF at byte 1 of the line)\n{want}")
    );
    assert_eq!(code, 1);
    // A grid over nine lines is still one puzzle, and a list of one line a list.
    let grid: Vec<&str> = (0..9).map(|r| &CLASSIC[r * 9..r * 9 + 9]).collect();
    let (out, _, code) = cli_code(&["grade"], grid.join("\n").as_bytes());
    assert_eq!((out.as_str(), code), (want.as_str(), 0));
    let (out, _, code) = cli_code(&["grade"], b"sudoku:2x2:11..............\n");
    assert_eq!(code, 1);
    assert!(
        out.starts_with("error: line 1: givens break a rule"),
        "{out}"
    );
}

/// One output line per input line, errors with their line number, and exit status 1 when a line failed, for
/// every batch command; 0 when all were answered.
#[test]
fn batch_output_lines_up_with_its_input() {
    let input = format!(
        "# a list\n{CLASSIC}\n\n5...5\n  \nbinary:6:1......0.......010..1.....01..1.0.0.\n"
    );
    for cmd in ["count", "solve", "validate", "grade"] {
        let (out, err, code) = cli_code(&[cmd], input.as_bytes());
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 6, "{cmd}: {out}");
        assert_eq!(lines[0], "# a list", "{cmd}");
        assert!(
            !lines[1].is_empty() && !lines[1].starts_with("error"),
            "{cmd}"
        );
        assert_eq!(lines[2], "", "{cmd}");
        assert!(
            lines[3].starts_with("error: line 4: wrong length"),
            "{cmd}: {}",
            lines[3]
        );
        assert_eq!(lines[4], "", "{cmd}");
        assert!(!lines[5].starts_with("error"), "{cmd}: {}", lines[5]);
        assert_eq!((code, err.as_str()), (1, ""), "{cmd}");
        let good = format!("# fine\n{CLASSIC}\n");
        let (_, _, code) = cli_code(&[cmd], good.as_bytes());
        assert_eq!(code, 0, "{cmd}");
    }
    // The one puzzle of hint: 1 when it cannot be answered, 2 when the command cannot run.
    assert_eq!(cli_code(&["hint", "5...5"], b"").2, 1);
    assert_eq!(cli_code(&["hint", "--colour"], b"").2, 2);
}

/// A UTF-8 byte-order mark: "unknown puzzle kind 'sudoku'" (the mark inside the quotes) or "expected 81 cells,
/// found 82"; now skipped in files, standard input and arguments.
#[test]
fn a_byte_order_mark_is_skipped() {
    let bom = "\u{FEFF}";
    for text in [
        format!("{bom}{CLASSIC}"),
        format!("{bom}sudoku:3x3:{CLASSIC}"),
    ] {
        let (out, err, code) = cli_code(&["count"], format!("{text}\n{CLASSIC}\n").as_bytes());
        assert_eq!((out.as_str(), code), ("1\n1\n", 0), "{err}");
        let (hint, ok) = cli(&["hint", &text], "");
        assert!(ok, "{hint}");
        let (hint2, ok) = cli(&["hint"], &text);
        assert!(ok && hint2 == hint, "{hint2}");
        let (grade, ok) = cli(&["grade"], &text);
        assert!(ok, "{grade}");
        let file = std::env::temp_dir().join(format!("deduce-bom-{}.txt", std::process::id()));
        std::fs::write(&file, format!("{text}\n")).unwrap();
        let (out, _, code) = cli_code(&["validate", file.to_str().unwrap()], b"");
        assert_eq!((out.as_str(), code), ("ok\n", 0));
        std::fs::remove_file(&file).unwrap();
        let (out, ok) = cli(&["cnf", &text], "");
        assert!(ok && out.lines().any(|l| l.starts_with("p cnf")), "{out}");
    }
    // Elsewhere it is named, not shown as nothing.
    let (out, _) = cli(&["count"], &format!("sudoku:3x3:{bom}{}", &CLASSIC[1..]));
    assert_eq!(out, "error: line 1: bad character U+FEFF at r1c1\n");
}

/// Messages that name what is wrong: a Killer sum of 0 or below, "1 cell", a directory, a line that is not
/// UTF-8 in a single puzzle.
#[test]
fn bad_input_messages_say_what_and_where() {
    let (out, _) = cli(
        &["validate"],
        "killer:2x2:................:aabbaabbccddccdd:0,10,10,10\nkiller:2x2:................:aabbaabbccddccdd:-3,10,10,10\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines,
        [
            "error: line 1: bad cages: the sum 0 of cage 'a' (r1c1, 4 cells) is not positive: a cage's digits add up to at least 1",
            "error: line 2: bad cages: the sum -3 of cage 'a' (r1c1, 4 cells) is not positive: a cage's digits add up to at least 1",
        ]
    );
    let (out, _) = cli(
        &["validate"],
        "killer:2x2:................:abbbccccddddeeee:12,6,10,10,10\n",
    );
    assert_eq!(
        out,
        "error: line 1: bad cages: cage 'a' (r1c1, 1 cell) cannot add up to 12: 1 digit makes 1 to 4\n"
    );
    let dir = std::env::temp_dir();
    let dir = dir.to_str().unwrap();
    for cmd in ["count", "grade"] {
        let (_, err, code) = cli_code(&[cmd, dir], b"");
        assert_eq!(
            (err, code),
            (
                format!("error: {dir}: is a directory, not a file of puzzles\n"),
                2
            )
        );
    }
    let (_, err, code) = cli_code(&["count", "/no/such/file"], b"");
    assert_eq!(code, 2);
    assert!(err.starts_with("error: /no/such/file: "), "{err}");
    let mut grid = CLASSIC.as_bytes()[..9].to_vec();
    grid.extend_from_slice(b"\n\xff\n");
    let (_, err, code) = cli_code(&["hint"], &grid);
    assert_eq!(
        (err.as_str(), code),
        ("error: line 2: not UTF-8 (byte 0xFF)\n", 1)
    );
}

/// Contradictory Tango signs and Killer sums that cannot add up: `hint` said "its filled cells cannot all be
/// right" on an empty grid and `validate` said ok; both name the contradiction now.
#[test]
fn contradictions_in_signs_and_sums_are_named() {
    // r1c1 = r1c2 × r2c2 = r2c1 = r1c1: one × around a loop.
    let odd_loop = format!("tango:4:{}:=..=........=x..........", ".".repeat(16));
    // r1c1 = r1c2 = r1c3.
    let triple = format!("tango:4:{}:==..........{}", ".".repeat(16), ".".repeat(12));
    // Eight 2-cell cages adding up to 41, not 40; then right in all but row 1 (11) and row 2 (9).
    let grid_total = "killer:2x2:................:aabbccddeeffgghh:5,5,5,5,5,5,5,6";
    let row_total = "killer:2x2:................:aabbccddeeffgghh:4,7,3,6,5,5,5,5";
    for (id, want) in [
        (
            odd_loop.as_str(),
            "bad signs: the × between r1c2 and r2c2 closes a loop of signs with an odd number of ×: they make r2c2 differ from itself",
        ),
        (
            triple.as_str(),
            "bad signs: the signs make r1c1, r1c2, r1c3 hold the same symbol: three in a row",
        ),
        (
            grid_total,
            "bad cages: the cages inside the grid add up to 41, but its digits add up to 40",
        ),
        (
            row_total,
            "bad cages: the cages inside row 1 add up to 11, but its digits add up to 10",
        ),
    ] {
        let (out, _) = cli(&["validate"], id);
        assert_eq!(out, format!("error: line 1: {want}\n"), "{id}");
        let (_, err, code) = cli_code(&["hint", id], b"");
        assert_eq!((err, code), (format!("error: {want}\n"), 1), "{id}");
    }
}

/// Options that were ignored without a word are refused: `--symmetry` for Killer, `--limit 0`, a second FILE,
/// `--solved` with a level; `--prove` for binary says what is true.
#[test]
fn ignored_options_are_refused() {
    for (args, want) in [
        (
            &["generate", "--kind", "killer", "--size", "4", "--symmetry", "rot180"][..],
            "error: Killer puzzles have no symmetry option (got 'rot180'): their clues are cages and sums, not symmetric givens\n",
        ),
        (
            &["count", "--limit", "0"],
            "error: --limit: count solutions up to N, at least 1\n",
        ),
        (
            &["generate", "--kind", "binary", "--size", "8", "--solved", "--level", "master"],
            "error: --solved makes a full grid: it takes no --level\n",
        ),
    ] {
        let (_, err, code) = cli_code(args, b"");
        assert_eq!((err.as_str(), code), (want, 2), "{args:?}");
    }
    for args in [
        &["count", "a.txt", "b.txt"][..],
        &["hint", CLASSIC, "more"],
        &["generate", "9"],
    ] {
        let (_, err, code) = cli_code(args, b"");
        assert_eq!(code, 2, "{args:?}");
        assert!(
            err.starts_with("error: unexpected argument '") && err.contains("usage:"),
            "{err}"
        );
    }
    let (_, err, code) = cli_code(&["generate", "--kind", "binary", "--prove"], b"");
    assert_eq!(code, 2);
    assert!(
        err.contains("irreducible only at master") && !err.contains("always proven"),
        "{err}"
    );
}

/// `generate --level L` that returns another level says so on stderr and in `--json`, as the page does.
#[test]
fn generate_says_when_the_level_is_not_the_one_asked() {
    let args = [
        "generate", "--kind", "sudoku", "--size", "4", "--level", "master", "--seed", "1",
    ];
    let (id, err, code) = cli_code(&args, b"");
    assert_eq!(code, 0);
    let (grade, _) = cli(&["grade"], &id);
    let level = grade.split_whitespace().next().unwrap();
    assert_ne!(level, "master");
    assert_eq!(
        err,
        format!("note: puzzle of seed 1: asked for master; none turned up in the generator's tries, so this puzzle is {level}\n")
    );
    let (json, _, _) = cli_code(&[&args[..], &["--json"]].concat(), b"");
    assert!(
        json.starts_with(&format!(
            "{{\"id\":\"{}\",\"level\":\"{level}\",",
            id.trim()
        )) && json
            .trim_end()
            .ends_with(",\"seed\":1,\"asked\":\"master\"}"),
        "{json}"
    );
    // At the level asked: no note.
    let (_, err, _) = cli_code(
        &["generate", "--kind", "sudoku", "--size", "4", "--seed", "1"],
        b"",
    );
    assert_eq!(err, "");
}

/// Degenerate shapes (`sudoku:1x4`, `killer:1x5`, where hints called row 1 "block 1") are refused by one rule:
/// blocks of at least 2×2.
#[test]
fn degenerate_shapes_are_refused() {
    for (id, want) in [
        ("sudoku:1x4:1...............", "bad parameters '1x4': blocks of 1x4 are not supported: a block has at least 2 rows and 2 columns (2x2, 2x3, 3x3, …)"),
        ("sudoku-x:4x1:1...............", "bad parameters '4x1': blocks of 4x1 are not supported: a block has at least 2 rows and 2 columns (2x2, 2x3, 3x3, …)"),
        ("sudoku:1x2:1...", "bad parameters '1x2': blocks of 1x2 are not supported: a block has at least 2 rows and 2 columns (2x2, 2x3, 3x3, …)"),
        (
            "killer:1x5:.........................:aaaaabbbbbcccccdddddeeeee:15,15,15,15,15",
            "bad parameters '1x5': blocks of 1x5 are not supported: a block has at least 2 rows and 2 columns (2x2, 2x3, 3x3, …)",
        ),
        (
            "killer:4x4:.:a:1",
            "bad parameters '4x4': a Killer side is from 4 to 12: blocks 2x2 up to 3x4, 4x3, 2x6 or 6x2",
        ),
    ] {
        let (out, _) = cli(&["count"], id);
        assert_eq!(out, format!("error: line 1: {want}\n"), "{id}");
    }
    // The shapes kept: 3x2 and 2x4 Killer blocks too.
    let (out, _) = cli(&["count"], "killer:3x2:....................................:aaabbbaaabbbcccdddcccdddeeefffeeefff:21,21,21,21,21,21\n");
    assert_eq!(out, "2\n");
}

/// `deduce steps … | head -1` printed "Broken pipe (os error 32)": a closed output pipe now ends every command
/// quietly, by SIGPIPE, as other Unix tools end.
#[test]
fn a_closed_pipe_ends_quietly() {
    use std::io::{Read, Write};
    use std::os::unix::process::ExitStatusExt;
    let list = format!("{CLASSIC}\n").repeat(200);
    for (args, input) in [
        (&["steps"][..], CLASSIC.to_string()),
        (&["hint", "--json"], CLASSIC.to_string()),
        (&["count"], list.clone()),
        (&["solve", "--jobs", "2"], list.clone()),
        (&["validate"], list.clone()),
        (&["grade"], list.clone()),
        (
            &[
                "generate", "--kind", "binary", "--size", "6", "--count", "50", "--seed", "1",
            ],
            String::new(),
        ),
        (&["cnf", CLASSIC], String::new()),
        (&["help"], String::new()),
    ] {
        let mut child = spawn_cli(args);
        // The reader goes away before the command writes (it waits for its input first where it reads one).
        drop(child.stdout.take());
        let mut stdin = child.stdin.take().unwrap();
        let _ = stdin.write_all(input.as_bytes());
        drop(stdin);
        let mut err = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut err)
            .unwrap();
        let status = child.wait().unwrap();
        assert_eq!(err, "", "{args:?}");
        assert!(
            status.signal() == Some(13) || status.success(),
            "{args:?}: {status:?}"
        );
    }
}

/// The words of the usage with the option names, command names and ids (`--kind`, `sudoku`, `mirror-h`,
/// `r1c1-r2c2-r3c3`, `FILE`) left out: what a language must translate.
fn usage_words(usage: &str) -> Vec<String> {
    usage
        .lines()
        .filter(|l| !l.trim_start().starts_with("deduce "))
        .flat_map(|l| l.split(|c: char| !c.is_alphabetic() && c != '-'))
        .filter(|w| w.chars().count() >= 4 && w.chars().all(|c| c.is_ascii_lowercase()))
        .filter(|w| !w.contains('-'))
        .map(str::to_string)
        .collect()
}

/// `--lang` puts the CLI's own words in the language too: the usage and the refusal of an unknown option,
/// with the command and option names, the ids and the `error: ` prefix as they are.
#[test]
fn the_usage_and_the_refusals_speak_the_language() {
    let (english, _, code) = cli_code(&["help"], b"");
    assert_eq!(code, 0);
    assert!(english.starts_with("usage:"), "{english}");
    // Words that are ids in every language (levels, symmetries, rules, commands) are not English to translate.
    let ids = [
        "easy",
        "medium",
        "hard",
        "expert",
        "master",
        "none",
        "diagonal",
        "diagonals",
        "windoku",
        "antiknight",
        "antiking",
        "nonconsecutive",
        "evenodd",
        "thermo",
        "arrow",
        "kropki",
        "whisper",
        "renban",
        "even",
        "white",
        "black",
        "sudoku",
        "cells",
        "rule",
        "count",
        "solve",
        "validate",
        "grade",
        "letter",
        "lang",
        "jobs",
        "line",
        "error",
    ];
    let words: Vec<String> = usage_words(&english)
        .into_iter()
        .filter(|w| !ids.contains(&w.as_str()))
        .collect();
    assert!(words.len() > 40, "{words:?}");
    for lang in ["de", "ja"] {
        let (usage, _, code) = cli_code(&["--lang", lang, "help"], b"");
        assert_eq!(code, 0);
        for line in english.lines().filter(|l| l.starts_with("  deduce ")) {
            assert!(
                usage.contains(line),
                "{lang}: the commands as they are: {line}"
            );
        }
        let left: Vec<&String> = words
            .iter()
            .filter(|w| usage_words(&usage).contains(w))
            .collect();
        assert!(
            left.is_empty(),
            "{lang}: English words {left:?} in\n{usage}"
        );
        let (_, err, code) = cli_code(&["--lang", lang, "count", "--frob=1"], b"");
        assert_eq!(code, 2);
        let first = err.lines().next().unwrap();
        let want = match lang {
            "de" => "error: unbekannte Option --frob",
            _ => "error: 不明なオプション --frob",
        };
        assert_eq!(first, want, "{err}");
        assert!(err.contains(&usage), "{lang}: the usage follows\n{err}");
    }
    let (_, err, _) = cli_code(&["count", "--frob=1"], b"");
    assert!(
        err.starts_with("error: unknown option --frob\nusage:"),
        "{err}"
    );
    let (_, err, _) = cli_code(&["--lang", "de", "count", "--limit", "x"], b"");
    assert_eq!(err, "error: --limit: 'x' ist keine gültige Zahl\n");
    let (_, err, _) = cli_code(&["--lang", "de", "frob"], b"");
    assert!(
        err.starts_with("error: unbekannter Befehl 'frob'\n"),
        "{err}"
    );
}
