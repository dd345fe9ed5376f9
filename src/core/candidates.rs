//! A small bitset of symbols and the bit helpers shared by both puzzle families.

/// A set of symbols `1..=31`: bit `s` is set when symbol `s` is still possible.
/// Bit 0 is never used, so a symbol is its own bit index.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default)]
pub struct Candidates(pub u32);

impl Candidates {
    /// The empty set.
    pub const EMPTY: Candidates = Candidates(0);

    /// All symbols `1..=n`.
    #[inline]
    pub fn all(n: usize) -> Candidates {
        debug_assert!(n <= 31);
        Candidates(((1u64 << (n + 1)) - 2) as u32)
    }

    /// The symbols from `lo` to `hi` (bits clamped to 0..=31; empty when `lo > hi`): what a cell may keep
    /// between bounds (a sum's, a sandwich's).
    #[inline]
    pub fn span(lo: i32, hi: i32) -> Candidates {
        let (lo, hi) = (lo.max(0), hi.min(31));
        match lo <= hi {
            true => Candidates(((2u64 << hi) - (1u64 << lo)) as u32),
            false => Candidates::EMPTY,
        }
    }

    /// The set holding just `s`.
    #[inline]
    pub fn single(s: u8) -> Candidates {
        Candidates(1 << s)
    }

    #[inline]
    pub fn contains(self, s: u8) -> bool {
        self.0 >> s & 1 == 1
    }

    #[inline]
    pub fn insert(&mut self, s: u8) {
        self.0 |= 1 << s;
    }

    #[inline]
    pub fn remove(&mut self, s: u8) {
        self.0 &= !(1 << s);
    }

    /// `s` in (`on`) or out.
    #[inline]
    pub fn set(&mut self, s: u8, on: bool) {
        if on {
            self.insert(s)
        } else {
            self.remove(s)
        }
    }

    #[inline]
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The only symbol, when the set has exactly one.
    #[inline]
    pub fn only(self) -> Option<u8> {
        if self.0 != 0 && self.0 & (self.0 - 1) == 0 {
            Some(self.0.trailing_zeros() as u8)
        } else {
            None
        }
    }

    /// The smallest symbol in the set.
    #[inline]
    pub fn first(self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as u8)
        }
    }

    #[inline]
    pub fn union(self, o: Candidates) -> Candidates {
        Candidates(self.0 | o.0)
    }

    #[inline]
    pub fn intersect(self, o: Candidates) -> Candidates {
        Candidates(self.0 & o.0)
    }

    #[inline]
    pub fn minus(self, o: Candidates) -> Candidates {
        Candidates(self.0 & !o.0)
    }

    /// The symbols in increasing order.
    #[inline]
    pub fn iter(self) -> Bits {
        Bits(self.0 as u64)
    }
}

impl std::fmt::Debug for Candidates {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl FromIterator<u8> for Candidates {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Self {
        let mut c = Candidates::EMPTY;
        for s in iter {
            c.insert(s);
        }
        c
    }
}

/// Iterates the set bits of a word, lowest first, as `u8` indices.
#[derive(Clone, Copy, Debug)]
pub struct Bits(pub u64);

impl Iterator for Bits {
    type Item = u8;
    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            let b = self.0.trailing_zeros() as u8;
            self.0 &= self.0 - 1;
            Some(b)
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bits {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn basics() {
        let a = Candidates::all(9);
        assert_eq!(a.len(), 9);
        assert!(a.contains(1) && a.contains(9) && !a.contains(0) && !a.contains(10));
        assert_eq!(a.iter().collect::<Vec<_>>(), (1..=9).collect::<Vec<_>>());
        assert_eq!(Candidates::single(7).only(), Some(7));
        assert_eq!(a.only(), None);
        assert_eq!(Candidates::all(25).len(), 25);
        let mut c = Candidates::EMPTY;
        c.insert(3);
        c.insert(5);
        c.remove(3);
        assert_eq!(c, Candidates::single(5));
        assert_eq!(
            format!("{:?}", [2u8, 4].into_iter().collect::<Candidates>()),
            "{2, 4}"
        );
    }
}
