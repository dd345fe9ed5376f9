use deduce::binary::board::Board;
use deduce::binary::generate::{level_of, solves};
use deduce::binary::search::random_solution;
use deduce::binary::Binary;
use deduce::{Level, Puzzle};
use rand::rngs::StdRng;
use rand::SeedableRng;
use std::time::Instant;
fn main() {
    for n in [10usize, 14, 20] {
        let mut rng = StdRng::seed_from_u64(1);
        let t = Instant::now();
        let mut sols = vec![];
        for _ in 0..20 {
            sols.push(random_solution(n, &mut rng));
        }
        println!(
            "n={n} random_solution {:.3} ms",
            t.elapsed().as_secs_f64() * 50.0
        );
        let b: &Board = &sols[0];
        let t = Instant::now();
        for _ in 0..20 {
            assert!(solves(b, Level::Hard));
        }
        println!(
            "n={n} solves(Hard) full grid {:.3} ms",
            t.elapsed().as_secs_f64() * 50.0
        );
        let mut cells = b.to_cells();
        for i in (0..n * n).step_by(2) {
            cells[i] = 0;
        }
        let e = Board::from_cells(n, &cells);
        let t = Instant::now();
        let l = level_of(&e);
        println!(
            "n={n} level_of half grid {:?} {:.3} ms",
            l,
            t.elapsed().as_secs_f64() * 1000.0
        );
        let p = Binary::from_parts(n, cells);
        let t = Instant::now();
        let g = p.grade();
        println!(
            "n={n} grade {:?} {:.3} ms",
            g.map(|g| g.level),
            t.elapsed().as_secs_f64() * 1000.0
        );
    }
}
