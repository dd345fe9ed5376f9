//! Circulant solved grids of any even side: a random balanced word `w` without three equal cyclic neighbours
//! and with no period, laid out as `cell(r, c) = w[(r ± c) mod n]`. Every row and column is a rotation of `w`
//! (or of its mirror image), so each is balanced and triple-free, and rotations of a word without a period
//! are all different. The generator's large solved grids ([`crate::generate::binary::solved_grid`]) and the
//! counter's guide grid ([`super::search`]) are these.

/// SplitMix64: a tiny generator that gives the same numbers on every target, for the word of a circulant grid.
/// Its own few lines rather than `rand`'s range and shuffle helpers, which cost the page's wasm module 4 KB
/// gzipped once the search's guide grids brought them in (the search ships in the page; generation does not).
pub struct SplitMix(pub u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `lo..hi` (`lo < hi`; the tiny modulo bias does not matter here).
    fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + (self.next() % (hi - lo) as u64) as usize
    }

    /// `v` in a random order (Fisher–Yates).
    fn shuffle(&mut self, v: &mut [usize]) {
        for i in (1..v.len()).rev() {
            v.swap(i, self.range(0, i + 1));
        }
    }
}

/// A random balanced word of even length `n` with no three equal cyclic neighbours and no period.
fn cyclic_word(n: usize, rng: &mut SplitMix) -> Vec<u8> {
    let h = n / 2;
    loop {
        // k runs of each digit, alternating; h - k of each digit's runs have length 2.
        let k = rng.range(h.div_ceil(2), h + 1);
        let mut lens = [vec![1usize; k], vec![1usize; k]];
        for l in &mut lens {
            for x in l.iter_mut().take(h - k) {
                *x = 2;
            }
            rng.shuffle(l);
        }
        let mut runs = Vec::with_capacity(n);
        for i in 0..k {
            for (d, l) in lens.iter().enumerate() {
                for _ in 0..l[i] {
                    runs.push(d as u8);
                }
            }
        }
        // Rotated left by r (by index: `rotate_left` is a lot of code for the page's module).
        let r = rng.range(0, n);
        let w: Vec<u8> = (0..n).map(|i| runs[(i + r) % n]).collect();
        let periodic = (1..n)
            .filter(|d| n % d == 0)
            .any(|d| (0..n).all(|i| w[i] == w[(i + d) % n]));
        if !periodic {
            return w;
        }
    }
}

/// A circulant solved grid: row `r` is the word written twice, read from `start(r)`.
pub struct Circulant {
    n: usize,
    /// The word written twice, as digits 0 and 1 (already flipped and mirrored).
    word: Vec<u8>,
    mirror: bool,
}

impl Circulant {
    /// A random circulant grid of even side `n >= 2`.
    pub fn new(n: usize, rng: &mut SplitMix) -> Circulant {
        let w = cyclic_word(n, rng);
        let flip = (rng.next() & 1) as u8;
        let mirror = rng.next() & 1 == 1;
        // Row r is a rotation of one word: cell (r, c) = w[(r + c) mod n] is row r = w2[r..r + n], where w2
        // is the word written twice; the mirror layout w[(r - c) mod n] reads v[(c - r) mod n] with
        // v[k] = w[(n - k) mod n], so row r = v2[(n - r) mod n..][..n]. Each row is one copy.
        let word = (0..2 * n)
            .map(|k| {
                let i = if mirror { (2 * n - k) % n } else { k % n };
                w[i] ^ flip
            })
            .collect();
        Circulant { n, word, mirror }
    }

    /// Where row `r` starts in the doubled word.
    fn start(&self, r: usize) -> usize {
        if self.mirror {
            (self.n - r) % self.n
        } else {
            r
        }
    }

    /// The digit (0 or 1) at row `r`, column `c`.
    pub fn digit(&self, r: usize, c: usize) -> u8 {
        self.word[self.start(r) + c]
    }

    /// The grid as a game ID.
    pub fn game_id(&self) -> String {
        let n = self.n;
        let head = format!("binary:{n}:");
        let mut s = String::with_capacity(head.len() + n * n);
        s.push_str(&head);
        let text: String = self.word.iter().map(|&d| char::from(b'0' + d)).collect();
        for r in 0..n {
            let start = self.start(r);
            s.push_str(&text[start..start + n]);
        }
        s
    }
}
