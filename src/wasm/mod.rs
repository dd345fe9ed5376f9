//! The wasm boundary: the only code that uses wasm-bindgen. It converts types and errors, nothing else. Every
//! export returns `Result<_, JsError>`; a panic hook reports anything unexpected to the console. The page's
//! module (www/pkg, built without the cargo feature `teach`) has [`game`] alone: the game handle, its moves,
//! checks and counting. The workers' module (www/pkg-teach) adds the teaching engine: hints as the page draws
//! them ([`hint`]) and generation, grading, the solve replay, the technique library and practice ([`teach`]).
//!
//! May import: every layer (this is the top, beside the CLI).

pub mod game;
#[cfg(feature = "teach")]
pub mod hint;
#[cfg(feature = "teach")]
pub mod teach;

use wasm_bindgen::prelude::*;

pub(crate) fn js_err(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

/// Installs the panic hook (runs once when the module starts).
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("deduce: internal error: {info}").into());
    }));
}

/// Makes `code` (`en`, `de`, `fr`, `es`, `nl`, `ja`) the engine's language, with `source`, the text of its
/// `www/locales/<code>/engine*.ftl` files, one after the other (empty for English, which is built in): the words of every hint, technique
/// name and unit from then on (`crate::text`). Throws, and keeps the language it had, for an unknown code or a
/// source that cannot be read.
#[wasm_bindgen]
pub fn set_language(code: &str, source: &str) -> Result<(), JsError> {
    let source = (!source.is_empty()).then_some(source);
    crate::text::set_language(code, source).map_err(js_err)
}

/// The name players know technique `id` by (`x-wing` → `X-Wing`, `Versteckter Einer`…), in the engine's
/// language: what a save or a grade keeps is the id, so a change of language renames it. Anything else
/// (a name kept by an older save) comes back as it is.
#[wasm_bindgen]
pub fn technique_name(id: &str) -> String {
    crate::text::lookup(&format!("technique-{}", id.replace('+', "-plus-")))
        .unwrap_or_else(|| id.to_string())
}

#[cfg(feature = "teach")]
pub(crate) fn flat_pairs(v: &[(u16, u8)]) -> Vec<u16> {
    v.iter().flat_map(|&(c, s)| [c, s as u16]).collect()
}

#[cfg(feature = "teach")]
pub(crate) fn truncate(s: &str) -> String {
    s.chars().take(20).collect()
}
