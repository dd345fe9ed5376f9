//! Death blossom: a stem cell and, for each of its candidates d, an almost locked set (a petal: k cells of one
//! unit with k + 1 candidates) whose cells holding d all see the stem. The petals do not overlap, and all hold
//! some symbol Z the stem lacks. Whatever the stem is, one petal loses that symbol and becomes a locked set,
//! so it holds Z: Z leaves every cell that sees all the petals' Z cells. Grids of up to 128 cells (9×9 and
//! smaller; a bigger grid would need wider cell sets). While listing, petals may also overlap (each is still
//! locked when the stem takes its digit), and each blossom is listed a second time as HoDoKu gives it: every
//! symbol all its petals hold, not in the stem, in one step.

use super::xy_wing::pair_text;
use super::{ch, removals};
use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::{and_list, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

struct Als {
    cells: Vec<usize>,
    set: u128,
    cands: Candidates,
    /// Per symbol: its cells holding it, and the cells that see all of those (bit sets; 0 for a symbol not in it).
    hold: Vec<u128>,
    sees: Vec<u128>,
}

/// Every almost locked set of up to `max` cells in one unit (a bivalue cell is one), without repeats.
fn all_als(g: &Grid, max: usize, peers: &[u128]) -> Vec<Als> {
    let n = g.n();
    let mut out: Vec<Als> = Vec::new();
    let mut seen: Vec<u128> = Vec::new();
    for u in 0..g.geo.units.len() {
        let empty: Vec<usize> = g.geo.units[u]
            .iter()
            .map(|&c| c as usize)
            .filter(|&c| g.is_empty(c))
            .collect();
        let mut chosen = Vec::new();
        grow(
            g,
            &empty,
            0,
            max,
            &mut chosen,
            Candidates::EMPTY,
            &mut |cells, cands| {
                if cands.len() as usize != cells.len() + 1 {
                    return;
                }
                let set = cells.iter().fold(0u128, |m, &c| m | 1 << c);
                if let Err(at) = seen.binary_search(&set) {
                    seen.insert(at, set);
                    let hold: Vec<u128> = (0..=n as Symbol)
                        .map(|d| {
                            cells
                                .iter()
                                .filter(|&&c| g.cands[c].contains(d))
                                .fold(0u128, |m, &c| m | 1 << c)
                        })
                        .collect();
                    let sees = hold
                        .iter()
                        .map(|&h| if h == 0 { 0 } else { seeing(peers, h) })
                        .collect();
                    out.push(Als {
                        cells: cells.to_vec(),
                        set,
                        cands,
                        hold,
                        sees,
                    });
                }
            },
        );
    }
    out
}

/// Cells that see every cell of `set`.
fn seeing(peers: &[u128], set: u128) -> u128 {
    let mut m = !0u128;
    let mut s = set;
    while s != 0 {
        let c = s.trailing_zeros() as usize;
        m &= peers[c];
        s &= s - 1;
    }
    m
}

fn grow(
    g: &Grid,
    cells: &[usize],
    start: usize,
    max: usize,
    chosen: &mut Vec<usize>,
    acc: Candidates,
    f: &mut impl FnMut(&[usize], Candidates),
) {
    for i in start..cells.len() {
        let a = acc.union(g.cands[cells[i]]);
        if a.len() as usize > max + 1 {
            continue;
        }
        chosen.push(cells[i]);
        f(chosen, a);
        if chosen.len() < max {
            grow(g, cells, i + 1, max, chosen, a, f);
        }
        chosen.pop();
    }
}

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    if n * n > 128 {
        return None;
    }
    let peers: Vec<u128> = (0..n * n)
        .map(|c| g.geo.peers[c].iter().fold(0u128, |m, &p| m | 1 << p))
        .collect();
    let has: Vec<u128> = (0..=n as Symbol).map(|s| g.places_bits(s)).collect();
    // the hint's blossoms: petals of up to 4 cells, stems of 2 or 3 candidates; while listing, then the rest
    // (bigger petals, stems of more candidates, petals overlapping)
    let passes: &[(usize, usize, usize)] = if super::listing() {
        &[(4, 2, 3), (BIG_PETAL, 2, n)]
    } else {
        &[(4, 2, 3)]
    };
    let mut list = Listing {
        seen: vec![],
        budget: BUDGET,
    };
    for &(size, low, high) in passes {
        let first = blossoms(g, &peers, size, low..=high, &has, &mut list);
        if first.is_some() {
            return first;
        }
    }
    None
}

/// The largest petal looked for while listing.
const BIG_PETAL: usize = 7;

/// The petals tried at most while listing (per position).
const BUDGET: usize = 200_000;

/// While listing: the removals passed on (each symbol with its cells; sorted) and the petals left to try.
struct Listing {
    seen: Vec<Vec<(Symbol, u128)>>,
    budget: usize,
}

/// The first blossom with petals of up to `size` cells and a stem of `stems` candidates (every one, through
/// `found`, while listing).
fn blossoms(
    g: &Grid,
    peers: &[u128],
    size: usize,
    stems: std::ops::RangeInclusive<usize>,
    has: &[u128],
    list: &mut Listing,
) -> Option<Step> {
    let n = g.n();
    let listing = super::listing();
    let als = all_als(g, size, peers);
    for stem in
        (0..n * n).filter(|&c| g.is_empty(c) && stems.contains(&(g.cands[c].len() as usize)))
    {
        let digits: Vec<Symbol> = g.cands[stem].iter().collect();
        // sets per stem digit d whose cells holding d all see the stem
        let base: Vec<Vec<usize>> = digits
            .iter()
            .map(|&d| {
                let d = d as usize;
                (0..als.len())
                    .filter(|&i| {
                        let a = &als[i];
                        a.set >> stem & 1 == 0 && a.hold[d] != 0 && a.hold[d] & !peers[stem] == 0
                    })
                    .collect()
            })
            .collect();
        if base.iter().any(|p| p.is_empty()) {
            continue;
        }
        for z in (1..=n as Symbol).filter(|&z| !g.cands[stem].contains(z)) {
            let zs = has[z as usize];
            // Petals per stem digit.
            let petals: Vec<Vec<usize>> = base
                .iter()
                .map(|b| {
                    b.iter()
                        .copied()
                        .filter(|&i| als[i].sees[z as usize] & zs != 0)
                        .collect()
                })
                .collect();
            if petals.iter().any(|p| p.is_empty()) {
                continue;
            }
            let mut pick = Vec::with_capacity(digits.len());
            // the first blossom is the hint's; while listing, every one passes through `found`
            let mut first = None;
            combine(
                &als,
                &petals,
                0,
                0,
                zs & !(1u128 << stem),
                &mut pick,
                z as usize,
                // while listing, petals may overlap (each is still locked when the stem takes its digit)
                listing.then_some(&mut list.budget),
                &mut |pick: &[usize], t: u128| {
                    if !listing {
                        first = super::found(step(g, stem, &[(z, t)], &digits, pick, &als));
                        return first.is_some();
                    }
                    // one set as every petal is the stem and that set locked together, a naked subset, not
                    // a blossom: not listed as one (it read "if 1, S must hold 4; if 2, S must hold 4; …")
                    if pick.iter().all(|&i| i == pick[0]) {
                        return false;
                    }
                    // HoDoKu's form too: every other symbol all the petals hold, each from the cells that see
                    // all of it in the petals, in one step
                    let used = pick.iter().fold(1u128 << stem, |m, &i| m | als[i].set);
                    let mut all = vec![(z, t)];
                    for y in (1..=n as Symbol).filter(|&y| y != z && !g.cands[stem].contains(y)) {
                        let ty = pick
                            .iter()
                            .fold(has[y as usize] & !used, |m, &i| m & als[i].sees[y as usize]);
                        if ty != 0 && pick.iter().all(|&i| als[i].cands.contains(y)) {
                            all.push((y, ty));
                        }
                    }
                    all.sort_unstable();
                    for zs in [vec![(z, t)], all] {
                        if let Err(at) = list.seen.binary_search(&zs) {
                            let _ = super::found(step(g, stem, &zs, &digits, pick, &als));
                            list.seen.insert(at, zs);
                        }
                    }
                    false
                },
            );
            if first.is_some() {
                return first;
            }
        }
    }
    None
}

/// One petal per stem digit, not overlapping (unless listing: then `budget` counts the petals tried), keeping
/// `targets` (cells that see every Z cell so far) non-empty; each blossom goes to `take` with its targets, until
/// `take` says stop (true).
#[allow(clippy::too_many_arguments)]
fn combine(
    als: &[Als],
    petals: &[Vec<usize>],
    k: usize,
    used: u128,
    targets: u128,
    pick: &mut Vec<usize>,
    z: usize,
    mut budget: Option<&mut usize>,
    take: &mut dyn FnMut(&[usize], u128) -> bool,
) -> bool {
    if k == petals.len() {
        let t = targets & !used;
        return t != 0 && take(pick, t);
    }
    for &i in &petals[k] {
        let a = &als[i];
        match budget.as_deref_mut() {
            None if a.set & used != 0 => continue,
            Some(0) => return false,
            Some(b) => *b -= 1,
            None => {}
        }
        let t = targets & a.sees[z] & !a.set;
        if t == 0 {
            continue;
        }
        pick.push(i);
        if combine(
            als,
            petals,
            k + 1,
            used | a.set,
            t,
            pick,
            z,
            budget.as_deref_mut(),
            take,
        ) {
            return true;
        }
        pick.pop();
    }
    false
}

/// The blossom of `stem` with petals `pick` (one per stem digit), removing each symbol z of `zs` from its targets.
fn step(
    g: &Grid,
    stem: usize,
    zs: &[(Symbol, u128)],
    digits: &[Symbol],
    pick: &[usize],
    als: &[Als],
) -> Step {
    let n = g.n();
    let mut elims: Vec<(Cell, Symbol)> = zs
        .iter()
        .flat_map(|&(z, t)| {
            (0..n * n)
                .filter(move |&c| t >> c & 1 == 1)
                .map(move |c| (c as Cell, z))
        })
        .collect();
    elims.sort_unstable();
    let z_text = and_list(
        &zs.iter()
            .map(|&(z, _)| ch(z).to_string())
            .collect::<Vec<_>>(),
    );
    let mut figure = Figure::default();
    figure.cells.push((stem as Cell, Role::Pivot));
    for d in g.cands[stem].iter() {
        figure.candidates.push((stem as Cell, d, Role::Pivot));
    }
    let mut evidence = vec![stem as Cell];
    let mut cases = Vec::new();
    for (k, (&d, &i)) in digits.iter().zip(pick).enumerate() {
        let a = &als[i];
        for &c in &a.cells {
            figure.cells.push((c as Cell, Role::Als(k as u8)));
            for s in g.cands[c].iter() {
                figure.candidates.push((c as Cell, s, Role::Als(k as u8)));
            }
            evidence.push(c as Cell);
        }
        let cells: Vec<String> = a.cells.iter().map(|&c| cell_name(c as Cell, n)).collect();
        cases.push(crate::tr!(
            "death-blossom-case",
            digit = ch(d),
            cells = cells.join(&crate::tr!("list-sep")),
            candidates = pair_text(a.cands),
            z = z_text.clone()
        ));
    }
    let explanation = crate::tr!(
        "explain-death-blossom",
        stem = cell_name(stem as Cell, n),
        candidates = pair_text(g.cands[stem]),
        cases = cases.join(&crate::tr!("death-blossom-sep")),
        count = zs.len(),
        digit = z_text,
        removals = removals(&elims, n)
    );
    Step {
        notation: String::new(),
        technique: Technique::DeathBlossom,
        units: vec![],
        evidence,
        placements: vec![],
        eliminations: elims,
        title: Technique::DeathBlossom.called().into(),
        explanation,
        figure,
    }
}
