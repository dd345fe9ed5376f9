//! Batch runs for the CLI (native only): work spread over several threads with the answers written in input
//! order, byte for byte what one thread writes. [`each_line`] reads a puzzle list in large blocks of whole
//! lines (no allocation per line) and answers the lines of each block in chunks; [`run_ordered`] is the
//! ordered parallel map under it, which `grade` and `generate --count` use directly.

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

/// Input read per block; a longer line makes the block grow to hold it.
const BLOCK: usize = 1 << 20;
/// Lines answered per work item (about 200 lines of 81 cells).
const CHUNK: usize = 16 << 10;

/// The message of a line that is not UTF-8, as `BufRead::lines` words it.
const NOT_UTF8: &str = "stream did not contain valid UTF-8";

/// Reads `input` and calls `answer` on every line (without its `\n` or `\r\n`), which appends its output to
/// the buffer it is given; the outputs go to `out` in input order, the lines spread over `jobs` threads. A
/// line that is not UTF-8 ends the run with an error after the output of the lines before it, as a
/// `BufRead::lines` loop would.
pub fn each_line(
    input: &mut dyn Read,
    out: &mut dyn Write,
    jobs: usize,
    answer: impl Fn(&str, &mut Vec<u8>) + Sync,
) -> Result<(), String> {
    let mut buf: Vec<u8> = Vec::with_capacity(BLOCK);
    let mut want = BLOCK;
    let mut eof = false;
    let mut chunks = vec![];
    while !eof || !buf.is_empty() {
        if !eof && buf.len() < want {
            let missing = (want - buf.len()) as u64;
            let read = (&mut *input)
                .take(missing)
                .read_to_end(&mut buf)
                .map_err(|e| e.to_string())?;
            eof = (read as u64) < missing;
        }
        // Whole lines only, unless the input has ended.
        let end = match buf.iter().rposition(|&b| b == b'\n') {
            _ if eof => buf.len(),
            Some(i) => i + 1,
            None => {
                want = want.max(buf.len()) * 2;
                continue;
            }
        };
        want = BLOCK;
        chunks.clear();
        let mut start = 0;
        while start < end {
            let stop = match buf[(start + CHUNK).min(end) - 1..end]
                .iter()
                .position(|&b| b == b'\n')
            {
                Some(i) => (start + CHUNK).min(end) + i,
                None => end,
            };
            chunks.push(start..stop);
            start = stop;
        }
        let block = &buf[..end];
        let work = |range: &std::ops::Range<usize>| {
            let text = &block[range.clone()];
            let text = text.strip_suffix(b"\n").unwrap_or(text);
            let mut answers = Vec::with_capacity(text.len() / 32 + 16);
            // One UTF-8 check for the chunk (per line it cost 3% of counting the serg list); when it fails,
            // the lines before the one holding the first bad byte are answered.
            let (lines, error) = match std::str::from_utf8(text) {
                Ok(lines) => (Some(lines), None),
                Err(e) => {
                    let before = text[..e.valid_up_to()].iter().rposition(|&b| b == b'\n');
                    let lines = before.and_then(|i| std::str::from_utf8(&text[..i]).ok());
                    (lines, Some(NOT_UTF8))
                }
            };
            for line in lines.into_iter().flat_map(|t| t.split('\n')) {
                answer(line.strip_suffix('\r').unwrap_or(line), &mut answers);
            }
            (answers, error)
        };
        run_ordered(&chunks, jobs, work, |(answers, error)| {
            out.write_all(&answers).map_err(|e| e.to_string())?;
            error.map_or(Ok(()), |e| Err(e.to_string()))
        })?;
        buf.drain(..end);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(input: &[u8], jobs: usize) -> (String, Result<(), String>) {
        let mut out = vec![];
        let r = each_line(&mut &input[..], &mut out, jobs, |line, o| {
            o.extend_from_slice(format!("<{line}>\n").as_bytes())
        });
        (String::from_utf8(out).unwrap(), r)
    }

    /// Lines as `BufRead::lines` splits them, whatever the threads and block boundaries.
    #[test]
    fn lines_as_bufread_reads_them() {
        use std::io::BufRead;
        let mut text = String::new();
        for i in 0..40_000 {
            text.push_str(&"x".repeat(i % 97));
            text.push_str(if i % 5 == 0 { "\r\n" } else { "\n" });
        }
        // One line longer than a block.
        text.push_str(&"y".repeat(3 * BLOCK));
        text.push_str("\n\n\nlast");
        let want: String = text
            .as_bytes()
            .lines()
            .map(|l| format!("<{}>\n", l.unwrap()))
            .collect();
        for jobs in [1, 2, 3] {
            let (got, r) = run(text.as_bytes(), jobs);
            assert_eq!(r, Ok(()));
            assert!(got == want, "jobs {jobs}");
        }
        assert_eq!(run(b"", 2), (String::new(), Ok(())));
        assert_eq!(run(b"\n", 2), ("<>\n".into(), Ok(())));
    }

    #[test]
    fn a_line_that_is_not_utf8_ends_the_run_after_the_lines_before_it() {
        let mut text = "ok\n".repeat(10_000).into_bytes();
        text.extend_from_slice(b"\xff\xfe\n");
        text.extend_from_slice("after\n".repeat(10_000).as_bytes());
        for jobs in [1, 2] {
            let (got, r) = run(&text, jobs);
            assert_eq!(r, Err(NOT_UTF8.to_string()));
            assert_eq!(got, "<ok>\n".repeat(10_000));
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
