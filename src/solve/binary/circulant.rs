//! Circulant solved grids of any even side: a random balanced word `w` without three equal cyclic neighbours
//! and with no period, laid out as `cell(r, c) = w[(r ± c) mod n]`. Every row and column is a rotation of `w`
//! (or of its mirror image), so each is balanced and triple-free, and rotations of a word without a period
//! are all different. The generator's large solved grids ([`crate::generate::binary::solved_grid`]) and the
//! counter's guide grid ([`super::search`]) are these.

use rand::seq::SliceRandom;
use rand::Rng;

/// SplitMix64: a tiny generator that gives the same numbers on every target, for the word of a large solved
/// grid (the few hundred numbers it takes cost more than the grid itself with ChaCha in wasm, without SIMD).
pub struct SplitMix(pub u64);

impl rand::RngCore for SplitMix {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }
    fn fill_bytes(&mut self, dst: &mut [u8]) {
        for chunk in dst.chunks_mut(8) {
            let v = self.next_u64().to_le_bytes();
            chunk.copy_from_slice(&v[..chunk.len()]);
        }
    }
}

/// A random balanced word of even length `n` with no three equal cyclic neighbours and no period.
fn cyclic_word(n: usize, rng: &mut impl Rng) -> Vec<u8> {
    let h = n / 2;
    loop {
        // k runs of each digit, alternating; h - k of each digit's runs have length 2.
        let k = rng.random_range(h.div_ceil(2)..=h);
        let mut lens = [vec![1usize; k], vec![1usize; k]];
        for l in &mut lens {
            for x in l.iter_mut().take(h - k) {
                *x = 2;
            }
            l.shuffle(rng);
        }
        let mut w = Vec::with_capacity(n);
        for (&a, &b) in lens[0].iter().zip(&lens[1]) {
            w.extend(std::iter::repeat_n(0u8, a));
            w.extend(std::iter::repeat_n(1u8, b));
        }
        let r = rng.random_range(0..n);
        w.rotate_left(r);
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
    pub fn new(n: usize, rng: &mut impl Rng) -> Circulant {
        let w = cyclic_word(n, rng);
        let flip = rng.random_range(0..2u8);
        let mirror = rng.random_bool(0.5);
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
