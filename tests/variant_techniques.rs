//! The technique audit for the Sudoku variants: on X-Sudoku and Jigsaw grids every technique must reason
//! from units (diagonals, irregular regions), not from blocks. Over many random irreducible puzzles, at every
//! position of the solve path, every technique's step is checked against the puzzle's unique solution: no
//! elimination removes the solution's digit and no placement puts a wrong one. The solution comes from the
//! general solver, checked here against the rules directly.

use deduce::core::cell::Unit;
use deduce::core::geometry::Geometry;
use deduce::generate::sudoku::{irreducible, Symmetry};
use deduce::human::grid::Grid;
use deduce::human::{solver, techniques};
use deduce::{Puzzle, Technique};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::BTreeMap;
use std::sync::Arc;

/// Every row, column and unit of `geo` holds each symbol once in `sol`.
fn valid(geo: &Geometry, sol: &[u8]) -> bool {
    let n = geo.n;
    let all = |cells: Vec<usize>| {
        let mut seen = vec![false; n + 1];
        cells.into_iter().all(|c| {
            let v = sol[c] as usize;
            (1..=n).contains(&v) && !std::mem::replace(&mut seen[v], true)
        })
    };
    (0..n).all(|r| all((0..n).map(|c| r * n + c).collect()))
        && (0..n).all(|c| all((0..n).map(|r| r * n + c).collect()))
        && geo
            .units
            .iter()
            .all(|u| all(u.iter().map(|&c| c as usize).collect()))
}

/// A random connected Jigsaw layout: plain blocks, then many swaps of two neighbouring cells of different
/// regions that keep both regions connected.
fn jigsaw_regions(br: usize, bc: usize, rng: &mut StdRng) -> Vec<u8> {
    let n = br * bc;
    let mut reg: Vec<u8> = (0..n * n)
        .map(|c| ((c / n / br) * br + (c % n) / bc) as u8)
        .collect();
    let connected = |reg: &[u8], r: u8| {
        let cells: Vec<usize> = (0..n * n).filter(|&c| reg[c] == r).collect();
        let mut seen = vec![cells[0]];
        let mut i = 0;
        while i < seen.len() {
            let c = seen[i];
            i += 1;
            let (y, x) = (c / n, c % n);
            let nb = [
                (y > 0).then(|| c - n),
                (y + 1 < n).then(|| c + n),
                (x > 0).then(|| c - 1),
                (x + 1 < n).then(|| c + 1),
            ];
            for d in nb.into_iter().flatten() {
                if reg[d] == r && !seen.contains(&d) {
                    seen.push(d);
                }
            }
        }
        seen.len() == cells.len()
    };
    for _ in 0..40 * n {
        let a = rng.random_range(0..n * n);
        let b = if rng.random_bool(0.5) { a + 1 } else { a + n };
        if b >= n * n || (b == a + 1 && b % n == 0) || reg[a] == reg[b] {
            continue;
        }
        // Give a to b's region and take back a cell of b's region next to a's region.
        let (ra, rb) = (reg[a], reg[b]);
        let back: Vec<usize> = (0..n * n)
            .filter(|&c| c != b && reg[c] == rb)
            .filter(|&c| {
                let (y, x) = (c / n, c % n);
                (y > 0 && reg[c - n] == ra)
                    || (y + 1 < n && reg[c + n] == ra)
                    || (x > 0 && reg[c - 1] == ra)
                    || (x + 1 < n && reg[c + 1] == ra)
            })
            .collect();
        if back.is_empty() {
            continue;
        }
        let c = back[rng.random_range(0..back.len())];
        reg[a] = rb;
        reg[c] = ra;
        if !(connected(&reg, ra) && connected(&reg, rb)) {
            reg[a] = ra;
            reg[c] = rb;
        }
    }
    reg
}

/// Walks the solve paths of `count` random puzzles on `geo`; at every position runs every technique (the
/// forcing chains only where the path needs them) and checks its step against the solution. Returns how often
/// each technique fired, and how often a step named a diagonal or region unit.
fn audit(geo: &Arc<Geometry>, count: u64, seed: u64) -> (BTreeMap<Technique, usize>, usize) {
    // Every finder at every position is slow without optimisation: a debug build checks a third of them.
    let count = if cfg!(debug_assertions) {
        count.div_ceil(3)
    } else {
        count
    };
    let mut fired = BTreeMap::new();
    let mut unit_steps = 0;
    for k in 0..count {
        let mut rng = StdRng::seed_from_u64(seed + k);
        let p = irreducible(geo, Symmetry::None, &mut rng);
        assert_eq!(p.count_solutions(2), 1);
        let sol = p.solution().expect("unique");
        assert!(valid(geo, &sol), "the solver's solution breaks a rule");
        let mut g = Grid::new(&p, None);
        let mut guard = 0;
        while !g.is_complete() {
            guard += 1;
            assert!(guard < 2000, "the solve path does not end");
            for (t, _, find) in techniques::ALL {
                if *t == Technique::ForcingChain {
                    continue;
                }
                let t0 = std::time::Instant::now();
                let found = find(&g);
                *SLOW.lock().unwrap().entry(*t).or_insert(0.0) += t0.elapsed().as_secs_f64();
                if let Some(st) = found {
                    check(&st, &sol, &p.game_id());
                    *fired.entry(*t).or_insert(0) += 1;
                    if st
                        .units
                        .iter()
                        .any(|u| matches!(u, Unit::Diagonal(_) | Unit::Region(_)))
                    {
                        unit_steps += 1;
                    }
                }
            }
            let st = solver::next_step(&g).expect("a unique puzzle always has a step");
            check(&st, &sol, &p.game_id());
            g.apply(&st);
        }
        assert_eq!(g.cells, sol);
    }
    (fired, unit_steps)
}

fn check(st: &deduce::Step, sol: &[u8], id: &str) {
    for &(c, s) in &st.placements {
        assert_eq!(
            sol[c as usize], s,
            "{:?} places a wrong digit in {id}: {}",
            st.technique, st.explanation
        );
    }
    for &(c, s) in &st.eliminations {
        assert_ne!(
            sol[c as usize], s,
            "{:?} removes the solution's digit in {id}: {}",
            st.technique, st.explanation
        );
    }
}

static SLOW: std::sync::Mutex<BTreeMap<Technique, f64>> = std::sync::Mutex::new(BTreeMap::new());

fn report(name: &str, fired: &BTreeMap<Technique, usize>) {
    let v: Vec<String> = fired.iter().map(|(t, k)| format!("{t:?} {k}")).collect();
    eprintln!("{name}: {}", v.join(", "));
    let v: Vec<String> = SLOW
        .lock()
        .unwrap()
        .iter()
        .filter(|e| *e.1 > 0.5)
        .map(|(t, k)| format!("{t:?} {k:.1}s"))
        .collect();
    eprintln!("slow: {}", v.join(", "));
}

#[test]
fn every_technique_is_right_on_x_sudoku() {
    let mut all = BTreeMap::new();
    let mut unit_steps = 0;
    for (br, bc, count) in [(2, 2, 30), (2, 3, 24), (2, 4, 6), (3, 3, 6)] {
        let (f, u) = audit(&Geometry::x(br, bc), count, 100);
        for (t, k) in f {
            *all.entry(t).or_insert(0) += k;
        }
        unit_steps += u;
    }
    report("X-Sudoku", &all);
    assert!(unit_steps > 0, "no step used a diagonal");
    assert!(all.contains_key(&Technique::LockedCandidatesPointing));
}

/// On demand (`-- --ignored`) until Jigsaw generation lands: this file's random layouts can have no (or few)
/// completions, and `generate::irreducible`'s fill then searches for a long time (seen: 6×6 minutes in
/// `Search::dfs`). The Jigsaw branch's layout generator should replace [`jigsaw_regions`] here.
#[test]
#[ignore]
fn every_technique_is_right_on_jigsaw() {
    jigsaw(&[(2, 3, 6, 4)]);
}

/// 9×9 Jigsaw too: slow on a loaded machine (the expert techniques at every position), so on demand:
/// `cargo test --release --test variant_techniques -- --ignored`.
#[test]
#[ignore]
fn every_technique_is_right_on_jigsaw_9x9() {
    jigsaw(&[(3, 3, 3, 2)]);
}

/// The audit on `layouts` random Jigsaw layouts of each `br×bc` size, `per` puzzles each.
fn jigsaw(sizes: &[(usize, usize, u64, u64)]) {
    let mut all = BTreeMap::new();
    let mut unit_steps = 0;
    for &(br, bc, layouts, per) in sizes {
        for l in 0..layouts {
            let mut rng = StdRng::seed_from_u64(7 + l);
            let regions = jigsaw_regions(br, bc, &mut rng);
            let geo = Geometry::jigsaw(br * bc, regions).expect("a valid layout");
            let (f, u) = audit(&geo, per, 1000 * l);
            for (t, k) in f {
                *all.entry(t).or_insert(0) += k;
            }
            unit_steps += u;
        }
    }
    report("Jigsaw", &all);
    assert!(unit_steps > 0, "no step used a region");
    assert!(all.contains_key(&Technique::LockedCandidatesClaiming));
}

#[test]
fn uniqueness_needs_a_swappable_rectangle() {
    let geo = Geometry::x(3, 3);
    // r1c1, r1c4, r2c1, r2c4: r1c1 is the only corner on the main diagonal.
    assert!(!geo.swap_safe(&[0, 3, 9, 12]));
    // r1c2, r1c4, r2c2, r2c4: r2c2 is the only corner on the main diagonal.
    assert!(!geo.swap_safe(&[1, 3, 10, 12]));
    // r1c2, r1c5, r3c2, r3c5: off both diagonals, two blocks.
    assert!(geo.swap_safe(&[1, 4, 19, 22]));
    assert!(Geometry::get(3, 3).swap_safe(&[0, 3, 9, 12]));
}
