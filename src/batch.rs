//! Batch runs for the CLI (native only): work spread over several threads with the answers written in input
//! order, byte for byte what one thread writes. [`each_line`] reads a puzzle list in large blocks of whole
//! lines (no allocation per line), answers the lines of each block in chunks and keeps one output line per
//! input line; [`run_ordered`] is the ordered parallel map under it, which `generate --count` uses directly.

use std::io::{Read, Write};
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};
use std::sync::{Condvar, Mutex};

/// The default number of threads: the number of cores.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Runs `work` on every item on up to `jobs` threads (threads take the next item as they finish one) and
/// hands the results to `emit` in item order, each as soon as it and all before it are done. An error from
/// `emit` stops the run: no further item is started, and the error is returned. One job runs on the calling
/// thread, with no thread started.
pub fn run_ordered<I: Sync, R: Send, E>(
    items: &[I],
    jobs: usize,
    work: impl Fn(&I) -> R + Sync,
    mut emit: impl FnMut(R) -> Result<(), E>,
) -> Result<(), E> {
    let jobs = jobs.clamp(1, items.len().max(1));
    if jobs == 1 {
        for item in items {
            emit(work(item))?;
        }
        return Ok(());
    }
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    // A result per item, or the panic of the thread that worked on it (raised again here, in order).
    let slots: Mutex<Vec<Option<std::thread::Result<R>>>> =
        Mutex::new(items.iter().map(|_| None).collect());
    let ready = Condvar::new();
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| {
                while !stop.load(Relaxed) {
                    let i = next.fetch_add(1, Relaxed);
                    let Some(item) = items.get(i) else { break };
                    let r = panic::catch_unwind(AssertUnwindSafe(|| work(item)));
                    if r.is_err() {
                        stop.store(true, Relaxed);
                    }
                    slots.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(r);
                    ready.notify_one();
                }
            });
        }
        for i in 0..items.len() {
            let r = {
                let mut slots = slots.lock().unwrap_or_else(|e| e.into_inner());
                loop {
                    if let Some(r) = slots[i].take() {
                        break r;
                    }
                    slots = ready.wait(slots).unwrap_or_else(|e| e.into_inner());
                }
            };
            let r = match r {
                Ok(r) => emit(r),
                Err(p) => {
                    stop.store(true, Relaxed);
                    panic::resume_unwind(p)
                }
            };
            if r.is_err() {
                stop.store(true, Relaxed);
                return r;
            }
        }
        Ok(())
    })
}

/// Input read per block; a longer line makes the block grow to hold it, up to [`MAX_LINE`].
const BLOCK: usize = 1 << 20;
/// Lines answered per work item at most (about 200 lines of 81 cells); a block of fewer is cut into about 16
/// items per thread (see [`chunk_len`]).
const CHUNK: usize = 16 << 10;
/// The longest line answered: a longer one is refused as it streams, without being held whole.
pub const MAX_LINE: usize = crate::core::error::MAX_INPUT_LEN;
/// A UTF-8 byte-order mark (U+FEFF), skipped at the start of the input.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// What a run answered: how many lines, and how many of them with an error.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub lines: usize,
    pub failed: usize,
}

/// Reads `input` and writes one line to `out` for every line of it, in input order (the contract of the
/// batch commands, README "The command-line tool"):
/// - a puzzle line (see [`crate::core::error::puzzle_line`]): `answer` is called on its trimmed text; `Ok` means it
///   appended its answer with its newline, `Err(e)` is written `error: line N: e` (N counts from 1);
/// - a blank line: an empty line; a `#` comment line: the comment as it is;
/// - a line that is not UTF-8: `error: line N: not UTF-8 (…)`; a line longer than [`MAX_LINE`] bytes:
///   `error: line N: …too long…`, refused as it streams (memory stays bounded whatever the input).
///
/// A byte-order mark at the start is skipped; `\r\n` ends a line as `\n` does. The lines are spread over
/// `jobs` threads and the output is byte for byte what one thread writes. `Err` only when reading or
/// writing fails.
pub fn each_line<E: std::fmt::Display>(
    input: &mut dyn Read,
    out: &mut dyn Write,
    jobs: usize,
    answer: impl Fn(&str, &mut Vec<u8>) -> Result<(), E> + Sync,
) -> Result<Summary, String> {
    let mut buf: Vec<u8> = Vec::with_capacity(BLOCK);
    let mut want = BLOCK;
    let mut eof = false;
    let mut first = true;
    let mut summary = Summary::default();
    let mut chunks = vec![];
    while !eof || !buf.is_empty() {
        if !eof && buf.len() < want {
            eof = fill(input, &mut buf, want)?;
        }
        if std::mem::take(&mut first) && buf.starts_with(BOM) {
            buf.drain(..BOM.len());
        }
        // Whole lines only, unless the input has ended.
        let end = match buf.iter().rposition(|&b| b == b'\n') {
            _ if eof => buf.len(),
            Some(i) => i + 1,
            None if buf.len() > MAX_LINE => {
                // One line longer than any puzzle: counted and dropped as it streams.
                let len = skip_line(input, &mut buf, &mut eof)?;
                summary.lines += 1;
                summary.failed += 1;
                let e = crate::core::error::ParseError::TooLong { len };
                writeln!(out, "error: line {}: {e}", summary.lines).map_err(|e| e.to_string())?;
                want = BLOCK;
                continue;
            }
            None => {
                want = (want.max(buf.len()) * 2).min(MAX_LINE + 2);
                continue;
            }
        };
        want = BLOCK;
        // Chunks of whole lines, each with the number of its first line.
        chunks.clear();
        let chunk = chunk_len(end, jobs);
        let mut start = 0;
        while start < end {
            let stop = match buf[(start + chunk).min(end) - 1..end]
                .iter()
                .position(|&b| b == b'\n')
            {
                Some(i) => (start + chunk).min(end) + i,
                None => end,
            };
            chunks.push((start..stop, summary.lines + 1));
            summary.lines += line_count(&buf[start..stop]);
            start = stop;
        }
        let block = &buf[..end];
        let work = |(range, first_line): &(std::ops::Range<usize>, usize)| {
            let text = &block[range.clone()];
            let text = text.strip_suffix(b"\n").unwrap_or(text);
            let mut answers = Vec::with_capacity(text.len() / 32 + 16);
            let mut failed = 0;
            // One UTF-8 check for the chunk (per line it cost 3% of counting the serg list); when it fails,
            // each line is checked alone.
            match std::str::from_utf8(text) {
                Ok(lines) => {
                    for (k, line) in lines.split('\n').enumerate() {
                        failed +=
                            usize::from(!answer_line(line, first_line + k, &answer, &mut answers));
                    }
                }
                Err(_) => {
                    for (k, bytes) in text.split(|&b| b == b'\n').enumerate() {
                        let n = first_line + k;
                        let ok = match std::str::from_utf8(bytes) {
                            Ok(line) => answer_line(line, n, &answer, &mut answers),
                            Err(e) => {
                                let at = e.valid_up_to();
                                let _ = writeln!(
                                    answers,
                                    "error: line {n}: not UTF-8 (byte 0x{:02X} at byte {} of the line)",
                                    bytes[at],
                                    at + 1
                                );
                                false
                            }
                        };
                        failed += usize::from(!ok);
                    }
                }
            }
            (answers, failed)
        };
        run_ordered(&chunks, jobs, work, |(answers, failed)| {
            summary.failed += failed;
            out.write_all(&answers).map_err(|e| e.to_string())
        })?;
        buf.drain(..end);
    }
    Ok(summary)
}

/// The output of one UTF-8 line (without its `\n`) numbered `n`; `false` when it is an error.
fn answer_line<E: std::fmt::Display>(
    line: &str,
    n: usize,
    answer: &impl Fn(&str, &mut Vec<u8>) -> Result<(), E>,
    out: &mut Vec<u8>,
) -> bool {
    let line = line.strip_suffix('\r').unwrap_or(line);
    let Some(text) = crate::core::error::puzzle_line(line) else {
        // A blank line stays blank; a comment is kept.
        if !line.trim().is_empty() {
            out.extend_from_slice(line.as_bytes());
        }
        out.push(b'\n');
        return true;
    };
    let at = out.len();
    match answer(text, out) {
        Ok(()) => true,
        Err(e) => {
            out.truncate(at);
            let _ = writeln!(out, "error: line {n}: {e}");
            false
        }
    }
}

/// Reads into `buf` until it holds `want` bytes or the input ends; `true` at the end of the input.
fn fill(input: &mut dyn Read, buf: &mut Vec<u8>, want: usize) -> Result<bool, String> {
    let missing = (want - buf.len()) as u64;
    let read = input
        .take(missing)
        .read_to_end(buf)
        .map_err(|e| e.to_string())?;
    Ok((read as u64) < missing)
}

/// The bytes of a work item for a block of `len` bytes on `jobs` threads: [`CHUNK`], or less, so that every
/// thread gets about 16 items: a short list of slow lines (grading 40 puzzles) is spread over the threads too,
/// not answered as one item by one thread, while a long list of fast ones (counting) keeps large items.
fn chunk_len(len: usize, jobs: usize) -> usize {
    (len / (jobs.max(1) * 16)).clamp(1, CHUNK)
}

/// The lines of a block of whole lines (the last may lack its `\n`).
fn line_count(text: &[u8]) -> usize {
    let newlines = text.iter().filter(|&&b| b == b'\n').count();
    newlines + usize::from(!text.ends_with(b"\n"))
}

/// Drops the line `buf` starts with (it holds no `\n` yet), reading on block by block until its end; keeps
/// what follows it. Returns the line's length in bytes (without `\r\n`).
fn skip_line(input: &mut dyn Read, buf: &mut Vec<u8>, eof: &mut bool) -> Result<usize, String> {
    let mut len = 0;
    let mut last = 0;
    loop {
        if let Some(i) = buf.iter().position(|&b| b == b'\n') {
            let before = if i > 0 { buf[i - 1] } else { last };
            buf.drain(..=i);
            return Ok(len + i - usize::from(before == b'\r'));
        }
        len += buf.len();
        last = buf.last().copied().unwrap_or(last);
        buf.clear();
        if *eof {
            return Ok(len);
        }
        *eof = fill(input, buf, BLOCK)?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each puzzle line answered `<line>`, a line `bad…` refused.
    fn run(input: &[u8], jobs: usize) -> (String, Result<Summary, String>) {
        let mut out = vec![];
        let r = each_line(&mut &input[..], &mut out, jobs, |line, o| {
            if line.starts_with("bad") {
                return Err(format!("{} is bad", line.len()));
            }
            o.extend_from_slice(format!("<{line}>\n").as_bytes());
            Ok(())
        });
        (String::from_utf8(out).unwrap(), r)
    }

    /// A short list (40 puzzle lines, one chunk of the old fixed size) is answered on both threads: the first
    /// line waits until another thread has answered a line (a second thread never came before: `deduce grade
    /// --jobs 2` on 40 puzzles used one core).
    #[test]
    fn a_short_list_is_shared_by_the_threads() {
        let input = (0..40).map(|k| format!("{k:081}\n")).collect::<String>();
        // Line 1 opens its chunk, so while it waits its thread answers nothing else: only another thread can
        // answer a line meanwhile.
        let other = (Mutex::new(false), Condvar::new());
        let mut out = vec![];
        let r = each_line(&mut input.as_bytes(), &mut out, 2, |line, o| {
            if line.starts_with("00") && line.ends_with("00") {
                // line 1: wait (at most 10 s) for a line answered by another thread
                let seen = other.0.lock().unwrap();
                let (seen, _) = other
                    .1
                    .wait_timeout_while(seen, std::time::Duration::from_secs(10), |s| !*s)
                    .unwrap();
                o.extend_from_slice(if *seen { b"shared\n" } else { b"alone\n" });
            } else {
                *other.0.lock().unwrap() = true;
                other.1.notify_all();
                o.extend_from_slice(b"-\n");
            }
            Ok::<(), String>(())
        });
        assert_eq!(r.unwrap().lines, 40);
        assert!(String::from_utf8(out).unwrap().starts_with("shared\n"));
    }

    /// One output line per input line, as `BufRead::lines` splits them, whatever the threads and block
    /// boundaries: blank lines stay blank, comments stay, errors name their line.
    #[test]
    fn one_output_line_per_input_line() {
        use std::io::BufRead;
        let mut text = String::new();
        for i in 0..40_000 {
            if i % 1000 == 7 {
                text.push_str("# a comment");
            } else if i % 1000 == 9 {
                text.push_str("bad one");
            } else {
                text.push_str(&"x".repeat(i % 97));
            }
            text.push_str(if i % 5 == 0 { "\r\n" } else { "\n" });
        }
        // One line longer than a block.
        text.push_str(&"y".repeat(BLOCK + 1000));
        text.push_str("\n\n\nlast");
        let mut failed = 0;
        let want: String = text
            .as_bytes()
            .lines()
            .enumerate()
            .map(|(k, l)| {
                let l = l.unwrap();
                if l.is_empty() || l.starts_with('#') {
                    format!("{l}\n")
                } else if l.starts_with("bad") {
                    failed += 1;
                    format!("error: line {}: 7 is bad\n", k + 1)
                } else {
                    format!("<{l}>\n")
                }
            })
            .collect();
        let lines = want.lines().count();
        for jobs in [1, 2, 3] {
            let (got, r) = run(text.as_bytes(), jobs);
            assert_eq!(r, Ok(Summary { lines, failed }));
            assert!(got == want, "jobs {jobs}");
        }
        assert_eq!(run(b"", 2), (String::new(), Ok(Summary::default())));
        assert_eq!(
            run(b"\n", 2),
            (
                "\n".into(),
                Ok(Summary {
                    lines: 1,
                    failed: 0
                })
            )
        );
        // A byte-order mark at the start is skipped.
        assert_eq!(run(b"\xEF\xBB\xBFone\ntwo", 1).0, "<one>\n<two>\n");
    }

    /// A line that is not UTF-8 is an error on its line; the lines after it are answered.
    #[test]
    fn a_line_that_is_not_utf8_is_answered_with_its_line_number() {
        let mut text = "ok\n".repeat(10_000).into_bytes();
        text.extend_from_slice(b"ab\xff\xfe\n");
        text.extend_from_slice("after\n".repeat(10_000).as_bytes());
        for jobs in [1, 2] {
            let (got, r) = run(&text, jobs);
            assert_eq!(
                r,
                Ok(Summary {
                    lines: 20_001,
                    failed: 1
                })
            );
            let want = format!(
                "{}error: line 10001: not UTF-8 (byte 0xFF at byte 3 of the line)\n{}",
                "<ok>\n".repeat(10_000),
                "<after>\n".repeat(10_000)
            );
            assert!(got == want, "jobs {jobs}");
        }
    }

    /// A line longer than [`MAX_LINE`] is refused with its length; the lines around it are answered.
    #[test]
    fn an_over_long_line_is_refused_with_its_length() {
        for len in [MAX_LINE + 1, 3 * BLOCK + 17] {
            let mut text = b"one\n".to_vec();
            text.extend(std::iter::repeat_n(b'.', len));
            text.extend_from_slice(b"\r\ntwo\n");
            let (got, r) = run(&text, 2);
            assert_eq!(
                r,
                Ok(Summary {
                    lines: 3,
                    failed: 1
                })
            );
            assert_eq!(
                got,
                format!(
                    "<one>\nerror: line 2: puzzle description too long ({len} characters; at most {MAX_LINE})\n<two>\n"
                )
            );
        }
    }

    #[test]
    fn ordered_results_and_the_first_error_stops() {
        let items: Vec<u64> = (0..500).collect();
        for jobs in [1, 2, 4] {
            let mut seen = vec![];
            let r: Result<(), u64> = run_ordered(
                &items,
                jobs,
                |&i| i * i,
                |v| {
                    seen.push(v);
                    Ok(())
                },
            );
            assert_eq!(r, Ok(()));
            assert_eq!(seen, items.iter().map(|i| i * i).collect::<Vec<_>>());
            let mut seen = vec![];
            let r = run_ordered(
                &items,
                jobs,
                |&i| i,
                |v| {
                    if v == 77 {
                        return Err(v);
                    }
                    seen.push(v);
                    Ok(())
                },
            );
            assert_eq!(r, Err(77));
            assert_eq!(seen, (0..77).collect::<Vec<_>>());
        }
    }
}
