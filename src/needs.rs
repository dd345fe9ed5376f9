//! Puzzles built for techniques, HoDoKu's "practising" mode: whole puzzles of a kind and level whose logical
//! solve path uses every technique asked for (`deduce generate --needs x-wing,skyscraper --level hard`). The
//! generator makes puzzles from the request's seed until one does; the same request gives the same puzzle.
//! Which techniques a kind has, and their levels, is the technique library's (`learn::techniques`).

use crate::family::any::{AnyPuzzle, Kind};
use crate::hint::technique::{Level, Technique};
use crate::puzzle::Generated;

/// Puzzles made for one request before it gives up (an X-wing at hard turns up in about one 9×9 in ten).
pub const TRIES: u64 = 200;

/// The techniques a comma-separated list of ids names (`x-wing,skyscraper`), each one the kind has, checked
/// against the level asked for: a technique above it could never be needed.
pub fn parse(kind: Kind, list: &str, level: Option<Level>) -> Result<Vec<Technique>, String> {
    let known = crate::learn::techniques(kind);
    let mut out = Vec::new();
    for id in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let Some(info) = known.iter().find(|t| t.technique.id() == id) else {
            let ids: Vec<String> = known.iter().map(|t| t.technique.id()).collect();
            return Err(crate::tr!(
                "error-needs-unknown",
                technique = id,
                kind = kind.name(),
                ids = ids.join(", ")
            ));
        };
        if let Some(l) = level.filter(|&l| info.level > l) {
            return Err(crate::tr!(
                "error-needs-level",
                technique = info.technique.called(),
                level = info.level.name(),
                asked = l.name()
            ));
        }
        if !out.contains(&info.technique) {
            out.push(info.technique);
        }
    }
    if out.is_empty() {
        return Err(crate::tr!("error-needs-none"));
    }
    Ok(out)
}

/// The seed of a request's try `k`: the request's own first, so where the generator's puzzle already needs
/// the techniques it is the one given.
pub fn try_seed(seed: u64, k: u64) -> u64 {
    match k {
        0 => seed,
        _ => seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(k.wrapping_mul(0xBF58_476D_1CE4_E5B9)),
    }
}

/// The first puzzle `make` gives for the request's tries ([`try_seed`]) whose solve path uses every technique
/// of `needs` and, with a level, is of that level; with how many tries it took. An error from `make` ends the
/// request; so does [`TRIES`] tries without one.
pub fn generate(
    needs: &[Technique],
    level: Option<Level>,
    seed: u64,
    mut make: impl FnMut(u64) -> Result<Generated, String>,
) -> Result<(Generated, u64), String> {
    for k in 0..TRIES {
        let g = make(try_seed(seed, k))?;
        if level.is_some_and(|l| g.level != l) {
            continue;
        }
        let p = AnyPuzzle::parse(&g.game_id).map_err(|e| e.to_string())?;
        let path = p.steps().map_err(|e| e.to_string())?;
        if needs.iter().all(|t| path.iter().any(|s| s.technique == *t)) {
            return Ok((g, k + 1));
        }
    }
    let names: Vec<String> = needs.iter().map(|t| t.called()).collect();
    let names = crate::hint::step::and_list(&names);
    Err(match level {
        Some(l) => crate::tr!(
            "error-needs-not-found-level",
            tries = TRIES,
            techniques = names,
            level = l.name()
        ),
        None => crate::tr!("error-needs-not-found", tries = TRIES, techniques = names),
    })
}
