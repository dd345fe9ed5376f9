//! Helpers shared by the integration tests: fixture loading, an independent Sudoku counter that shares
//! no code with the engine (plain backtracking on recomputed candidates), and the oracle (oracle/: an
//! independent reader, counter and irreducibility check of every kind's game IDs).
#![allow(dead_code)]

pub mod oracle;

use std::path::PathBuf;

pub fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

/// Puzzle lines of a fixture, skipping comments and blank lines.
pub fn lines(name: &str) -> Vec<String> {
    std::fs::read_to_string(data(name))
        .unwrap()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}

/// Independent solution counter for any `br×bc` Sudoku (cells 0 = empty), up to `limit`.
pub fn naive_count(cells: &mut [u8], br: usize, bc: usize, limit: usize) -> usize {
    naive_count_x(cells, br, bc, false, limit)
}

/// [`naive_count`], with both main diagonals holding every symbol once too when `diagonals` (X-Sudoku).
/// Plain backtracking: each node scans every empty cell's row, column, block (and diagonals) for the symbols
/// they hold, and branches on the cell with the fewest left (at once on one with none or one).
pub fn naive_count_x(
    cells: &mut [u8],
    br: usize,
    bc: usize,
    diagonals: bool,
    limit: usize,
) -> usize {
    let n = br * bc;
    // The symbols (bit v) the cells seen from cell i hold, i itself left out.
    let seen = |cells: &[u8], i: usize| -> u32 {
        let (r, c) = (i / n, i % n);
        let (r0, c0) = (r / br * br, c / bc * bc);
        let mut used = 0u32;
        for k in 0..n {
            for j in [r * n + k, k * n + c, (r0 + k / bc) * n + c0 + k % bc] {
                if j != i {
                    used |= 1 << cells[j];
                }
            }
            if diagonals && r == c && k != r {
                used |= 1 << cells[k * n + k];
            }
            if diagonals && r + c == n - 1 && k != r {
                used |= 1 << cells[k * n + n - 1 - k];
            }
        }
        used & !1 // bit 0 is an empty cell
    };
    // Givens must not clash.
    if (0..n * n).any(|i| cells[i] != 0 && seen(cells, i) & 1 << cells[i] != 0) {
        return 0;
    }
    let all = ((1u32 << n) - 1) << 1;
    fn go(
        cells: &mut [u8],
        n: usize,
        limit: usize,
        all: u32,
        seen: &dyn Fn(&[u8], usize) -> u32,
    ) -> usize {
        // Most constrained empty cell.
        let mut best: Option<(usize, u32)> = None;
        for i in 0..n * n {
            if cells[i] == 0 {
                let opts = all & !seen(cells, i);
                if best.is_none_or(|(_, b)| opts.count_ones() < b.count_ones()) {
                    best = Some((i, opts));
                    if opts.count_ones() <= 1 {
                        break;
                    }
                }
            }
        }
        let Some((i, opts)) = best else { return 1 };
        let mut total = 0;
        for v in 1..=n as u8 {
            if opts & 1 << v == 0 {
                continue;
            }
            cells[i] = v;
            total += go(cells, n, limit - total, all, seen);
            cells[i] = 0;
            if total >= limit {
                break;
            }
        }
        total
    }
    go(cells, n, limit, all, &seen)
}

/// Runs the `deduce` CLI with `args` and `stdin`; returns stdout and whether it exited with success.
pub fn cli(args: &[&str], stdin: &str) -> (String, bool) {
    let (out, _, ok) = cli_bytes(args, stdin.as_bytes());
    (out, ok)
}

/// Runs the CLI on bytes (not always UTF-8): stdout, stderr and success.
pub fn cli_bytes(args: &[&str], stdin: &[u8]) -> (String, String, bool) {
    let (out, err, code) = cli_code(args, stdin);
    (out, err, code == 0)
}

/// Starts the CLI with its standard input, output and error piped.
pub fn spawn_cli(args: &[&str]) -> std::process::Child {
    use std::process::{Command, Stdio};
    Command::new(env!("CARGO_BIN_EXE_deduce"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Runs the CLI on bytes: stdout, stderr and the exit status (-1 when a signal ended it).
pub fn cli_code(args: &[&str], stdin: &[u8]) -> (String, String, i32) {
    use std::io::Write;
    let mut child = spawn_cli(args);
    let input = stdin.to_vec();
    let mut pipe = child.stdin.take().unwrap();
    // Written from another thread: the output can fill its pipe before the input is all read. A command that
    // stops before reading it all (a refused option) closes the pipe: that is no failure of the test.
    let writer = std::thread::spawn(move || {
        let _ = pipe.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code().unwrap_or(-1),
    )
}

/// A position in the fixtures' pencil-mark format: `br bc` then one token per cell (`[123]` or a symbol).
pub fn from_marks(text: &str) -> deduce::human::grid::Grid {
    let mut it = text.split_whitespace();
    let br: usize = it.next().unwrap().parse().unwrap();
    let bc: usize = it.next().unwrap().parse().unwrap();
    let n = br * bc;
    let mut cells = vec![0u8; n * n];
    let mut cands = vec![deduce::core::candidates::Candidates::EMPTY; n * n];
    for (i, tok) in it.enumerate() {
        let sym = |ch: char| deduce::core::cell::char_symbol(ch, n).unwrap();
        if let Some(inner) = tok.strip_prefix('[') {
            cands[i] = inner.trim_end_matches(']').chars().map(sym).collect();
        } else {
            cells[i] = sym(tok.chars().next().unwrap());
            cands[i] = deduce::core::candidates::Candidates::single(cells[i]);
        }
    }
    let s = deduce::core::sudoku::Sudoku::from_cells(br, bc, &cells).unwrap();
    let mut g = deduce::human::grid::Grid::new(&s, None);
    g.cands = cands;
    g
}

/// Sudoku generation options with no symmetry and a minute's budget (the work limits decide, not the clock).
#[allow(dead_code)]
pub fn sudoku_opts(
    size: usize,
    level: Option<deduce::Level>,
    seed: u64,
) -> deduce::GenerateOptions {
    deduce::GenerateOptions {
        size,
        level,
        symmetry: None,
        seed,
        time_budget_ms: 60_000,
    }
}

/// Options to generate a binary puzzle of `size` at `level` from `seed` (a generous time budget).
pub fn binary_opts(size: usize, level: deduce::Level, seed: u64) -> deduce::GenerateOptions {
    deduce::GenerateOptions {
        size,
        level: Some(level),
        symmetry: None,
        seed,
        time_budget_ms: 30_000,
    }
}

/// Whether a heavy property test runs whole (`DEDUCE_FULL=1`: the heavy layer of `./build.sh test`, one
/// rotating group of the heavy tests a run, and `./build.sh test-full`, all of them) or as the rotating sample
/// every `cargo test` affords (at least once each size its name promises). The switch is the environment, not
/// the build: the heavy layer runs in the native layer's optimised test binaries (profile `release-tests`).
///
/// A test that runs its sample says so when `DEDUCE_SAMPLED_LOG` names a file (its name, one line: the test
/// thread's name), so `./build.sh test` can check that every sampled test has a heavy group that runs it whole.
pub fn full() -> bool {
    let full = std::env::var("DEDUCE_FULL").is_ok_and(|v| v == "1");
    if let (false, Ok(log)) = (full, std::env::var("DEDUCE_SAMPLED_LOG")) {
        use std::io::Write;
        let thread = std::thread::current();
        let name = thread.name().unwrap_or("?");
        let mut f = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&log)
            .unwrap_or_else(|e| panic!("DEDUCE_SAMPLED_LOG {log}: {e}"));
        writeln!(f, "{name}").unwrap();
    }
    full
}

/// `f` of every item, on every core (the engine's own ordered parallel map, `deduce::batch::run_ordered`), in
/// item order; a panic in one item is raised again here, in order. For the heavy tests, which run one or two a
/// binary and would otherwise leave a core idle. Call [`full`] before, on the test's own thread (it reads the
/// thread's name).
pub fn par_map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let mut out = Vec::with_capacity(items.len());
    deduce::batch::run_ordered(items, deduce::batch::default_jobs(), f, |r| {
        out.push(r);
        Ok::<(), ()>(())
    })
    .unwrap();
    out
}

/// The seed of a rotating sample (a test that checks a different slice of a long list on each run): the
/// `DEDUCE_SAMPLE` environment variable when set, to repeat a run, else the day (UTC days since 1970), so CI
/// covers another slice each day. Printed with `what` (shown when the test fails) so a failure can be
/// reproduced: `DEDUCE_SAMPLE=N cargo test --test FILE NAME`.
pub fn sample_seed(what: &str) -> u64 {
    let seed = std::env::var("DEDUCE_SAMPLE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs() / 86_400)
        });
    eprintln!("{what}: sample {seed} (repeat with DEDUCE_SAMPLE={seed})");
    seed
}

/// A step's text is one record of two parts: a title (`Hidden single`, `X-wing on 6`, `Mistake`) and the
/// reasoning under it, which never repeats the title and reads as a sentence (its first letter a capital,
/// unless it starts with a digit, a symbol or a cell name such as `r1c3`), so no reader has to cut or
/// re-case it.
pub fn assert_titled(st: &deduce::hint::step::Step) {
    assert_text(&st.title, &st.explanation);
}

/// [`assert_titled`] for a player's mistake: its title and reasoning.
pub fn assert_mistake_titled(m: &deduce::hint::mistake::Mistake) {
    assert_text(deduce::hint::mistake::Mistake::TITLE, &m.explanation);
}

fn assert_text(title: &str, text: &str) {
    let line = format!("{title}: {text}");
    assert!(!title.is_empty(), "no title: {line}");
    assert!(!title.ends_with(':') && !title.contains(": "), "{line}");
    assert!(!text.is_empty(), "no reasoning: {line}");
    assert!(
        !text.starts_with(title),
        "the reasoning repeats its title: {line}"
    );
    let b = text.as_bytes();
    let cell_name = b[0] == b'r' && b.get(1).is_some_and(|c| c.is_ascii_digit());
    assert!(
        !b[0].is_ascii_lowercase() || cell_name,
        "not a sentence: {line}"
    );
}

/// Every step of `p`'s solve path is right by `sol` (the oracle's solution), and the path ends in it.
#[allow(dead_code)]
pub fn check_solve_path(p: &deduce::Sudoku, sol: &[u8]) {
    use deduce::Puzzle as _;
    let id = p.game_id();
    let steps = deduce::human::solver::steps(p).unwrap_or_else(|e| panic!("{id}: {e}"));
    let mut grid = deduce::human::grid::Grid::new(p, None);
    for st in &steps {
        for &(c, v) in &st.placements {
            assert_eq!(sol[c as usize], v, "{id}: {}", st.explanation);
        }
        for &(c, v) in &st.eliminations {
            assert_ne!(sol[c as usize], v, "{id}: {}", st.explanation);
        }
        grid.apply(st);
    }
    assert_eq!(grid.cells, sol, "{id}");
}
