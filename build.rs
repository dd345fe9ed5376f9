//! Build script: the English words the engine carries built in (src/text/mod.rs `ENGLISH`), from
//! `www/locales/en/engine*.ftl` without their comment lines (translators' notes, a third of the text gzipped), and
//! for the page's wasm (built without the `teach` feature: no hints, no library) only the parts it can say: the
//! words, errors and the rules' own words; no wasm carries the command-line tool's own words (`engine-cli`).
//! Every other use of the files (the other languages, the CLI, the tests, which read `# Same as English` marks)
//! reads them whole.

use std::{env, fs, path::Path};

/// The parts the page's wasm says: units, technique names and lists; errors; the rules' words (what a broken
/// rule breaks, a cage's name). The page's main thread fetches the same list (`www/i18n.js` `PAGE_ENGINE_PARTS`;
/// tests/text.rs holds the two alike).
const PAGE_PARTS: &[&str] = &["engine", "engine-errors", "engine-rules", "engine-killer"];

/// The parts only the native command-line tool says (its usage and refusals), in no wasm module.
const NATIVE_PARTS: &[&str] = &["engine-cli"];

fn main() {
    let dir = Path::new("www/locales/en");
    println!("cargo:rerun-if-changed=www/locales/en");
    let teach = env::var_os("CARGO_FEATURE_TEACH").is_some();
    let wasm = env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|a| a == "wasm32");
    let mut names: Vec<String> = fs::read_dir(dir)
        .expect("www/locales/en")
        .map(|e| {
            e.expect("a file")
                .file_name()
                .into_string()
                .expect("a UTF-8 name")
        })
        .filter(|n| n.starts_with("engine") && n.ends_with(".ftl"))
        .filter(|n| teach || PAGE_PARTS.contains(&n.trim_end_matches(".ftl")))
        .filter(|n| !wasm || !NATIVE_PARTS.contains(&n.trim_end_matches(".ftl")))
        .collect();
    names.sort();
    let mut out = String::new();
    for name in names {
        let path = dir.join(&name);
        println!("cargo:rerun-if-changed={}", path.display());
        let text = fs::read_to_string(&path).expect("an engine .ftl file");
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        {
            out.push_str(line);
            out.push('\n');
        }
    }
    let target = Path::new(&env::var("OUT_DIR").expect("OUT_DIR")).join("english.ftl");
    fs::write(target, out).expect("OUT_DIR is writable");
}
