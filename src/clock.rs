//! Milliseconds since some fixed point, on native targets and in the browser (where `std::time::Instant`
//! is not available on `wasm32-unknown-unknown`).

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
