//! The page's data for the level table (tests/levels.rs): what it offers, read from www/kinds.js (its sizes per
//! kind and rule family), and what the generator gave, read from and written to www/levels.js (one row per kind,
//! size and level asked, one letter per seed).

use deduce::family::any::Kind;
use deduce::Level;
use std::fmt::Write as _;
use std::path::PathBuf;

/// A level is offered when it hits in at least `HIT_NUM` of `HIT_DEN` requests.
pub const HIT_NUM: usize = 9;
pub const HIT_DEN: usize = 10;

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// One letter per level in the recorded outcomes (`?`: too slow for the page's safety net in wasm).
pub fn letter(l: Level) -> char {
    match l {
        Level::Easy => 'e',
        Level::Medium => 'm',
        Level::Hard => 'h',
        Level::Expert => 'x',
        Level::Master => 'M',
    }
}

pub fn from_letter(c: char) -> Option<Level> {
    match c {
        'e' => Some(Level::Easy),
        'm' => Some(Level::Medium),
        'h' => Some(Level::Hard),
        'x' => Some(Level::Expert),
        'M' => Some(Level::Master),
        '?' => None,
        _ => panic!("unknown level letter '{c}' in www/levels.js"),
    }
}

/// How many of `outcomes` are `level`.
pub fn hits(level: Level, outcomes: &str) -> usize {
    outcomes
        .chars()
        .filter(|&c| from_letter(c) == Some(level))
        .count()
}

/// The page's rule: offered when at least 9 in 10 requests hit.
pub fn offered(level: Level, outcomes: &str) -> bool {
    let n = outcomes.chars().count();
    n > 0 && hits(level, outcomes) * HIT_DEN >= HIT_NUM * n
}

/// The sizes the page offers per kind (with its rule families: `RULE_FAMILIES` there, each alone, at the sizes
/// of its `sizesFor`: `SMALL_RULES` at 6×6 and 9×9), read from `SIZES` in www/kinds.js.
pub fn page_sizes() -> Vec<(Kind, String, Vec<usize>)> {
    let mut out: Vec<(Kind, String, Vec<usize>)> = kind_sizes()
        .into_iter()
        .map(|(k, s)| (k, String::new(), s))
        .collect();
    let small = small_rules();
    for family in rule_families() {
        let sizes = match family.as_str() {
            _ if small.contains(&family) => vec![6, 9],
            "windoku" => vec![9],
            "antiking" => vec![6, 9],
            _ => vec![4, 6, 9],
        };
        out.push((Kind::Sudoku, family, sizes));
    }
    out
}

/// The names of `RULE_FAMILIES` in www/kinds.js (each an engine family: checked by [`family::parse`]).
pub fn rule_families() -> Vec<String> {
    let src = std::fs::read_to_string(root().join("www/kinds.js")).unwrap();
    let at = src
        .find("export const RULE_FAMILIES = Object.freeze([")
        .expect("www/kinds.js defines RULE_FAMILIES");
    let list = &src[at + "export const RULE_FAMILIES = Object.freeze([".len()..];
    let list = &list[..list.find("])").unwrap()];
    list.split('\'')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .inspect(|f| {
            deduce::rules::family::parse(f).unwrap_or_else(|e| panic!("{f}: {e}"));
        })
        .collect()
}

/// The families www/kinds.js offers alone, at 6×6 and 9×9 only (`SMALL_RULES`, on one line).
pub fn small_rules() -> Vec<String> {
    let src = std::fs::read_to_string(root().join("www/kinds.js")).unwrap();
    let line = src
        .lines()
        .find(|l| l.starts_with("export const SMALL_RULES = ["))
        .expect("www/kinds.js defines SMALL_RULES on one line");
    line.split('\'')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// The sizes the page offers per kind, read from `SIZES` in www/kinds.js.
pub fn kind_sizes() -> Vec<(Kind, Vec<usize>)> {
    let src = std::fs::read_to_string(root().join("www/kinds.js")).unwrap();
    let line = src
        .lines()
        .find(|l| l.starts_with("export const SIZES = {"))
        .expect("www/kinds.js defines SIZES on one line");
    [
        Kind::Sudoku,
        Kind::SudokuX,
        Kind::Jigsaw,
        Kind::Killer,
        Kind::Binary,
        Kind::Tango,
    ]
    .into_iter()
    .map(|k| {
        let at = line
            .find(&format!(" {}: [", k.name()))
            .or_else(|| line.find(&format!(" '{}': [", k.name())));
        let at = at.expect("a kind in SIZES");
        let list = &line[at..];
        let list = &list[list.find('[').unwrap() + 1..list.find(']').unwrap()];
        (
            k,
            list.split(',').map(|s| s.trim().parse().unwrap()).collect(),
        )
    })
    .collect()
}

/// One row of www/levels.js: kind (with its rule family, `sudoku+thermo`), size, level asked, one letter per seed,
/// offered.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub kind: Kind,
    /// The page's Rules choice ("" for none).
    pub rules: String,
    pub size: usize,
    pub level: Level,
    pub outcomes: String,
    pub offered: bool,
}

pub const TABLE: &str = "www/levels.js";

/// The rows of www/levels.js (one `['kind', size, 'level', 'outcomes', offered],` per line).
pub fn read_rows() -> Vec<Row> {
    let src = std::fs::read_to_string(root().join(TABLE)).unwrap_or_default();
    src.lines()
        .filter_map(|l| l.trim().strip_prefix('[')?.strip_suffix("],"))
        .map(|l| {
            let f: Vec<&str> = l.split(',').map(|s| s.trim().trim_matches('\'')).collect();
            assert_eq!(f.len(), 5, "a row of {TABLE}: {l}");
            let (kind, rules) = f[0].split_once('+').unwrap_or((f[0], ""));
            Row {
                kind: Kind::parse(kind).unwrap(),
                rules: rules.to_string(),
                size: f[1].parse().unwrap(),
                level: Level::parse(f[2]).unwrap(),
                outcomes: f[3].to_string(),
                offered: f[4] == "true",
            }
        })
        .collect()
}

pub fn write_rows(rows: &[Row]) {
    let mut s = String::new();
    s += "// What the generator gives when the page asks for a level: GENERATED by tests/levels.rs, do not edit.\n";
    s += "//   LEVELS_WRITE=1 cargo test --release --test levels -- --ignored --nocapture level_table\n";
    s += "// Per kind, size and level asked (as state.js newGame asks: no symmetry; the work limits decide), the level\n";
    s += "// of the puzzle returned for seeds 1, 2, ..., one letter per seed: e easy, m medium, h hard, x expert,\n";
    s += "// M master, ? too slow for the page (wasm would reach the safety net); then whether the page offers that\n";
    let _ = writeln!(
        s,
        "// level (it came out at least {HIT_NUM} times in {HIT_DEN}). docs/levels.md has the table."
    );
    s += "export const MEASURED = [\n";
    for r in rows {
        let _ = writeln!(
            s,
            "  ['{}', {}, '{}', '{}', {}],",
            name(r.kind, &r.rules),
            r.size,
            r.level.name(),
            r.outcomes,
            r.offered
        );
    }
    s += "];\n";
    std::fs::write(root().join(TABLE), s).unwrap();
}

/// A row's puzzle as www/levels.js names it: `sudoku`, `sudoku+thermo`.
pub fn name(kind: Kind, rules: &str) -> String {
    match rules {
        "" => kind.name().to_string(),
        _ => format!("{}+{rules}", kind.name()),
    }
}
