//! The big-grid solver and generator: counts agree with an independent plain backtracking counter, and
//! generated 16×16 puzzles are unique, irreducible and seeded.

use deduce::core::geometry::Geometry;
use deduce::core::sudoku::Sudoku;
use deduce::generate::sudoku::{
    irreducible, irreducible_until, irreducible_with, Budget, Symmetry,
};
use deduce::solve::{big, door, fill, restart};
use deduce::{GenerateOptions, Level, Puzzle};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// Solutions of a `br×bc` grid counted up to `limit` by plain backtracking: used-symbol masks per row,
/// column and block, and the open cell with the fewest options. Shares nothing with the engine's solvers.
fn simple_count(br: usize, bc: usize, cells: &[u8], limit: usize) -> usize {
    let n = br * bc;
    let blk = |i: usize| (i / n / br) * br + (i % n) / bc;
    let (mut rows, mut cols, mut blocks) = (vec![0u32; n], vec![0u32; n], vec![0u32; n]);
    let mut grid = cells.to_vec();
    for (i, &v) in cells.iter().enumerate() {
        if v != 0 {
            let bit = 1u32 << v;
            let (r, c, b) = (i / n, i % n, blk(i));
            if (rows[r] | cols[c] | blocks[b]) & bit != 0 {
                return 0;
            }
            rows[r] |= bit;
            cols[c] |= bit;
            blocks[b] |= bit;
        }
    }
    struct St<'a> {
        n: usize,
        limit: usize,
        grid: &'a mut Vec<u8>,
        rows: Vec<u32>,
        cols: Vec<u32>,
        blocks: Vec<u32>,
        count: usize,
    }
    fn go(s: &mut St, blk: &dyn Fn(usize) -> usize) {
        let n = s.n;
        let all = ((1u64 << (n + 1)) - 2) as u32;
        let (mut best, mut best_opts, mut best_k) = (usize::MAX, 0u32, u32::MAX);
        for i in 0..n * n {
            if s.grid[i] == 0 {
                let opts = all & !(s.rows[i / n] | s.cols[i % n] | s.blocks[blk(i)]);
                if opts.count_ones() < best_k {
                    (best, best_opts, best_k) = (i, opts, opts.count_ones());
                }
            }
        }
        if best == usize::MAX {
            s.count += 1;
            return;
        }
        let (r, c, b) = (best / n, best % n, blk(best));
        let mut opts = best_opts;
        while opts != 0 && s.count < s.limit {
            let bit = opts & opts.wrapping_neg();
            opts &= !bit;
            s.grid[best] = bit.trailing_zeros() as u8;
            s.rows[r] |= bit;
            s.cols[c] |= bit;
            s.blocks[b] |= bit;
            go(s, blk);
            s.rows[r] &= !bit;
            s.cols[c] &= !bit;
            s.blocks[b] &= !bit;
        }
        s.grid[best] = 0;
    }
    let mut st = St {
        n,
        limit,
        grid: &mut grid,
        rows,
        cols,
        blocks,
        count: 0,
    };
    go(&mut st, &blk);
    st.count
}

/// Solutions counted up to `limit` by the big-grid solver with failed-literal probing.
fn count_probing(br: usize, bc: usize, cells: &[u8], limit: usize) -> usize {
    let mut s = big::Solver::new(&Geometry::get(br, bc));
    s.probe = true;
    s.run(cells, limit, None).0
}

#[test]
fn probing_decides_clue_checks_like_the_plain_search() {
    // On irreducible 12×12 puzzles (proven by the general solver): without any one clue the search with
    // probing finds a second solution, verified from scratch; with every clue, no solution differs in an
    // empty cell.
    let geo = Geometry::get(3, 4);
    let mut rng = StdRng::seed_from_u64(31);
    for _ in 0..2 {
        let p = irreducible(&geo, Symmetry::None, &mut rng);
        let cells = p.cells().to_vec();
        let sol = p.solution().expect("unique");
        let mut s = big::Solver::new(&geo);
        s.prefer = sol.iter().map(|&v| v - 1).collect();
        for cell in 0..144 {
            for probe in [false, true] {
                s.probe = probe;
                if cells[cell] != 0 {
                    let (grid, decided) = clue_check(&mut s, &cells, cell, u64::MAX);
                    let grid = grid.expect("every clue is needed");
                    assert!(decided && is_second_solution(3, 4, &cells, cell, &grid));
                } else {
                    s.differ = vec![cell as u16];
                    assert_eq!(s.run(&cells, 1, None).0, 0, "{}", p.game_id());
                    assert!(!s.aborted);
                }
            }
        }
    }
}

#[test]
fn counts_agree_with_a_plain_counter_on_mutated_12x12() {
    let geo = Geometry::get(3, 4);
    let mut rng = StdRng::seed_from_u64(12);
    let mut checked = 0;
    for _ in 0..4 {
        let p = irreducible(&geo, Symmetry::None, &mut rng);
        let sol = p.solution().expect("unique");
        for _ in 0..8 {
            let mut cells = p.cells().to_vec();
            // A few extra clues from the solution keep the plain counter's search small.
            for _ in 0..10 {
                let i = rng.random_range(0..144);
                cells[i] = sol[i];
            }
            match rng.random_range(0..4) {
                // Drop one or two clues: several solutions.
                0 | 1 => {
                    for _ in 0..rng.random_range(1..3) {
                        let filled: Vec<usize> = (0..144).filter(|&i| cells[i] != 0).collect();
                        cells[filled[rng.random_range(0..filled.len())]] = 0;
                    }
                }
                // Fill an empty cell with a wrong symbol: usually none.
                2 => {
                    let empty: Vec<usize> = (0..144).filter(|&i| cells[i] == 0).collect();
                    let i = empty[rng.random_range(0..empty.len())];
                    cells[i] = (sol[i] % 12) + 1;
                }
                // Fill an empty cell with its solution symbol: still one.
                _ => {
                    let empty: Vec<usize> = (0..144).filter(|&i| cells[i] == 0).collect();
                    let i = empty[rng.random_range(0..empty.len())];
                    cells[i] = sol[i];
                }
            }
            let q = Sudoku::from_cells(3, 4, &cells).unwrap();
            for limit in [1, 2, 3] {
                let want = simple_count(3, 4, &cells, limit);
                assert_eq!(
                    q.count_solutions(limit),
                    want,
                    "{} limit {limit}",
                    q.game_id()
                );
                let mut stats = door::Stats::default();
                assert_eq!(
                    door::count_solutions_big(&q, limit, &mut stats),
                    want,
                    "{}",
                    q.game_id()
                );
                assert_eq!(count_probing(3, 4, &cells, limit), want, "{}", q.game_id());
                // The restarting count, straight to its probing search.
                let (count, first) = restart::count_with(&q, limit, 0);
                assert_eq!(count, want, "{} restarts", q.game_id());
                if let Some(f) = first {
                    assert!(is_solution_of(&cells, &f, 3, 4), "{}", q.game_id());
                }
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 32);
}

#[test]
fn counts_agree_on_small_shapes_and_broken_givens() {
    let mut rng = StdRng::seed_from_u64(5);
    for (br, bc) in [(2, 2), (2, 3), (3, 2), (2, 4), (2, 5)] {
        let n = br * bc;
        let geo = Geometry::get(br, bc);
        for _ in 0..20 {
            let p = irreducible(&geo, Symmetry::None, &mut rng);
            let mut cells = p.cells().to_vec();
            let i = rng.random_range(0..n * n);
            cells[i] = rng.random_range(0..=n as u8);
            let q = Sudoku::from_cells(br, bc, &cells).unwrap();
            for limit in [1, 2, 5] {
                let want = simple_count(br, bc, &cells, limit);
                assert_eq!(q.count_solutions(limit), want, "{}", q.game_id());
                let mut stats = door::Stats::default();
                assert_eq!(
                    door::count_solutions_big(&q, limit, &mut stats),
                    want,
                    "{}",
                    q.game_id()
                );
                assert_eq!(
                    count_probing(br, bc, &cells, limit),
                    want,
                    "{}",
                    q.game_id()
                );
            }
        }
        // The empty grid has many solutions.
        let e = Sudoku::empty(br, bc).unwrap();
        assert_eq!(
            e.count_solutions(3),
            3.min(simple_count(br, bc, e.cells(), 3))
        );
    }
}

#[test]
fn generated_16x16_are_unique_irreducible_and_seeded() {
    let geo = Geometry::get(4, 4);
    for seed in [1u64, 2] {
        let p = irreducible(&geo, Symmetry::None, &mut StdRng::seed_from_u64(seed));
        let again = irreducible(&geo, Symmetry::None, &mut StdRng::seed_from_u64(seed));
        assert_eq!(p, again, "seed {seed}");
        // The general solver shares no code with the big-grid solver the generator checks with.
        let mut stats = door::Stats::default();
        assert_eq!(door::count_solutions_general(&p, 2, &mut stats), 1);
        for i in (0..256).filter(|&i| p.cells()[i] != 0) {
            let mut q = p.clone();
            q.set(i, 0);
            assert_eq!(
                door::count_solutions_general(&q, 2, &mut stats),
                2,
                "seed {seed}: clue r{}c{}",
                i / 16 + 1,
                i % 16 + 1
            );
        }
    }
}

#[test]
fn easy_first_puzzles_are_symmetric_irreducible_and_easier() {
    // 12×12 and 16×16 remove clues easy-first (`Budget::easy_first`). Checked with the general solver, which
    // shares no code with the big-grid solver the generator uses: unique, symmetric, and without any one
    // orbit of clues (a clue and its mirror image) a second solution.
    let mut stats = door::Stats::default();
    for (br, bc, mirror, seed) in [(3, 4, false, 1u64), (3, 4, true, 2), (4, 4, true, 3)] {
        let geo = Geometry::get(br, bc);
        let n = geo.n;
        let sym = if mirror {
            Symmetry::MirrorH
        } else {
            Symmetry::None
        };
        assert!(Budget::for_side(n).easy_first);
        let p = irreducible(&geo, sym, &mut StdRng::seed_from_u64(seed));
        assert_eq!(door::count_solutions_general(&p, 2, &mut stats), 1);
        for i in (0..n * n).filter(|&i| p.cells()[i] != 0) {
            let image = if mirror {
                i - i % n + (n - 1 - i % n)
            } else {
                i
            };
            assert_ne!(p.cells()[image], 0, "{n}x{n} seed {seed}: symmetric");
            if image < i {
                continue;
            }
            let mut q = p.clone();
            q.set(i, 0);
            q.set(image, 0);
            assert_eq!(
                door::count_solutions_general(&q, 2, &mut stats),
                2,
                "{n}x{n} seed {seed}: clue r{}c{} is needed",
                i / n + 1,
                i % n + 1
            );
        }
    }
    // Easier than removal in random order: of these 20 12×12 puzzles none is easy or medium that way, 12
    // are easy-first (docs/levels.md has the calibration).
    let geo = Geometry::get(3, 4);
    let easier = |easy_first: bool| {
        (1..=20u64)
            .filter(|&seed| {
                let budget = Budget {
                    easy_first,
                    ..Budget::for_side(12)
                };
                let (p, _) = irreducible_with(
                    &geo,
                    Symmetry::None,
                    &mut StdRng::seed_from_u64(seed),
                    &budget,
                );
                deduce::human::solver::grade_unique(&p).unwrap().level <= Level::Medium
            })
            .count()
    };
    let (random, first) = (easier(false), easier(true));
    assert!(
        first >= random + 5,
        "easy or medium: {first} easy-first, {random} random order"
    );
}

#[test]
fn probing_second_runs_decide_like_the_plain_search() {
    // With a small plain limit the hard checks of a 16×16 puzzle give up; a probing second run decides each
    // single clue's check, and with every check decided the puzzle is the one of the usual limits.
    let geo = Geometry::get(4, 4);
    for seed in [1u64, 2] {
        let budget = Budget {
            check_guesses: 2_000,
            probe_guesses: 1_000_000,
            ..Budget::for_side(16)
        };
        let rng = || StdRng::seed_from_u64(seed);
        let (p, undecided) = irreducible_with(&geo, Symmetry::None, &mut rng(), &budget);
        assert_eq!(undecided, 0, "seed {seed}");
        let (q, undecided) =
            irreducible_with(&geo, Symmetry::None, &mut rng(), &Budget::for_side(16));
        assert_eq!(undecided, 0, "seed {seed}");
        assert_eq!(p, q, "seed {seed}");
    }
    // At 25×25 a probing second run leaves fewer clues undecided (221 against 230 here), and the puzzle is
    // seeded. (Its uniqueness is not recounted here: counting a 25×25 puzzle's solutions up to 2 from
    // scratch can take a minute.)
    let geo = Geometry::get(5, 5);
    let plain = Budget::for_side(25);
    let probing = Budget {
        probe_guesses: 300,
        ..plain
    };
    let rng = || StdRng::seed_from_u64(7);
    let (_, before) = irreducible_with(&geo, Symmetry::None, &mut rng(), &plain);
    let (p, after) = irreducible_with(&geo, Symmetry::None, &mut rng(), &probing);
    assert!(after < before, "{after} < {before}");
    assert_eq!(
        irreducible_with(&geo, Symmetry::None, &mut rng(), &probing).0,
        p
    );
}

#[test]
fn generation_is_decided_by_work_limits_not_the_clock() {
    // These 16×16 puzzles are proven irreducible within the work limits (about 1 in 100 is not, see
    // `Budget::for_side`), and the deadline changes nothing.
    let geo = Geometry::get(4, 4);
    for seed in [3u64, 4] {
        let (p, undecided) = irreducible_with(
            &geo,
            Symmetry::Rot180,
            &mut StdRng::seed_from_u64(seed),
            &Budget::for_side(16),
        );
        assert_eq!(undecided, 0, "seed {seed}");
        let (q, proven) = irreducible_until(
            &geo,
            Symmetry::Rot180,
            &mut StdRng::seed_from_u64(seed),
            deduce::core::clock::now_ms() + 60_000.0,
        );
        assert!(proven);
        assert_eq!(p, q, "seed {seed}");
    }
    // Same options and seed, same game ID, with a level (several puzzles made) and without, and whatever
    // the time budget.
    for (size, level) in [(16, None), (16, Some(Level::Easy)), (25, None)] {
        let opts = |budget| GenerateOptions {
            size,
            level,
            symmetry: None,
            seed: 11,
            time_budget_ms: budget,
        };
        let g = Sudoku::generate(&opts(30_000)).unwrap();
        assert_eq!(
            Sudoku::generate(&opts(60_000)).unwrap(),
            g,
            "{size} {level:?}"
        );
        if size == 16 {
            let p = Sudoku::parse(&g.game_id).unwrap();
            let mut stats = door::Stats::default();
            assert_eq!(door::count_solutions_general(&p, 2, &mut stats), 1);
        }
    }
}

#[test]
fn a_tiny_deadline_still_gives_a_unique_puzzle() {
    for (br, bc) in [(4, 4), (5, 5)] {
        let geo = Geometry::get(br, bc);
        let mut rng = StdRng::seed_from_u64(9);
        let deadline = deduce::core::clock::now_ms() + 1.0;
        let (p, _) = irreducible_until(&geo, Symmetry::None, &mut rng, deadline);
        assert_eq!(p.count_solutions(2), 1, "{br}x{bc}");
    }
}

/// Is `grid` a complete valid grid of a `br×bc` shape that agrees with every clue of `cells` except the one
/// at `cell`, and differs from `cells` there? Checked from scratch: shares nothing with the solvers.
fn is_second_solution(br: usize, bc: usize, cells: &[u8], cell: usize, grid: &[u8]) -> bool {
    let mut without = cells.to_vec();
    without[cell] = 0;
    is_solution_of(&without, grid, br, bc) && grid[cell] != cells[cell]
}

/// A check for the clue at `cell` of `cells` (whose only solution is the solver's `prefer`): the big-grid
/// solver's search, within `limit` branch points, for a solution without the clue that differs at `cell`.
/// `Some(grid)`: the clue is needed; `None` with `decided`: it may go; else the check gave up.
fn clue_check(
    s: &mut big::Solver,
    cells: &[u8],
    cell: usize,
    limit: u64,
) -> (Option<Vec<u8>>, bool) {
    let mut w = cells.to_vec();
    w[cell] = 0;
    s.differ = vec![cell as u16];
    s.guesses = 0;
    s.probes = 0;
    s.guess_limit = limit;
    let (count, grid) = s.run(&w, 1, None);
    (grid.filter(|_| count > 0), !s.aborted)
}

/// A second solution for the clue at `cell` restricted by symbol set: where a solution of the puzzle
/// without the clue differs from the known one `sol`, its symbols are those of `sol` moved around, so for a
/// set `K` of symbols (the clue's symbol and one it could take among them) every empty cell whose symbol in
/// `sol` is outside `K` is fixed to it and only the rest is searched. Every `K` up to `kmax` symbols is tried
/// (smallest first); `Some((grid, |K|))` for the first that has such a solution.
fn symbol_set_witness(
    s: &mut big::Solver,
    cells: &[u8],
    sol: &[u8],
    geo: &Geometry,
    cell: usize,
    kmax: usize,
) -> Option<(Vec<u8>, usize)> {
    let n = geo.n;
    let a = sol[cell] as u32 - 1;
    let mut used = 0u32;
    for &q in &geo.peers[cell] {
        if cells[q as usize] != 0 {
            used |= 1 << (cells[q as usize] - 1);
        }
    }
    let cand = ((1u64 << n) - 1) as u32 & !used & !(1 << a);
    let others: Vec<u32> = (0..n as u32).filter(|&x| x != a).collect();
    for size in 3..=kmax.min(n) {
        // Every (size - 1)-subset of the other symbols that meets the clue cell's candidates.
        let m = size - 1;
        let mut idx: Vec<usize> = (0..m).collect();
        loop {
            let t: u32 = idx.iter().map(|&i| 1u32 << others[i]).sum();
            if t & cand != 0 {
                let k = t | 1 << a;
                let w: Vec<u8> = (0..n * n)
                    .map(|i| match cells[i] {
                        _ if i == cell => 0,
                        0 if k & 1 << (sol[i] - 1) == 0 => sol[i],
                        v => v,
                    })
                    .collect();
                s.differ = vec![cell as u16];
                s.guesses = 0;
                s.probes = 0;
                s.guess_limit = 10_000;
                if let (1, Some(grid)) = s.run(&w, 1, None) {
                    return Some((grid, size));
                }
            }
            let Some(i) = (0..m).rev().find(|&i| idx[i] < others.len() - m + i) else {
                break;
            };
            idx[i] += 1;
            for j in i + 1..m {
                idx[j] = idx[j - 1] + 1;
            }
        }
    }
    None
}

/// Diagnostics for the irreducibility of 16×16 and 25×25 generation (issue #3), not a timed test:
///
/// `cargo test --release --test big_grids -- --ignored --nocapture undecided_clues_report`
///
/// Per size: thread CPU time per puzzle of `irreducible_with` (median, mean), mean clues, mean clues kept
/// because their check gave up, share of puzzles proven irreducible. Then each clue of the puzzles not proven
/// irreducible is checked again on the final puzzle: within the generator's own limit, then by symbol-set
/// witnesses (`symbol_set_witness`, up to `REPORT_KMAX` symbols, default 4), then by a deep check
/// (`REPORT_DEEP` branch points, default 30 000 at 25×25, 2 000 000 at 16×16). Every second solution is
/// verified by `is_second_solution`. `REPORT_SEEDS_16` / `REPORT_SEEDS_25` set the seeds (default 100 / 3),
/// `REPORT_PROBE_GUESSES` the generator's `Budget::probe_guesses` (default: `Budget::for_side`'s) and
/// `REPORT_DEEP_PROBE=1` makes the deep check probe (`big::Solver::probe`).
#[test]
#[ignore]
fn undecided_clues_report() {
    let kmax = knob("REPORT_KMAX", 4) as usize;
    for (br, bc, seeds, deep) in [
        (
            4,
            4,
            knob("REPORT_SEEDS_16", 100),
            knob("REPORT_DEEP", 2_000_000),
        ),
        (
            5,
            5,
            knob("REPORT_SEEDS_25", 3),
            knob("REPORT_DEEP", 30_000),
        ),
    ] {
        if seeds == 0 {
            continue;
        }
        let geo = Geometry::get(br, bc);
        let n = geo.n;
        let mut budget = Budget::for_side(n);
        budget.probe_guesses = knob("REPORT_PROBE_GUESSES", budget.probe_guesses);
        let (mut ms, mut clues, mut undecided, mut proven) = (vec![], 0, 0, 0);
        let mut puzzles = vec![];
        for seed in 1..=seeds {
            let t = deduce::core::clock::thread_cpu_ns();
            let (p, u) = irreducible_with(
                &geo,
                Symmetry::None,
                &mut StdRng::seed_from_u64(seed),
                &budget,
            );
            ms.push((deduce::core::clock::thread_cpu_ns() - t) as f64 / 1e6);
            clues += p.cells().iter().filter(|&&v| v != 0).count();
            undecided += u;
            proven += (u == 0) as usize;
            if u > 0 {
                puzzles.push((seed, p));
            }
        }
        let k = seeds as f64;
        let mean = ms.iter().sum::<f64>() / k;
        ms.sort_by(f64::total_cmp);
        println!(
            "{n}x{n}, {seeds} seeds: median {:.1} ms, mean {mean:.1} ms (thread CPU), {:.1} clues, {:.2} undecided, {proven} proven irreducible",
            ms[ms.len() / 2],
            clues as f64 / k,
            undecided as f64 / k,
        );
        for (seed, p) in puzzles {
            let cells = p.cells().to_vec();
            let sol = p.solution().expect("unique");
            let mut s = big::Solver::new(&geo);
            s.prefer = sol.iter().map(|&v| v - 1).collect();
            let (mut quick, mut by_k, mut removable, mut open) = ([0; 3], [0; 26], 0, 0);
            let mut deep_needed = 0;
            let t = deduce::core::clock::thread_cpu_ns();
            for c in (0..n * n).filter(|&c| cells[c] != 0) {
                match clue_check(&mut s, &cells, c, budget.check_guesses) {
                    (Some(g), _) => {
                        assert!(is_second_solution(br, bc, &cells, c, &g));
                        quick[0] += 1;
                        continue;
                    }
                    (None, true) => {
                        quick[1] += 1;
                        continue;
                    }
                    (None, false) => quick[2] += 1,
                }
                if let Some((g, size)) = symbol_set_witness(&mut s, &cells, &sol, &geo, c, kmax) {
                    assert!(is_second_solution(br, bc, &cells, c, &g));
                    by_k[size] += 1;
                    continue;
                }
                s.probe = knob("REPORT_DEEP_PROBE", 0) == 1;
                let deep_check = clue_check(&mut s, &cells, c, deep);
                s.probe = false;
                match deep_check {
                    (Some(g), _) => {
                        assert!(is_second_solution(br, bc, &cells, c, &g));
                        deep_needed += 1;
                    }
                    (None, true) => removable += 1,
                    (None, false) => open += 1,
                }
            }
            println!(
                "  seed {seed}: final puzzle, {} clues: within {} branch points {} needed, {} may go, {} undecided; of these, witnesses by symbol set (|K| 3..={kmax}) {:?}; then within {deep}: {deep_needed} needed, {removable} may go, {open} undecided ({:.1} s)",
                cells.iter().filter(|&&v| v != 0).count(),
                budget.check_guesses,
                quick[0],
                quick[1],
                quick[2],
                &by_k[3..=kmax.min(n)],
                (deduce::core::clock::thread_cpu_ns() - t) as f64 / 1e9
            );
        }
    }
}

/// Whether `grid` is a complete valid grid that keeps every given of `cells` (checked from scratch).
fn is_solution_of(cells: &[u8], grid: &[u8], br: usize, bc: usize) -> bool {
    let n = br * bc;
    if grid.len() != n * n || cells.iter().zip(grid).any(|(&c, &g)| c != 0 && c != g) {
        return false;
    }
    let blk = |i: usize| (i / n / br) * br + (i % n) / bc;
    let mut seen = std::collections::HashSet::new();
    grid.iter().enumerate().all(|(i, &v)| {
        (1..=n as u8).contains(&v)
            && seen.insert((0, i / n, v))
            && seen.insert((1, i % n, v))
            && seen.insert((2, blk(i), v))
    })
}

/// A generated 25×25 puzzle on which the plain search takes seconds (about 5 s to count to 2, 2.3 s to find
/// its solution, native release): the restarting count settles it, and its solution is checked from scratch.
#[test]
fn a_25x25_puzzle_with_a_long_search_tail_is_counted_and_solved() {
    let id = include_str!("data/sudoku25_long_tail.txt").trim();
    let p = Sudoku::parse(id).unwrap();
    let (count, first) = restart::count(&p, 2);
    assert_eq!(count, 1);
    let sol = p.solution().expect("unique");
    assert_eq!(first.as_deref(), Some(&sol[..]));
    assert!(is_solution_of(p.cells(), &sol, 5, 5));
    // With a clue gone (the first one) it may have more solutions; whatever the count, the first
    // solution found fits the givens, and a count of one agrees with the solution kept.
    let mut cells = p.cells().to_vec();
    let i = cells.iter().position(|&v| v != 0).unwrap();
    cells[i] = 0;
    let q = Sudoku::from_cells(5, 5, &cells).unwrap();
    let (count, first) = restart::count(&q, 2);
    assert!(count >= 1);
    assert!(is_solution_of(&cells, &first.unwrap(), 5, 5));
}

/// The restarting count (`src/solve/restart.rs`) agrees with the plain big-grid search at 25×25 (what
/// `count_tail_report` compares, as a test) on the long-tail fixture, about 7 s of plain search in the optimised
/// test build. Only a fixture whose plain search is known to end: on some
/// shipped 25×25 puzzles the plain search runs for an hour, which is why the restarting count exists.
#[test]
fn restarting_and_plain_counts_agree_at_25x25() {
    let id = include_str!("data/sudoku25_long_tail.txt").trim();
    let p = Sudoku::parse(id).unwrap();
    let plain = big::Solver::new(p.geometry()).run(p.cells(), 2, None).0;
    let (restarting, first) = restart::count(&p, 2);
    assert_eq!((plain, restarting), (1, 1), "{id}");
    assert!(is_solution_of(p.cells(), &first.unwrap(), 5, 5), "{id}");
}

/// How long counting to 2 takes on generated 16×16 and 25×25 puzzles: the plain big-grid search against the
/// restarting count (see `src/solve/restart.rs`). `DEDUCE_SEEDS=a..b` picks the seeds (default 1..24).
#[test]
#[ignore]
fn count_tail_report() {
    let seeds = std::env::var("DEDUCE_SEEDS").unwrap_or_else(|_| "1..24".into());
    let (a, b) = seeds.split_once("..").unwrap();
    let (a, b): (u64, u64) = (a.parse().unwrap(), b.parse().unwrap());
    for size in [16usize, 25] {
        let (mut plain, mut restarting) = (vec![], vec![]);
        for seed in a..=b {
            let opts = GenerateOptions {
                size,
                seed,
                level: None,
                symmetry: None,
                time_budget_ms: 600_000,
            };
            let p = Sudoku::parse(&Sudoku::generate(&opts).unwrap().game_id).unwrap();
            let t0 = deduce::core::clock::thread_cpu_ns();
            let x = big::Solver::new(p.geometry()).run(p.cells(), 2, None).0;
            let t1 = deduce::core::clock::thread_cpu_ns();
            let y = restart::count(&p, 2).0;
            let t2 = deduce::core::clock::thread_cpu_ns();
            assert_eq!(x, y, "seed {seed}");
            let (ms_plain, ms_restart) = ((t1 - t0) as f64 / 1e6, (t2 - t1) as f64 / 1e6);
            if ms_plain > 500.0 || ms_restart > 500.0 {
                println!("{size}×{size} seed {seed}: plain {ms_plain:.0} ms, restarting {ms_restart:.0} ms");
            }
            plain.push(ms_plain);
            restarting.push(ms_restart);
        }
        for (name, v) in [("plain", &mut plain), ("restarting", &mut restarting)] {
            v.sort_by(|x, y| x.total_cmp(y));
            let mean = v.iter().sum::<f64>() / v.len() as f64;
            println!(
                "{size}×{size} {name}: median {:.1} ms, mean {mean:.1} ms, max {:.0} ms ({} puzzles)",
                v[v.len() / 2],
                v[v.len() - 1],
                v.len()
            );
        }
    }
}

/// A number from the environment (a knob of the reports), else `d`.
fn knob(k: &str, d: u64) -> u64 {
    std::env::var(k)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(d)
}

/// A comma-separated list of numbers from the environment, else `d`.
fn knob_list(k: &str, d: &[u64]) -> Vec<u64> {
    std::env::var(k)
        .ok()
        .map(|v| v.split(',').map(|x| x.trim().parse().unwrap()).collect())
        .unwrap_or_else(|| d.to_vec())
}

/// One clue check on `cells` (whose only solution is `s.prefer`): a search, within `limit` units of work
/// (with `probe`, [`big::PROBES_PER_GUESS`] probes to a branch point), for a solution without the clue at
/// `cell` that differs there. `Some(Some(grid))`: needed; `Some(None)`: may go; `None`: gave up. The clue
/// is put back.
fn check_clue(
    s: &mut big::Solver,
    cells: &mut [u8],
    cell: usize,
    limit: u64,
    probe: bool,
) -> Option<Option<Vec<u8>>> {
    let v = cells[cell];
    cells[cell] = 0;
    s.differ = vec![cell as u16];
    s.guesses = 0;
    s.probes = 0;
    s.probe = probe;
    s.guess_limit = limit;
    let (count, grid) = s.run(cells, 1, None);
    s.probe = false;
    cells[cell] = v;
    match (count, s.aborted) {
        (0, true) => None,
        (0, false) => Some(None),
        _ => Some(grid),
    }
}

/// Decides the clues `pending` of `cells` one by one in passes of growing work `limits`: a clue that may go
/// goes, a needed one stays (and stays needed as other clues go), one that gives up waits for the next pass.
/// Returns the clues still undecided after the last pass and the needed clues' second solutions.
fn decide_in_passes(
    s: &mut big::Solver,
    cells: &mut [u8],
    mut pending: Vec<usize>,
    limits: &[u64],
    probe: bool,
) -> (Vec<usize>, Witnesses) {
    let mut needed = vec![];
    for &limit in limits {
        let mut still = vec![];
        for c in pending {
            match check_clue(s, cells, c, limit, probe) {
                Some(Some(g)) => needed.push((c, g)),
                Some(None) => cells[c] = 0,
                None => still.push(c),
            }
        }
        pending = still;
    }
    (pending, needed)
}

/// What one run of a prototype generator below did.
#[derive(Default, Debug)]
struct ProtoStats {
    /// Easy-first: clues dropped because propagation alone still solves the puzzle without them.
    easy_dropped: usize,
    /// Easy-first: clues whose small search found a second solution (needed for good).
    witness_needed: usize,
    /// Easy-first: clues left for phase 2. Witness-add: orphans (clues whose witness broke).
    deferred: usize,
    /// Deferred clues that went, were proven needed, stayed undecided.
    dropped: usize,
    needed: usize,
    undecided: usize,
    ms: [f64; 2],
}

/// Easy-first removal, a prototype (no symmetry). Phase 1: cells in random order; a clue goes when the big
/// solver's propagation alone (singles, locked candidates: no branch point) still solves the puzzle without
/// it, so the puzzle stays solvable by propagation and each step is proven unique for free; otherwise a
/// search of `witness` branch points looks for a second solution (the clue is then needed for good, since
/// removing clues only adds solutions), else the clue is deferred. (Propagation is monotone: once a clue
/// fails the first test it fails it on every later, sparser puzzle, so one pass is enough.) Phase 2: the
/// deferred clues are decided in passes of growing work `limits` on the current puzzle (see
/// `decide_in_passes`).
fn easy_first(
    geo: &Geometry,
    seed: u64,
    witness: u64,
    limits: &[u64],
    probe: bool,
) -> (Sudoku, ProtoStats) {
    use rand::seq::SliceRandom;
    let mut rng = StdRng::seed_from_u64(seed);
    let n = geo.n;
    let sol = fill::random_solution(geo, &mut rng);
    let mut cells = sol.clone();
    let mut order: Vec<usize> = (0..n * n).collect();
    order.shuffle(&mut rng);
    let mut s = big::Solver::new(geo);
    s.prefer = sol.iter().map(|&v| v - 1).collect();
    let mut st = ProtoStats::default();
    let t0 = deduce::core::clock::thread_cpu_ns();
    let mut deferred = vec![];
    for &c in &order {
        cells[c] = 0;
        s.differ.clear();
        s.guesses = 0;
        s.guess_limit = 0;
        let (count, _) = s.run(&cells, 1, None);
        if count == 1 && !s.aborted {
            st.easy_dropped += 1;
            continue;
        }
        cells[c] = sol[c];
        match check_clue(&mut s, &mut cells, c, witness, false) {
            Some(Some(_)) => st.witness_needed += 1,
            _ => deferred.push(c),
        }
    }
    st.deferred = deferred.len();
    let t1 = deduce::core::clock::thread_cpu_ns();
    let before = cells.iter().filter(|&&v| v != 0).count();
    let (open, needed) = decide_in_passes(&mut s, &mut cells, deferred, limits, probe);
    st.dropped = before - cells.iter().filter(|&&v| v != 0).count();
    (st.needed, st.undecided) = (needed.len(), open.len());
    st.ms = [
        (t1 - t0) as f64 / 1e6,
        (deduce::core::clock::thread_cpu_ns() - t1) as f64 / 1e6,
    ];
    (Sudoku::from_cells(geo.br, geo.bc, &cells).unwrap(), st)
}

/// Second solutions of a puzzle without one clue: (the clue's cell, the grid).
type Witnesses = Vec<(usize, Vec<u8>)>;

/// Clues added with witnesses, a prototype (no symmetry). From the empty grid: search (within `limit`
/// branch points) for a solution other than the random solution `sol`; make a clue of a random cell where
/// it differs from `sol` that no kept witness differs in (else one that fewest do: their clues become
/// orphans), and keep that solution as the new clue's witness (a solution of the puzzle without the clue
/// that differs there: proof that the clue is needed, valid as long as no clue is added where it differs
/// from `sol`, whatever is removed). When no other solution is left, the puzzle is unique and every clue
/// but the orphans has a witness; the orphans are decided in passes of growing work `limits` (probing if
/// `probe`). `None` when a search in the first phase gave up. With `EF_AVOID`, each step first searches
/// (within that many branch points) for a solution that differs from `sol` in a cell no witness differs in,
/// so that its clue breaks no witness, then (`EF_TIERS` 2, the default) in a cell at most one witness
/// differs in; only when there is none (or the searches give up) does the step search for any other
/// solution.
fn witness_add(
    geo: &Geometry,
    seed: u64,
    limit: u64,
    limits: &[u64],
    probe: bool,
) -> Option<(Sudoku, Witnesses, ProtoStats)> {
    let mut rng = StdRng::seed_from_u64(seed);
    let nn = geo.n * geo.n;
    let sol = fill::random_solution(geo, &mut rng);
    let mut cells = vec![0u8; nn];
    let mut s = big::Solver::new(geo);
    s.prefer = sol.iter().map(|&v| v - 1).collect();
    let mut covered = vec![0u32; nn];
    let mut wit: Vec<Option<Vec<u8>>> = vec![None; nn];
    let mut orphans = vec![];
    let mut st = ProtoStats::default();
    let t0 = deduce::core::clock::thread_cpu_ns();
    let avoid = knob("EF_AVOID", 3_000);
    let tiers = knob("EF_TIERS", 2) as u32;
    let mut avoided = [0usize; 3];
    loop {
        // A solution that differs from `sol` in a cell that at most `tier` witnesses differ in: its clue
        // breaks at most `tier` witnesses.
        let mut found = None;
        for tier in 0..tiers {
            if avoid == 0 {
                break;
            }
            s.differ = (0..nn)
                .filter(|&i| cells[i] == 0 && covered[i] <= tier)
                .map(|i| i as u16)
                .collect();
            if s.differ.is_empty() {
                continue;
            }
            s.guesses = 0;
            s.guess_limit = avoid;
            let (count, grid) = s.run(&cells, 1, None);
            if let Some(g) = grid.filter(|_| count > 0) {
                avoided[0] += 1;
                found = Some(g);
                break;
            }
            avoided[1 + s.aborted as usize] += 1;
        }
        let g = match found {
            Some(g) => g,
            None => {
                s.differ = (0..nn)
                    .filter(|&i| cells[i] == 0)
                    .map(|i| i as u16)
                    .collect();
                s.guesses = 0;
                s.guess_limit = limit;
                let (mut count, mut grid) = s.run(&cells, 1, None);
                if s.aborted {
                    // Once more with probing.
                    (s.guesses, s.probes, s.probe) = (0, 0, true);
                    (count, grid) = s.run(&cells, 1, None);
                    s.probe = false;
                    if s.aborted {
                        return None;
                    }
                }
                let Some(g) = grid.filter(|_| count > 0) else {
                    break;
                };
                g
            }
        };
        let diff: Vec<usize> = (0..nn).filter(|&i| g[i] != sol[i]).collect();
        let least = diff.iter().map(|&i| covered[i]).min().unwrap();
        let pick: Vec<usize> = diff
            .iter()
            .copied()
            .filter(|&i| covered[i] == least)
            .collect();
        let d = pick[rng.random_range(0..pick.len())];
        for (c, slot) in wit.iter_mut().enumerate() {
            if let Some(w) = slot.take_if(|w| w[d] != sol[d]) {
                for i in (0..nn).filter(|&i| w[i] != sol[i]) {
                    covered[i] -= 1;
                }
                orphans.push(c);
            }
        }
        for &i in &diff {
            covered[i] += 1;
        }
        cells[d] = sol[d];
        wit[d] = Some(g);
    }
    st.deferred = orphans.len();
    if avoid > 0 {
        println!("  avoiding searches: found, none, gave up {avoided:?}");
    }
    let t1 = deduce::core::clock::thread_cpu_ns();
    let before = cells.iter().filter(|&&v| v != 0).count();
    let (open, needed) = decide_in_passes(&mut s, &mut cells, orphans, limits, probe);
    st.dropped = before - cells.iter().filter(|&&v| v != 0).count();
    (st.needed, st.undecided) = (needed.len(), open.len());
    for (c, g) in needed {
        wit[c] = Some(g);
    }
    st.ms = [
        (t1 - t0) as f64 / 1e6,
        (deduce::core::clock::thread_cpu_ns() - t1) as f64 / 1e6,
    ];
    let witnesses = (0..nn)
        .filter(|&c| cells[c] != 0)
        .filter_map(|c| wit[c].clone().map(|g| (c, g)))
        .collect();
    Some((
        Sudoku::from_cells(geo.br, geo.bc, &cells).unwrap(),
        witnesses,
        st,
    ))
}

/// Grades `p` (human-style solver) and prints the level.
fn print_grade(p: &Sudoku) {
    let t = deduce::core::clock::thread_cpu_ns();
    let g = deduce::human::solver::grade_unique(p).unwrap();
    println!(
        "  grade {:?} ({:?}), {:.0} ms",
        g.level,
        g.hardest,
        (deduce::core::clock::thread_cpu_ns() - t) as f64 / 1e6
    );
}

/// Easy-first removal order (issue #3: 25×25 irreducibility), measured against the generator; see
/// `easy_first` and docs/levels.md ("Easy-first removal and clues added with witnesses"):
///
/// `cargo test --release --test big_grids -- --ignored --nocapture easy_first_report`
///
/// Knobs: `EF_SIZES` (default "16,25"), `EF_SEEDS` (seeds 1..=N, default 5), `EF_WITNESS` (phase 1 search,
/// default 100 branch points), `EF_PASSES` (phase 2 limits, default "200000"), `EF_PROBE=1` (phase 2
/// probes), `EF_VERIFY` (limit of the re-check of every clue of the final puzzle, default 10⁶, 0: none;
/// second solutions are checked from scratch), `EF_GRADE=1` (grade), `EF_BASELINE=1` (also time and grade
/// `irreducible_with` with `Budget::for_side` on the same seed).
#[test]
#[ignore]
fn easy_first_report() {
    let sizes = knob_list("EF_SIZES", &[16, 25]);
    for size in sizes.iter().map(|&x| x as usize) {
        let b = (size as f64).sqrt() as usize;
        let geo = Geometry::get(b, b);
        for seed in 1..=knob("EF_SEEDS", 5) {
            let (p, st) = easy_first(
                &geo,
                seed,
                knob("EF_WITNESS", 100),
                &knob_list("EF_PASSES", &[200_000]),
                knob("EF_PROBE", 0) == 1,
            );
            println!(
                "{size}x{size} seed {seed}: {} clues, {:.1} + {:.1} ms; {st:?}",
                p.clue_count(),
                st.ms[0],
                st.ms[1]
            );
            let verify = knob("EF_VERIFY", 1_000_000);
            if verify > 0 {
                let mut cells = p.cells().to_vec();
                let sol = p.solution().expect("unique");
                let mut s = big::Solver::new(&geo);
                s.prefer = sol.iter().map(|&v| v - 1).collect();
                let (mut needed, mut may_go, mut open, mut most) = (0, 0, 0, 0);
                let t = deduce::core::clock::thread_cpu_ns();
                let clues: Vec<usize> = (0..size * size).filter(|&c| cells[c] != 0).collect();
                for c in clues {
                    match check_clue(&mut s, &mut cells, c, verify, false) {
                        Some(Some(g)) => {
                            assert!(is_second_solution(b, b, &cells, c, &g));
                            needed += 1;
                        }
                        Some(None) => may_go += 1,
                        None => open += 1,
                    }
                    most = most.max(s.guesses);
                }
                println!(
                    "  re-check within {verify}: {needed} needed, {may_go} may go, {open} undecided, largest {most} branch points, {:.1} s",
                    (deduce::core::clock::thread_cpu_ns() - t) as f64 / 1e9
                );
            }
            if knob("EF_BASELINE", 0) == 1 {
                let t = deduce::core::clock::thread_cpu_ns();
                let (q, u) = irreducible_with(
                    &geo,
                    Symmetry::None,
                    &mut StdRng::seed_from_u64(seed),
                    &Budget::for_side(size),
                );
                let ms = (deduce::core::clock::thread_cpu_ns() - t) as f64 / 1e6;
                println!(
                    "  generator: {} clues, {ms:.1} ms, {u} undecided",
                    q.clue_count()
                );
                if knob("EF_GRADE", 0) == 1 {
                    print_grade(&q);
                }
            }
            if knob("EF_GRADE", 0) == 1 {
                print_grade(&p);
            }
        }
    }
}

/// Clues added with witnesses (see `witness_add`), measured:
///
/// `cargo test --release --test big_grids -- --ignored --nocapture witness_add_report`
///
/// Knobs: `EF_SIZES`, `EF_SEEDS`, `EF_GRADE` as for `easy_first_report`; `EF_LIMIT` (each search of the
/// first phase, default 200 000 branch points, then once more with probing), `EF_FIRST` (first seed,
/// default 1), `EF_AVOID` (the searches for a solution that differs where no witness does, default 3000
/// branch points; 0: none), `EF_TIERS` (1: only where no witness differs, 2: then where at most one
/// does, default 2), `EF_PASSES` (orphan checks, default "300,3000,20000,60000"), `EF_PROBE`
/// (orphan checks probe, default 1). A puzzle is proven irreducible when every clue has a
/// witness checked from scratch (`is_second_solution`) and the restarting count (`restart::count`, not the
/// search the generator used) finds one solution.
#[test]
#[ignore]
fn witness_add_report() {
    for size in knob_list("EF_SIZES", &[16, 25]).iter().map(|&x| x as usize) {
        let b = (size as f64).sqrt() as usize;
        let geo = Geometry::get(b, b);
        for seed in knob("EF_FIRST", 1)..=knob("EF_SEEDS", 5) {
            let t = deduce::core::clock::thread_cpu_ns();
            let Some((p, wit, st)) = witness_add(
                &geo,
                seed,
                knob("EF_LIMIT", 200_000),
                &knob_list("EF_PASSES", &[300, 3_000, 20_000, 60_000]),
                knob("EF_PROBE", 1) == 1,
            ) else {
                println!("{size}x{size} seed {seed}: a first-phase search gave up");
                continue;
            };
            let ms = (deduce::core::clock::thread_cpu_ns() - t) as f64 / 1e6;
            let cells = p.cells();
            let ok = wit
                .iter()
                .filter(|(c, g)| is_second_solution(b, b, cells, *c, g))
                .count();
            let t = deduce::core::clock::thread_cpu_ns();
            let unique = restart::count(&p, 2).0 == 1;
            let count_ms = (deduce::core::clock::thread_cpu_ns() - t) as f64 / 1e6;
            println!(
                "{size}x{size} seed {seed}: {ms:.0} ms, {} clues, {ok} with a witness, unique {unique} (recounted in {count_ms:.0} ms), proven irreducible {}; {st:?}",
                p.clue_count(),
                unique && ok == p.clue_count()
            );
            if knob("EF_GRADE", 0) == 1 {
                print_grade(&p);
            }
        }
    }
}

#[test]
fn proving_decides_every_check_the_search_gives_up_on() {
    // With a tiny search limit many 16×16 checks give up; with `prove` the SAT prover decides them all, and the
    // puzzle is unique (every clue needed: tests/proven_puzzles.rs checks that independently).
    let geo = Geometry::get(4, 4);
    for seed in [1u64, 2] {
        let small = Budget {
            check_guesses: 20,
            ..Budget::for_side(16)
        };
        let rng = || StdRng::seed_from_u64(seed);
        let (_, undecided) = irreducible_with(&geo, Symmetry::None, &mut rng(), &small);
        assert!(undecided > 0, "seed {seed}: the search alone gives up");
        let proving = Budget {
            prove: true,
            ..small
        };
        let (p, undecided) = irreducible_with(&geo, Symmetry::None, &mut rng(), &proving);
        assert_eq!(undecided, 0, "seed {seed}");
        assert_eq!(restart::count(&p, 2).0, 1, "seed {seed}");
        // Seeded: the same puzzle again.
        assert_eq!(
            irreducible_with(&geo, Symmetry::None, &mut rng(), &proving).0,
            p
        );
    }
    // Through the generator, as `deduce generate --prove` runs it.
    let opts = GenerateOptions {
        size: 16,
        level: None,
        symmetry: None,
        seed: 3,
        time_budget_ms: 10_000,
    };
    let g = deduce::generate::sudoku::generate_with(&opts, true).unwrap();
    assert_eq!(g.undecided, 0);
    assert_eq!(
        g,
        deduce::generate::sudoku::generate_with(&opts, true).unwrap()
    );
}
