//! The oracle's reader of game IDs (issue 14's table, written from the spec, not from the engine's parser):
//! `sudoku:RxC:<cells>`, `sudoku-x:RxC:<cells>`, `jigsaw:N:<cells>:<regions>`,
//! `killer:RxC:<cells>:<cages>:<sums>`, `binary:N:<cells>`, `tango:N:<cells>:<signs>`. Anything malformed is
//! refused with what is wrong and where.

use super::{rc, Binary, Cage, Latin, Puzzle, Rel, Sign};

pub fn parse(id: &str) -> Result<Puzzle, String> {
    let f: Vec<&str> = id.trim().split(':').collect();
    let fields = |k: usize| -> Result<(), String> {
        if f.len() == k {
            Ok(())
        } else {
            Err(format!(
                "'{}' needs {k} fields separated by ':', found {}",
                f[0],
                f.len()
            ))
        }
    };
    match f[0] {
        "sudoku" | "sudoku-x" => {
            if f[0] == "sudoku-x" || f.len() != 4 {
                fields(3)?;
            }
            let (br, bc) = shape(f[1], 25)?;
            let n = br * bc;
            let mut units = lines(n);
            units.extend(blocks(n, br, bc));
            let (mut pairs, mut rels, mut allowed) = (vec![], vec![], vec![u32::MAX; n * n]);
            let mut runs: Vec<Vec<usize>> = vec![];
            let mut arrows: Vec<Vec<usize>> = vec![];
            let mut cages: Vec<Cage> = vec![];
            let mut diagonals: Vec<(Vec<usize>, usize)> = vec![];
            let mut sandwiches: Vec<(Vec<usize>, usize)> = vec![];
            let names: Vec<&str> = match (f[0], f.get(3)) {
                ("sudoku-x", _) => vec!["diagonals"],
                (_, Some(rules)) => rules.split(';').collect(),
                _ => vec![],
            };
            let instances = rule_instances(&names, n)?;
            for name in names.iter().filter(|r| !r.contains('=')) {
                match *name {
                    "nonconsecutive" => {
                        rels.extend(neighbours(n).map(|(a, b)| (a, b, Rel::NotNext)))
                    }
                    "kropki-all" | "xv-all" => {
                        let (family, rel) = match *name {
                            "kropki-all" => (["white", "black"], Rel::NoDot),
                            _ => (["x", "v"], Rel::NoXv),
                        };
                        for (a, b) in neighbours(n) {
                            let marked = instances.iter().any(|(k, cells, _)| {
                                family.contains(&k.as_str())
                                    && (cells[..] == [a, b] || cells[..] == [b, a])
                            });
                            if !marked {
                                rels.push((a, b, rel));
                            }
                        }
                    }
                    _ => rule(name, n, &mut units, &mut pairs)?,
                }
            }
            for (kind, cells, total) in &instances {
                match kind.as_str() {
                    "cage" => cages.push(Cage {
                        cells: cells.clone(),
                        sum: *total,
                    }),
                    "littlekiller" => diagonals.push((cells.clone(), total.unwrap_or(0) as usize)),
                    "sandwich" => sandwiches.push((cells.clone(), total.unwrap_or(0) as usize)),
                    "even" | "odd" => {
                        let keep = if kind == "even" { 0 } else { 1 };
                        let mask = (1..=n as u32)
                            .filter(|d| d % 2 == keep)
                            .fold(0, |m, d| m | 1 << d);
                        for &c in cells {
                            allowed[c] &= mask;
                        }
                    }
                    "renban" => {
                        for (i, &a) in cells.iter().enumerate() {
                            for &b in &cells[i + 1..] {
                                rels.push((a, b, Rel::Within(cells.len() as u8)));
                            }
                        }
                        runs.push(cells.clone());
                    }
                    "arrow" => arrows.push(cells.clone()),
                    "thermo" | "whisper" => {
                        let rel = if kind == "thermo" {
                            Rel::Increases
                        } else {
                            Rel::Whisper
                        };
                        for w in cells.windows(2) {
                            rels.push((w[0], w[1], rel));
                        }
                    }
                    edge => {
                        let rel = match edge {
                            "white" => Rel::White,
                            "black" => Rel::Black,
                            "x" => Rel::X,
                            _ => Rel::V,
                        };
                        rels.push((cells[0], cells[1], rel));
                    }
                }
            }
            let cells = digits(f[2], n)?;
            Ok(Puzzle::Latin(Latin {
                n,
                cells,
                units,
                cages,
                pairs,
                rels,
                allowed,
                runs,
                arrows,
                diagonals,
                sandwiches,
            }))
        }
        "jigsaw" => {
            fields(4)?;
            let n = side(f[1], 4, 12)?;
            let cells = digits(f[2], n)?;
            let mut units = lines(n);
            units.extend(regions(f[3], n)?);
            Ok(Puzzle::Latin(Latin {
                n,
                cells,
                units,
                cages: vec![],
                pairs: vec![],
                rels: vec![],
                allowed: vec![u32::MAX; n * n],
                runs: vec![],
                arrows: vec![],
                diagonals: vec![],
                sandwiches: vec![],
            }))
        }
        "killer" => {
            fields(5)?;
            let (br, bc) = shape(f[1], 12)?;
            let n = br * bc;
            let cells = digits(f[2], n)?;
            let mut units = lines(n);
            units.extend(blocks(n, br, bc));
            let cages = cages(f[3], f[4], n)?;
            Ok(Puzzle::Latin(Latin {
                n,
                cells,
                units,
                cages,
                pairs: vec![],
                rels: vec![],
                allowed: vec![u32::MAX; n * n],
                runs: vec![],
                arrows: vec![],
                diagonals: vec![],
                sandwiches: vec![],
            }))
        }
        "binary" | "tango" => {
            fields(if f[0] == "binary" { 3 } else { 4 })?;
            let n = side(f[1], 2, 30)?;
            if n % 2 == 1 {
                return Err(format!("side {n} is odd: binary grids need an even side"));
            }
            let cells = bits(f[2], n)?;
            let signs = if f[0] == "tango" {
                signs(f[3], n)?
            } else {
                vec![]
            };
            let distinct_lines = f[0] == "binary";
            Ok(Puzzle::Binary(Binary {
                n,
                cells,
                signs,
                distinct_lines,
            }))
        }
        other => Err(format!("unknown kind '{other}'")),
    }
}

/// A rule instance of a rules field: its name, its cells, its total (a cage's, shown or not; a little killer's).
pub type Instance = (String, Vec<usize>, Option<u32>);

/// The rule instances of a rules field (`thermo=r1c1-r1c2`, `even=r2c2,r3c3`, `white=r1c1-r1c2`,
/// `cage=r1c1,r1c2/15`, `littlekiller=r1c2+dr/23`, `sandwich=r3/15`; the older form with the total first,
/// `cage=15@r1c1,r1c2`, `littlekiller=23@r1c2-r2c3`, `sandwich=15@r3`, too): each rule's name, its cells as
/// written (0-based indices; a little killer's whole diagonal, from its first cell to the grid's edge) and its
/// total, or what is
/// malformed. A thermometer or whisper path must have two cells or more, each touching the next; a dot, X or V
/// joins two cells sharing a side.
pub fn rule_instances(names: &[&str], n: usize) -> Result<Vec<Instance>, String> {
    let mut out = vec![];
    for part in names.iter().filter(|r| r.contains('=')) {
        let (kind, value) = part.split_once('=').unwrap();
        // a cage's total (optional), a little killer's and a sandwich's: after '/', or before '@'
        let summed = matches!(kind, "cage" | "littlekiller" | "sandwich");
        let (total, value) = match (value.split_once('@'), value.rsplit_once('/')) {
            (Some((t, rest)), _) | (None, Some((rest, t))) if summed => (
                Some(
                    t.parse::<u32>()
                        .map_err(|_| format!("bad total in '{part}'"))?,
                ),
                rest,
            ),
            _ => (None, value),
        };
        // a little killer's first cell and direction, as its first two cells
        let value = match value.split_once('+') {
            Some((first, dir)) if kind == "littlekiller" => {
                let (dr, dc): (isize, isize) = match dir {
                    "dr" => (1, 1),
                    "dl" => (1, -1),
                    "ur" => (-1, 1),
                    "ul" => (-1, -1),
                    _ => return Err(format!("bad direction in '{part}'")),
                };
                let (r, c) = first
                    .strip_prefix('r')
                    .and_then(|t| t.split_once('c'))
                    .and_then(|(r, c)| Some((r.parse::<isize>().ok()?, c.parse::<isize>().ok()?)))
                    .ok_or_else(|| format!("'{first}' in '{part}' is not a cell"))?;
                format!("{first}-r{}c{}", r + dr, c + dc)
            }
            _ => value.to_string(),
        };
        let value = value.as_str();
        let sep = if matches!(kind, "even" | "odd" | "cage") {
            ','
        } else {
            '-'
        };
        // an arrow: its circle, '>', its path
        let value = match (kind, value.split_once('>')) {
            ("arrow", Some((circle, path))) => format!("{circle}-{path}"),
            ("arrow", None) => return Err(format!("'{part}' has no '>'")),
            _ => value.to_string(),
        };
        let mut cells = vec![];
        // a sandwich's row (`r3`) or column (`c7`): its cells in order
        if kind == "sandwich" {
            let k: usize = value[1..]
                .parse()
                .map_err(|_| format!("bad line in '{part}'"))?;
            if !(1..=n).contains(&k) || total.is_none() {
                return Err(format!("'{part}' is malformed"));
            }
            match &value[..1] {
                "r" => cells.extend((0..n).map(|c| (k - 1) * n + c)),
                "c" => cells.extend((0..n).map(|r| r * n + k - 1)),
                _ => return Err(format!("'{part}' names no row or column")),
            }
            out.push((kind.to_string(), cells, total));
            continue;
        }
        for name in value.split(sep) {
            let (r, c) = name
                .strip_prefix('r')
                .and_then(|t| t.split_once('c'))
                .ok_or_else(|| format!("'{name}' in '{part}' is not a cell"))?;
            let (r, c): (usize, usize) = (
                r.parse().map_err(|_| format!("bad row in '{name}'"))?,
                c.parse().map_err(|_| format!("bad column in '{name}'"))?,
            );
            if !(1..=n).contains(&r) || !(1..=n).contains(&c) {
                return Err(format!("'{name}' is outside the grid"));
            }
            cells.push((r - 1) * n + c - 1);
        }
        let far = |a: usize, b: usize| (a / n).abs_diff(b / n).max((a % n).abs_diff(b % n));
        let ok = match kind {
            "even" | "odd" => !cells.is_empty(),
            "thermo" | "whisper" | "renban" | "arrow" => {
                cells.len() >= 2 && cells.windows(2).all(|w| far(w[0], w[1]) == 1)
            }
            "cage" => !cells.is_empty() && cells.len() <= n,
            "littlekiller" => {
                // the first two cells give the direction; the diagonal runs on to the grid's edge, and the
                // clue sits outside the grid before the first
                let (r, c) = ((cells[0] / n) as i64, (cells[0] % n) as i64);
                let ok = cells.len() == 2 && far(cells[0], cells[1]) == 1 && total.is_some();
                let (dr, dc) = ((cells[1] / n) as i64 - r, (cells[1] % n) as i64 - c);
                let inside =
                    |r: i64, c: i64| (0..n as i64).contains(&r) && (0..n as i64).contains(&c);
                if ok && dr != 0 && dc != 0 && !inside(r - dr, c - dc) {
                    let (mut r, mut c) = (r, c);
                    cells.clear();
                    while inside(r, c) {
                        cells.push((r * n as i64 + c) as usize);
                        r += dr;
                        c += dc;
                    }
                    true
                } else {
                    false
                }
            }
            "white" | "black" | "x" | "v" => {
                cells.len() == 2
                    && (cells[0] / n).abs_diff(cells[1] / n) + (cells[0] % n).abs_diff(cells[1] % n)
                        == 1
            }
            other => return Err(format!("the oracle does not know the rule '{other}'")),
        };
        if !ok {
            return Err(format!("'{part}' is malformed"));
        }
        out.push((kind.to_string(), cells, total));
    }
    Ok(out)
}

/// Each pair of cells sharing a side (right and down neighbours) of a side-`n` grid.
fn neighbours(n: usize) -> impl Iterator<Item = (usize, usize)> {
    (0..n * n).flat_map(move |i| {
        let right = (i % n + 1 < n).then_some((i, i + 1));
        let down = (i + n < n * n).then_some((i, i + n));
        right.into_iter().chain(down)
    })
}

/// One rule of a Sudoku's rules field (issue 26's grammar, the global rules): `diagonals` (both main
/// diagonals are units), `windoku` (9×9: the 3×3 squares at rows 2–4 / 6–8 and columns 2–4 / 6–8 are units),
/// `antiknight` / `antiking` (cells a chess knight's / king's move apart differ); `nonconsecutive` is read by
/// the caller.
fn rule(
    name: &str,
    n: usize,
    units: &mut Vec<Vec<usize>>,
    pairs: &mut Vec<(usize, usize)>,
) -> Result<(), String> {
    let moves: &[(i64, i64)] = match name {
        "diagonals" => {
            units.push((0..n).map(|k| k * n + k).collect());
            units.push((0..n).map(|k| k * n + n - 1 - k).collect());
            return Ok(());
        }
        "windoku" if n == 9 => {
            for top in [1, 5] {
                for left in [1, 5] {
                    units.push((0..9).map(|k| (top + k / 3) * 9 + left + k % 3).collect());
                }
            }
            return Ok(());
        }
        "antiknight" => &[
            (1, 2),
            (2, 1),
            (-1, 2),
            (-2, 1),
            (1, -2),
            (2, -1),
            (-1, -2),
            (-2, -1),
        ],
        "antiking" => &[
            (1, 1),
            (1, -1),
            (-1, 1),
            (-1, -1),
            (0, 1),
            (1, 0),
            (0, -1),
            (-1, 0),
        ],
        other => {
            return Err(format!(
                "the oracle does not know the rule '{other}' (side {n})"
            ))
        }
    };
    let n = n as i64;
    for r in 0..n {
        for c in 0..n {
            for &(dr, dc) in moves {
                let (r2, c2) = (r + dr, c + dc);
                if (0..n).contains(&r2) && (0..n).contains(&c2) {
                    pairs.push(((r * n + c) as usize, (r2 * n + c2) as usize));
                }
            }
        }
    }
    Ok(())
}

/// `RxC` (block rows × block columns) with a side R·C from 4 to `max`.
fn shape(t: &str, max: usize) -> Result<(usize, usize), String> {
    let bad = || format!("'{t}' is not a block shape RxC with a side from 4 to {max}");
    let (a, b) = t.split_once(['x', 'X']).ok_or_else(bad)?;
    let num = |s: &str| -> Result<usize, String> {
        if s.is_empty() || s.len() > 2 || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        s.parse().map_err(|_| bad())
    };
    let (br, bc) = (num(a)?, num(b)?);
    if br == 0 || bc == 0 || !(4..=max).contains(&(br * bc)) {
        return Err(bad());
    }
    Ok((br, bc))
}

fn side(t: &str, min: usize, max: usize) -> Result<usize, String> {
    match t.parse::<usize>() {
        Ok(n) if (min..=max).contains(&n) && t.bytes().all(|b| b.is_ascii_digit()) => Ok(n),
        _ => Err(format!("'{t}' is not a side from {min} to {max}")),
    }
}

fn field_chars(t: &str, len: usize, what: &str) -> Result<Vec<char>, String> {
    let chars: Vec<char> = t.chars().collect();
    if chars.len() != len {
        return Err(format!(
            "{what}: expected {len} characters, found {}",
            chars.len()
        ));
    }
    Ok(chars)
}

/// Cells of the Sudoku family: `.` empty (also `0` up to side 9), `1`–`9`, then `A`–`Z` (or `a`–`z`) for 10+.
fn digits(t: &str, n: usize) -> Result<Vec<u8>, String> {
    let chars = field_chars(t, n * n, "cells")?;
    let mut cells = Vec::with_capacity(n * n);
    for (i, ch) in chars.into_iter().enumerate() {
        let v = match ch {
            '.' => Some(0),
            '0' if n <= 9 => Some(0),
            '1'..='9' => Some(ch as usize - '0' as usize),
            'A'..='Z' => Some(ch as usize - 'A' as usize + 10),
            'a'..='z' => Some(ch as usize - 'a' as usize + 10),
            _ => None,
        };
        match v {
            Some(v) if v <= n => cells.push(v as u8),
            _ => {
                return Err(format!(
                    "cells: '{ch}' at {} is not a symbol of side {n}",
                    rc(i, n)
                ))
            }
        }
    }
    Ok(cells)
}

/// Cells of binary puzzles: `.` empty, `0` (stored 1), `1` (stored 2).
fn bits(t: &str, n: usize) -> Result<Vec<u8>, String> {
    let chars = field_chars(t, n * n, "cells")?;
    let mut cells = Vec::with_capacity(n * n);
    for (i, ch) in chars.into_iter().enumerate() {
        cells.push(match ch {
            '.' => 0,
            '0' => 1,
            '1' => 2,
            _ => {
                return Err(format!(
                    "cells: '{ch}' at {} is not '.', '0' or '1'",
                    rc(i, n)
                ))
            }
        });
    }
    Ok(cells)
}

/// The n rows then the n columns.
fn lines(n: usize) -> Vec<Vec<usize>> {
    let rows = (0..n).map(|r| (0..n).map(|c| r * n + c).collect());
    let cols = (0..n).map(|c| (0..n).map(|r| r * n + c).collect());
    rows.chain(cols).collect()
}

/// The blocks of `br` rows × `bc` columns.
fn blocks(n: usize, br: usize, bc: usize) -> Vec<Vec<usize>> {
    (0..n)
        .map(|b| {
            let (r0, c0) = (b / br * br, b % br * bc);
            (0..n).map(|k| (r0 + k / bc) * n + c0 + k % bc).collect()
        })
        .collect()
}

/// Cells grouped by their one-character label, in the order of each label's first cell; each group must be
/// connected (through shared sides).
fn groups(labels: &[char], n: usize, what: &str) -> Result<Vec<(char, Vec<usize>)>, String> {
    let mut groups: Vec<(char, Vec<usize>)> = vec![];
    for (i, &ch) in labels.iter().enumerate() {
        match groups.iter_mut().find(|(l, _)| *l == ch) {
            Some((_, cells)) => cells.push(i),
            None => groups.push((ch, vec![i])),
        }
    }
    for (label, cells) in &groups {
        let mut seen = vec![cells[0]];
        let mut k = 0;
        while k < seen.len() {
            let i = seen[k];
            k += 1;
            for &j in cells {
                let touching = (i / n == j / n && i.abs_diff(j) == 1) || i.abs_diff(j) == n;
                if touching && !seen.contains(&j) {
                    seen.push(j);
                }
            }
        }
        if seen.len() != cells.len() {
            return Err(format!(
                "{what} '{label}' is not connected (its cell {} is cut off)",
                rc(*cells.iter().find(|c| !seen.contains(c)).unwrap(), n)
            ));
        }
    }
    Ok(groups)
}

/// Jigsaw regions: labels `1`–`9`, `A`–`Z`; n regions of n connected cells.
fn regions(t: &str, n: usize) -> Result<Vec<Vec<usize>>, String> {
    let labels = field_chars(t, n * n, "regions")?;
    if let Some(i) = labels
        .iter()
        .position(|c| !matches!(c, '1'..='9' | 'A'..='Z'))
    {
        return Err(format!(
            "regions: '{}' at {} is not a label 1-9A-Z",
            labels[i],
            rc(i, n)
        ));
    }
    let groups = groups(&labels, n, "region")?;
    if let Some((label, cells)) = groups.iter().find(|(_, cells)| cells.len() != n) {
        return Err(format!(
            "region '{label}' has {} cells, not {n}",
            cells.len()
        ));
    }
    Ok(groups.into_iter().map(|(_, cells)| cells).collect())
}

/// Killer cages: labels `a`–`z`, `A`–`Z`, `0`–`9`, each a connected cage; sums comma-separated in the order
/// of the cages' first cells, each possible for its cage (k different digits of 1..=n), or empty for a cage
/// without a sum.
fn cages(t: &str, sums: &str, n: usize) -> Result<Vec<Cage>, String> {
    let labels = field_chars(t, n * n, "cages")?;
    if let Some(i) = labels.iter().position(|c| !c.is_ascii_alphanumeric()) {
        return Err(format!(
            "cages: '{}' at {} is not a label a-zA-Z0-9",
            labels[i],
            rc(i, n)
        ));
    }
    let groups = groups(&labels, n, "cage")?;
    let sums: Vec<&str> = sums.split(',').collect();
    if sums.len() != groups.len() {
        return Err(format!("{} cages but {} sums", groups.len(), sums.len()));
    }
    let mut cages = vec![];
    for ((label, cells), s) in groups.into_iter().zip(sums) {
        let k = cells.len() as u32;
        if s.is_empty() {
            if k > n as u32 {
                return Err(format!(
                    "cage '{label}' at {}: {k} cells of different digits 1-{n}",
                    rc(cells[0], n)
                ));
            }
            cages.push(Cage { cells, sum: None });
            continue;
        }
        let sum: u32 = match s.parse() {
            Ok(v) if s.bytes().all(|b| b.is_ascii_digit()) => v,
            _ => return Err(format!("cage '{label}': sum '{s}' is not a number")),
        };
        let nn = n as u32;
        let (lo, hi) = (k * (k + 1) / 2, k * (2 * nn + 1 - k.min(nn)) / 2);
        if k > nn || !(lo..=hi).contains(&sum) {
            return Err(format!(
                "cage '{label}' at {}: {k} different digits of 1-{n} cannot make {sum}",
                rc(cells[0], n)
            ));
        }
        cages.push(Cage {
            cells,
            sum: Some(sum),
        });
    }
    Ok(cages)
}

/// Tango signs: the n·(n−1) horizontal edges row by row, then the (n−1)·n vertical ones row by row.
fn signs(t: &str, n: usize) -> Result<Vec<Sign>, String> {
    let chars = field_chars(t, 2 * n * (n - 1), "signs")?;
    let mut signs = vec![];
    for (k, ch) in chars.into_iter().enumerate() {
        let (a, b) = if k < n * (n - 1) {
            let (r, c) = (k / (n - 1), k % (n - 1));
            (r * n + c, r * n + c + 1)
        } else {
            let v = k - n * (n - 1);
            (v, v + n)
        };
        match ch {
            '.' => {}
            '=' | 'x' => signs.push(Sign {
                a,
                b,
                same: ch == '=',
            }),
            _ => {
                return Err(format!(
                    "signs: '{ch}' between {} and {} is not '.', '=' or 'x'",
                    rc(a, n),
                    rc(b, n)
                ))
            }
        }
    }
    Ok(signs)
}
