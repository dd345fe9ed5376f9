//! Seeded generation (Tatham's scheme): fill a random solved grid, visit the cells in random order and remove a
//! clue while the solver limited to the target level still completes the grid; then reject the puzzle if the
//! level below completes it too, and try again. The top level (Master) removes clues while the puzzle keeps
//! exactly one solution, so its puzzles are irreducible. 4×4 grids only have easy puzzles: asking for a
//! harder 4×4 gives an easy one, labelled easy.
//!
//! The same options and seed always give the same puzzle: the search is bounded by counts of work (tries, and
//! search nodes for the uniqueness checks), never by the clock. `GenerateOptions::time_budget_ms` is only a
//! safety net, sized far above what the work budgets allow.
//!
//! Solved grids of any even side ([`solved_grid`]): up to 20 by randomised search; above that by the
//! circulant construction ([`crate::solve::binary::circulant`]).

use crate::core::binary::{Binary, MAX_SIDE};
use crate::core::cell::Symbol;
use crate::core::clock::now_ms;
use crate::hint::technique::{Level, Technique};
use crate::human::binary::techniques;
use crate::puzzle::{GenerateOptions, Generated, Puzzle};
use crate::solve::binary::board::Board;
use crate::solve::binary::circulant::{Circulant, SplitMix};
use crate::solve::binary::search::{count_board, has_solution, random_solution};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

/// Largest side for puzzles.
pub const MAX_PUZZLE: usize = 20;
/// Tries (solved grids reduced) before settling for the closest level found.
const MAX_TRIES: usize = 400;
/// Search nodes one uniqueness check (removing one clue of a Master puzzle) may use (a node costs a few µs).
/// Most checks need a handful; a few 20×20 ones need tens of thousands, and a try that meets one is dropped
/// for a fresh grid, which is cheaper on average than finishing it.
const CHECK_NODES: u64 = 10_000;
/// Search nodes all the uniqueness checks of one `generate` call may use together (about a second at most).
const TOTAL_NODES: u64 = 300_000;

/// Whether the solver limited to `level` completes the board.
pub fn solves(b: &Board, level: Level) -> bool {
    let mut t = b.clone();
    match techniques::depth(level) {
        Some(d) => t.close(d, t.all_lines(), None).is_ok() && t.is_complete(),
        None if level == Level::Expert => t.close_probing(t.all_lines()).is_ok() && t.is_complete(),
        None => count_board(b, 2, None).0 == 1,
    }
}

/// The lowest level whose solver completes the board (Master for any unique puzzle).
pub fn level_of(b: &Board) -> Level {
    [Level::Easy, Level::Medium, Level::Hard, Level::Expert]
        .into_iter()
        .find(|&l| solves(b, l))
        .unwrap_or(Level::Master)
}

/// Whether the `level` solver still completes `b` (a puzzle of solution `sol` whose clue `removed` was just
/// taken out). It suffices that the solver derives `removed` again: then it derives everything it derived
/// before. For Expert this uses the cheaper [`Board::close_probing_quick`], which completes less but never
/// more than the Expert solver, so puzzles may keep a few extra clues but are never mislabelled. For Master
/// (any unique puzzle) the puzzle with `removed` flipped must have no solution: any other solution of `b`
/// differs from `sol` there, as the puzzle with the clue had only `sol`. `None`: the node budget ran out.
fn still_solves(
    b: &Board,
    sol: &Board,
    removed: usize,
    level: Level,
    nodes: &mut u64,
) -> Option<bool> {
    let mut t = b.clone();
    Some(match techniques::depth(level) {
        Some(d) => {
            t.close_goal(d, t.all_lines(), None, Some(removed)).is_ok() && t.symbol(removed) != 0
        }
        None if level == Level::Expert => t.close_probing_quick(sol, Some(removed)),
        None => {
            t.set(removed, 2 - sol.symbol(removed));
            no_solution(&t, sol, nodes)?
        }
    })
}

/// Whether `t` has no solution, searching near `sol` within the node budgets (`None`: they ran out).
fn no_solution(t: &Board, sol: &Board, nodes: &mut u64) -> Option<bool> {
    let mut check = (*nodes).min(CHECK_NODES);
    let before = check;
    let found = has_solution(t, sol, &mut check);
    *nodes -= before - check;
    Some(!found?)
}

/// Remove clues from a solved board in random order while the `level` solver still completes it. `None` when
/// the node budget ran out (or, as a safety net, the clock passed `deadline`) before every clue was tried.
fn reduce(
    sol: &Board,
    level: Level,
    rng: &mut StdRng,
    nodes: &mut u64,
    deadline: f64,
) -> Option<Vec<Symbol>> {
    let n = sol.n;
    let mut cells = sol.to_cells();
    let mut order: Vec<usize> = (0..n * n).collect();
    order.shuffle(rng);
    // Master first removes what the (cheaper) Expert test allows, then goes on with uniqueness checks over the
    // clues left: every clue of the result has had its uniqueness check, so the puzzle is irreducible, and it
    // is seldom one that the Expert solver completes.
    let phases: &[Level] = std::slice::from_ref(&level);
    for &phase in phases {
        for &c in &order {
            if cells[c] == 0 {
                continue;
            }
            if now_ms() > deadline {
                return None;
            }
            let keep = cells[c];
            cells[c] = 0;
            if !still_solves(&Board::from_cells(n, &cells), sol, c, phase, nodes)? {
                cells[c] = keep;
            }
        }
    }
    Some(cells)
}

fn below(l: Level) -> Option<Level> {
    match l {
        Level::Easy => None,
        Level::Medium => Some(Level::Easy),
        Level::Hard => Some(Level::Medium),
        Level::Expert => Some(Level::Hard),
        Level::Master => Some(Level::Expert),
    }
}

/// A seeded puzzle per `opts`; the same options and seed give the same puzzle. When no try within the work
/// budgets hits the asked level, the closest puzzle found is returned with its true label.
pub fn generate(opts: &GenerateOptions) -> Result<Generated, String> {
    let n = opts.size;
    if n % 2 == 1 || !(4..=MAX_PUZZLE).contains(&n) {
        return Err(crate::tr!(
            "error-generate-binary-size",
            size = n,
            max = MAX_PUZZLE
        ));
    }
    if let Some(s) = &opts.symmetry {
        if !matches!(s.trim(), "" | "none") {
            return Err(crate::tr!(
                "error-generate-no-symmetry",
                kind = "binary",
                symmetry = s
            ));
        }
    }
    let target = if n == 4 {
        opts.level.map(|_| Level::Easy)
    } else {
        opts.level
    };
    let reduce_at = target.unwrap_or(Level::Master);
    let mut rng = StdRng::seed_from_u64(opts.seed);
    let deadline = now_ms() + opts.time_budget_ms as f64;
    let mut nodes = TOTAL_NODES;
    let mut best: Option<(Vec<Symbol>, Level)> = None;
    for _ in 0..MAX_TRIES {
        let sol = random_solution(n, &mut rng);
        let Some(puzzle) = reduce(&sol, reduce_at, &mut rng, &mut nodes, deadline) else {
            // Out of budget part way: that try is dropped; out of budget altogether: stop.
            if nodes == 0 || now_ms() > deadline {
                break;
            }
            continue;
        };
        let b = Board::from_cells(n, &puzzle);
        // Tatham's rejection: a puzzle the level below completes is not of this level.
        let easier = below(reduce_at).is_some_and(|lower| solves(&b, lower));
        let level = if target.is_none() || easier {
            level_of(&b)
        } else {
            reduce_at
        };
        let want = target.unwrap_or(level);
        let dist = |l: Level| (l as i32 - want as i32).abs();
        if best.as_ref().is_none_or(|(_, l)| dist(level) < dist(*l)) {
            best = Some((puzzle, level));
        }
        if best.as_ref().is_some_and(|(_, l)| *l == want) || nodes == 0 || now_ms() > deadline {
            break;
        }
    }
    let (cells, level) = match best {
        Some(b) => b,
        // Every try ran out of budget: the solved grid's clues kept so far would do, but a full grid is
        // simplest and still unique; this needs a budget far below any real use.
        None => {
            let sol = random_solution(n, &mut rng).to_cells();
            (sol, Level::Easy)
        }
    };
    generated(Binary::from_parts(n, cells), level)
}

/// The result for puzzle `p` of level `level`. Expert and Master have one technique each, so the level names
/// it; the lower levels ask the solve path (cheap there) which of their techniques was the hardest.
fn generated(p: Binary, level: Level) -> Result<Generated, String> {
    let hardest = match level {
        Level::Expert => Technique::Contradiction,
        Level::Master => Technique::DeepLookahead,
        _ => p.grade().map_err(|e| e.to_string())?.hardest,
    };
    Ok(Generated {
        game_id: p.game_id(),
        level,
        hardest,
        undecided: 0,
    })
}

/// A solved valid grid of side `n` (any even `n` from 2 to the input limit) as a game ID.
pub fn solved_grid(n: usize, seed: u64) -> Result<String, String> {
    if n % 2 == 1 || !(2..=MAX_SIDE).contains(&n) {
        return Err(crate::tr!(
            "error-generate-solved-size",
            size = n,
            max = MAX_SIDE
        ));
    }
    let mut rng = StdRng::seed_from_u64(seed);
    if n <= MAX_PUZZLE {
        return Ok(Binary::from_parts(n, random_solution(n, &mut rng).to_cells()).game_id());
    }
    Ok(Circulant::new(n, &mut SplitMix(rng.random())).game_id())
}

/// Largest Tango side the generator makes.
pub const TANGO_MAX_PUZZLE: usize = 14;

/// Signs are visited at `SIGN_EARLY`% of a cell's random key.
const SIGN_EARLY: u32 = 80;

/// A Tango clue: a given cell or a sign on a border.
#[derive(Copy, Clone, Debug)]
enum Clue {
    Cell(usize),
    Sign(usize),
}

/// The board of a Tango puzzle (cells and signs).
fn tango_board(n: usize, cells: &[Symbol], signs: &[u8]) -> Board {
    let mut b = Board::new(n);
    b.set_signs(signs);
    b.refill(cells)
}

/// Whether the `level` solver still completes the Tango puzzle after `clue` was taken out (the puzzle with it
/// had the single solution `sol`). A removed cell is checked as in [`still_solves`]; a removed sign needs the
/// whole grid (Master: the puzzle with the sign flipped has no solution, as in [`still_solves`]).
fn tango_still_solves(
    n: usize,
    cells: &[Symbol],
    signs: &[u8],
    sol: &Board,
    clue: Clue,
    level: Level,
    nodes: &mut u64,
) -> Option<bool> {
    let b = tango_board(n, cells, signs);
    let k = match clue {
        Clue::Cell(c) => return still_solves(&b, sol, c, level, nodes),
        Clue::Sign(k) => k,
    };
    Some(match techniques::depth(level) {
        Some(_) => solves(&b, level),
        None if level == Level::Expert => b.clone().close_probing_quick(sol, None),
        None => {
            let (a, c) = crate::core::binary::edge_cells(n, k);
            let flipped = if sol.symbol(a) == sol.symbol(c) {
                crate::core::binary::NE
            } else {
                crate::core::binary::EQ
            };
            let mut s = signs.to_vec();
            s[k] = flipped;
            no_solution(&tango_board(n, cells, &s), sol, nodes)?
        }
    })
}

/// Seeded Tango generation: a random solved grid (no distinct-lines rule) with every cell given and every
/// border signed; the clues (cells and signs, cells first so that signs carry most puzzles, as in LinkedIn's)
/// are removed in random order while the target level's solver completes the grid, then every clue left is
/// tried once more and removed while the solution stays unique, so every puzzle is irreducible: no given and
/// no sign can go without a second solution. The level is that of the result; a try that misses the target
/// is dropped (Tatham's rejection), and the closest one found is returned when no try hits it.
pub fn generate_tango(opts: &GenerateOptions) -> Result<Generated, String> {
    let n = opts.size;
    if n % 2 == 1 || !(4..=TANGO_MAX_PUZZLE).contains(&n) {
        return Err(crate::tr!(
            "error-generate-tango-size",
            size = n,
            max = TANGO_MAX_PUZZLE
        ));
    }
    if let Some(s) = &opts.symmetry {
        if !matches!(s.trim(), "" | "none") {
            return Err(crate::tr!(
                "error-generate-no-symmetry",
                kind = "tango",
                symmetry = s
            ));
        }
    }
    let target = opts.level;
    let reduce_at = target.unwrap_or(Level::Master);
    let mut rng = StdRng::seed_from_u64(opts.seed);
    let deadline = now_ms() + opts.time_budget_ms as f64;
    let mut nodes = TOTAL_NODES;
    let mut rules = Board::new(n);
    rules.set_signs(&[]);
    let edges = crate::core::binary::edge_count(n);
    let mut best: Option<(Vec<Symbol>, Vec<u8>, Level)> = None;
    'tries: for _ in 0..MAX_TRIES {
        let sol = crate::solve::binary::search::random_solution_of(&rules, &mut rng);
        let mut cells = sol.to_cells();
        let mut signs: Vec<u8> = (0..edges)
            .map(|k| {
                let (a, b) = crate::core::binary::edge_cells(n, k);
                if cells[a] == cells[b] {
                    crate::core::binary::EQ
                } else {
                    crate::core::binary::NE
                }
            })
            .collect();
        // Random order, signs a little earlier on average (SIGN_EARLY), so that more givens stay: irreducible
        // puzzles with more givens are easier, and Easy and Medium ones are found at every size.
        let mut keyed: Vec<(u32, usize)> = (0..n * n + edges)
            .map(|i| {
                let k: u32 = rng.random_range(0..1 << 20);
                let k = if i < n * n { k } else { k / 100 * SIGN_EARLY };
                (k, i)
            })
            .collect();
        keyed.sort_unstable();
        let order: Vec<Clue> = keyed
            .into_iter()
            .map(|(_, i)| {
                if i < n * n {
                    Clue::Cell(i)
                } else {
                    Clue::Sign(i - n * n)
                }
            })
            .collect();
        let phases: &[Level] = if reduce_at == Level::Master {
            &[Level::Master]
        } else {
            &[reduce_at, Level::Master]
        };
        for &phase in phases {
            for &clue in &order {
                if now_ms() > deadline {
                    break 'tries;
                }
                let keep = match clue {
                    Clue::Cell(c) => std::mem::take(&mut cells[c]),
                    Clue::Sign(k) => std::mem::take(&mut signs[k]),
                };
                if keep == 0 {
                    continue;
                }
                let Some(ok) = tango_still_solves(n, &cells, &signs, &sol, clue, phase, &mut nodes)
                else {
                    if nodes == 0 {
                        break 'tries;
                    }
                    continue 'tries;
                };
                if !ok {
                    match clue {
                        Clue::Cell(c) => cells[c] = keep,
                        Clue::Sign(k) => signs[k] = keep,
                    }
                }
            }
        }
        let level = level_of(&tango_board(n, &cells, &signs));
        let want = target.unwrap_or(level);
        let dist = |l: Level| (l as i32 - want as i32).abs();
        if best.as_ref().is_none_or(|b| dist(level) < dist(b.2)) {
            best = Some((cells, signs, level));
        }
        if best.as_ref().is_some_and(|b| b.2 == want) {
            break;
        }
    }
    let (cells, signs, level) = best.ok_or_else(|| {
        "no Tango puzzle within the work budget (raise the time budget)".to_string()
    })?;
    generated(Binary::tango(n, cells, signs), level)
}
