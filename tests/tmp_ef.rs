use deduce::sudoku::generate::{irreducible_with, Budget, Symmetry};
use deduce::sudoku::Geometry;
use rand::rngs::StdRng;
use rand::SeedableRng;

#[test]
#[ignore]
fn tmp_ef() {
    let geo = Geometry::get(4, 4);
    let mut rng = StdRng::seed_from_u64(11);
    for i in 0..16 {
        let b = Budget::for_side(16);
        let t = deduce::clock::thread_cpu_ns();
        let (p, u) = irreducible_with(&geo, Symmetry::None, &mut rng, &b);
        let ms = (deduce::clock::thread_cpu_ns() - t) as f64 / 1e6;
        let t = deduce::clock::thread_cpu_ns();
        let g = deduce::sudoku::human::grade_unique(&p).unwrap();
        let gms = (deduce::clock::thread_cpu_ns() - t) as f64 / 1e6;
        println!(
            "try {i}: gen {ms:.0} ms, {u} undecided, {:?} {:?} (grade {gms:.0} ms)",
            g.level, g.hardest
        );
    }
}
