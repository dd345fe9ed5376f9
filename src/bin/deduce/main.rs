//! `deduce`: the command-line tool on the same engine as the page.
//!
//! ```text
//! deduce count [--limit N] [--jobs N] [FILE]   solutions per puzzle line, capped at N (default 2)
//! deduce solve [--jobs N] [FILE]               the solution as a game ID, or none / multiple
//! deduce generate --kind K --size N [--level L] [--needs T,T] [--symmetry S] [--count K] [--seed S] [--budget-ms MS] [--solved] [--prove] [--jobs N] [--json] [--booklet FILE.html [--per-page 1|2|4|6] [--paper a4|letter] [--no-solutions]]
//! deduce booklet FILE.html [--per-page 1|2|4|6] [--paper a4|letter] [--no-solutions] [--jobs N] [IDS]
//!                                       a booklet to print of the game IDs of IDS (one per line, any kinds)
//! deduce grade [--rating] [--jobs N] [FILE]    level and hardest technique (--rating: and the Sudoku Explainer rating)
//! deduce hint [--json] [PUZZLE]         the next logical step
//! deduce steps [--all] [--json] [PUZZLE]  the whole logical solve path (--all: every step in the position), one per line
//! deduce validate [--jobs N] [FILE]            ok, or the broken rules
//! deduce bench [--limit N] [--repeat R] [--max M] FILE...   counting speed per list (median of R runs; thread CPU time on Linux)
//! deduce cnf ID                         the puzzle as DIMACS CNF (see `deduce::cnf`)
//! ```
//! FILE defaults to standard input. The batch commands (count, solve, validate, grade) write one line per input
//! line: the answer of a puzzle line, `error: line N: <message>` for a line that is no puzzle, an empty line
//! for an empty one and a `#` comment as it is. Exit status: 0 when every line was answered, 1 when some
//! line (or the one PUZZLE of hint, steps, cnf) could not be, 2 when the command could not run (bad options,
//! an unreadable FILE); a closed output pipe ends the run quietly (SIGPIPE), as other Unix tools do. `--jobs N`
//! (default: the number of cores) spreads the lines, or generate's puzzles, over N threads; the output is in
//! input order, the same as with one thread.
//! PUZZLE (default: standard input) is anything the page's Import reads (`deduce::paste`): a game ID, a link
//! holding one, a bare line, a grid over several lines or a pencil-mark grid. `grade` reads one grid over
//! several lines as one puzzle, and any other input as a list (see [`deduce::input::one_grid`]).
//! `--lang CODE` (en, de, fr, es, nl, ja), with any command, writes the engine's words in that language
//! (`deduce::text`: hints, technique names, units, errors) and the CLI's own (its usage and refusals: the
//! `engine-cli` messages); command and option names, ids, game IDs, JSON and the `error: ` prefix stay as they are.
//! `--json` prints each step as one JSON object per line (`deduce::step_json`, schema in the README).

use deduce::batch::Summary;
use deduce::core::error::MAX_INPUT_LEN;
use deduce::family::any::{AnyPuzzle, Kind};
use deduce::hint::mistake::Answer;
use deduce::input::{read_up_to, whole_text};
use deduce::paste::{self, Position, Solutions};
use deduce::{position, step_json, tr, GenerateOptions, Generated, Level};
use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;

mod booklet;

/// The commands with their options, in the usage (`cli-usage` gives the words around it, in the language).
const COMMANDS: &str = "  deduce count [--limit N] [--jobs N] [FILE]
  deduce solve [--jobs N] [FILE]
  deduce generate --kind sudoku|sudoku-x|jigsaw|killer|binary|tango [--rules R,R] --size N [--level L] [--needs T,T] [--symmetry S] [--count K] [--seed S] [--budget-ms MS] [--solved] [--prove] [--jobs N] [--json] [--booklet FILE.html [--per-page 1|2|4|6] [--paper a4|letter] [--no-solutions]]
  deduce booklet FILE.html [--per-page 1|2|4|6] [--paper a4|letter] [--no-solutions] [--jobs N] [IDS]
  deduce grade [--rating] [--jobs N] [FILE]
  deduce hint [--json] [PUZZLE]
  deduce steps [--all] [--json] [PUZZLE]
  deduce validate [--jobs N] [FILE]
  deduce cnf ID
  deduce bench [--limit N] [--repeat R] [--max M] FILE...";

/// The usage, in the language of `--lang`.
fn usage() -> String {
    tr!("cli-usage", commands = COMMANDS)
}

/// Why a run did not answer everything: `Answered` when some line got an error line in the output, `Input`
/// when the one puzzle of hint, steps or cnf could not be answered (exit status 1 for both); `Fatal` when the
/// command could not run at all (exit status 2).
enum Failure {
    Answered,
    Input(String),
    Fatal(String),
}

impl From<String> for Failure {
    fn from(e: String) -> Self {
        Failure::Fatal(e)
    }
}

impl From<&str> for Failure {
    fn from(e: &str) -> Self {
        Failure::Fatal(e.to_string())
    }
}

/// `Err(Failure::Answered)` when a batch run answered some line with an error.
fn all_answered(s: Summary) -> Result<(), Failure> {
    if s.failed == 0 {
        Ok(())
    } else {
        Err(Failure::Answered)
    }
}

/// A write to standard output.
fn write_out(r: io::Result<()>) -> Result<(), Failure> {
    r.map_err(|e| Failure::Fatal(e.to_string()))
}

struct Args {
    flags: Vec<(String, Option<String>)>,
    positional: Vec<String>,
}

impl Args {
    fn parse(raw: &[String], boolean: &[&str]) -> Result<Args, String> {
        let mut flags = vec![];
        let mut positional = vec![];
        let mut it = raw.iter();
        while let Some(a) = it.next() {
            if let Some(name) = a.strip_prefix("--") {
                if let Some((k, v)) = name.split_once('=') {
                    flags.push((k.to_string(), Some(v.to_string())));
                } else if boolean.contains(&name) {
                    flags.push((name.to_string(), None));
                } else {
                    let v = it
                        .next()
                        .ok_or_else(|| tr!("cli-needs-value", option = name))?;
                    flags.push((name.to_string(), Some(v.clone())));
                }
            } else {
                positional.push(a.clone());
            }
        }
        Ok(Args { flags, positional })
    }
    fn get(&self, k: &str) -> Option<&str> {
        self.flags
            .iter()
            .rev()
            .find(|(n, _)| n == k)
            .and_then(|(_, v)| v.as_deref())
    }
    fn has(&self, k: &str) -> bool {
        self.flags.iter().any(|(n, _)| n == k)
    }
    fn num<T: std::str::FromStr>(&self, k: &str, default: T) -> Result<T, String> {
        match self.get(k) {
            None => Ok(default),
            Some(v) => v
                .parse()
                .map_err(|_| tr!("cli-not-a-number", option = k, value = v)),
        }
    }
    fn check_known(&self, known: &[&str]) -> Result<(), String> {
        match self
            .flags
            .iter()
            .find(|(n, _)| !known.contains(&n.as_str()))
        {
            Some((n, _)) => Err(format!(
                "{}\n{}",
                tr!("cli-unknown-option", option = n),
                usage()
            )),
            None => Ok(()),
        }
    }
    /// Refuses more than `most` positional arguments (`count a.txt b.txt`).
    fn at_most(&self, most: usize) -> Result<(), String> {
        match self.positional.get(most) {
            Some(extra) => Err(format!(
                "{}\n{}",
                tr!(
                    "cli-unexpected-argument",
                    argument = paste_quote(extra),
                    most = most
                ),
                usage()
            )),
            None => Ok(()),
        }
    }
}

/// An argument in quotes for a message, shortened.
fn paste_quote(t: &str) -> String {
    let short: String = t.chars().take(40).collect();
    if short.len() < t.len() {
        format!("'{short}…'")
    } else {
        format!("'{short}'")
    }
}

/// The number of threads: `--jobs N`, by default the number of cores.
fn jobs(args: &Args) -> Result<usize, String> {
    // The default is looked up only when needed: it reads the cgroup files, which `--jobs 1` spares.
    let n = match args.get("jobs") {
        Some(_) => args.num("jobs", 1)?,
        None => deduce::batch::default_jobs(),
    };
    match n {
        0 => Err(tr!("cli-jobs-zero")),
        n => Ok(n),
    }
}

/// The input of a batch command: FILE, or standard input when it is left out or `-`.
fn input(args: &Args) -> Result<Box<dyn Read>, String> {
    deduce::input::open(args.positional.first().map(String::as_str))
}

/// Answers each line of the input (FILE or stdin) with `answer` (the batch contract: [`deduce::batch::each_line`]),
/// over `--jobs` threads, in input order.
fn each_line<E: std::fmt::Display>(
    args: &Args,
    input: &mut dyn Read,
    answer: impl Fn(&str, &mut Vec<u8>) -> Result<(), E> + Sync,
) -> Result<(), Failure> {
    let jobs = jobs(args)?;
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let run = deduce::batch::each_line(input, &mut out, jobs, answer);
    // What was answered is written even when reading stops.
    let flushed = out.flush().map_err(|e| e.to_string());
    all_answered(run.and_then(|s| flushed.map(|()| s))?)
}

/// Reads a position (a pencil-mark grid, a grid, a game ID or link) and checks that it has one solution.
fn read_position(text: &str) -> Result<Position, String> {
    let pos = paste::read(text, Kind::Sudoku).map_err(|e| e.to_string())?;
    match paste::check(&pos, None).map_err(|e| e.to_string())? {
        Solutions::One => Ok(pos),
        Solutions::Several => Err(tr!("error-several-solutions")),
    }
}

/// The one position of `hint` and `steps`: the argument, or all of standard input.
fn one_position(args: &Args) -> Result<Position, String> {
    let text = match args.positional.first() {
        Some(t) if t != "-" => whole_text(t.as_bytes())?,
        _ => whole_text(&read_up_to(&mut io::stdin().lock(), MAX_INPUT_LEN + 1)?)?,
    };
    read_position(&text)
}

fn one_puzzle(args: &Args) -> Result<AnyPuzzle, String> {
    let id = args
        .positional
        .first()
        .ok_or_else(|| tr!("cli-expected-game-id"))?;
    AnyPuzzle::parse(id).map_err(|e| e.to_string())
}

/// `grade`'s answer to one puzzle: its level and hardest technique; with `rating`, then its Sudoku Explainer
/// rating and the technique of the step that sets it (`hard x-wing 3.2 x-wing`).
fn grade_line(pos: Position, rating: bool) -> Result<String, String> {
    let g = position::grade(&pos).map_err(|e| e.to_string())?;
    if !rating {
        return Ok(format!("{} {}", g.level, g.hardest.id()));
    }
    let r = position::rating(&pos.puzzle, pos.marks.as_deref()).map_err(|e| e.to_string())?;
    Ok(format!(
        "{} {} {} {}",
        g.level,
        g.hardest.id(),
        r,
        r.technique.id()
    ))
}

/// What `generate` says of a puzzle that is not at the level asked for (on standard error and in `--json`), as
/// the page does.
fn missed_level(asked: Option<Level>, g: &Generated, seed: u64) -> Option<String> {
    let asked = asked.filter(|&l| l != g.level)?;
    Some(tr!(
        "cli-missed-level",
        seed = seed,
        asked = asked.to_string(),
        level = g.level.to_string()
    ))
}

fn run(raw: Vec<String>) -> Result<(), Failure> {
    let (cmd, rest) = raw.split_first().ok_or_else(usage)?;
    match cmd.as_str() {
        "count" => {
            let a = Args::parse(rest, &[])?;
            a.check_known(&["limit", "jobs"])?;
            a.at_most(1)?;
            let limit: usize = a.num("limit", 2)?;
            if limit == 0 {
                return Err(tr!("cli-limit-zero").into());
            }
            each_line(&a, &mut *input(&a)?, |t, o| {
                deduce::lines::count(t, limit, o)
            })
        }
        "solve" => {
            let a = Args::parse(rest, &[])?;
            a.check_known(&["jobs"])?;
            a.at_most(1)?;
            each_line(&a, &mut *input(&a)?, deduce::lines::solve)
        }
        "validate" => {
            let a = Args::parse(rest, &[])?;
            a.check_known(&["jobs"])?;
            a.at_most(1)?;
            each_line(&a, &mut *input(&a)?, deduce::lines::validate)
        }
        "grade" => {
            let a = Args::parse(rest, &["rating"])?;
            a.check_known(&["jobs", "rating"])?;
            a.at_most(1)?;
            let rating = a.has("rating");
            let mut input = input(&a)?;
            // An input longer than any grid is a list; a shorter one is looked at whole.
            let head = read_up_to(&mut *input, MAX_INPUT_LEN + 1)?;
            let text = std::str::from_utf8(&head).unwrap_or("");
            if head.len() <= MAX_INPUT_LEN && deduce::input::one_grid(text) {
                let line = whole_text(&head)
                    .and_then(|t| read_position(&t))
                    .and_then(|p| grade_line(p, rating))
                    .map_err(Failure::Input)?;
                write_out(writeln!(io::stdout().lock(), "{line}"))
            } else {
                let work = |t: &str, o: &mut Vec<u8>| -> Result<(), String> {
                    let pos = paste::read(t, Kind::Sudoku).map_err(|e| e.to_string())?;
                    o.extend_from_slice(grade_line(pos, rating)?.as_bytes());
                    o.push(b'\n');
                    Ok(())
                };
                each_line(&a, &mut (&head[..]).chain(input), work)
            }
        }
        "bench" => {
            let a = Args::parse(rest, &[])?;
            a.check_known(&["limit", "repeat", "max"])?;
            let limit: usize = a.num("limit", 2)?;
            let repeat: usize = a.num("repeat", 5)?;
            let max: usize = a.num("max", usize::MAX)?;
            println!(
                "{:<40} {:>9} {:>12} {:>12}",
                "list", "puzzles", "µs/puzzle", "puzzles/s"
            );
            for path in &a.positional {
                let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
                // Parse and count each line, as the wasm `count_lines` does, so the two are comparable.
                let lines: Vec<&str> = text
                    .lines()
                    .filter_map(deduce::core::error::puzzle_line)
                    .take(max)
                    .collect();
                let mut times = Vec::with_capacity(repeat);
                let mut checksum = 0usize;
                for _ in 0..repeat.max(1) {
                    let t = deduce::core::clock::thread_cpu_ns();
                    for l in &lines {
                        checksum += AnyPuzzle::count_line(l, limit).unwrap_or(0);
                    }
                    times.push((deduce::core::clock::thread_cpu_ns() - t) as f64 * 1e-9);
                }
                times.sort_by(f64::total_cmp);
                let median = times[times.len() / 2];
                let per = median * 1e6 / lines.len().max(1) as f64;
                let name = std::path::Path::new(path)
                    .file_name()
                    .map_or(path.clone(), |f| f.to_string_lossy().into());
                println!(
                    "{name:<40} {:>9} {per:>12.2} {:>12.0}   (checksum {checksum})",
                    lines.len(),
                    1e6 / per
                );
            }
            Ok(())
        }
        "bench-solved" => {
            // Milliseconds to make a solved binary grid of side N: the best of three means over R calls (seeds
            // 1..7 in turn, after a warm-up), for bench/wasm-node.mjs, which times the wasm build the same way.
            let n: usize = rest
                .first()
                .and_then(|v| v.parse().ok())
                .ok_or_else(|| tr!("cli-expected-side"))?;
            let calls: u64 = rest.get(1).and_then(|v| v.parse().ok()).unwrap_or(100);
            for seed in 0..20 {
                std::hint::black_box(deduce::generate::binary::solved_grid(n, seed)?);
            }
            let mut best = f64::INFINITY;
            for _ in 0..3 {
                let t = deduce::core::clock::thread_cpu_ns();
                for i in 0..calls {
                    std::hint::black_box(deduce::generate::binary::solved_grid(n, i % 7 + 1)?);
                }
                let ms =
                    (deduce::core::clock::thread_cpu_ns() - t) as f64 / 1e6 / calls.max(1) as f64;
                best = best.min(ms);
            }
            println!("{best:.4}");
            Ok(())
        }
        "cnf" => {
            let a = Args::parse(rest, &[])?;
            a.check_known(&[])?;
            a.at_most(1)?;
            let p = one_puzzle(&a).map_err(Failure::Input)?;
            write_out(write!(
                io::stdout().lock(),
                "{}",
                deduce::cnf::encode(&p).to_dimacs()
            ))
        }
        "hint" | "steps" => {
            let a = Args::parse(rest, &["json", "all"])?;
            a.check_known(&["json", "all"])?;
            a.at_most(1)?;
            if cmd == "hint" && a.has("all") {
                return Err(tr!("cli-all-is-for-steps").into());
            }
            let pos = one_position(&a).map_err(Failure::Input)?;
            let answer = if cmd == "hint" {
                position::hint(&pos)
                    .map_err(|e| Failure::Input(e.to_string()))?
                    .map(|s| vec![s])
            } else if a.has("all") {
                Answer::Next(position::all_steps(&pos).map_err(|e| Failure::Input(e.to_string()))?)
            } else {
                Answer::Next(position::steps(&pos).map_err(|e| Failure::Input(e.to_string()))?)
            };
            let lines = match (answer, a.has("json")) {
                (Answer::Mistake(m), true) => vec![step_json::mistake_json(&m, &pos.puzzle)],
                (Answer::Mistake(m), false) => vec![m.line()],
                (Answer::Next(steps), json) => steps
                    .iter()
                    .map(|s| match json {
                        true => step_json::to_json(s, &pos.puzzle),
                        false => s.line(),
                    })
                    .collect(),
            };
            let mut out = BufWriter::new(io::stdout().lock());
            for line in lines {
                write_out(writeln!(out, "{line}"))?;
            }
            write_out(out.flush())
        }
        "booklet" => {
            let a = Args::parse(rest, &["no-solutions"])?;
            a.check_known(&["per-page", "paper", "no-solutions", "jobs"])?;
            a.at_most(2)?;
            let file = a
                .positional
                .first()
                .ok_or_else(|| tr!("cli-expected-booklet-file"))?;
            let (file, layout) = booklet::layout(&a, Some(file))?.expect("a file was given");
            let mut text = String::new();
            deduce::input::open(a.positional.get(1).map(String::as_str))?
                .read_to_string(&mut text)
                .map_err(|e| tr!("cli-cannot-read-puzzles", reason = e.to_string()))?;
            let puzzles = booklet::read(&text, jobs(&a)?).map_err(Failure::Input)?;
            if puzzles.is_empty() {
                return Err(Failure::Input(tr!("cli-no-puzzles")));
            }
            booklet::write(&file, layout, &puzzles).map_err(Failure::Fatal)
        }
        "generate" => {
            let a = Args::parse(rest, &["solved", "prove", "json", "no-solutions"])?;
            a.check_known(&[
                "booklet",
                "per-page",
                "paper",
                "no-solutions",
                "kind",
                "rules",
                "size",
                "level",
                "symmetry",
                "count",
                "seed",
                "budget-ms",
                "solved",
                "jobs",
                "prove",
                "json",
                "needs",
            ])?;
            a.at_most(0)?;
            let kind_s = a.get("kind").unwrap_or("sudoku");
            let kind = Kind::parse(kind_s).ok_or_else(|| tr!("cli-unknown-kind", kind = kind_s))?;
            let default_size = match kind {
                Kind::Tango => 6,
                k if k.is_sudoku() => 9,
                _ => 10,
            };
            let size: usize = a.num("size", default_size)?;
            let level = match a.get("level") {
                None => None,
                Some(l) => {
                    Some(Level::parse(l).ok_or_else(|| tr!("cli-unknown-level", level = l))?)
                }
            };
            if a.has("solved") {
                if kind != Kind::Binary {
                    return Err(tr!("cli-solved-is-for-binary").into());
                }
                if let Some(o) = ["level", "symmetry", "prove", "json"]
                    .iter()
                    .find(|o| a.has(o))
                {
                    return Err(tr!("cli-solved-takes-no", option = *o).into());
                }
            }
            let count: usize = a.num("count", 1)?;
            let seed: u64 = match a.get("seed") {
                Some(_) => a.num("seed", 0)?,
                None => rand::random(),
            };
            let budget: u64 = a.num("budget-ms", 10_000)?;
            // --rules antiknight,windoku: a Sudoku under those rules (the game ID's names, comma-separated).
            let rules = match a.get("rules") {
                None => vec![],
                Some(_) if kind != Kind::Sudoku => {
                    return Err(tr!("cli-rules-is-for-sudoku").into());
                }
                Some(text) => deduce::rules::family::parse(text)?,
            };
            // --needs x-wing,skyscraper: puzzles whose solve path uses those techniques (deduce::needs).
            let needs = match a.get("needs") {
                None => vec![],
                Some(_) if a.has("solved") => {
                    return Err(tr!("cli-solved-takes-no", option = "needs").into());
                }
                Some(list) => deduce::needs::parse(kind, list, level)?,
            };
            // --booklet FILE.html: the puzzles also laid out to print (deduce::booklet)
            if a.has("booklet") && a.has("solved") {
                return Err(tr!("cli-solved-takes-no", option = "booklet").into());
            }
            let booklet = booklet::layout(&a, a.get("booklet"))?;
            let jobs = jobs(&a)?;
            let json = a.has("json");
            // Puzzle i has seed `seed + i` whatever the number of threads.
            let options = |seed: u64| GenerateOptions {
                size,
                level,
                symmetry: a.get("symmetry").map(str::to_string),
                seed,
                time_budget_ms: budget,
            };
            let one = |opts: &GenerateOptions| -> Result<Generated, String> {
                Ok(if !rules.is_empty() {
                    deduce::generate::rules::generate_with_families(opts, &rules, a.has("prove"))?
                } else if a.has("prove") {
                    match kind {
                        Kind::Sudoku => deduce::generate::sudoku::generate_with(opts, true)?,
                        Kind::SudokuX => deduce::generate::sudoku::generate_x(opts, true)?,
                        Kind::Jigsaw => deduce::generate::jigsaw::generate(opts, true)?,
                        Kind::Binary | Kind::Tango => return Err(tr!("cli-prove-not-for-binary")),
                        _ => return Err(tr!("cli-prove-not-built", kind = kind.name())),
                    }
                } else {
                    AnyPuzzle::generate(kind, opts)?
                })
            };
            type Made = (String, Option<String>, Option<(String, String)>);
            let make = |&i: &u64| -> Result<Made, String> {
                let opts = options(seed.wrapping_add(i));
                if a.has("solved") {
                    return Ok((
                        deduce::generate::binary::solved_grid(size, opts.seed)?,
                        None,
                        None,
                    ));
                }
                let (g, tries) = match needs.is_empty() {
                    true => (one(&opts)?, None),
                    false => {
                        let (g, k) = deduce::needs::generate(&needs, level, opts.seed, |s| {
                            one(&options(s))
                        })?;
                        (g, Some(k))
                    }
                };
                let missed = missed_level(level, &g, opts.seed);
                let printed = (g.game_id.clone(), g.level.to_string());
                let line = if json {
                    let mut l = format!(
                        "{{\"id\":\"{}\",\"level\":\"{}\",\"hardest\":\"{}\",\"seed\":{}",
                        g.game_id,
                        g.level,
                        g.hardest.id(),
                        opts.seed
                    );
                    if let Some(asked) = level {
                        l.push_str(&format!(",\"asked\":\"{asked}\""));
                    }
                    if let Some(k) = tries {
                        l.push_str(&format!(",\"tries\":{k}"));
                    }
                    l.push('}');
                    l
                } else {
                    g.game_id
                };
                Ok((line, missed.map(|m| format!("note: {m}")), Some(printed)))
            };
            let mut printed = vec![];
            let mut out = BufWriter::new(io::stdout().lock());
            // In rounds, so that a long run holds few results at a time.
            let mut first = 0;
            while first < count as u64 {
                let round: Vec<u64> = (first..(count as u64).min(first + 1024)).collect();
                deduce::batch::run_ordered(&round, jobs, make, |made| {
                    let (line, note, puzzle) = made.map_err(Failure::Fatal)?;
                    if booklet.is_some() {
                        printed.extend(puzzle);
                    }
                    if let Some(note) = note {
                        // After the puzzles before it, so that the note stands next to its puzzle.
                        write_out(out.flush())?;
                        eprintln!("{note}");
                    }
                    write_out(writeln!(out, "{line}"))
                })?;
                first += round.len() as u64;
            }
            write_out(out.flush())?;
            if let Some((file, layout)) = booklet {
                let puzzles = printed
                    .iter()
                    .map(|(id, level)| {
                        Ok((
                            AnyPuzzle::parse(id).map_err(|e| e.to_string())?,
                            level.clone(),
                        ))
                    })
                    .collect::<Result<Vec<_>, String>>()?;
                booklet::write(&file, layout, &puzzles).map_err(Failure::Fatal)?;
            }
            Ok(())
        }
        "help" | "--help" | "-h" => write_out(writeln!(io::stdout().lock(), "{}", usage())),
        other => Err(format!(
            "{}\n{}",
            tr!("cli-unknown-command", command = other),
            usage()
        )
        .into()),
    }
}

fn main() -> ExitCode {
    // A closed output pipe (`deduce steps … | head -1`) ends the process quietly, as it does other Unix tools:
    // Rust ignores SIGPIPE, which turns it into a "Broken pipe" error on every write.
    #[cfg(unix)]
    // SAFETY: restoring the default action of a signal, before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let mut args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    // --lang CODE, with any command: the engine's and the CLI's words in that language (chosen first, so that
    // every message after it is in that language).
    if let Some(i) = args.iter().position(|a| a == "--lang") {
        let code = args
            .get(i + 1)
            .map(|c| c.to_string_lossy().into_owned())
            .unwrap_or_default();
        let set = deduce::text::source(&code)
            .ok_or_else(|| {
                let known: Vec<&str> = deduce::text::LANGUAGES.iter().map(|l| l.0).collect();
                tr!(
                    "cli-unknown-language",
                    languages = known.join(", "),
                    code = code.as_str()
                )
            })
            .and_then(|src| deduce::text::set_language(&code, Some(src)));
        if let Err(e) = set {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
        args.drain(i..(i + 2).min(args.len()));
    }
    let mut raw = vec![];
    for a in args {
        match a.into_string() {
            Ok(a) => raw.push(a),
            Err(a) => {
                let argument = a.to_string_lossy().into_owned();
                eprintln!("error: {}", tr!("cli-not-utf8", argument = argument));
                return ExitCode::from(2);
            }
        }
    }
    match run(raw) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Answered) => ExitCode::from(1),
        Err(Failure::Input(e)) => {
            eprintln!("error: {e}");
            ExitCode::from(1)
        }
        Err(Failure::Fatal(e)) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
