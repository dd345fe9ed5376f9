//! The saved-game text of a [`Session`]: version, game ID, the undo and redo histories as change lists (the
//! current grid is the givens with the undo history replayed, so it is not stored twice), the notes clean-up
//! setting and what hints' proofs ruled out; and reading it back, refusing anything malformed, inconsistent or of
//! an unknown version with a message.

use super::{Change, Layer, Session, SessionError, COLOURS, SAVE_VERSION};
use crate::core::candidates::Candidates;
use crate::core::cell::{Cell, Symbol};
use crate::family::any::AnyPuzzle;
use std::fmt::Write;

/// How a change in the player's drawing is told apart from an entry's: `k12:…` a corner mark, `c12:…` a colour.
const PREFIXES: [(Layer, &str); 2] = [(Layer::Corner, "k"), (Layer::Colour, "c")];

impl Session {
    /// The saved-game text: version, game ID, then the undo and redo histories as change lists.
    /// The current grid is the givens with the undo history replayed, so it is not stored twice.
    pub fn save(&self) -> String {
        // version 1 unless a change draws corner marks or colours (`k12:…`, `c12:…`)
        let drawn = (self.undo.iter().chain(&self.redo))
            .flatten()
            .any(|c| c.layer != Layer::Entry);
        let version = if drawn { SAVE_VERSION } else { 1 };
        let mut out = format!("deduce-save {version}\n{}\n", self.puzzle.game_id());
        let hist = |h: &Vec<Vec<Change>>| -> String {
            h.iter()
                .map(|mv| {
                    mv.iter()
                        .map(|c| {
                            let layer = PREFIXES
                                .iter()
                                .find(|(l, _)| *l == c.layer)
                                .map_or("", |(_, p)| p);
                            format!(
                                "{layer}{}:{}.{}:{}.{}",
                                c.cell, c.before.0, c.before.1 .0, c.after.0, c.after.1 .0
                            )
                        })
                        .collect::<Vec<_>>()
                        .join(",")
                })
                .collect::<Vec<_>>()
                .join(";")
        };
        out.push_str(&format!(
            "undo {}\nredo {}\nclean {}\n",
            hist(&self.undo),
            hist(&self.redo),
            self.auto_clean_marks as u8
        ));
        // `shown 12.40 13.8`: cell, then the bits of what is ruled out there
        if self.shown.iter().any(|m| !m.is_empty()) {
            out.push_str("shown");
            for (c, m) in self.shown.iter().enumerate().filter(|(_, m)| !m.is_empty()) {
                let _ = write!(out, " {c}.{}", m.0);
            }
            out.push('\n');
        }
        out
    }

    /// Replaces this game by a saved one (see [`Session::load`]), keeping the known solution when the saved
    /// game has the same givens: the hint worker reloads the player's game for every hint, and on big grids
    /// the search behind the solution is a good part of a hint's cost. On an error nothing changes.
    pub fn reload(&mut self, text: &str) -> Result<(), SessionError> {
        let mut s = Session::load(text)?;
        if s.puzzle == self.puzzle {
            s.solution = std::mem::take(&mut self.solution);
        }
        *self = s;
        Ok(())
    }

    /// Reads a saved game; anything malformed, inconsistent or of an unknown version is refused with a message.
    pub fn load(text: &str) -> Result<Session, SessionError> {
        let bad = |why: String| SessionError::BadSave(crate::tr!("error-save-damaged", why = why));
        if text.len() > crate::core::error::MAX_INPUT_LEN * 8 {
            return Err(bad(crate::tr!("error-save-too-large")));
        }
        let mut lines = text.lines();
        let header = lines
            .next()
            .ok_or_else(|| bad(crate::tr!("error-save-empty")))?;
        let version: u32 = header
            .strip_prefix("deduce-save ")
            .and_then(|v| v.trim().parse().ok())
            .ok_or_else(|| bad(crate::tr!("error-save-not-deduce")))?;
        if version > SAVE_VERSION {
            return Err(SessionError::BadSave(crate::tr!(
                "error-save-newer",
                version = version,
                max = SAVE_VERSION
            )));
        }
        let id = lines
            .next()
            .ok_or_else(|| bad(crate::tr!("error-save-no-id")))?;
        let puzzle = AnyPuzzle::parse(id).map_err(|e| bad(e.to_string()))?;
        let mut s = Session::new(puzzle);
        let len = s.cells.len();
        let nsym = s.puzzle.symbol_count();
        let parse_hist = |line: &str| -> Result<Vec<Vec<Change>>, SessionError> {
            if line.is_empty() {
                return Ok(vec![]);
            }
            line.split(';')
                .map(|mv| {
                    mv.split(',')
                        .map(|c| {
                            let (cell, rest) = c
                                .split_once(':')
                                .ok_or_else(|| bad(crate::tr!("error-save-change")))?;
                            let (layer, cell) = PREFIXES
                                .iter()
                                .find_map(|&(l, p)| cell.strip_prefix(p).map(|c| (l, c)))
                                .unwrap_or((Layer::Entry, cell));
                            let (b, a) = rest
                                .split_once(':')
                                .ok_or_else(|| bad(crate::tr!("error-save-change")))?;
                            let st = |t: &str| -> Result<(Symbol, Candidates), SessionError> {
                                let (v, m) = t
                                    .split_once('.')
                                    .ok_or_else(|| bad(crate::tr!("error-save-cell-state")))?;
                                let v: Symbol = v
                                    .parse()
                                    .map_err(|_| bad(crate::tr!("error-save-symbol")))?;
                                let m: u32 =
                                    m.parse().map_err(|_| bad(crate::tr!("error-save-marks")))?;
                                // colours are 1 to COLOURS whatever the size; corner marks are symbols
                                let top = if layer == Layer::Colour {
                                    COLOURS as usize
                                } else {
                                    nsym
                                };
                                if v as usize > nsym
                                    || (v != 0 && layer != Layer::Entry)
                                    || m & !Candidates::all(top).0 != 0
                                {
                                    return Err(bad(crate::tr!("error-save-symbol-range")));
                                }
                                Ok((v, Candidates(m)))
                            };
                            let cell: usize = cell
                                .parse()
                                .map_err(|_| bad(crate::tr!("error-save-cell")))?;
                            if cell >= len {
                                return Err(bad(crate::tr!("error-save-cell-range")));
                            }
                            Ok(Change {
                                cell: cell as Cell,
                                layer,
                                before: st(b)?,
                                after: st(a)?,
                            })
                        })
                        .collect()
                })
                .collect()
        };
        let mut undo = vec![];
        let mut redo = vec![];
        for line in lines {
            if let Some(h) = line.strip_prefix("undo ").or(line.strip_prefix("undo")) {
                undo = parse_hist(h.trim())?;
            } else if let Some(h) = line.strip_prefix("redo ").or(line.strip_prefix("redo")) {
                redo = parse_hist(h.trim())?;
            } else if let Some(v) = line.strip_prefix("clean ") {
                s.auto_clean_marks = v.trim() != "0";
            } else if let Some(v) = line.strip_prefix("shown ") {
                for item in v.split(' ') {
                    let (c, m) = item
                        .split_once('.')
                        .ok_or_else(|| bad(crate::tr!("error-save-change")))?;
                    let c: usize = c.parse().map_err(|_| bad(crate::tr!("error-save-cell")))?;
                    let m: u32 = m.parse().map_err(|_| bad(crate::tr!("error-save-marks")))?;
                    if c >= len || m & !Candidates::all(nsym).0 != 0 {
                        return Err(bad(crate::tr!("error-save-symbol-range")));
                    }
                    s.shown[c] = Candidates(m);
                }
            }
        }
        // Replay, checking that every change starts from the state it claims.
        // A given's entry stays, and it takes no corner mark; colours it may take.
        let on_given = |s: &Session, ch: &Change| match ch.layer {
            Layer::Entry => ch.after.0 != s.cells[ch.cell as usize],
            Layer::Corner => true,
            Layer::Colour => false,
        };
        for mv in &undo {
            for ch in mv {
                let c = ch.cell as usize;
                if s.state(ch.layer, c) != ch.before || (s.is_given(c) && on_given(&s, ch)) {
                    return Err(bad(crate::tr!("error-save-history")));
                }
                s.put(ch.layer, c, ch.after);
            }
        }
        s.undo = undo;
        // Redo entries must apply in reverse order on top of the current state.
        let mut probe = s.clone();
        for mv in redo.iter().rev() {
            for ch in mv {
                let c = ch.cell as usize;
                let given = probe.is_given(c) && ch.layer != Layer::Colour;
                if probe.state(ch.layer, c) != ch.before || given {
                    return Err(bad(crate::tr!("error-save-redo")));
                }
                probe.put(ch.layer, c, ch.after);
            }
        }
        s.redo = redo;
        Ok(s)
    }
}
