//! The generator's families of rules: what `deduce generate --kind sudoku --rules thermo,antiknight` and the
//! page's Rules choice name. A family is global rules that are part of the puzzle's kind (`antiknight`,
//! `kropki-all`) and, for the rules with instances, how to place them on a solved grid the way setters do
//! (each rule's own `place`): the generator then drops the givens and the instances the puzzle does not need.
//! One row per family in [`FAMILIES`].

use crate::core::cell::Symbol;
use crate::core::rule::Rule;
use rand::rngs::StdRng;

/// How a family places its instances on a solved grid of side `n`.
pub type Place = fn(&[Symbol], usize, &mut StdRng) -> Vec<Rule>;

/// One family of rules the generator makes puzzles with.
pub struct Family {
    /// Its name in `--rules` and in the page's choice (whose labels are www/kinds.js `RULE_FAMILIES`).
    pub name: &'static str,
    /// The global rules it adds to the puzzle's kind.
    pub global: &'static [Rule],
    /// How its instances are placed (`None`: a global rule alone).
    pub place: Option<Place>,
    /// Whether its instances are kept whole (an absent dot is information with `kropki-all`), not dropped.
    pub keep: bool,
}

pub const FAMILIES: [Family; 17] = [
    Family {
        name: "diagonals",
        global: &[Rule::Diagonals],
        place: None,
        keep: false,
    },
    Family {
        name: "windoku",
        global: &[Rule::Windoku],
        place: None,
        keep: false,
    },
    Family {
        name: "antiknight",
        global: &[Rule::AntiKnight],
        place: None,
        keep: false,
    },
    Family {
        name: "antiking",
        global: &[Rule::AntiKing],
        place: None,
        keep: false,
    },
    Family {
        name: "nonconsecutive",
        global: &[Rule::NonConsecutive],
        place: None,
        keep: false,
    },
    Family {
        name: "evenodd",
        global: &[],
        place: Some(super::parity::place),
        keep: false,
    },
    Family {
        name: "thermo",
        global: &[],
        place: Some(super::thermo::place),
        keep: false,
    },
    Family {
        name: "kropki",
        global: &[],
        place: Some(super::kropki::place),
        keep: false,
    },
    Family {
        name: "kropki-all",
        global: &[Rule::KropkiAll],
        place: Some(super::kropki::place_all),
        keep: true,
    },
    Family {
        name: "xv",
        global: &[],
        place: Some(super::xv::place),
        keep: false,
    },
    Family {
        name: "xv-all",
        global: &[Rule::XvAll],
        place: Some(super::xv::place),
        keep: true,
    },
    Family {
        name: "whisper",
        global: &[],
        place: Some(super::whisper::place),
        keep: false,
    },
    Family {
        name: "arrow",
        global: &[],
        place: Some(super::arrow::place),
        keep: false,
    },
    Family {
        name: "renban",
        global: &[],
        place: Some(super::renban::place),
        keep: false,
    },
    Family {
        name: "cage",
        global: &[],
        place: Some(super::cage::place),
        keep: false,
    },
    Family {
        name: "littlekiller",
        global: &[],
        place: Some(super::littlekiller::place),
        keep: false,
    },
    Family {
        name: "sandwich",
        global: &[],
        place: Some(super::sandwich::place),
        keep: false,
    },
];

/// The global rules of `families`, in canonical order: what they add to a puzzle's kind.
pub fn global(families: &[&Family]) -> Vec<Rule> {
    let mut out: Vec<Rule> = families
        .iter()
        .flat_map(|f| f.global.iter().cloned())
        .collect();
    crate::core::sort::sort(&mut out);
    out
}

/// The families a comma-separated list names (`thermo,antiknight`), or what is wrong with it: an unknown name
/// (with the names there are), one given twice, or a rule that is read but not generated yet.
pub fn parse(text: &str) -> Result<Vec<&'static Family>, String> {
    let mut out: Vec<&'static Family> = vec![];
    for name in text.split(',').map(str::trim).filter(|t| !t.is_empty()) {
        let Some(f) = FAMILIES.iter().find(|f| f.name.eq_ignore_ascii_case(name)) else {
            let names: Vec<&str> = FAMILIES.iter().map(|f| f.name).collect();
            return Err(crate::tr!(
                "error-family-unknown",
                family = name,
                names = names.join(", ")
            ));
        };
        if out.iter().any(|g| g.name == f.name) {
            return Err(crate::tr!("error-family-twice", family = f.name));
        }
        out.push(f);
    }
    if out.iter().any(|f| f.name == "kropki") && out.iter().any(|f| f.name == "kropki-all") {
        return Err(crate::tr!(
            "error-family-both",
            one = "kropki",
            other = "kropki-all"
        ));
    }
    if out.iter().any(|f| f.name == "xv") && out.iter().any(|f| f.name == "xv-all") {
        return Err(crate::tr!(
            "error-family-both",
            one = "xv",
            other = "xv-all"
        ));
    }
    Ok(out)
}
