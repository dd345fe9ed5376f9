//! A puzzle list with a 200 MB line (issue 27: it cost 199–395 MB before it was refused): the line is refused
//! as it streams, with its length, and the memory the run holds stays bounded. Its own test binary, so that
//! the counting allocator sees this run alone.
#![cfg(not(target_arch = "wasm32"))]

use deduce::batch::{each_line, Summary, MAX_LINE};
use std::alloc::{GlobalAlloc, Layout, System};
use std::io::Read;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

/// The system allocator, keeping the bytes held now and the most held at once.
struct Counting;

static HELD: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let held = HELD.fetch_add(layout.size(), Relaxed) + layout.size();
        PEAK.fetch_max(held, Relaxed);
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        HELD.fetch_sub(layout.size(), Relaxed);
        System.dealloc(ptr, layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > layout.size() {
            let held = HELD.fetch_add(new_size - layout.size(), Relaxed) + new_size - layout.size();
            PEAK.fetch_max(held, Relaxed);
        } else {
            HELD.fetch_sub(layout.size() - new_size, Relaxed);
        }
        System.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// A stream of `head`, then `long` dots, then `tail`, made as it is read (never held whole).
struct Stream {
    head: &'static [u8],
    long: usize,
    tail: &'static [u8],
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if !self.head.is_empty() {
            let k = self.head.len().min(buf.len());
            buf[..k].copy_from_slice(&self.head[..k]);
            self.head = &self.head[k..];
            return Ok(k);
        }
        if self.long > 0 {
            let k = self.long.min(buf.len());
            buf[..k].fill(b'.');
            self.long -= k;
            return Ok(k);
        }
        let k = self.tail.len().min(buf.len());
        buf[..k].copy_from_slice(&self.tail[..k]);
        self.tail = &self.tail[k..];
        Ok(k)
    }
}

#[test]
fn a_200_mb_line_is_refused_as_it_streams() {
    const LONG: usize = 200 << 20;
    let mut input = Stream {
        head: b"sudoku:2x2:1...............\n",
        long: LONG,
        tail: b"\nsudoku:2x2:11..............\n",
    };
    let mut out = vec![];
    let before = HELD.load(Relaxed);
    PEAK.store(before, Relaxed);
    let r = each_line(&mut input, &mut out, 2, |t, o| {
        deduce::lines::count(t, 2, o)
    });
    let peak = PEAK.load(Relaxed) - before;
    assert_eq!(
        r,
        Ok(Summary {
            lines: 3,
            failed: 2
        })
    );
    assert_eq!(
        String::from_utf8(out).unwrap(),
        format!(
            "2\nerror: line 2: puzzle description too long ({LONG} characters; at most {MAX_LINE})\n\
             error: line 3: givens break a rule: 1 appears 2 times in row 1 (r1c1, r1c2)\n"
        )
    );
    // A few blocks of a megabyte, whatever the line's length.
    assert!(peak < 8 << 20, "held {peak} bytes at most");
}
