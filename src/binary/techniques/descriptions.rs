//! What each binary-puzzle technique is, in a few plain words, for the technique library ("Learn"). One
//! sentence or two per technique of [`super::ALL`] and the last resort.

use crate::step::Technique;

/// A short plain-words description of a binary technique ("" for one that is not a binary technique).
pub fn description(t: Technique) -> &'static str {
    use Technique::*;
    match t {
        Pair => "Two equal digits side by side: the cells at both ends take the other digit, or there would be three in a row.",
        Sandwich => "Two equal digits with one empty cell between them: the middle takes the other digit.",
        LastCell => "A line has one empty cell left: it takes the digit the line still needs to hold as many 0s as 1s.",
        BalanceCompletion => "A line already holds half its cells of one digit: every empty cell in it takes the other digit.",
        DuplicateGuard => "A line is two cells short of a finished line elsewhere: filling it the same way would make two equal lines, so its cells take the other order.",
        LastOfAKind => "A line needs just one more of a digit: placing it in some cells would force three in a row, so those cells take the other digit.",
        LineElimination => "Try every way to finish one line under the rules: a cell with the same digit in all of them takes that digit.",
        DuplicateLineElimination => "Finish a line every way the rules allow, leaving out the ways that copy another finished line: a cell the same in all of them takes that digit.",
        Contradiction => "Assume a digit in a cell and follow the simple rules: when a line breaks, the cell takes the other digit.",
        DeepLookahead => "When nothing simpler works: assume a digit and look two steps deep, or see that both choices agree on a cell.",
        _ => "",
    }
}
