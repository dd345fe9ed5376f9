//! One digit's pattern-overlay templates indexed per cell: for each cell, the bit set of the templates that use
//! it, so the templates disjoint from a set of cells are a few word operations away. The triple and quadruple
//! overlays (`pattern_overlay_triple.rs`, `pattern_overlay_quad.rs`) look for disjoint templates this way.

use super::bits128;

/// Most words of a template bit set: a digit has at most `pattern_overlay::CAP` (4,000) templates.
pub(crate) const MAX_WORDS: usize = 64;

/// One digit's templates with, per cell, the bit set (`words` words) of the templates that use it.
pub(crate) struct Index<'a> {
    pub list: &'a [u128],
    pub words: usize,
    cover: Vec<u64>,
}

impl<'a> Index<'a> {
    /// The index of `list`, which holds at most `64 * MAX_WORDS` templates.
    pub fn new(list: &'a [u128]) -> Self {
        let words = list.len().div_ceil(64);
        let mut cover = vec![0u64; 128 * words];
        for (i, &t) in list.iter().enumerate() {
            for c in bits128(t) {
                cover[c * words + i / 64] |= 1 << (i % 64);
            }
        }
        Index { list, words, cover }
    }

    /// The templates (bit set) among `from` that use no cell of `m`; `None` when the budget runs out.
    pub fn avoiding(&self, from: &[u64], m: u128, budget: &mut usize) -> Option<Vec<u64>> {
        let mut out = [0u64; MAX_WORDS];
        self.avoiding_into(from, m, budget, &mut out)?;
        Some(out[..self.words].to_vec())
    }

    /// [`Index::avoiding`] written into `out` (its first `words` words); whether any is left.
    pub fn avoiding_into(
        &self,
        from: &[u64],
        m: u128,
        budget: &mut usize,
        out: &mut [u64; MAX_WORDS],
    ) -> Option<bool> {
        *budget = budget.checked_sub(self.words * m.count_ones() as usize + 1)?;
        let out = &mut out[..self.words];
        out.copy_from_slice(from);
        for c in bits128(m) {
            let cov = &self.cover[c * self.words..][..self.words];
            out.iter_mut().zip(cov).for_each(|(o, &x)| *o &= !x);
        }
        Some(out.iter().any(|&w| w != 0))
    }

    /// Whether some template among `from` uses no cell of `m`; `None` when the budget runs out.
    pub fn any_avoiding(&self, from: &[u64], m: u128, budget: &mut usize) -> Option<bool> {
        *budget = budget.checked_sub(self.words * m.count_ones() as usize + 1)?;
        Some((0..self.words).any(|w| {
            from[w] != 0
                && bits128(m).fold(from[w], |acc, c| acc & !self.cover[c * self.words + w]) != 0
        }))
    }

    /// Every template (bit set).
    pub fn all(&self) -> Vec<u64> {
        let mut v = vec![!0u64; self.words];
        if self.list.len() % 64 != 0 {
            v[self.words - 1] = (1u64 << (self.list.len() % 64)) - 1;
        }
        v
    }
}

/// The indices of a bit set's ones.
pub(crate) fn ones(v: &[u64]) -> impl Iterator<Item = usize> + '_ {
    v.iter().enumerate().flat_map(|(w, &x)| {
        let mut x = x;
        std::iter::from_fn(move || {
            (x != 0).then(|| {
                let b = x.trailing_zeros() as usize;
                x &= x - 1;
                w * 64 + b
            })
        })
    })
}
