//! The engine's languages (src/text): every language has every English message and nothing else, none left in
//! English unless marked, no variable English does not give; the engine's Fluent renderer gives what the
//! reference renderer (the fluent-bundle crate, not in the engine) gives for every message of every language;
//! every technique has its name; the language chosen is the one the engine writes in.

use deduce::family::any::Kind;
use deduce::text::fluent::{Messages, Value};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

const LANGS: [&str; 6] = ["en", "de", "fr", "es", "nl", "ja"];

fn source(lang: &str) -> &'static str {
    deduce::text::source(lang).expect("a language of the engine")
}

/// (id, value source) of each message of a .ftl text, and whether the line above it says `# Same as English`.
fn entries(src: &str) -> Vec<(String, String, bool)> {
    let mut out: Vec<(String, String, bool)> = vec![];
    let mut prev = "";
    for line in src.lines() {
        if line.starts_with(' ') {
            if let Some(e) = out.last_mut() {
                e.1.push('\n');
                e.1.push_str(line);
            }
        } else if let Some((id, value)) = line.split_once(" =") {
            if !line.starts_with('#') {
                out.push((
                    id.to_string(),
                    value.trim().to_string(),
                    prev == "# Same as English",
                ));
            }
        }
        prev = line;
    }
    out
}

fn variables(src: &str) -> Vec<String> {
    let mut v: Vec<String> = src
        .split('$')
        .skip(1)
        .map(|s| {
            s.chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect()
        })
        .collect();
    v.sort();
    v.dedup();
    v
}

#[test]
fn every_language_has_every_english_message_translated() {
    let en = entries(source("en"));
    assert!(en.len() > 50, "{} English messages", en.len());
    for lang in &LANGS[1..] {
        let there = entries(source(lang));
        let ids = |v: &[(String, String, bool)]| v.iter().map(|e| e.0.clone()).collect::<Vec<_>>();
        let missing: Vec<String> = ids(&en)
            .into_iter()
            .filter(|id| !ids(&there).contains(id))
            .collect();
        let extra: Vec<String> = ids(&there)
            .into_iter()
            .filter(|id| !ids(&en).contains(id))
            .collect();
        assert_eq!(
            (missing, extra),
            (vec![], vec![]),
            "{lang}: missing and extra messages"
        );
        let mut english = vec![];
        for (id, value, marked) in &there {
            let (_, en_value, _) = en.iter().find(|e| &e.0 == id).unwrap();
            if value == en_value && !marked {
                english.push(id.clone());
            }
            let extra: Vec<String> = variables(value)
                .into_iter()
                .filter(|v| !variables(en_value).contains(v))
                .collect();
            assert!(
                extra.is_empty(),
                "{lang}: {id} names {extra:?}, which English does not give"
            );
        }
        assert!(
            english.is_empty(),
            "{lang}: still English (mark `# Same as English` if meant): {english:?}"
        );
        Messages::parse(lang, &[source(lang)]).unwrap_or_else(|e| panic!("{lang}: {e}"));
    }
}

/// Sample values for a message's variables: each number the plural rules tell apart, then a word.
fn samples(vars: &[String]) -> Vec<Vec<(String, Value)>> {
    let mut out = vec![];
    for n in [0i64, 1, 2, 5, 21] {
        out.push(vars.iter().map(|v| (v.clone(), Value::Number(n))).collect());
    }
    out.push(
        vars.iter()
            .map(|v| (v.clone(), Value::Text(format!("<{v}>"))))
            .collect(),
    );
    out
}

#[test]
fn the_engines_renderer_agrees_with_the_reference_on_every_message() {
    for lang in LANGS {
        let src = source(lang);
        let ours = Messages::parse(lang, &[src]).unwrap();
        let id: unic_langid::LanguageIdentifier = lang.parse().unwrap();
        let mut reference = FluentBundle::new(vec![id]);
        reference.set_use_isolating(false);
        let errors =
            reference.add_resource(FluentResource::try_new(src.to_string()).expect("parses"));
        assert!(errors.is_ok(), "{lang}: {errors:?}");
        for (id, value, _) in entries(src) {
            let msg = reference
                .get_message(&id)
                .unwrap_or_else(|| panic!("{lang}: {id}"));
            for args in samples(&variables(&value)) {
                let mut fa = FluentArgs::new();
                for (k, v) in &args {
                    match v {
                        Value::Number(n) => fa.set(k.clone(), FluentValue::from(*n)),
                        Value::Text(t) => fa.set(k.clone(), FluentValue::from(t.clone())),
                    }
                }
                let mut errs = vec![];
                let want = reference.format_pattern(msg.value().unwrap(), Some(&fa), &mut errs);
                let given: Vec<(&str, Value)> =
                    args.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
                let got = ours.format(&id, &given).unwrap();
                assert_eq!(got, want, "{lang}: {id} with {args:?}");
            }
        }
    }
}

#[test]
fn every_technique_has_its_name_and_english_names_are_the_engines() {
    let en = Messages::parse("en", &[source("en")]).unwrap();
    for kind in [Kind::Sudoku, Kind::Binary] {
        for info in deduce::learn::techniques(kind) {
            let t = info.technique;
            assert_eq!(
                en.format(&t.message_id(), &[]).as_deref(),
                Some(t.name()),
                "{}",
                t.id()
            );
            assert!(en.format(&t.about_id(), &[]).is_some(), "{}", t.about_id());
        }
    }
}

/// One test changes the process's language (tests of one binary run in threads): it sets and restores it.
#[test]
fn the_language_chosen_is_the_one_the_engine_writes_in() {
    use deduce::core::cell::Unit;
    use deduce::hint::technique::Technique;
    assert_eq!(Unit::Row(2).to_string(), "row 3");
    deduce::text::set_language("de", deduce::text::source("de")).unwrap();
    let (row, col) = (Unit::Row(2).to_string(), Unit::Col(0).to_string());
    let name = Technique::HiddenSingle.called();
    // numbers of units: Japanese joins them with ・ (と would join the units)
    deduce::text::set_language("ja", deduce::text::source("ja")).unwrap();
    let rows = deduce::hint::step::units_text(&[Unit::Row(2), Unit::Row(7)]);
    deduce::text::set_language("en", None).unwrap();
    assert_eq!(rows, "3・8行目");
    assert_eq!(
        deduce::hint::step::units_text(&[Unit::Row(2), Unit::Row(7)]),
        "rows 3 and 8"
    );
    assert_eq!((row.as_str(), col.as_str()), ("Zeile 3", "Spalte 1"));
    assert_ne!(name, "Hidden single");
    assert_eq!(Technique::HiddenSingle.called(), "Hidden single");
    assert!(deduce::text::set_language("xx", None).is_err());
    assert!(deduce::text::set_language("de", Some("not fluent")).is_err());
    assert_eq!(
        deduce::text::language(),
        "en",
        "a language that cannot be read changes nothing"
    );
}

/// The forms the engine's messages may take, beyond what its files use today, render as the reference renders
/// them: a select on a number (exact key first, then the plural category) and on a word, a value over several
/// lines, a literal brace, a message inside another, a variable not given.
#[test]
fn the_renderer_agrees_on_every_form_it_reads() {
    let src = "plain = Just text
var = { $digit } can only go in { $cell }
count = { $n ->
    [0] no cells
    [one] one cell
   *[other] { $n } cells
} in { $unit }
word = { $kind ->
    [row] a row
   *[other] a unit
}
multi =
    First line
    second line
brace = a {\"{\"} brace
nested = see: { var }
";
    for lang in ["en", "fr", "ja"] {
        let ours = Messages::parse(lang, &[src]).unwrap();
        let id: unic_langid::LanguageIdentifier = lang.parse().unwrap();
        let mut reference = FluentBundle::new(vec![id]);
        reference.set_use_isolating(false);
        reference
            .add_resource(FluentResource::try_new(src.to_string()).unwrap())
            .unwrap();
        let cases: Vec<(&str, Vec<(&str, Value)>)> = vec![
            ("plain", vec![]),
            (
                "var",
                vec![
                    ("digit", Value::Number(7)),
                    ("cell", Value::Text("r3c5".into())),
                ],
            ),
            ("var", vec![]),
            (
                "count",
                vec![
                    ("n", Value::Number(0)),
                    ("unit", Value::Text("row 1".into())),
                ],
            ),
            (
                "count",
                vec![
                    ("n", Value::Number(1)),
                    ("unit", Value::Text("row 1".into())),
                ],
            ),
            (
                "count",
                vec![
                    ("n", Value::Number(4)),
                    ("unit", Value::Text("row 1".into())),
                ],
            ),
            ("word", vec![("kind", Value::Text("row".into()))]),
            ("word", vec![("kind", Value::Text("column".into()))]),
            ("multi", vec![]),
            ("brace", vec![]),
            (
                "nested",
                vec![
                    ("digit", Value::Number(3)),
                    ("cell", Value::Text("r1c1".into())),
                ],
            ),
        ];
        for (id, args) in cases {
            let mut fa = FluentArgs::new();
            for (k, v) in &args {
                match v {
                    Value::Number(n) => fa.set(*k, FluentValue::from(*n)),
                    Value::Text(t) => fa.set(*k, FluentValue::from(t.clone())),
                }
            }
            let mut errs = vec![];
            let msg = reference.get_message(id).unwrap();
            let want = reference.format_pattern(msg.value().unwrap(), Some(&fa), &mut errs);
            assert_eq!(
                ours.format(id, &args).unwrap(),
                want,
                "{lang}: {id} {args:?}"
            );
        }
    }
    assert!(Messages::parse("en", &["x = { $a"]).is_err());
    assert!(
        Messages::parse("en", &["x = { $a ->\n  [one] a\n}"]).is_err(),
        "no default variant"
    );
    assert!(Messages::parse("en", &["X = capital"]).is_err());
}

/// The engine's words are the files `text::PARTS` names, the page knows the same list (`www/i18n.js`
/// `ENGINE_PARTS`) and fetches on its main thread the parts its wasm module says (`PAGE_ENGINE_PARTS`, build.rs
/// `PAGE_PARTS`), and every language's folder has exactly those `engine*.ftl` files.
#[test]
fn the_parts_of_the_engines_words_are_one_list() {
    let root = env!("CARGO_MANIFEST_DIR");
    let js = std::fs::read_to_string(format!("{root}/www/i18n.js")).unwrap();
    let start = js
        .find("ENGINE_PARTS = [")
        .expect("i18n.js has ENGINE_PARTS");
    let list = &js[start..start + js[start..].find(']').unwrap()];
    let page: Vec<&str> = list.split('\'').skip(1).step_by(2).collect();
    assert_eq!(page, deduce::text::PARTS, "i18n.js ENGINE_PARTS");
    // The page's main thread fetches only what its wasm module says: build.rs's list.
    let quoted = |text: &str, from: &str, quote: char| -> Vec<String> {
        let start = text.find(from).unwrap_or_else(|| panic!("{from}")) + from.len();
        let list = &text[start..start + text[start..].find(']').unwrap()];
        list.split(quote)
            .skip(1)
            .step_by(2)
            .map(str::to_string)
            .collect()
    };
    let build = std::fs::read_to_string(format!("{root}/build.rs")).unwrap();
    assert_eq!(
        quoted(&js, "PAGE_ENGINE_PARTS = [", '\''),
        quoted(&build, "PAGE_PARTS: &[&str] = &[", '"'),
        "i18n.js PAGE_ENGINE_PARTS and build.rs PAGE_PARTS"
    );
    for lang in LANGS {
        let mut files: Vec<String> = std::fs::read_dir(format!("{root}/www/locales/{lang}"))
            .unwrap()
            .filter_map(|e| {
                let name = e.unwrap().file_name().into_string().unwrap();
                let part = name.strip_suffix(".ftl")?;
                (part == "engine" || part.starts_with("engine-")).then(|| part.to_string())
            })
            .collect();
        files.sort();
        let mut parts: Vec<String> = deduce::text::PARTS.iter().map(|p| p.to_string()).collect();
        parts.sort();
        assert_eq!(files, parts, "{lang}");
        // and the built-in source holds each part (its first line)
        for part in deduce::text::PARTS {
            let text =
                std::fs::read_to_string(format!("{root}/www/locales/{lang}/{part}.ftl")).unwrap();
            assert!(
                source(lang).contains(text.lines().next().unwrap()),
                "{lang}/{part}"
            );
        }
    }
}
