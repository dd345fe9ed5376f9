use deduce::binary::Binary;
use deduce::{GenerateOptions, Level, Puzzle};
use std::time::Instant;
fn main() {
    for n in [10usize, 14, 20] {
        let mut ps = vec![];
        for seed in 0..6 {
            for level in [Level::Hard, Level::Expert] {
                if n == 20 && level == Level::Expert {
                    continue;
                }
                let g = Binary::generate(&GenerateOptions {
                    size: n,
                    level: Some(level),
                    symmetry: None,
                    seed,
                    time_budget_ms: 300,
                })
                .unwrap();
                ps.push(Binary::parse(&g.game_id).unwrap());
            }
        }
        let t = Instant::now();
        let reps = 50;
        let mut mx = 0.0f64;
        for _ in 0..reps {
            for p in &ps {
                let t1 = Instant::now();
                assert_eq!(p.count_solutions(2), 1);
                mx = mx.max(t1.elapsed().as_secs_f64() * 1e6);
            }
        }
        println!(
            "n={n}: mean {:.1} µs max {:.1} µs",
            t.elapsed().as_secs_f64() * 1e6 / (reps * ps.len()) as f64,
            mx
        );
    }
}
