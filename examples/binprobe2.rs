use deduce::binary::Binary;
use deduce::{GenerateOptions, Level, Puzzle};
use std::time::Instant;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args[1].parse().unwrap();
    let level = Level::parse(&args[2]).unwrap();
    let seed: u64 = args[3].parse().unwrap();
    let budget: u64 = args[4].parse().unwrap();
    let t = Instant::now();
    let g = Binary::generate(&GenerateOptions {
        size: n,
        level: Some(level),
        symmetry: None,
        seed,
        time_budget_ms: budget,
    })
    .unwrap();
    println!(
        "gen {:.1} ms {}",
        t.elapsed().as_secs_f64() * 1000.0,
        g.game_id
    );
    let p = Binary::parse(&g.game_id).unwrap();
    let t = Instant::now();
    let s = p.steps().unwrap();
    println!(
        "steps {:.1} ms, {} steps",
        t.elapsed().as_secs_f64() * 1000.0,
        s.len()
    );
    let mut counts = std::collections::BTreeMap::new();
    for st in &s {
        *counts.entry(st.technique).or_insert(0) += 1;
    }
    println!("{counts:?}");
    let t = Instant::now();
    p.count_solutions(2);
    println!("count {:.3} ms", t.elapsed().as_secs_f64() * 1000.0);
}
