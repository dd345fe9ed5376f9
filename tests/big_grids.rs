//! The big-grid solver and generator: counts agree with an independent plain backtracking counter, and
//! generated 16×16 puzzles are unique, irreducible and seeded.

use deduce::sudoku::generate::{
    irreducible, irreducible_until, irreducible_with, Budget, Symmetry,
};
use deduce::sudoku::{search, Geometry, Sudoku};
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
                let mut stats = search::Stats::default();
                assert_eq!(
                    search::count_solutions_big(&q, limit, &mut stats),
                    want,
                    "{}",
                    q.game_id()
                );
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
                let mut stats = search::Stats::default();
                assert_eq!(
                    search::count_solutions_big(&q, limit, &mut stats),
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
        let mut stats = search::Stats::default();
        assert_eq!(search::count_solutions_general(&p, 2, &mut stats), 1);
        for i in (0..256).filter(|&i| p.cells()[i] != 0) {
            let mut q = p.clone();
            q.set(i, 0);
            assert_eq!(
                search::count_solutions_general(&q, 2, &mut stats),
                2,
                "seed {seed}: clue r{}c{}",
                i / 16 + 1,
                i % 16 + 1
            );
        }
    }
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
            deduce::clock::now_ms() + 60_000.0,
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
            let mut stats = search::Stats::default();
            assert_eq!(search::count_solutions_general(&p, 2, &mut stats), 1);
        }
    }
}

#[test]
fn a_tiny_deadline_still_gives_a_unique_puzzle() {
    for (br, bc) in [(4, 4), (5, 5)] {
        let geo = Geometry::get(br, bc);
        let mut rng = StdRng::seed_from_u64(9);
        let deadline = deduce::clock::now_ms() + 1.0;
        let (p, _) = irreducible_until(&geo, Symmetry::None, &mut rng, deadline);
        assert_eq!(p.count_solutions(2), 1, "{br}x{bc}");
    }
}
