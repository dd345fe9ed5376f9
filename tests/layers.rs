//! The source tree keeps its layers (README, "Layout"): every file imports only its own layer and the layers
//! below it, and no two files import each other, directly or through others. Read from the text of `src/` the
//! way `../shared/tools/import_cycles.py` reads it: `crate::…` and `super::…` paths, in `use` lines and inline,
//! outside the test modules (from the first `#[cfg(test)]` on) and comments; a folder's front declaring its
//! children is not an import.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The layers, bottom to top: a file may import its own layer and the ones before it. A layer is a folder of
/// `src/` or a file at its top.
const LAYERS: &[&str] = &[
    "text",
    "core",
    "hint",
    "puzzle",
    "rules",
    "solve",
    "format",
    "human",
    "generate",
    "family",
    "cnf",
    "booklet",
    "paste",
    "session",
    "plan",
    "position",
    "learn",
    "needs",
    "step_json",
    "lines",
    "batch",
    "input",
    "wasm",
];

type Module = Vec<String>;

/// Every module file of the library (not `src/bin`), by module path (`["human", "techniques", "fish"]`).
fn modules(src: &Path) -> BTreeMap<Module, String> {
    fn walk(dir: &Path, src: &Path, out: &mut BTreeMap<Module, String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                if path != src.join("bin") {
                    walk(&path, src, out);
                }
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(src).unwrap().with_extension("");
                let mut m: Module = rel
                    .iter()
                    .map(|p| p.to_string_lossy().into_owned())
                    .collect();
                if matches!(m.last().map(String::as_str), Some("mod" | "lib")) {
                    m.pop();
                }
                out.insert(m, std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(src, src, &mut out);
    out
}

/// The text that counts: up to the first test module, without `//` comments.
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]").next().unwrap_or("");
    text.lines()
        .map(|l| l.find("//").map_or(l, |i| &l[..i]))
        .collect::<Vec<_>>()
        .join("\n")
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The paths a file names, each as written: `crate::a::b`, `super::super::c`, one per element of a `{…}` group
/// (its first segment).
fn paths(code: &str) -> Vec<Vec<String>> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = vec![];
    let mut i = 0;
    while i < chars.len() {
        let boundary = i == 0 || !is_ident(chars[i - 1]) && chars[i - 1] != ':';
        let rest: String = chars[i..chars.len().min(i + 7)].iter().collect();
        if !(boundary && (rest.starts_with("crate::") || rest.starts_with("super::"))) {
            i += 1;
            continue;
        }
        // Segments separated by `::`.
        let mut segs = vec![];
        loop {
            let start = i;
            while i < chars.len() && is_ident(chars[i]) {
                i += 1;
            }
            if i == start {
                break;
            }
            segs.push(chars[start..i].iter().collect::<String>());
            if chars.get(i) == Some(&':') && chars.get(i + 1) == Some(&':') {
                i += 2;
            } else {
                break;
            }
        }
        if chars.get(i) == Some(&'{') {
            // A group: each top-level element's first segment.
            let mut depth = 0;
            let mut item = String::new();
            let mut items = vec![];
            for &c in &chars[i..] {
                i += 1;
                match c {
                    '{' => {
                        depth += 1;
                        if depth == 1 {
                            continue;
                        }
                    }
                    '}' => {
                        depth -= 1;
                        if depth == 0 {
                            items.push(std::mem::take(&mut item));
                            break;
                        }
                    }
                    ',' if depth == 1 => {
                        items.push(std::mem::take(&mut item));
                        continue;
                    }
                    _ => {}
                }
                item.push(c);
            }
            for it in items {
                let first = it.trim().split(" as ").next().unwrap_or("");
                let first = first.split("::").next().unwrap_or("").trim();
                if !first.is_empty() {
                    let mut p = segs.clone();
                    p.push(first.to_string());
                    out.push(p);
                }
            }
        } else if !segs.is_empty() {
            out.push(segs);
        }
    }
    out
}

/// The module a path names (its longest prefix that is a module file), seen from module `m`.
fn target(mods: &BTreeMap<Module, String>, m: &Module, path: &[String]) -> Option<Module> {
    let mut base: Module = match path[0].as_str() {
        "crate" => vec![],
        _ => {
            // `super` from a file module is its folder; from a folder's front (whose module is the folder),
            // the folder's parent.
            let mut b = m.clone();
            b.pop();
            b
        }
    };
    let mut rest = &path[1..];
    while rest.first().is_some_and(|s| s == "super") {
        base.pop();
        rest = &rest[1..];
    }
    let full: Module = base.into_iter().chain(rest.iter().cloned()).collect();
    (1..=full.len())
        .rev()
        .map(|k| full[..k].to_vec())
        .find(|p| mods.contains_key(p))
}

/// Edges between module files: who imports whom.
fn edges(mods: &BTreeMap<Module, String>) -> BTreeMap<Module, BTreeSet<Module>> {
    let mut out: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (m, text) in mods {
        for p in paths(&code(text)) {
            if let Some(t) = target(mods, m, &p) {
                if &t != m {
                    out.entry(m.clone()).or_default().insert(t);
                }
            }
        }
    }
    out
}

fn src() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn no_two_files_import_each_other() {
    let mods = modules(&src());
    let graph = edges(&mods);
    // Tarjan's strongly connected components.
    struct T<'a> {
        graph: &'a BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<Module, usize>,
        low: BTreeMap<Module, usize>,
        stack: Vec<Module>,
        on: BTreeSet<Module>,
        circles: Vec<Vec<Module>>,
    }
    impl T<'_> {
        fn strong(&mut self, v: &Module) {
            let i = self.index.len();
            self.index.insert(v.clone(), i);
            self.low.insert(v.clone(), i);
            self.stack.push(v.clone());
            self.on.insert(v.clone());
            for w in self.graph.get(v).into_iter().flatten() {
                if !self.index.contains_key(w) {
                    self.strong(w);
                    let l = self.low[v].min(self.low[w]);
                    self.low.insert(v.clone(), l);
                } else if self.on.contains(w) {
                    let l = self.low[v].min(self.index[w]);
                    self.low.insert(v.clone(), l);
                }
            }
            if self.low[v] == self.index[v] {
                let mut comp = vec![];
                while let Some(w) = self.stack.pop() {
                    self.on.remove(&w);
                    let done = &w == v;
                    comp.push(w);
                    if done {
                        break;
                    }
                }
                if comp.len() > 1 {
                    self.circles.push(comp);
                }
            }
        }
    }
    let mut t = T {
        graph: &graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: vec![],
        on: BTreeSet::new(),
        circles: vec![],
    };
    for m in mods.keys() {
        if !t.index.contains_key(m) {
            t.strong(m);
        }
    }
    let names: Vec<String> = t
        .circles
        .iter()
        .map(|c| {
            c.iter()
                .map(|m| m.join("::"))
                .collect::<Vec<_>>()
                .join(" ↔ ")
        })
        .collect();
    assert!(names.is_empty(), "import circles:\n{}", names.join("\n"));
}

#[test]
fn each_file_imports_only_its_layer_and_the_ones_below() {
    let mods = modules(&src());
    let layer =
        |m: &Module| -> Option<usize> {
            let top = m.first()?;
            Some(LAYERS.iter().position(|l| l == top).unwrap_or_else(|| {
                panic!("src/{top} is in no layer: add it to LAYERS and the README")
            }))
        };
    let mut wrong = vec![];
    for (m, targets) in edges(&mods) {
        let Some(from) = layer(&m) else { continue };
        for t in targets {
            if layer(&t).is_some_and(|to| to > from) {
                wrong.push(format!("{} imports {}", m.join("::"), t.join("::")));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "imports that run upward:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_reader_finds_paths_as_written() {
    let p = paths("use crate::a::{b, c::d as e};\nlet x = super::super::f::g(1);\nmy_crate::h::i;");
    let s: Vec<String> = p.iter().map(|v| v.join("::")).collect();
    assert_eq!(s, ["crate::a::b", "crate::a::c", "super::super::f::g"]);
}
