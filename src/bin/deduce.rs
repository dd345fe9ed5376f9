//! `deduce`: the command-line tool on the same engine as the page.
//!
//! ```text
//! deduce count [--limit N] [--jobs N] [FILE]   solutions per puzzle line, capped at N (default 2)
//! deduce solve [--jobs N] [FILE]               the solution as a game ID, or none / multiple
//! deduce generate --kind K --size N [--level L] [--symmetry S] [--count K] [--seed S] [--budget-ms MS] [--solved] [--prove] [--jobs N]
//! deduce grade [--jobs N] [FILE]               level and hardest technique
//! deduce hint [--json] [PUZZLE]         the next logical step
//! deduce steps [--json] [PUZZLE]        the whole logical solve path, one step per line
//! deduce validate [--jobs N] [FILE]            ok, or the broken rules
//! deduce bench [--limit N] [--repeat R] [--max M] FILE...   counting speed per list (median of R runs; thread CPU time on Linux)
//! deduce cnf ID                         the puzzle as DIMACS CNF (see `deduce::cnf`)
//! ```
//! FILE defaults to standard input; empty lines and lines starting with `#` are skipped; a malformed line
//! prints `error: <message>` and the run goes on. `--jobs N` (default: the number of cores) spreads the lines,
//! or generate's puzzles, over N threads; the output is in input order, the same as with one thread.
//! PUZZLE (default: standard input) is anything the page's Import reads (`deduce::paste`): a game ID, a link
//! holding one, a bare line, a grid over several lines or a pencil-mark grid. `grade` reads a FILE of one puzzle per line, or one grid over several lines.
//! `--json` prints each step as one JSON object per line (`deduce::step_json`, schema in the README).

use deduce::family::any::{AnyPuzzle, Kind};
use deduce::paste::{self, Position, Solutions};
use deduce::{position, step_json, GenerateOptions, Level};
use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;

const USAGE: &str = "usage:
  deduce count [--limit N] [--jobs N] [FILE]
  deduce solve [--jobs N] [FILE]
  deduce generate --kind sudoku|sudoku-x|jigsaw|killer|binary|tango --size N [--level L] [--symmetry S] [--count K] [--seed S] [--budget-ms MS] [--solved] [--prove] [--jobs N]
  deduce grade [--jobs N] [FILE]
  deduce hint [--json] [PUZZLE]
  deduce steps [--json] [PUZZLE]
  deduce validate [--jobs N] [FILE]
  deduce cnf ID
  deduce bench [--limit N] [--repeat R] [--max M] FILE...
levels: easy, medium, hard, expert, master; symmetries: none, rot180, rot90, mirror-h, mirror-v, diagonal
--jobs N: threads (default: the number of cores); output in input order, the same as with --jobs 1";

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
                    let v = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
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
                .map_err(|_| format!("--{k}: '{v}' is not a valid number")),
        }
    }
    fn check_known(&self, known: &[&str]) -> Result<(), String> {
        match self
            .flags
            .iter()
            .find(|(n, _)| !known.contains(&n.as_str()))
        {
            Some((n, _)) => Err(format!("unknown option --{n}")),
            None => Ok(()),
        }
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
        0 => Err("--jobs: the number of threads must be at least 1".into()),
        n => Ok(n),
    }
}

/// Answers each puzzle line of the input (FILE or stdin) with `answer`, which appends its line of output;
/// empty lines and `#` lines are skipped. The lines are spread over `--jobs` threads; the output keeps the
/// input order.
fn each_line(args: &Args, answer: impl Fn(&str, &mut Vec<u8>) + Sync) -> Result<(), String> {
    let jobs = jobs(args)?;
    let mut input: Box<dyn Read> = match args.positional.first() {
        Some(path) if path != "-" => {
            Box::new(std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?)
        }
        _ => Box::new(io::stdin().lock()),
    };
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let run = deduce::batch::each_line(&mut input, &mut out, jobs, |line, o| {
        if let Some(t) = deduce::core::error::puzzle_line(line) {
            answer(t, o);
        }
    });
    // What was answered is written even when the run stops at a bad line.
    let flushed = out.flush().map_err(|e| e.to_string());
    run.and(flushed)
}

/// The text of the input without its comment lines (`#`).
fn without_comments(text: &str) -> String {
    text.lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A line that holds a whole puzzle by itself: a game ID or link, or a bare line of at least 16 cells. A
/// row of a grid is shorter or has spaces or frame characters.
fn whole_puzzle_line(line: &str) -> bool {
    let t = line.trim();
    !t.contains(char::is_whitespace)
        && (t.contains(':') || (t.chars().count() >= 16 && !t.contains('|') && !t.contains('+')))
}

/// Reads a position (a pencil-mark grid, a grid, a game ID or link) and checks that it has one solution.
fn read_position(text: &str) -> Result<Position, String> {
    let pos = paste::read(text, Kind::Sudoku).map_err(|e| format!("error: {e}"))?;
    match paste::check(&pos, None).map_err(|e| format!("error: {e}"))? {
        Solutions::One => Ok(pos),
        Solutions::Several => Err("error: the puzzle has more than one solution".into()),
    }
}

/// The one position of `hint` and `steps`: the argument, or all of standard input.
fn one_position(args: &Args) -> Result<Position, String> {
    let text = match args.positional.first() {
        Some(t) if t != "-" => t.clone(),
        _ => io::read_to_string(io::stdin().lock()).map_err(|e| e.to_string())?,
    };
    read_position(&without_comments(&text))
}

fn one_puzzle(args: &Args) -> Result<AnyPuzzle, String> {
    let id = args.positional.first().ok_or("expected a game ID")?;
    AnyPuzzle::parse(id).map_err(|e| format!("error: {e}"))
}

fn run(raw: Vec<String>) -> Result<(), String> {
    let (cmd, rest) = raw.split_first().ok_or(USAGE)?;
    match cmd.as_str() {
        "count" => {
            let a = Args::parse(rest, &[])?;
            a.check_known(&["limit", "jobs"])?;
            let limit: usize = a.num("limit", 2)?;
            each_line(&a, |t, o| deduce::lines::count(t, limit, o))
        }
        "solve" => {
            let a = Args::parse(rest, &[])?;
            a.check_known(&["jobs"])?;
            each_line(&a, deduce::lines::solve)
        }
        "grade" => {
            let a = Args::parse(rest, &[])?;
            a.check_known(&["jobs"])?;
            let jobs = jobs(&a)?;
            let text = match a.positional.first() {
                Some(path) if path != "-" => {
                    std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?
                }
                _ => io::read_to_string(io::stdin().lock()).map_err(|e| e.to_string())?,
            };
            let grade = |pos: Position| match position::grade(&pos) {
                Ok(g) => format!("{} {}", g.level, g.hardest.id()),
                Err(e) => format!("error: {e}"),
            };
            let text = without_comments(&text);
            let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
            let mut out = BufWriter::new(io::stdout().lock());
            if lines.iter().all(|l| whole_puzzle_line(l)) {
                // One puzzle per line, as `count` and `solve` read them, spread over the threads.
                let work = |l: &&str| match paste::read(l, Kind::Sudoku) {
                    Ok(pos) => grade(pos),
                    Err(e) => format!("error: {e}"),
                };
                deduce::batch::run_ordered(&lines, jobs, work, |line| {
                    writeln!(out, "{line}").map_err(|e| e.to_string())
                })?;
            } else {
                // A grid over several lines is one puzzle.
                let line = read_position(&text).map_or_else(|e| e, grade);
                writeln!(out, "{line}").map_err(|e| e.to_string())?;
            }
            out.flush().map_err(|e| e.to_string())
        }
        "validate" => {
            let a = Args::parse(rest, &[])?;
            a.check_known(&["jobs"])?;
            each_line(&a, deduce::lines::validate)
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
                .ok_or("expected a side")?;
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
            let p = one_puzzle(&a)?;
            print!("{}", deduce::cnf::encode(&p).to_dimacs());
            Ok(())
        }
        "hint" | "steps" => {
            let a = Args::parse(rest, &["json"])?;
            a.check_known(&["json"])?;
            let pos = one_position(&a)?;
            let steps = if cmd == "hint" {
                vec![position::hint(&pos).map_err(|e| format!("error: {e}"))?]
            } else {
                position::steps(&pos).map_err(|e| format!("error: {e}"))?
            };
            let mut out = BufWriter::new(io::stdout().lock());
            for s in steps {
                let line = if a.has("json") {
                    step_json::to_json(&s, &pos.puzzle)
                } else {
                    s.explanation
                };
                writeln!(out, "{line}").map_err(|e| e.to_string())?;
            }
            out.flush().map_err(|e| e.to_string())
        }
        "generate" => {
            let a = Args::parse(rest, &["solved", "prove"])?;
            a.check_known(&[
                "kind",
                "size",
                "level",
                "symmetry",
                "count",
                "seed",
                "budget-ms",
                "solved",
                "jobs",
                "prove",
            ])?;
            let kind_s = a.get("kind").unwrap_or("sudoku");
            let kind = Kind::parse(kind_s).ok_or_else(|| format!("unknown kind '{kind_s}'"))?;
            let default_size = match kind {
                Kind::Tango => 6,
                k if k.is_sudoku() => 9,
                _ => 10,
            };
            let size: usize = a.num("size", default_size)?;
            let level = match a.get("level") {
                None => None,
                Some(l) => Some(Level::parse(l).ok_or_else(|| format!("unknown level '{l}'"))?),
            };
            let count: usize = a.num("count", 1)?;
            let seed: u64 = match a.get("seed") {
                Some(_) => a.num("seed", 0)?,
                None => rand::random(),
            };
            let budget: u64 = a.num("budget-ms", 10_000)?;
            let jobs = jobs(&a)?;
            // Puzzle i has seed `seed + i` whatever the number of threads.
            let make = |&i: &u64| -> Result<String, String> {
                let opts = GenerateOptions {
                    size,
                    level,
                    symmetry: a.get("symmetry").map(str::to_string),
                    seed: seed.wrapping_add(i),
                    time_budget_ms: budget,
                };
                if a.has("solved") {
                    match kind {
                        Kind::Binary => deduce::generate::binary::solved_grid(size, opts.seed),
                        _ => Err("--solved is for binary puzzles".into()),
                    }
                } else if a.has("prove") {
                    match kind {
                        Kind::Sudoku => {
                            Ok(deduce::generate::sudoku::generate_with(&opts, true)?.game_id)
                        }
                        Kind::SudokuX => {
                            Ok(deduce::generate::sudoku::generate_x(&opts, true)?.game_id)
                        }
                        Kind::Jigsaw => Ok(deduce::generate::jigsaw::generate(&opts, true)?.game_id),
                        Kind::Binary | Kind::Tango => Err(
                            "--prove is for Sudoku, X-Sudoku and Jigsaw (binary and Tango puzzles are always proven irreducible)"
                                .into(),
                        ),
                        _ => Err(format!("--prove is not built for {} yet", kind.name())),
                    }
                } else {
                    Ok(AnyPuzzle::generate(kind, &opts)?.game_id)
                }
            };
            let mut out = BufWriter::new(io::stdout().lock());
            // In rounds, so that a long run holds few results at a time.
            let mut first = 0;
            while first < count as u64 {
                let round: Vec<u64> = (first..(count as u64).min(first + 1024)).collect();
                deduce::batch::run_ordered(&round, jobs, make, |id| {
                    writeln!(out, "{}", id?).map_err(|e| e.to_string())
                })?;
                first += round.len() as u64;
            }
            out.flush().map_err(|e| e.to_string())
        }
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(format!("unknown command '{other}'\n{USAGE}")),
    }
}

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}
