//! Small sorts for the engine's few, short sorting jobs (peers, evidence cells, probe orders).
//!
//! The standard library's sorts are fast but large: each element type (and each `sort_by_key` closure) gets its
//! own copy of quicksort or driftsort, small-sort networks and heapsort, about 5 KB of wasm apiece, which made
//! sorting over a tenth of the browser build. These are one short stable merge sort per use. Results are the
//! same as the standard sorts: `sort` and `sort_unstable` agree on totally ordered values, and `sort_by_key`
//! here is stable like the standard one.

/// Sorts `v` in ascending order (stable).
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by_less(v, |a, b| a < b);
}

/// Sorts `v` by `key`, keeping the order of equal keys (like `slice::sort_by_key`).
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by_less(v, |a, b| key(a) < key(b));
}

/// Stable sort with a strict "less than". Insertion sort for short slices; longer ones are merge-sorted as
/// positions, then permuted in place.
fn sort_by_less<T>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    let n = v.len();
    if n <= 16 {
        for i in 1..n {
            let mut j = i;
            while j > 0 && less(&v[j], &v[j - 1]) {
                v.swap(j, j - 1);
                j -= 1;
            }
        }
        return;
    }
    // Bottom-up merge sort of positions (stable: ties take the left run first).
    let mut pos: Vec<usize> = (0..n).collect();
    let mut buf = vec![0usize; n];
    let mut width = 1;
    while width < n {
        let mut lo = 0;
        while lo < n {
            let mid = (lo + width).min(n);
            let hi = (lo + 2 * width).min(n);
            let (mut i, mut j, mut k) = (lo, mid, lo);
            while i < mid && j < hi {
                if less(&v[pos[j]], &v[pos[i]]) {
                    buf[k] = pos[j];
                    j += 1;
                } else {
                    buf[k] = pos[i];
                    i += 1;
                }
                k += 1;
            }
            buf[k..k + mid - i].copy_from_slice(&pos[i..mid]);
            k += mid - i;
            buf[k..hi].copy_from_slice(&pos[j..hi]);
            lo = hi;
        }
        std::mem::swap(&mut pos, &mut buf);
        width *= 2;
    }
    // The sorted slice is v[pos[0]], v[pos[1]], ...: follow each cycle of the permutation with swaps.
    for start in 0..n {
        let mut j = start;
        loop {
            let k = pos[j];
            pos[j] = j;
            if k == start || k == j {
                break;
            }
            v.swap(j, k);
            j = k;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lcg(seed: &mut u64) -> u64 {
        *seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        *seed >> 33
    }

    #[test]
    fn same_as_std_for_every_length_and_key_range() {
        let mut seed = 7;
        for n in 0..300 {
            for range in [1, 3, 50, 1 << 20] {
                let v: Vec<(u64, usize)> = (0..n).map(|i| (lcg(&mut seed) % range, i)).collect();
                let mut a = v.clone();
                let mut b = v.clone();
                sort(&mut a);
                b.sort_unstable();
                assert_eq!(a, b, "sort n={n} range={range}");
                // stable by key: equal keys keep their original order (the index)
                let mut a = v.clone();
                let mut b = v;
                sort_by_key(&mut a, |x| x.0);
                b.sort_by_key(|x| x.0);
                assert_eq!(a, b, "sort_by_key n={n} range={range}");
            }
        }
    }

    #[test]
    fn sorts_owned_values() {
        let mut v: Vec<Vec<usize>> = vec![vec![3], vec![1, 2], vec![], vec![1], vec![3, 0]];
        v.extend((0..40).map(|i| vec![i % 7, i]));
        let mut w = v.clone();
        sort(&mut v);
        w.sort();
        assert_eq!(v, w);
    }
}
