//! Death blossom: a stem cell and, for each of its candidates d, an almost locked set (a petal: k cells of one
//! unit with k + 1 candidates) whose cells holding d all see the stem. The petals do not overlap, and all hold
//! some symbol Z the stem lacks. Whatever the stem is, one petal loses that symbol and becomes a locked set,
//! so it holds Z: Z leaves every cell that sees all the petals' Z cells. Grids of up to 128 cells (9×9 and
//! smaller; a bigger grid would need wider cell sets).

use super::xy_wing::pair_text;
use super::{ch, removals};
use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::{Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

struct Als {
    cells: Vec<usize>,
    set: u128,
    cands: Candidates,
}

/// Every almost locked set of up to `max` cells in one unit (a bivalue cell is one), without repeats.
fn all_als(g: &Grid, max: usize) -> Vec<Als> {
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
                    out.push(Als {
                        cells: cells.to_vec(),
                        set,
                        cands,
                    });
                }
            },
        );
    }
    out
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
    let has = |s: Symbol| -> u128 {
        (0..n * n)
            .filter(|&c| g.has(c, s))
            .fold(0u128, |m, c| m | 1 << c)
    };
    let holders = |a: &Als, s: Symbol| -> u128 {
        a.cells
            .iter()
            .filter(|&&c| g.cands[c].contains(s))
            .fold(0u128, |m, &c| m | 1 << c)
    };
    // Cells that see every cell of `set`.
    let seeing = |set: u128| -> u128 {
        let mut m = !0u128;
        let mut s = set;
        while s != 0 {
            let c = s.trailing_zeros() as usize;
            m &= peers[c];
            s &= s - 1;
        }
        m
    };
    // the hint's blossoms: petals of up to 4 cells, stems of 2 or 3 candidates; while listing, then the rest
    // (bigger petals, stems of more candidates)
    let passes: &[(usize, usize, usize)] = if super::listing() {
        &[(4, 2, 3), (BIG_PETAL, 2, n)]
    } else {
        &[(4, 2, 3)]
    };
    for &(size, low, high) in passes {
        let first = blossoms(g, &peers, size, low..=high, &has, &holders, &seeing);
        if first.is_some() {
            return first;
        }
    }
    None
}

/// The largest petal looked for while listing.
const BIG_PETAL: usize = 7;

/// The first blossom with petals of up to `size` cells and a stem of `stems` candidates (every one, through
/// `found`, while listing).
fn blossoms(
    g: &Grid,
    peers: &[u128],
    size: usize,
    stems: std::ops::RangeInclusive<usize>,
    has: &dyn Fn(Symbol) -> u128,
    holders: &dyn Fn(&Als, Symbol) -> u128,
    seeing: &dyn Fn(u128) -> u128,
) -> Option<Step> {
    let n = g.n();
    let als = all_als(g, size);
    for stem in
        (0..n * n).filter(|&c| g.is_empty(c) && stems.contains(&(g.cands[c].len() as usize)))
    {
        let digits: Vec<Symbol> = g.cands[stem].iter().collect();
        for z in (1..=n as Symbol).filter(|&z| !g.cands[stem].contains(z)) {
            let zs = has(z);
            // Petals per stem digit.
            let petals: Vec<Vec<usize>> = digits
                .iter()
                .map(|&d| {
                    (0..als.len())
                        .filter(|&i| {
                            let a = &als[i];
                            a.set >> stem & 1 == 0
                                && a.cands.contains(d)
                                && a.cands.contains(z)
                                && holders(a, d) & !peers[stem] == 0
                                && seeing(holders(a, z)) & zs != 0
                        })
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
                &|a: &Als| seeing(holders(a, z)),
                &mut |pick: &[usize], t: u128| {
                    first = super::found(step(g, stem, z, &digits, pick, &als, t));
                    first.is_some()
                },
            );
            if first.is_some() {
                return first;
            }
        }
    }
    None
}

/// One petal per stem digit, not overlapping, keeping `targets` (cells that see every Z cell so far) non-empty;
/// each blossom goes to `take` with its targets, until `take` says stop (true).
#[allow(clippy::too_many_arguments)]
fn combine(
    als: &[Als],
    petals: &[Vec<usize>],
    k: usize,
    used: u128,
    targets: u128,
    pick: &mut Vec<usize>,
    sees_z: &dyn Fn(&Als) -> u128,
    take: &mut dyn FnMut(&[usize], u128) -> bool,
) -> bool {
    if k == petals.len() {
        let t = targets & !used;
        return t != 0 && take(pick, t);
    }
    for &i in &petals[k] {
        let a = &als[i];
        if a.set & used != 0 {
            continue;
        }
        let t = targets & sees_z(a) & !a.set;
        if t == 0 {
            continue;
        }
        pick.push(i);
        if combine(als, petals, k + 1, used | a.set, t, pick, sees_z, take) {
            return true;
        }
        pick.pop();
    }
    false
}

fn step(
    g: &Grid,
    stem: usize,
    z: Symbol,
    digits: &[Symbol],
    pick: &[usize],
    als: &[Als],
    targets: u128,
) -> Step {
    let n = g.n();
    let elims: Vec<(Cell, Symbol)> = (0..n * n)
        .filter(|&c| targets >> c & 1 == 1)
        .map(|c| (c as Cell, z))
        .collect();
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
            z = ch(z)
        ));
    }
    let explanation = crate::tr!(
        "explain-death-blossom",
        stem = cell_name(stem as Cell, n),
        candidates = pair_text(g.cands[stem]),
        cases = cases.join(&crate::tr!("death-blossom-sep")),
        digit = ch(z),
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
