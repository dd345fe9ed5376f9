//! Irreducibility as issue 14 defines it: a puzzle with one solution is irreducible when dropping any one
//! given, any one Killer cage sum or any one Tango sign leaves a second solution, and so does merging any two
//! adjacent Killer cages with sums into one with the summed total. A cage whose sum is dropped stays a cage:
//! its digits still differ. A merge only counts when the merged cage could be a cage of the puzzle's
//! solution: at most [`MAX_CAGE`] cells whose solution digits differ (otherwise it would change the answer,
//! not drop a clue).
//!
//! So an irreducible Killer has at least one cage without a sum: the grid's digits add up to n·n(n+1)/2, so
//! when every cage has its sum, any one of them is the total minus the others (the "45 rule";
//! `killer_sums_are_implied_by_the_others` in tests/variant_oracle.rs shows it by brute force).

use super::{parse, rc, Cage, Puzzle, MAX_CAGE};

/// `Ok` for a puzzle with exactly one solution and no reduction; else why not, every reduction listed.
pub fn irreducible(id: &str) -> Result<(), String> {
    reductions(id, true, MAX_CAGE)
}

/// Killer puzzles as generated (every cage keeps its sum, so one sum always follows from the others and
/// dropping sums is not asked): `Ok` when the puzzle has one solution, no given can go, and no two adjacent
/// cages can merge into one of at most `max_cage` cells (the level's largest cage) with distinct solution
/// digits and the summed total without a second solution; else every reduction found.
pub fn irreducible_killer(id: &str, max_cage: usize) -> Result<(), String> {
    reductions(id, false, max_cage)
}

/// The reductions of a puzzle: givens, cage sums (when `sums`), merges of cages into at most `max_cage` cells.
fn reductions(id: &str, sums: bool, max_cage: usize) -> Result<(), String> {
    let p = parse(id)?;
    let n = p.n();
    let solution = match p.solve(2) {
        (1, Some(s)) => s,
        (0, _) => return Err("no solution".into()),
        _ => return Err("more than one solution".into()),
    };
    let unique = |q: &Puzzle| q.solve(2).0 == 1;
    let mut found = vec![];
    for (i, &digit) in solution.iter().enumerate() {
        if p.cells()[i] != 0 {
            let mut q = p.clone();
            q.cells_mut()[i] = 0;
            // Any second solution without the given has another digit there (one with the given's digit solves
            // the puzzle, so it is the first): on a Sudoku, search for one with the cell barred from that digit,
            // a smaller search than counting two.
            let dropped = match q {
                Puzzle::Latin(mut l) => {
                    l.allowed[i] &= !(1u32 << digit);
                    Puzzle::Latin(l).solve(1).0 == 0
                }
                q => unique(&q),
            };
            if dropped {
                found.push(format!("the given at {} can be dropped", rc(i, n)));
            }
        }
    }
    match &p {
        Puzzle::Latin(l) => {
            for (k, cage) in l.cages.iter().enumerate() {
                let mut q = l.clone();
                q.cages[k].sum = None;
                if sums && cage.sum.is_some() && unique(&Puzzle::Latin(q)) {
                    found.push(format!(
                        "the sum of the cage at {} can be dropped",
                        rc(cage.cells[0], n)
                    ));
                }
            }
            for a in 0..l.cages.len() {
                for b in a + 1..l.cages.len() {
                    let Some(merged) = merge(&l.cages[a], &l.cages[b], n, &solution, max_cage)
                    else {
                        continue;
                    };
                    let mut q = l.clone();
                    q.cages[a] = merged;
                    q.cages.remove(b);
                    if unique(&Puzzle::Latin(q)) {
                        found.push(format!(
                            "the cages at {} and {} can be merged",
                            rc(l.cages[a].cells[0], n),
                            rc(l.cages[b].cells[0], n)
                        ));
                    }
                }
            }
        }
        Puzzle::Binary(b) => {
            for (k, s) in b.signs.iter().enumerate() {
                let mut q = b.clone();
                q.signs.remove(k);
                if unique(&Puzzle::Binary(q)) {
                    let sign = if s.same { '=' } else { 'x' };
                    found.push(format!(
                        "the sign {sign} between {} and {} can be dropped",
                        rc(s.a, n),
                        rc(s.b, n)
                    ));
                }
            }
        }
    }
    if found.is_empty() {
        Ok(())
    } else {
        Err(found.join("; "))
    }
}

/// Cages `a` and `b` as one cage with the summed total, when they touch, both have a sum, and together they
/// could be a cage of `solution` (at most `max_cage` cells, all digits different).
fn merge(a: &Cage, b: &Cage, n: usize, solution: &[u8], max_cage: usize) -> Option<Cage> {
    let touch = a.cells.iter().any(|&i| {
        b.cells
            .iter()
            .any(|&j| (i / n == j / n && i.abs_diff(j) == 1) || i.abs_diff(j) == n)
    });
    let mut cells: Vec<usize> = a.cells.iter().chain(&b.cells).copied().collect();
    cells.sort();
    let mut digits: Vec<u8> = cells.iter().map(|&i| solution[i]).collect();
    digits.sort();
    digits.dedup();
    let distinct = digits.len() == cells.len();
    let sum = a.sum? + b.sum?;
    (touch && cells.len() <= max_cage && distinct).then_some(Cage {
        cells,
        sum: Some(sum),
    })
}

/// For a Sudoku with rule instances (`sudoku:…:thermo=…;white=…;even=…`): `Ok` when the puzzle has one
/// solution, no given can be dropped ([`irreducible`]) and no instance either (one thermometer, whisper line,
/// dot, X or V, one cell of an `even`/`odd` list), each dropped from the game ID's text and counted again. The
/// global rules are the puzzle's kind and stay, and so do the dots with `kropki-all` and the marks with
/// `xv-all` (there an absent mark is information). Else every reduction found.
pub fn irreducible_rules(id: &str) -> Result<(), String> {
    let mut found: Vec<String> = irreducible(id).err().into_iter().collect();
    let (head, field) = id.rsplit_once(':').ok_or("no rules field")?;
    let parts: Vec<&str> = field.split(';').collect();
    let kept = |kind: &str| match kind {
        "white" | "black" => parts.contains(&"kropki-all"),
        "x" | "v" => parts.contains(&"xv-all"),
        _ => false,
    };
    for (k, part) in parts.iter().enumerate() {
        let Some((kind, value)) = part.split_once('=') else {
            continue;
        };
        if kept(kind) {
            continue;
        }
        // The instances this part holds: each cell of a parity list, else the part whole.
        let drops: Vec<String> = match kind {
            "even" | "odd" => {
                let cells: Vec<&str> = value.split(',').collect();
                (0..cells.len())
                    .map(|i| {
                        let rest: Vec<&str> = (0..cells.len())
                            .filter(|&j| j != i)
                            .map(|j| cells[j])
                            .collect();
                        match rest.is_empty() {
                            true => String::new(),
                            false => format!("{kind}={}", rest.join(",")),
                        }
                    })
                    .collect()
            }
            _ => vec![String::new()],
        };
        for (i, replacement) in drops.into_iter().enumerate() {
            let mut q: Vec<String> = parts.iter().map(|s| s.to_string()).collect();
            q[k] = replacement;
            q.retain(|s| !s.is_empty());
            let other = match q.is_empty() {
                true => head.to_string(),
                false => format!("{head}:{}", q.join(";")),
            };
            if parse(&other)?.solve(2).0 == 1 {
                let what = match kind {
                    "even" | "odd" => {
                        format!("the {kind} mark {}", value.split(',').nth(i).unwrap_or(""))
                    }
                    _ => format!("'{part}'"),
                };
                found.push(format!("{what} can be dropped"));
            }
        }
    }
    match found.is_empty() {
        true => Ok(()),
        false => Err(found.join("; ")),
    }
}
