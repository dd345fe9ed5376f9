//! Fish searches that found nothing, remembered per thread for the next hint on the same grid: a Franken or
//! mutant fish search of one symbol depends only on the geometry, the symbol's places, the size and the fins
//! allowed ([`super::complex_fish`] asks [`Fruitless::knows`] before each and tells [`Fruitless::learn`] after
//! one that found nothing).

use crate::core::geometry::Geometry;
use crate::human::grid::Grid;
use std::cell::RefCell;
use std::sync::Arc;

/// A symbol's places, the fish size and the fins allowed: one search of one symbol, which depends on nothing
/// else on a given geometry.
pub(crate) type SearchKey = (u128, u8, u8);

/// A geometry and the searches on it that found nothing.
type Kept = (Arc<Geometry>, Vec<SearchKey>);

/// Searches that found no fish, per thread and kind of fish, for the last geometry searched (not while listing,
/// where a search's finds are kept as it goes). A hint's forward search runs the finders after every step, and
/// a step changes the places of one or two symbols: the others' searches are not run again. (On non-consecutive
/// 9×9 master puzzles, whose candidates stay dense, the Franken search took 14 ms a position and the mutant 8.)
pub(crate) struct Fruitless {
    /// Off while listing.
    on: bool,
    /// The kind of fish, the index of its slot in `FRUITLESS`.
    want: usize,
    geo: Arc<Geometry>,
    /// Sorted.
    none: Vec<SearchKey>,
}

thread_local! {
    /// Per kind of fish (Franken, mutant: an index below 3), the geometry and the searches that found nothing.
    static FRUITLESS: RefCell<[Option<Kept>; 3]> = const { RefCell::new([None, None, None]) };
}

/// Most searches kept before the set starts again.
const FRUITLESS_KEPT: usize = 20_000;

impl Fruitless {
    /// The searches known fruitless for `g`'s geometry and this kind (none while listing).
    pub(crate) fn of(g: &Grid, want: usize, listing: bool) -> Fruitless {
        let none = match listing {
            true => Vec::new(),
            false => FRUITLESS.with(|f| match f.borrow_mut()[want].take() {
                Some((geo, none)) if Arc::ptr_eq(&geo, &g.geo) => none,
                _ => Vec::new(),
            }),
        };
        Fruitless {
            on: !listing,
            want,
            geo: g.geo.clone(),
            none,
        }
    }

    pub(crate) fn knows(&self, search: SearchKey) -> bool {
        self.on && self.none.binary_search(&search).is_ok()
    }

    pub(crate) fn learn(&mut self, search: SearchKey) {
        if self.on {
            if self.none.len() >= FRUITLESS_KEPT {
                self.none.clear();
            }
            if let Err(at) = self.none.binary_search(&search) {
                self.none.insert(at, search);
            }
        }
    }
}

/// Written back for the next search of its kind, whichever way the search returns.
impl Drop for Fruitless {
    fn drop(&mut self) {
        if self.on {
            let kept = (self.geo.clone(), std::mem::take(&mut self.none));
            FRUITLESS.with(|f| f.borrow_mut()[self.want] = Some(kept));
        }
    }
}
