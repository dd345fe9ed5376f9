//! Human-style techniques, one file each. Each `find` returns the first step it sees,
//! and only steps that make progress (at least one placement or elimination).
//!
//! Their levels, order, costs and descriptions are one row each in [`super::catalogue`], which defines which
//! technique is harder.

pub mod aic;
pub mod als_chain;
pub mod arrow;
pub mod avoidable_rectangle;
pub mod bug;
pub mod cage_combination;
pub mod cage_interaction;
pub mod cage_splitting;
pub mod common_peer;
pub mod complex_fish;
pub mod death_blossom;
pub mod empty_rectangle;
pub mod fish;
pub mod fish_fruitless;
pub mod fish_templates;
pub mod forcing;
pub mod full_house;
pub mod grouped;
pub mod hidden_rectangle;
pub mod hidden_single;
pub mod hidden_subset;
pub mod kraken_fish;
pub mod kropki;
pub mod little_killer;
pub mod locked;
pub mod locked_subset;
pub mod multi_colouring;
pub mod naked_single;
pub mod naked_subset;
pub mod negative_constraint;
pub mod non_consecutive;
pub mod pattern_index;
pub mod pattern_overlay;
pub mod pattern_overlay_quad;
pub mod pattern_overlay_triple;
pub mod remote_pairs;
pub mod renban;
pub mod rule45;
pub mod sandwich;
pub mod simple_colouring;
pub mod skyscraper;
pub mod sue_de_coq;
pub mod thermometer;
pub mod turbot_fish;
pub mod two_string_kite;
pub mod unique_loop;
pub mod unique_rectangle;
pub mod unique_rectangle_3;
pub mod unique_rectangle_5;
pub mod unique_rectangle_6;
pub mod unique_rectangle_missing;
pub mod unique_rectangle_more;
pub mod w_wing;
pub mod whisper;
pub mod wxyz_wing;
pub mod x_chain;
pub mod x_cycle;
pub mod xv;
pub mod xy_chain;
pub mod xy_wing;
pub mod xyz_wing;

mod chain;
mod net;
mod rectangle;
mod rule_pair;
mod single_digit;
mod window;

use super::grid::Grid;
use crate::core::cell::symbol_char;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::Step;

/// A technique finder: the first instance it finds (the hint's step).
pub type Finder = fn(&Grid) -> Option<Step>;

std::thread_local! {
    /// While [`instances`] runs a finder that lists its instances: the instances found so far.
    static LISTING: std::cell::RefCell<Option<Vec<Step>>> = const { std::cell::RefCell::new(None) };
}

/// An instance a finder found: the step to return (the first is the hint), or, while [`instances`] lists them,
/// `None` after keeping it, so that the finder looks on. A finder that lists its instances passes each through
/// here and goes on when it gets `None` back (its catalogue row says `.lists()`).
pub(crate) fn found(step: Step) -> Option<Step> {
    LISTING.with(|l| match l.borrow_mut().as_mut() {
        Some(list) => {
            list.push(step);
            None
        }
        None => Some(step),
    })
}

/// Whether [`instances`] is listing: a finder whose search is shaped for the best instance (chains) may then
/// walk differently, passing every instance through [`found`].
pub(crate) fn listing() -> bool {
    LISTING.with(|l| l.borrow().is_some())
}

/// Every instance `finder` finds in `g`, in the order it finds them, each effect once (the same placements and
/// eliminations reached from another unit are one instance). `lists`: the finder passes its instances through
/// [`found`] (else only its first instance is known).
pub fn instances(g: &Grid, finder: Finder, lists: bool) -> Vec<Step> {
    if !lists {
        return finder(g).into_iter().collect();
    }
    /// Ends the listing however the finder ends (a panic included).
    struct Listing;
    impl Drop for Listing {
        fn drop(&mut self) {
            LISTING.with(|l| *l.borrow_mut() = None);
        }
    }
    LISTING.with(|l| *l.borrow_mut() = Some(vec![]));
    let guard = Listing;
    let last = finder(g); // a finder's early exit may still return one
    let mut all = LISTING.with(|l| l.borrow_mut().take()).unwrap_or_default();
    drop(guard);
    all.extend(last);
    // an instance's effects, placements then eliminations, each sorted
    type Effects = Vec<(Cell, Symbol)>;
    let mut seen: Vec<[Effects; 2]> = vec![];
    all.retain(|s| {
        let mut key = [s.placements.clone(), s.eliminations.clone()];
        key.iter_mut().for_each(|k| k.sort_unstable());
        let new = !seen.contains(&key);
        if new {
            seen.push(key);
        }
        new
    });
    all
}

/// `3`, `A`: the character of a symbol.
pub(crate) fn ch(s: Symbol) -> char {
    symbol_char(s)
}

/// Why empty cell `x` cannot hold `s` when the reason is a rule keeping cells apart (anti-knight, anti-king)
/// and no unit of `x` holds `s`: "r4c4 and the 3 in r2c3 are a knight's move apart", and the cell holding the
/// `s` (r2c3). `None` otherwise.
pub(crate) fn apart(g: &Grid, x: Cell, s: Symbol) -> Option<(String, Cell)> {
    let in_units = g.geo.cell_units[x as usize]
        .iter()
        .any(|&u| g.placed_in(u as usize).contains(s));
    if in_units || g.geo.pairs.is_empty() {
        return None;
    }
    let p = g.geo.pairs.iter().find(|p| {
        let other = if p.a == x {
            p.b
        } else if p.b == x {
            p.a
        } else {
            return false;
        };
        g.cells[other as usize] == s
    })?;
    let held = if p.a == x { p.b } else { p.a };
    let n = g.n();
    let (cell, digit, other) = (cell_name(x, n), ch(s), cell_name(held, n));
    let rule = &g.geo.rules[p.rule as usize];
    let text = match crate::rules::row(rule).name {
        "antiknight" => crate::tr!(
            "explain-apart-knight",
            cell = cell,
            digit = digit,
            other = other
        ),
        "antiking" => crate::tr!(
            "explain-apart-king",
            cell = cell,
            digit = digit,
            other = other
        ),
        _ => crate::tr!(
            "explain-apart",
            cell = cell,
            digit = digit,
            other = other,
            words = crate::rules::words(rule)
        ),
    };
    Some((text, held))
}

/// Why the cells of `asked` cannot hold the digits asked about (bits `1 << d`) where no unit of theirs says so,
/// the singles' reasons: a rule keeping cells apart ([`apart`]), then digits placed in cells a rule relates
/// to them ([`related`]); the cells those reasons cite are outlined in `figure` (as pincers). A player
/// without notes sees none of them as readily as a digit in the same row.
pub(crate) fn reasons(
    g: &Grid,
    asked: &[(Cell, u32)],
    figure: &mut crate::hint::step::Figure,
) -> Vec<String> {
    let (mut why, mut cited) = (vec![], vec![]);
    // what `apart` leaves to `related`, per cell
    let mut rest = Vec::with_capacity(asked.len());
    for &(x, digits) in asked {
        let mut left = digits;
        for d in crate::core::candidates::Candidates(digits).iter() {
            if let Some((text, held)) = apart(g, x, d) {
                why.push(text);
                cited.push(held);
                left &= !(1 << d);
            }
        }
        rest.push((x, left));
    }
    why.extend(related(g, &rest, &mut cited));
    for x in cited {
        figure.cell(x, crate::hint::step::Role::Pincer);
    }
    why
}

/// What the digits placed in cells a rule relates to others (a whisper line, a Kropki dot, non-consecutive
/// neighbours) take from them: for each `(cell, digits)` asked about, the digits among `digits` that the
/// cell's units do not take already. One reason per placed cell, the rule's words once after its reasons:
/// "with the 8 in r7c4, r6c4 cannot be 4, 5, 6, 7 or 9 (neighbours on a whisper line differ by at least half
/// the largest digit)"; the cells cited go to `cited`. Empty when no related digit takes any.
fn related(g: &Grid, asked: &[(Cell, u32)], cited: &mut Vec<Cell>) -> Vec<String> {
    let n = g.n();
    // (rule index, its reasons), in the order the rules first take something
    let mut by_rule: Vec<(u16, Vec<String>)> = vec![];
    for &(c, digits) in asked {
        let ci = c as usize;
        if g.geo.related[ci].is_empty() {
            continue; // (most grids: no relation at all)
        }
        // the digits not asked about and those placed in the cell's units
        let mut told = g.geo.cell_units[ci]
            .iter()
            .fold(!digits, |m, &u| m | g.placed_in(u as usize).0);
        for &k in &g.geo.related[ci] {
            let r = &g.geo.relations[k as usize];
            let (other, table) = if r.a == c {
                (r.b, &r.ok)
            } else {
                (r.a, &r.back)
            };
            let v = g.cells[other as usize];
            if v == 0 {
                continue;
            }
            let lost = (1..=n as Symbol)
                .filter(|&d| table[d as usize] >> v & 1 == 0)
                .fold(0u32, |m, d| m | 1 << d)
                & !told;
            if lost == 0 {
                continue;
            }
            told |= lost;
            cited.push(other);
            let reason = crate::tr!(
                "explain-related",
                digit = ch(v),
                other = cell_name(other, n),
                cell = cell_name(c, n),
                digits = or_list(lost)
            );
            match by_rule.iter_mut().find(|(rule, _)| *rule == r.rule) {
                Some((_, reasons)) => reasons.push(reason),
                None => by_rule.push((r.rule, vec![reason])),
            }
        }
    }
    by_rule
        .into_iter()
        .map(|(rule, reasons)| {
            crate::tr!(
                "explain-related-rule",
                reasons = reasons.join("; "),
                words = crate::rules::words(&g.geo.rules[rule as usize])
            )
        })
        .collect()
}

/// `r1c2, r3c4`.
pub(crate) fn names(cells: &[Cell], n: usize) -> String {
    let v: Vec<String> = cells.iter().map(|&c| cell_name(c, n)).collect();
    v.join(&crate::tr!("list-sep"))
}

/// `3 and 7`, `1, 4 and 9` (messages `list-sep`, `list-and`).
pub(crate) fn symbols(syms: impl IntoIterator<Item = Symbol>) -> String {
    let v: Vec<String> = syms.into_iter().map(|s| ch(s).to_string()).collect();
    crate::hint::step::and_list(&v)
}

/// `3`, `3 or 7`, `1, 4 or 9`: the symbols of a bit set (bit s = symbol s; messages `list-sep`, `list-or`).
pub(crate) fn or_list(m: u32) -> String {
    let v: Vec<String> = crate::core::candidates::Candidates(m)
        .iter()
        .map(|s| ch(s).to_string())
        .collect();
    crate::hint::step::or_list(&v)
}

/// What keeping each of `cells` to the digits of `used` (bits `1 << d`, one mask per cell) takes from its
/// candidates (filled cells left as they are), and the picture: the cells and the candidates they keep. The
/// Little killer and Sandwich sum steps' ending, after each worked out the ways its rule can be met.
pub(crate) fn kept(
    g: &Grid,
    cells: &[Cell],
    used: &[u32],
) -> (Vec<(Cell, Symbol)>, crate::hint::step::Figure) {
    use crate::hint::step::Role;
    let mut eliminations = vec![];
    let mut figure = crate::hint::step::Figure::default();
    for (&c, &m) in cells.iter().zip(used) {
        figure.cell(c, Role::Key);
        for d in g.cands[c as usize].iter() {
            if m & (1 << d) != 0 {
                figure.cand(c, d, Role::Key);
            } else if g.cells[c as usize] == 0 {
                eliminations.push((c, d));
            }
        }
    }
    (eliminations, figure)
}

/// `r1c2 cannot be 4 or 5`, one phrase per cell of `elims`, cells in the order they first appear.
pub(crate) fn cannot_be(elims: &[(Cell, Symbol)], n: usize) -> Vec<String> {
    let mut cells: Vec<Cell> = vec![];
    for &(c, _) in elims {
        if !cells.contains(&c) {
            cells.push(c);
        }
    }
    cells
        .iter()
        .map(|&c| {
            let gone = elims
                .iter()
                .filter(|e| e.0 == c)
                .fold(0u32, |m, e| m | 1 << e.1);
            crate::tr!("cannot-be", cell = cell_name(c, n), digits = or_list(gone))
        })
        .collect()
}

/// The sentence of a chain closed into a continuous loop by a weak link from its `last` node's claim back to its
/// `first` one's (chain engine and grouped engine alike), before what it removes.
pub(crate) fn loop_sentence(last: &str, first: &str, removals: &str) -> String {
    crate::tr!(
        "explain-loop",
        last = last,
        first = first,
        removals = removals
    )
}

/// A step's title with its digit, `X-wing on 6` (message `title-on-digit`).
pub(crate) fn title_on(t: crate::hint::technique::Technique, s: Symbol) -> String {
    crate::tr!("title-on-digit", technique = t.called(), digit = ch(s))
}

/// `remove 4 from r5c3, r9c8; 7 from r1c1`, `remove 1–3, 6 from r7c9, r8c9`: eliminations grouped by symbol in
/// first-seen order, symbols leaving the same set of cells written together (runs of three or more as `1–3`).
pub(crate) fn removals(elims: &[(Cell, Symbol)], n: usize) -> String {
    let mut groups: Vec<(Vec<Cell>, Vec<Symbol>)> = Vec::new();
    let mut seen: Vec<Symbol> = Vec::new();
    for &(_, s) in elims {
        if seen.contains(&s) {
            continue;
        }
        seen.push(s);
        let cells: Vec<Cell> = elims.iter().filter(|e| e.1 == s).map(|e| e.0).collect();
        let same = |a: &[Cell]| a.len() == cells.len() && a.iter().all(|c| cells.contains(c));
        match groups.iter_mut().find(|g| same(&g.0)) {
            Some(g) => g.1.push(s),
            None => groups.push((cells, vec![s])),
        }
    }
    let parts: Vec<String> = groups
        .iter_mut()
        .map(|(cells, syms)| {
            crate::core::sort::sort(syms);
            crate::tr!(
                "removal-group",
                digits = runs(syms),
                cells = names(cells, n)
            )
        })
        .collect();
    crate::tr!("removals", groups = parts.join(&crate::tr!("removal-sep")))
}

/// Sorted symbols as `1–4, 7, 8`: runs of three or more joined by a dash.
fn runs(syms: &[Symbol]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < syms.len() {
        let mut j = i;
        while j + 1 < syms.len() && syms[j + 1] == syms[j] + 1 {
            j += 1;
        }
        if j >= i + 2 {
            parts.push(format!("{}–{}", ch(syms[i]), ch(syms[j])));
        } else {
            parts.extend(syms[i..=j].iter().map(|&s| ch(s).to_string()));
        }
        i = j + 1;
    }
    parts.join(", ")
}

/// Empty cells (other than those in `except`) that see every cell of `of` and still have `s`.
pub(crate) fn seeing_all(g: &Grid, of: &[usize], s: Symbol) -> Vec<(Cell, Symbol)> {
    let Some(&first) = of.first() else {
        return vec![];
    };
    g.geo.peers[first]
        .iter()
        .map(|&p| p as usize)
        .filter(|&p| g.has(p, s) && !of.contains(&p) && of.iter().all(|&o| g.sees(p, o)))
        .map(|p| (p as Cell, s))
        .collect()
}

/// Searches `k`-subsets of `items` (bit masks) whose union has exactly `k` bits, calling `f` with the chosen
/// indices and the union until it returns `Some`. (`f` is a trait object: one walk per result type, not one per
/// caller's closure, in the page's download.)
pub(crate) fn subsets<T>(
    items: &[u32],
    k: usize,
    f: &mut dyn FnMut(&[usize], u32) -> Option<T>,
) -> Option<T> {
    fn go<T>(
        items: &[u32],
        k: usize,
        start: usize,
        chosen: &mut Vec<usize>,
        acc: u32,
        f: &mut dyn FnMut(&[usize], u32) -> Option<T>,
    ) -> Option<T> {
        if chosen.len() == k {
            return if acc.count_ones() as usize == k {
                f(chosen, acc)
            } else {
                None
            };
        }
        for i in start..items.len() {
            if items.len() - i < k - chosen.len() {
                break;
            }
            let a = acc | items[i];
            if a.count_ones() as usize > k {
                continue;
            }
            chosen.push(i);
            let r = go(items, k, i + 1, chosen, a, f);
            chosen.pop();
            if r.is_some() {
                return r;
            }
        }
        None
    }
    go(items, k, 0, &mut Vec::with_capacity(k), 0, f)
}

/// The bit indices of a mask.
pub(crate) fn bits(m: u32) -> impl Iterator<Item = usize> {
    crate::core::candidates::Bits(m as u64).map(|b| b as usize)
}

/// The bit indices of a cell set (`u128`: shapes of at most 128 cells), lowest first.
pub(crate) fn bits128(mut m: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            i
        })
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn removals_group_digits_leaving_the_same_cells() {
        let e = [
            (60, 1),
            (60, 2),
            (60, 3),
            (61, 1),
            (61, 2),
            (61, 3),
            (60, 6),
            (61, 6),
        ];
        assert_eq!(super::removals(&e, 9), "remove 1–3, 6 from r7c7, r7c8");
        let e = [(0, 4), (1, 4), (2, 7), (1, 5), (0, 5)];
        assert_eq!(
            super::removals(&e, 9),
            "remove 4, 5 from r1c1, r1c2; 7 from r1c3"
        );
    }
}
