//! The engine's words in the player's language: every sentence it writes (hints, technique names, units,
//! errors) is a Fluent message, one template per language and message in `www/locales/<lang>/engine*.ftl`
//! ([`PARTS`]: the words every part uses in `engine.ftl`, each group of techniques, the errors and the
//! technique library in their own file, the CLI's own words in `engine-cli.ftl`; the page's own words are in the other files there, rendered by the
//! page). English is built in; the CLI has
//! every language (`--lang`), the page gives the wasm its language's file (`set_language`). A message missing
//! from a language is a test failure (`tests/text.rs`), and renders as its id, never as English.
//!
//! Text is made where the engine makes it today, in the language chosen for the process (the page's worker is
//! one thread; the CLI chooses once, before its threads start): `tr!("unit-row", n = 3)`.

pub mod fluent;

use fluent::{Messages, Value};
use std::sync::{Arc, OnceLock, RwLock};

/// The languages the engine speaks: (code, name in its own words).
pub const LANGUAGES: &[(&str, &str)] = &[
    ("en", "English"),
    ("de", "Deutsch"),
    ("fr", "Français"),
    ("es", "Español"),
    ("nl", "Nederlands"),
    ("ja", "日本語"),
];

/// The files of the engine's words in each language's folder, `www/locales/<lang>/<part>.ftl` (the page
/// fetches the same list, `www/i18n.js` `ENGINE_PARTS`; `tests/text.rs` holds the three alike).
pub const PARTS: &[&str] = &[
    "engine",
    "engine-errors",
    "engine-fish",
    "engine-chains",
    "engine-unique",
    "engine-forcing",
    "engine-killer",
    "engine-rules",
    "engine-binary",
    "engine-learn",
    "engine-cli",
];

/// Every part of a language's words as one Fluent source, in [`PARTS`] order.
macro_rules! language {
    ($code:literal) => {
        concat!(
            include_str!(concat!("../../www/locales/", $code, "/engine.ftl")),
            "\n",
            include_str!(concat!("../../www/locales/", $code, "/engine-errors.ftl")),
            "\n",
            include_str!(concat!("../../www/locales/", $code, "/engine-fish.ftl")),
            "\n",
            include_str!(concat!("../../www/locales/", $code, "/engine-chains.ftl")),
            "\n",
            include_str!(concat!("../../www/locales/", $code, "/engine-unique.ftl")),
            "\n",
            include_str!(concat!("../../www/locales/", $code, "/engine-forcing.ftl")),
            "\n",
            include_str!(concat!("../../www/locales/", $code, "/engine-killer.ftl")),
            "\n",
            include_str!(concat!("../../www/locales/", $code, "/engine-rules.ftl")),
            "\n",
            include_str!(concat!("../../www/locales/", $code, "/engine-binary.ftl")),
            "\n",
            include_str!(concat!("../../www/locales/", $code, "/engine-learn.ftl")),
            "\n",
            include_str!(concat!("../../www/locales/", $code, "/engine-cli.ftl")),
        )
    };
}

/// English, built in: its parts without their comments, and in the page's wasm (no `teach` feature) only the
/// parts it says (build.rs).
const ENGLISH: &str = include_str!(concat!(env!("OUT_DIR"), "/english.ftl"));

/// Every language's words, all its [`PARTS`] in one source, for the CLI and the tests (the page's wasm gets its
/// one language at run time: no wasm export calls this, so none of it is in the page's download).
pub fn source(code: &str) -> Option<&'static str> {
    Some(match code {
        "en" => language!("en"),
        "de" => language!("de"),
        "fr" => language!("fr"),
        "es" => language!("es"),
        "nl" => language!("nl"),
        "ja" => language!("ja"),
        _ => return None,
    })
}

fn current() -> &'static RwLock<Arc<Messages>> {
    static CURRENT: OnceLock<RwLock<Arc<Messages>>> = OnceLock::new();
    CURRENT.get_or_init(|| {
        RwLock::new(Arc::new(
            Messages::parse("en", &[ENGLISH]).expect("the built-in English messages read"),
        ))
    })
}

/// Makes `code` (one of [`LANGUAGES`]) the engine's language, with its messages from `source` (its
/// [`PARTS`], one after the other); English needs none. The language stays as it was when the source cannot be read.
pub fn set_language(code: &str, source: Option<&str>) -> Result<(), String> {
    if !LANGUAGES.iter().any(|&(c, _)| c == code) {
        return Err(format!("unknown language '{code}'"));
    }
    let src = match (code, source) {
        (_, Some(s)) => s,
        ("en", None) => ENGLISH,
        (_, None) => return Err(format!("no messages given for '{code}'")),
    };
    let messages = Messages::parse(code, &[src]).map_err(|e| format!("{code}: {e}"))?;
    *current().write().unwrap_or_else(|p| p.into_inner()) = Arc::new(messages);
    Ok(())
}

/// A pseudo-language for tests: English with each piece of every message's own text in `⟦ ⟧` and the values
/// given to it as they are, so that words a sentence has from outside the messages (made by `format!`, or left
/// as English, also when passed into a message as a value) stand outside the brackets (`tests/text_leaks.rs`).
/// [`set_language`] ends it.
pub fn set_pseudo_language() {
    let messages = Messages::parse("en", &[ENGLISH])
        .expect("the built-in English messages read")
        .bracketed();
    *current().write().unwrap_or_else(|p| p.into_inner()) = Arc::new(messages);
}

/// The engine's language now.
pub fn language() -> String {
    current()
        .read()
        .unwrap_or_else(|p| p.into_inner())
        .lang()
        .to_string()
}

/// Message `id` in the engine's language without arguments, or `None` when it has none by that id.
pub fn lookup(id: &str) -> Option<String> {
    let m = current().read().unwrap_or_else(|p| p.into_inner()).clone();
    m.format(id, &[])
}

/// Message `id` in the engine's language with `args`; its id when the language lacks it.
pub fn render(id: &str, args: &[(&str, Value)]) -> String {
    let m = current().read().unwrap_or_else(|p| p.into_inner()).clone();
    m.format(id, args).unwrap_or_else(|| id.to_string())
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::Text(s.to_string())
    }
}
impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::Text(s)
    }
}
impl From<&String> for Value {
    fn from(s: &String) -> Value {
        Value::Text(s.clone())
    }
}
impl From<char> for Value {
    fn from(c: char) -> Value {
        Value::Text(c.to_string())
    }
}
macro_rules! numbers {
    ($($t:ty),*) => { $(impl From<$t> for Value { fn from(n: $t) -> Value { Value::Number(n as i64) } })* };
}
numbers!(u8, u16, u32, u64, usize, i32, i64);

/// `tr!("id", name = value, …)`: message `id` in the engine's language ([`render`]); values are text or
/// numbers (`From` into [`fluent::Value`]).
#[macro_export]
macro_rules! tr {
    ($id:literal $(, $k:ident = $v:expr)* $(,)?) => {
        $crate::text::render($id, &[$((stringify!($k), $crate::text::fluent::Value::from($v))),*])
    };
}
