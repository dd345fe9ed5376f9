//! Sudoku Explainer ratings: a 9×9 Sudoku's difficulty as a number on the scale enthusiasts compare puzzles by
//! (SE 1.0–11.9; the forum's hardest lists are "11+"), computed the way Sudoku Explainer computes it.
//!
//! Sudoku Explainer solves with its own techniques, always taking the lowest-rated step available, and rates
//! the puzzle by the highest-rated step of that path. Here the same path is walked with the techniques of the
//! catalogue that Sudoku Explainer has, each rated by the catalogue's `se` column, in order of rating; the
//! techniques it lacks (colouring, ALS, Sue de Coq, Kraken fish, pattern overlays…) are left out, so their
//! eliminations fall to the chains and forcing chains that Sudoku Explainer uses for them. The column is Sudoku
//! Explainer 1.2.1's published table with the additions of Sukaku Explainer, the rater behind the public rated
//! lists (marked +); in tenths:
//!
//! | rating | technique | | rating | technique |
//! |---|---|---|---|---|
//! | 1.0 | full house (last digit of a unit) | | 4.0 | hidden triple |
//! | 1.2 | hidden single in a block | | 4.0–4.3 | + skyscraper, two-string kite, turbot fish, empty rectangle |
//! | 1.5 | hidden single in a row or column | | 4.2 | XY-wing |
//! | 1.7 | direct pointing (leaves a hidden single) | | 4.4 | XYZ-wing |
//! | 1.9 | direct claiming | | 4.5 | unique rectangle types 1, 2, 4 |
//! | 2.0 | direct hidden pair | | 4.6 | unique rectangle type 3; unique loop of 6 cells (4.7: 8, 5.0: 10 or more) |
//! | 2.3 | naked single | | 5.0 | naked quad |
//! | 2.5 | direct hidden triple | | 5.2 | jellyfish |
//! | 2.6 | pointing | | 5.4 | hidden quad; + X-chain of 3 strong links (5.8: of 4) |
//! | 2.8 | claiming | | 5.5–5.6 | + WXYZ-wing (by its fullest cell, below) |
//! | 3.0 | naked pair | | 5.6 | BUG+1 |
//! | 3.2 | X-wing | | 6.2–6.4 | + VWXYZ-wing (by its fullest cell) |
//! | | | | 6.5 + length | X-cycle |
//! | 3.4 | hidden pair | | 6.6 + length | forcing X-chain (longer X-chains, grouped) |
//! | 3.6 | naked triple | | 7.0 + length | forcing chain (XY-chain, AIC, grouped AIC) |
//! | 3.8 | swordfish | | 6.6–9.0 + length | forcing chains (below) |
//!
//! A wing of four or five cells is rated as Sukaku Explainer rates it: its base plus 0.1 for each cell past three,
//! less 0.1 for each candidate its fullest cell holds more or fewer than three (a WXYZ-wing is 5.5 or 5.6; a
//! VWXYZ-wing whose fullest cell holds three candidates 6.4, two or four 6.3, five 6.2).
//!
//! A forcing step is rated by what its branches use, measured on the position it was found in: a
//! contradiction along one digit whose every line follows from one line before it (a cell of two candidates, a
//! unit with two places) is a forcing X-chain (6.6), on several digits a forcing chain (7.0); one along one
//! digit with fuller propagation is Nishio (7.5); agreement of every branch of a cell or unit with only such
//! lines is a multiple forcing chain (8.0); fuller propagation makes it dynamic (8.5), and locked candidates in
//! it dynamic with locked candidates (9.0, SE's "dynamic forcing chains (+)"); a nested forcing chain, whose
//! lines may each rest on an inner chain, is 9.5 (SE's nested chains) plus the length of all its lines, inner
//! ones included. A chain's length adds to its base as SE's does (a chain's nodes counted as its links plus one):
//! nothing up to 4 nodes past the first two, then 0.1 each time the length passes the next of 4, 6, 8, 12, 16,
//! 24, 32, 48, 64, … (alternately ×3/2 and ×4/3). A step the engine proves only by exhaustive trial (no nested
//! chain found) is rated [`TRIAL`], a floor.
//!
//! How close this comes to Sudoku Explainer is measured, not assumed: `tests/rating.rs` holds it against
//! puzzles Sukaku Explainer rated (`tests/data/se_rated_*.txt`), and the README's "Sudoku Explainer rating"
//! reports the agreement.

use super::catalogue::{self, Row, Se};
use super::grid::Grid;
use super::techniques::{forcing, instances};
use crate::core::candidates::Candidates;
use crate::core::cell::Unit;
use crate::core::error::HintError;
use crate::core::sudoku::Sudoku;
use crate::hint::step::{Reason, Step};
use crate::hint::technique::Technique;
use crate::puzzle::Puzzle;
use std::fmt;

/// The base of a nested forcing chain (tenths), as Sudoku Explainer's nested chains (level 2).
pub const NESTED: u16 = 95;

/// The rating given to a step proved only by exhaustive trial (tenths): deeper than the nested chains found.
pub const TRIAL: u16 = 100;

/// A puzzle's Sudoku Explainer rating: the highest-rated step of the path, and which step it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rating {
    /// The rating in tenths (72 = 7.2).
    pub tenths: u16,
    /// The technique of the highest-rated step.
    pub technique: Technique,
    /// That step's title, as a hint names it.
    pub title: String,
    /// Steps in the path.
    pub steps: usize,
}

impl fmt::Display for Rating {
    /// The rating as Sudoku Explainer writes it: `7.2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.tenths / 10, self.tenths % 10)
    }
}

/// The Sudoku Explainer rating of a plain 9×9 Sudoku with one solution, from its givens or, with `marks`, from
/// the candidates of a pencil-mark grid (as Sukaku Explainer rates one).
pub fn rate(givens: &Sudoku, marks: Option<&[Candidates]>) -> Result<Rating, HintError> {
    if givens.side() != 9 || !givens.geometry().is_plain() {
        return Err(HintError::BadGrid(crate::tr!("error-rating-plain")));
    }
    let solutions = givens.count_solutions(2);
    if solutions != 1 {
        return Err(HintError::NotUnique { solutions });
    }
    let stages = stages();
    let mut g = Grid::new(givens, marks);
    let mut best: Option<Rating> = None;
    let mut steps = 0;
    while !g.is_complete() {
        let (tenths, step) = stages
            .iter()
            .find_map(|st| st.find(&g))
            .ok_or_else(|| HintError::BadGrid(crate::tr!("error-no-step")))?;
        steps += 1;
        if best.as_ref().is_none_or(|b| tenths > b.tenths) {
            best = Some(Rating {
                tenths,
                technique: step.technique,
                title: step.title.to_string(),
                steps: 0,
            });
        }
        g.apply(&step);
    }
    let mut r = best.ok_or(HintError::Solved)?;
    r.steps = steps;
    Ok(r)
}

/// One place in Sudoku Explainer's order: a catalogue row, and whether only its easier kind is taken here
/// (a [`Se::Split`] row comes twice, its easier kind at the first rating).
struct Stage {
    base: u8,
    row: &'static Row,
    easier_only: bool,
}

/// The rows Sudoku Explainer has, in its order: by rating (a chain's by its base), the catalogue's order among
/// equals.
fn stages() -> Vec<Stage> {
    let mut out = vec![];
    for row in catalogue::ALL {
        let Some(se) = row.se else { continue };
        let (base, easier) = match se {
            Se::Fixed(t) | Se::Chain(t) | Se::Cycle(t) | Se::Wing(t, _) => (t, None),
            Se::UniqueLoop => (46, None),
            Se::XChain => (54, None),
            Se::Split(a, b) => (b, Some(a)),
            Se::Forcing => (75, None),
        };
        if let Some(a) = easier {
            insert(&mut out, a, row, true);
        }
        insert(&mut out, base, row, false);
    }
    out
}

/// Puts a stage after every stage of its base or lower (a stable insertion: the standard stable sort's code
/// would add kilobytes to the page's engine for some thirty stages).
fn insert(stages: &mut Vec<Stage>, base: u8, row: &'static Row, easier_only: bool) {
    let at = stages
        .iter()
        .rposition(|s| s.base <= base)
        .map_or(0, |i| i + 1);
    stages.insert(
        at,
        Stage {
            base,
            row,
            easier_only,
        },
    );
}

impl Stage {
    /// The stage's step in `g` and its rating, if it has one.
    fn find(&self, g: &Grid) -> Option<(u16, Step)> {
        let row = self.row;
        let step = if self.easier_only {
            row.finders.iter().find_map(|&f| {
                instances(g, f, row.lists)
                    .into_iter()
                    .find(|s| easier(g, s))
            })?
        } else if let Some(Se::Wing(_, shaped)) = row.se {
            shaped(g)?
        } else {
            row.finders.iter().find_map(|f| f(g))?
        };
        let tenths = match row.se? {
            Se::Fixed(t) => t as u16,
            Se::Split(a, b) => (if self.easier_only { a } else { b }) as u16,
            Se::Chain(t) => t as u16 + length_bonus(step.figure.links.len() + 1),
            Se::XChain => match step.figure.links.iter().filter(|l| l.strong).count() {
                ..=3 => 54,
                4 => 58,
                _ => 66 + length_bonus(step.figure.links.len() + 1),
            },
            Se::Cycle(t) => t as u16 + length_bonus(step.figure.links.len()),
            Se::Wing(t, _) => {
                let fullest = step.evidence.iter().map(|&c| g.cands[c as usize].len());
                let off = fullest.max().unwrap_or(3).abs_diff(3) as u16;
                (t as u16 + step.evidence.len() as u16).saturating_sub(3 + off)
            }
            Se::UniqueLoop => match step.evidence.len() {
                ..=6 => 46,
                7..=8 => 47,
                _ => 50,
            },
            Se::Forcing => forcing(g, &step),
        };
        Some((tenths, step))
    }
}

/// Whether a step is of a [`Se::Split`] row's easier kind: a hidden single in a block; a hidden subset whose
/// eliminations leave another digit one place in its unit; locked candidates whose eliminations leave the digit
/// one place in another unit of the kind it came from (pointing: a block; claiming: a row or column). These
/// are Sudoku Explainer's "direct" steps, which it rates below a naked single.
fn easier(g: &Grid, step: &Step) -> bool {
    let Some(&from) = step.units.first() else {
        return false;
    };
    if step.technique == Technique::HiddenSingle {
        return matches!(from, Unit::Block(_));
    }
    let mut after = g.clone();
    after.apply(step);
    // A digit with places left in unit `u` now one, where it had more.
    let single_left =
        |u: usize, s| g.pos_mask(u, s).count_ones() > 1 && after.pos_mask(u, s).count_ones() == 1;
    let n = g.n() as u8;
    match step.technique {
        Technique::HiddenPair | Technique::HiddenTriple => {
            let u = g.geo.unit_index(from);
            (1..=n).any(|s| single_left(u, s))
        }
        _ => {
            let Some(&(_, s)) = step.eliminations.first() else {
                return false;
            };
            let kind = std::mem::discriminant(&from);
            (0..g.geo.units.len()).any(|u| {
                let unit = g.geo.unit(u);
                unit != from && std::mem::discriminant(&unit) == kind && single_left(u, s)
            })
        }
    }
}

/// What a chain's length adds to its rating (tenths), for a chain of `nodes` nodes as Sudoku Explainer counts
/// them: nothing up to 4 past the first two, then one each time the length passes the next threshold of 4, 6,
/// 8, 12, 16, 24, … (alternately ×3/2 and ×4/3).
pub fn length_bonus(nodes: usize) -> u16 {
    let length = nodes.saturating_sub(2);
    let (mut ceil, mut added, mut odd) = (4usize, 0u16, false);
    while length > ceil {
        added += 1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}

/// A forcing step's rating (see the module's doc), read from its branches on the position `g` it was found in.
fn forcing(g: &Grid, step: &Step) -> u16 {
    let branches = &step.figure.branches;
    if branches.is_empty() {
        return TRIAL;
    }
    let lines: Vec<_> = branches.iter().flatten().collect();
    if step.title == forcing::nested_title() {
        // the inner chains' lines count too
        return NESTED + length_bonus(lines.len() + forcing::inner_lines(step));
    }
    let one_digit = lines.iter().all(|i| i.symbol == lines[0].symbol);
    let locked = lines.iter().any(|i| matches!(i.reason, Reason::Other(_)));
    // Every line follows from one line before it: a cell of two candidates, a unit with two places.
    let simple = lines.iter().all(|i| match &i.reason {
        Reason::OnlyCandidate => g.cands[i.cell as usize].len() == 2,
        Reason::OnlyPlace(u) => g.pos_mask(g.geo.unit_index(*u), i.symbol).count_ones() == 2,
        Reason::Other(_) => false,
        Reason::Assumption | Reason::Sees(_) => true,
    });
    let contradiction = branches.len() == 1;
    let base = match (locked, contradiction, simple, one_digit) {
        (true, ..) => 90,
        (false, true, true, true) => 66,
        (false, true, true, false) => 70,
        (false, true, false, true) => 75,
        (false, true, false, false) => 85,
        (false, false, true, _) => 80,
        (false, false, false, _) => 85,
    };
    base + length_bonus(lines.len())
}
