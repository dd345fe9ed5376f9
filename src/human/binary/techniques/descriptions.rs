//! What each binary-puzzle technique is, in a few plain words, for the technique library ("Learn"). One
//! sentence or two per technique of [`super::ALL`] and the last resort (Tango's sign techniques included).

use crate::hint::technique::Technique;

/// A short plain-words description of a binary technique ("" for one that is not a binary technique).
pub fn description(t: Technique) -> &'static str {
    use Technique::*;
    match t {
        Pair => "Two equal digits side by side: both ends take the other digit.",
        Sandwich => "Two equal digits with one empty cell between: the middle takes the other digit.",
        LastCell => "A line has one empty cell left: it takes the digit the line still needs.",
        BalanceCompletion => "A line holds half its cells of one digit: its empty cells take the other.",
        SignRule => "Tango: a cell across an = from a filled cell holds the same symbol; across an ×, the other one.",
        SignPair => "Tango: two empty cells joined by = next to a sun cannot both be suns (three in a row), so both are moons; likewise for moons.",
        SignBalance => "Tango: each × between two empty cells holds one sun and one moon; when those pairs take all the suns a line still needs, its other empty cells are moons. With one sun left, an = pair of empty cells must be moons.",
        DuplicateGuard => "A line two cells short of a finished line elsewhere: its last two cells take the other order.",
        LastOfAKind => "A line needs one more of a digit: cells where it would force three in a row take the other digit.",
        LineElimination => "Try every way to finish a line: a cell equal in all of them takes that digit.",
        DuplicateLineElimination => "Finish a line every way that does not copy a finished line: a cell equal in all takes that digit.",
        Contradiction => "Assume a digit and follow the rules: when a line breaks, the cell takes the other digit.",
        DeepLookahead => "Assume a digit and look two steps deep, or see that both choices agree on a cell.",
        _ => "",
    }
}
