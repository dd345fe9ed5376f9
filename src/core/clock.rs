//! Milliseconds since some fixed point, on native targets and in the browser (where `std::time::Instant`
//! is not available on `wasm32-unknown-unknown`); and, natively, this thread's CPU time for benchmarks.

/// Monotonic-enough milliseconds for time budgets.
#[cfg(not(target_arch = "wasm32"))]
pub fn now_ms() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// Monotonic-enough milliseconds for time budgets.
#[cfg(target_arch = "wasm32")]
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// CPU time of this thread in ns (`CLOCK_THREAD_CPUTIME_ID`) on Linux, so other jobs on a shared machine do not
/// inflate benchmark figures; wall-clock ns elsewhere. Every benchmark (`benches/*`,
/// `deduce bench`, `bench/peer`) measures with this.
#[cfg(all(target_os = "linux", not(target_arch = "wasm32")))]
pub fn thread_cpu_ns() -> u64 {
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut ts = Timespec { sec: 0, nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec; libc is linked by std on Linux.
    let rc = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "clock_gettime");
    ts.sec as u64 * 1_000_000_000 + ts.nsec as u64
}

/// Wall-clock ns (from [`now_ms`]) where there is no per-thread CPU clock.
#[cfg(any(not(target_os = "linux"), target_arch = "wasm32"))]
pub fn thread_cpu_ns() -> u64 {
    (now_ms() * 1e6) as u64
}
