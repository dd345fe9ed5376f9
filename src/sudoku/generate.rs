//! Seeded generation of irreducible puzzles: fill a random grid, then visit clue orbits (cells that a symmetry
//! maps onto each other) in random order and drop an orbit while the puzzle keeps exactly one solution.
//! For a level, puzzles are graded and those of another level rejected (Tatham's rule) until the time budget
//! runs out; then the closest puzzle found is returned with its true label.

use super::{human, search, standard_shape, Geometry, Sudoku};
use crate::clock::now_ms;
use crate::puzzle::{GenerateOptions, Generated, Puzzle};
use crate::step::{Level, Technique};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;

/// Symmetries a generated puzzle's clues can have.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Symmetry {
    None,
    Rot180,
    Rot90,
    MirrorH,
    MirrorV,
    Diagonal,
}

impl Symmetry {
    pub const NAMES: &'static [&'static str] = &[
        "none", "rot180", "rot90", "mirror-h", "mirror-v", "diagonal",
    ];

    pub fn parse(s: &str) -> Option<Symmetry> {
        Some(match s.trim().to_ascii_lowercase().as_str() {
            "none" | "" => Symmetry::None,
            "rot180" | "180" => Symmetry::Rot180,
            "rot90" | "90" => Symmetry::Rot90,
            "mirror-h" | "horizontal" => Symmetry::MirrorH,
            "mirror-v" | "vertical" => Symmetry::MirrorV,
            "diagonal" => Symmetry::Diagonal,
            _ => return None,
        })
    }

    /// The images of `(r, c)` under the symmetry group, itself included.
    fn orbit(self, n: usize, r: usize, c: usize) -> Vec<usize> {
        let m = n - 1;
        let mut pts = vec![(r, c)];
        match self {
            Symmetry::None => {}
            Symmetry::Rot180 => pts.push((m - r, m - c)),
            Symmetry::Rot90 => pts.extend([(c, m - r), (m - r, m - c), (m - c, r)]),
            Symmetry::MirrorH => pts.push((r, m - c)),
            Symmetry::MirrorV => pts.push((m - r, c)),
            Symmetry::Diagonal => pts.push((c, r)),
        }
        let mut cells: Vec<usize> = pts.into_iter().map(|(r, c)| r * n + c).collect();
        crate::sort::sort(&mut cells);
        cells.dedup();
        cells
    }
}

/// Clue orbits of the grid under a symmetry, each listed once.
fn orbits(n: usize, sym: Symmetry) -> Vec<Vec<usize>> {
    let mut seen = vec![false; n * n];
    let mut out = Vec::new();
    for cell in 0..n * n {
        if !seen[cell] {
            let o = sym.orbit(n, cell / n, cell % n);
            for &x in &o {
                seen[x] = true;
            }
            out.push(o);
        }
    }
    out
}

/// One irreducible puzzle (with respect to the symmetry's orbits) from the random stream.
///
/// Orbits are tried in a shuffled order and dropped while the puzzle stays unique. To save checks, a run of
/// orbits is first dropped together (one check); if that breaks uniqueness the run is halved and retried, down
/// to single orbits. The result is exactly what one-at-a-time removal in the same order gives: a run that can
/// go as a whole would also have gone orbit by orbit, and a clue kept once stays needed as more clues go.
pub fn irreducible(geo: &Geometry, sym: Symmetry, rng: &mut StdRng) -> Sudoku {
    irreducible_until(geo, sym, rng, f64::INFINITY).0
}

/// Like [`irreducible`], within a time budget: a check still running at `deadline_ms` (see
/// [`crate::clock::now_ms`]) gives up and keeps its clue, and after that each check gets a few milliseconds.
/// The puzzle always has exactly one solution (a clue goes only when a check proves it may); the flag says
/// whether it is also proven irreducible (no check gave up). 9×9 and smaller never give up.
pub fn irreducible_until(
    geo: &Geometry,
    sym: Symmetry,
    rng: &mut StdRng,
    deadline_ms: f64,
) -> (Sudoku, bool) {
    let solution = search::random_solution(geo, rng);
    let mut puzzle =
        Sudoku::from_cells(geo.br, geo.bc, &solution).expect("a solved grid fits its shape");
    let mut orbs = orbits(geo.n, sym);
    orbs.shuffle(rng);
    let mut proven = true;
    let mut run = (orbs.len() / 3).max(1);
    let mut next = 0;
    while next < orbs.len() {
        let end = (next + run).min(orbs.len());
        let group = &orbs[next..end];
        let removed: Vec<usize> = group.iter().flatten().copied().collect();
        for &c in &removed {
            puzzle.set(c, 0);
        }
        let limit = if proven { deadline_ms } else { now_ms() + 5.0 };
        let unique = match search::still_unique_until(&puzzle, &removed, &solution, limit) {
            Some(u) => u,
            None => {
                // Undecided: keep the clues. Only a single orbit's verdict costs irreducibility.
                proven &= group.len() > 1;
                false
            }
        };
        if unique {
            next = end;
            continue;
        }
        for &c in &removed {
            puzzle.set(c, solution[c]);
        }
        if group.len() == 1 {
            next = end;
        } else {
            run = group.len() / 2;
        }
    }
    (puzzle, proven)
}

/// A seeded puzzle per `opts`; the same options and seed give the same puzzle.
pub fn generate(opts: &GenerateOptions) -> Result<Generated, String> {
    let (br, bc) = standard_shape(opts.size)
        .filter(|_| matches!(opts.size, 4 | 6 | 9 | 12 | 16 | 25))
        .ok_or_else(|| {
            format!(
                "unsupported Sudoku size {} (use 4, 6, 9, 12, 16 or 25)",
                opts.size
            )
        })?;
    let sym = match &opts.symmetry {
        None => Symmetry::None,
        Some(s) => Symmetry::parse(s).ok_or_else(|| {
            format!(
                "unknown symmetry '{s}' (use one of {})",
                Symmetry::NAMES.join(", ")
            )
        })?,
    };
    if sym == Symmetry::Rot90 && opts.size % 2 == 0 && opts.size < 4 {
        return Err("rot90 needs a side of at least 4".into());
    }
    let geo = Geometry::get(br, bc);
    let mut rng = StdRng::seed_from_u64(opts.seed);
    let start = now_ms();
    let mut best: Option<(Sudoku, Level, Technique)> = None;
    loop {
        let (p, _) = irreducible_until(&geo, sym, &mut rng, start + opts.time_budget_ms as f64);
        let g = human::grade_unique(&p).map_err(|e| e.to_string())?;
        let target = opts.level.unwrap_or(g.level);
        let dist = |l: Level| (l as i32 - target as i32).abs();
        if best
            .as_ref()
            .is_none_or(|(_, l, _)| dist(g.level) < dist(*l))
        {
            best = Some((p, g.level, g.hardest));
        }
        let done = best.as_ref().is_some_and(|(_, l, _)| *l == target);
        if done || now_ms() - start > opts.time_budget_ms as f64 {
            let (p, level, hardest) = best.expect("at least one puzzle was made");
            return Ok(Generated {
                game_id: p.game_id(),
                level,
                hardest,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbits_partition_the_grid() {
        for sym in [
            Symmetry::None,
            Symmetry::Rot180,
            Symmetry::Rot90,
            Symmetry::MirrorH,
            Symmetry::MirrorV,
            Symmetry::Diagonal,
        ] {
            for n in [4, 6, 9] {
                let o = orbits(n, sym);
                let mut all: Vec<usize> = o.concat();
                all.sort_unstable();
                assert_eq!(all, (0..n * n).collect::<Vec<_>>());
            }
        }
    }
}
