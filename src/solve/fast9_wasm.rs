//! The wasm32 simd128 versions of `fast9`'s board operations that touch the nine digit boards of one band
//! (`f[b * 9..b * 9 + 9]`): two 128-bit vectors of four boards and the ninth board alone. Native x86-64 gets
//! the same effect from the compiler (AVX2, chosen at run time); wasm32 has no run-time choice, so this module
//! is compiled only when the build enables simd128 (`.cargo/config.toml`), and `fast9` keeps a plain-`u32`
//! version of each function for every other build. Both give the same boards bit for bit (tested in
//! `tests/wasm_browser.rs` against the counts of the native build).

use core::arch::wasm32::{
    i32x4_bitmask, i32x4_shuffle, u32x4_extract_lane, u32x4_ne, u32x4_splat, v128, v128_and,
    v128_andnot, v128_load, v128_or, v128_store,
};

/// Clears the cells `new` from the nine boards `row` (a band's `f[b * 9..b * 9 + 9]`); bit `d` of the result
/// is set when board `d` lost a candidate.
#[inline(always)]
pub(super) fn clear_cells(row: &mut [u32], new: u32) -> u32 {
    let row = &mut row[..9];
    let n = u32x4_splat(new);
    let z = u32x4_splat(0);
    let p = row.as_mut_ptr();
    // SAFETY: `row` has nine u32s, so both four-lane vectors (0..4 and 4..8) lie inside it; wasm loads and
    // stores need no alignment.
    let (lo, hi) = unsafe {
        (
            v128_load(p as *const v128),
            v128_load(p.add(4) as *const v128),
        )
    };
    // SAFETY: as above.
    unsafe {
        v128_store(p as *mut v128, v128_andnot(lo, n));
        v128_store(p.add(4) as *mut v128, v128_andnot(hi, n));
    }
    let changed = i32x4_bitmask(u32x4_ne(v128_and(lo, n), z)) as u32
        | ((i32x4_bitmask(u32x4_ne(v128_and(hi, n), z)) as u32) << 4);
    let x = row[8];
    row[8] = x & !new;
    changed | (((x & new) != 0) as u32) << 8
}

/// The cells of band `b` with at least one, two and three candidates in the boards `f`.
#[inline(always)]
pub(super) fn counts(f: &[u32; 27], b: usize) -> (u32, u32, u32) {
    let row = &f[b * 9..b * 9 + 9];
    let p = row.as_ptr();
    // SAFETY: as in `clear_cells`.
    let (lo, hi) = unsafe {
        (
            v128_load(p as *const v128),
            v128_load(p.add(4) as *const v128),
        )
    };
    // Each lane holds two boards (d and d + 4): their cells with one and with two candidates. Then lanes 2
    // and 3 are folded onto 0 and 1, and lane 1 onto 0, adding up the counts (at least 1, 2, 3) of each half.
    let (o, t) = (v128_or(lo, hi), v128_and(lo, hi));
    let (os, ts) = (
        i32x4_shuffle::<2, 3, 0, 1>(o, o),
        i32x4_shuffle::<2, 3, 0, 1>(t, t),
    );
    let h = v128_or(v128_and(t, os), v128_and(o, ts));
    let t = v128_or(v128_or(t, ts), v128_and(o, os));
    let o = v128_or(o, os);
    let (os, ts, hs) = (
        i32x4_shuffle::<1, 0, 3, 2>(o, o),
        i32x4_shuffle::<1, 0, 3, 2>(t, t),
        i32x4_shuffle::<1, 0, 3, 2>(h, h),
    );
    let h = v128_or(v128_or(h, hs), v128_or(v128_and(t, os), v128_and(o, ts)));
    let t = v128_or(v128_or(t, ts), v128_and(o, os));
    let o = v128_or(o, os);
    let (o, t, h) = (
        u32x4_extract_lane::<0>(o),
        u32x4_extract_lane::<0>(t),
        u32x4_extract_lane::<0>(h),
    );
    let x = row[8];
    (o | x, t | (o & x), h | (t & x))
}
