use deduce::binary::Binary;
use deduce::{GenerateOptions, Level, Puzzle};
use std::time::Instant;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args[1].parse().unwrap();
    let level = Level::parse(&args[2]).unwrap();
    let k: u64 = args[3].parse().unwrap();
    for seed in 0..k {
        let t = Instant::now();
        let g = Binary::generate(&GenerateOptions {
            size: n,
            level: Some(level),
            symmetry: None,
            seed,
            time_budget_ms: 2000,
        })
        .unwrap();
        println!(
            "{n} {level} seed {seed}: {:.2} ms -> {} {:?}",
            t.elapsed().as_secs_f64() * 1000.0,
            g.level,
            g.hardest
        );
    }
}
