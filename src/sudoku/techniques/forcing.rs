//! The last resort, in three stages, each stated as a chain of forced moves:
//!
//! 1. Contradiction: assume a candidate, propagate singles (and then locked candidates); if some cell is left
//!    with no candidate or some symbol with no place in a unit, the candidate is false.
//! 2. Forcing chains: every candidate of one cell (or every place of a symbol in one unit) leads, by the same
//!    propagation, to the same placement or elimination, which is therefore true.
//! 3. Trial: assume a candidate of a cell with fewest candidates and search every continuation exhaustively;
//!    if none completes the grid the candidate is false. For a puzzle with a unique solution some candidate
//!    always fails, so this stage never comes back empty.

use super::ch;
use crate::candidates::Candidates;
use crate::puzzle::Puzzle;
use crate::step::{cell_name, Cell, Figure, Implication, Reason, Role, Step, Symbol, Technique};
use crate::sudoku::grid::Grid;
use crate::sudoku::Sudoku;

/// Why a propagation failed.
#[derive(Clone, Copy, Debug)]
enum Contra {
    /// A cell has no candidate left.
    Empty(usize),
    /// A symbol has no place left in a unit.
    Missing(usize, Symbol),
}

/// A placement made while propagating an assumption, and why: the cell's only candidate left (`None`), or the
/// symbol's only place left in a unit.
type Forced = (usize, Symbol, Option<usize>);

/// Propagate singles (and locked candidates when `locked`), recording placements.
fn propagate(g: &mut Grid, trail: &mut Vec<Forced>, use_locked: bool) -> Result<(), Contra> {
    let n = g.n();
    let all = Candidates::all(n).0;
    loop {
        let mut progress = false;
        for c in 0..n * n {
            if g.cells[c] == 0 {
                match g.cands[c].len() {
                    0 => return Err(Contra::Empty(c)),
                    1 => {
                        let s = g.cands[c].first().unwrap_or(0);
                        g.place(c as Cell, s);
                        trail.push((c, s, None));
                        progress = true;
                    }
                    _ => {}
                }
            }
        }
        for u in 0..3 * n {
            let (once, twice, placed) = g.unit_symbols(u);
            if let Some(s) = Candidates(all & !once & !placed).first() {
                return Err(Contra::Missing(u, s));
            }
            for s in Candidates(once & !twice & !placed).iter() {
                let c = g.cells_with(u, s).next();
                if let Some(c) = c {
                    g.place(c, s);
                    trail.push((c as usize, s, Some(u)));
                    progress = true;
                }
            }
        }
        if !progress && use_locked {
            progress = apply_locked(g);
        }
        if !progress {
            return Ok(());
        }
    }
}

/// Every locked-candidates elimination (pointing and claiming) at once; true if any candidate went.
fn apply_locked(g: &mut Grid) -> bool {
    let n = g.n();
    let mut changed = false;
    for s in 1..=n as u8 {
        // Pointing: block → row / column.
        for b in 2 * n..3 * n {
            let (mut rows, mut cols, mut any) = (0u32, 0u32, false);
            for &c in &g.geo.units[b] {
                if g.has(c as usize, s) {
                    rows |= 1 << g.geo.row(c as usize);
                    cols |= 1 << g.geo.col(c as usize);
                    any = true;
                }
            }
            if !any {
                continue;
            }
            for (mask, off) in [(rows, 0), (cols, n)] {
                if mask.count_ones() == 1 {
                    let line = off + mask.trailing_zeros() as usize;
                    for i in 0..n {
                        let c = g.geo.units[line][i] as usize;
                        if g.geo.block(c) + 2 * n != b && g.has(c, s) {
                            g.cands[c].remove(s);
                            changed = true;
                        }
                    }
                }
            }
        }
        // Claiming: row / column → block.
        for line in 0..2 * n {
            let (mut blocks, mut any) = (0u32, false);
            for &c in &g.geo.units[line] {
                if g.has(c as usize, s) {
                    blocks |= 1 << g.geo.block(c as usize);
                    any = true;
                }
            }
            if any && blocks.count_ones() == 1 {
                let b = 2 * n + blocks.trailing_zeros() as usize;
                for i in 0..n {
                    let c = g.geo.units[b][i] as usize;
                    if g.geo.cell_units[c][line / n] as usize != line && g.has(c, s) {
                        g.cands[c].remove(s);
                        changed = true;
                    }
                }
            }
        }
    }
    changed
}

/// The placements of a trail, the first `max` of them named (with their reason when `g` is given).
fn trail_text(trail: &[Forced], n: usize, max: usize, reasons: Option<&Grid>) -> String {
    let mut v: Vec<String> = trail
        .iter()
        .take(max)
        .map(|&(c, s, why)| {
            let name = cell_name(c as Cell, n);
            match (reasons, why) {
                (None, _) => format!("{name}={}", ch(s)),
                (Some(_), None) => format!("{name}={} (its only candidate)", ch(s)),
                (Some(g), Some(u)) => {
                    format!("{name}={} (its only place in {})", ch(s), g.geo.unit(u))
                }
            }
        })
        .collect();
    if trail.len() > max {
        v.push(format!("… ({} more)", trail.len() - max));
    }
    v.join(", ")
}

/// A trail (its first entry the assumption when `assumed`) as the implications of a forcing branch.
fn implications(g: &Grid, trail: &[Forced], assumed: bool) -> Vec<Implication> {
    let mut out = Vec::with_capacity(trail.len());
    for &(c, s, why) in trail {
        let reason = match why {
            _ if out.is_empty() && assumed => Reason::Assumption,
            None => Reason::OnlyCandidate,
            Some(u) => Reason::OnlyPlace(g.geo.unit(u)),
        };
        out.push(Implication {
            cell: c as Cell,
            symbol: s,
            placed: true,
            reason,
        });
    }
    out
}

fn contra_text(g: &Grid, c: Contra) -> String {
    let n = g.n();
    match c {
        Contra::Empty(cell) => format!("{} has no candidate left", cell_name(cell as Cell, n)),
        Contra::Missing(u, s) => format!("{} has no place left in {}", ch(s), g.geo.unit(u)),
    }
}

/// Empty cells with at least two candidates, fewest candidates first.
fn cells_by_size(g: &Grid) -> Vec<usize> {
    let n = g.n();
    let mut v: Vec<usize> = (0..n * n)
        .filter(|&c| g.is_empty(c) && g.cands[c].len() >= 2)
        .collect();
    crate::sort::sort_by_key(&mut v, |&c| g.cands[c].len());
    v
}

/// Stage 1: the shortest contradiction found.
fn contradiction(g: &Grid, use_locked: bool) -> Option<Step> {
    let n = g.n();
    type Found = (usize, Symbol, Vec<Forced>, Contra);
    let mut best: Option<Found> = None;
    let mut trail = Vec::new();
    // After the first contradiction, look a little further for a shorter one, then stop.
    let mut more = 24usize;
    for c in cells_by_size(g) {
        if best.is_some() {
            if more == 0 {
                break;
            }
            more -= 1;
        }
        for d in g.cands[c].iter() {
            let mut h = g.clone();
            trail.clear();
            h.place(c as Cell, d);
            if let Err(why) = propagate(&mut h, &mut trail, use_locked) {
                if best.as_ref().is_none_or(|b| trail.len() < b.2.len()) {
                    best = Some((c, d, trail.clone(), why));
                }
            }
        }
        if best.as_ref().is_some_and(|b| b.2.len() <= 4) {
            break;
        }
    }
    let (c, d, trail, why) = best?;
    let then = if trail.is_empty() {
        String::new()
    } else {
        // The chain in full, each placement with its reason, so that it can be followed by hand.
        format!("then {}; ", trail_text(&trail, n, 40, Some(g)))
    };
    let extra = if use_locked {
        " (using singles and locked candidates)"
    } else {
        ""
    };
    // One branch: the assumption, then each forced placement; the cell or unit left empty is marked.
    let mut figure = Figure::default();
    let mut branch = vec![Implication {
        cell: c as Cell,
        symbol: d,
        placed: true,
        reason: Reason::Assumption,
    }];
    branch.extend(implications(g, &trail, false));
    figure.cand(c as Cell, d, Role::ColourA);
    figure.branches.push(branch);
    match why {
        Contra::Empty(x) => figure.cell(x as Cell, Role::Cover),
        Contra::Missing(u, _) => figure.unit(g.geo.unit(u), Role::Cover),
    }
    Some(Step {
        figure,
        technique: Technique::ForcingChain,
        units: vec![],
        evidence: std::iter::once(c as Cell)
            .chain(trail.iter().map(|&(x, _, _)| x as Cell))
            .collect(),
        placements: vec![],
        eliminations: vec![(c as Cell, d)],
        explanation: format!(
            "Forcing chain (contradiction{extra}): if {} were {}, {then}{}. So remove {} from {}",
            cell_name(c as Cell, n),
            ch(d),
            contra_text(g, why),
            ch(d),
            cell_name(c as Cell, n)
        ),
    })
}

/// A propagated assumption: the grid it leads to and the placements on the way (the assumption first).
type Branch = (Grid, Vec<Forced>);

/// Stage 2: all branches of a cell, or of a symbol's places in a unit, agree on something.
fn forcing(g: &Grid) -> Option<Step> {
    let n = g.n();
    // (description of the branch, its assumption) lists.
    let mut groups: Vec<(String, Vec<(usize, Symbol)>)> = Vec::new();
    for c in cells_by_size(g) {
        let br: Vec<(usize, Symbol)> = g.cands[c].iter().map(|s| (c, s)).collect();
        groups.push((
            format!("{} is {}", cell_name(c as Cell, n), {
                let v: Vec<String> = g.cands[c].iter().map(|s| ch(s).to_string()).collect();
                v.join(" or ")
            }),
            br,
        ));
    }
    for u in 0..3 * n {
        for s in 1..=n as u8 {
            let cells: Vec<Cell> = g.cells_with(u, s).collect();
            if cells.len() >= 2 {
                groups.push((
                    format!(
                        "{} goes in {} in {}",
                        ch(s),
                        super::names(&cells, n),
                        g.geo.unit(u)
                    ),
                    cells.iter().map(|&c| (c as usize, s)).collect(),
                ));
            }
        }
    }
    crate::sort::sort_by_key(&mut groups, |g| g.1.len());
    // Each assumption is propagated once and shared by every group it belongs to (`None`: it failed).
    let mut cache: Vec<Option<Option<Branch>>> = vec![None; n * n * 32];
    for (desc, branches) in groups {
        let mut results: Vec<&Branch> = Vec::new();
        for &(c, s) in &branches {
            let key = c * 32 + s as usize;
            if cache[key].is_none() {
                let mut h = g.clone();
                let mut trail = vec![(c, s, None)];
                h.place(c as Cell, s);
                let ok = propagate(&mut h, &mut trail, true).is_ok();
                cache[key] = Some(ok.then_some((h, trail)));
            }
        }
        for &(c, s) in &branches {
            if let Some(Some(b)) = &cache[c * 32 + s as usize] {
                results.push(b);
            }
        }
        if results.len() < branches.len() {
            // A failing branch is a contradiction; stage 1 with locked candidates finds it.
            continue;
        }
        // Common placement?
        let first = &results[0].0;
        for x in 0..n * n {
            if g.is_empty(x)
                && first.cells[x] != 0
                && results.iter().all(|r| r.0.cells[x] == first.cells[x])
            {
                let v = first.cells[x];
                return Some(forced(g, &desc, &results, Some((x, v)), vec![]));
            }
        }
        // Common eliminations?
        let mut elims = Vec::new();
        for x in 0..n * n {
            if !g.is_empty(x) {
                continue;
            }
            for s in g.cands[x].iter() {
                if results
                    .iter()
                    .all(|r| !r.0.cands[x].contains(s) || (r.0.cells[x] != 0 && r.0.cells[x] != s))
                {
                    elims.push((x as Cell, s));
                }
            }
        }
        if !elims.is_empty() {
            return Some(forced(g, &desc, &results, None, elims));
        }
    }
    None
}

fn forced(
    g: &Grid,
    desc: &str,
    results: &[&Branch],
    place: Option<(usize, Symbol)>,
    elims: Vec<(Cell, Symbol)>,
) -> Step {
    let n = g.n();
    let branches: Vec<String> = results
        .iter()
        .map(|r| format!("[{}]", trail_text(&r.1, n, 8, None)))
        .collect();
    let conclusion = match place {
        Some((x, v)) => format!("{} is {}", cell_name(x as Cell, n), ch(v)),
        None => super::removals(&elims, n),
    };
    let mut evidence: Vec<Cell> = results.iter().map(|r| r.1[0].0 as Cell).collect();
    if let Some((x, _)) = place {
        evidence.push(x as Cell);
    }
    // Each branch up to the placement that settles the conclusion there (the rest of its propagation is
    // not needed to follow it).
    let mut figure = Figure::default();
    for r in results {
        let (x, v) = place.unwrap_or_else(|| (elims[0].0 as usize, elims[0].1));
        let end =
            r.1.iter()
                .position(|&(c, s, _)| {
                    if place.is_some() {
                        c == x && s == v
                    } else {
                        (c == x && s != v) || (s == v && g.sees(c, x))
                    }
                })
                .map_or(r.1.len(), |i| i + 1);
        figure.branches.push(implications(g, &r.1[..end], true));
        figure.cand(r.1[0].0 as Cell, r.1[0].1, Role::ColourA);
    }
    Step {
        figure,
        technique: Technique::ForcingChain,
        units: vec![],
        evidence,
        placements: place.map(|(x, v)| vec![(x as Cell, v)]).unwrap_or_default(),
        explanation: format!(
            "Forcing chain: {desc}, and every case leads to the same result ({}), so {conclusion}",
            branches.join(" / ")
        ),
        eliminations: elims,
    }
}

/// Stage 3: a candidate with no completion at all, checked by exhaustive search.
fn trial(g: &Grid) -> Option<Step> {
    let n = g.n();
    let (br, bc) = (g.geo.br, g.geo.bc);
    for c in cells_by_size(g) {
        for d in g.cands[c].iter() {
            let mut cells = g.cells.clone();
            cells[c] = d;
            let s = Sudoku::from_cells(br, bc, &cells).ok()?;
            if !s.violations().is_empty() || s.count_solutions(1) == 0 {
                let mut figure = Figure::default();
                figure.cand(c as Cell, d, Role::ColourA);
                figure.branches.push(vec![Implication {
                    cell: c as Cell,
                    symbol: d,
                    placed: true,
                    reason: Reason::Assumption,
                }]);
                return Some(Step {
                    figure,
                    technique: Technique::ForcingChain,
                    units: vec![],
                    evidence: vec![c as Cell],
                    placements: vec![],
                    eliminations: vec![(c as Cell, d)],
                    explanation: format!(
                        "Forcing chain (trial): if {} were {}, every way of continuing ends in a contradiction (checked exhaustively), so remove {} from {}",
                        cell_name(c as Cell, n),
                        ch(d),
                        ch(d),
                        cell_name(c as Cell, n)
                    ),
                });
            }
        }
    }
    None
}

pub fn find(g: &Grid) -> Option<Step> {
    contradiction(g, false)
        .or_else(|| contradiction(g, true))
        .or_else(|| forcing(g))
        .or_else(|| trial(g))
}
