//! The engine's reader and renderer of Fluent messages (https://projectfluent.org), for the subset its .ftl
//! files use: messages of one value (text, `{ $variable }`, `{ "literal" }`, `{ other-message }`) and select
//! expressions on a variable (`{ $count -> [one] … *[other] … }`, keys a plural category, a number or a word),
//! values over several indented lines. The reference implementation (the `fluent-bundle` crate, 70 KB gzipped
//! in wasm: more than half the page's whole engine) renders every message of every language the same in
//! `tests/text.rs`; this one adds a few KB. An entry it cannot read is an error naming its line.

/// One piece of a pattern.
#[derive(Clone, Debug, PartialEq)]
enum Part {
    Text(String),
    Var(String),
    Message(String),
    Select {
        on: String,
        variants: Vec<(String, Vec<Part>)>,
        default: usize,
    },
}

/// A language's messages, read from its .ftl sources.
#[derive(Clone, Debug, Default)]
pub struct Messages {
    lang: String,
    /// By id, sorted (a binary search: no hash map in the page's download).
    map: Vec<(String, Vec<Part>)>,
    /// Every message's text in `⟦ ⟧` ([`Messages::bracketed`]).
    brackets: bool,
}

/// A value given to a message: text, or a number (which selects a plural category).
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Text(String),
    Number(i64),
}

impl Messages {
    /// Reads `sources` (.ftl texts) for language `lang` (`en`, `de`: its plural rules).
    pub fn parse(lang: &str, sources: &[&str]) -> Result<Messages, String> {
        let mut map: Vec<(String, Vec<Part>)> = vec![];
        for src in sources {
            for (id, value, line) in entries(src)? {
                let parts = pattern(&value).map_err(|e| format!("line {line} ({id}): {e}"))?;
                map.push((id, parts));
            }
        }
        map.sort_by(|a, b| a.0.cmp(&b.0));
        if let Some(w) = map.windows(2).find(|w| w[0].0 == w[1].0) {
            return Err(format!("{} twice", w[0].0));
        }
        Ok(Messages {
            lang: lang.to_string(),
            map,
            brackets: false,
        })
    }

    /// The language's code.
    pub fn lang(&self) -> &str {
        &self.lang
    }

    /// Does it have message `id`?
    pub fn has(&self, id: &str) -> bool {
        self.get(id).is_some()
    }

    fn get(&self, id: &str) -> Option<&Vec<Part>> {
        let i = self.map.binary_search_by(|e| e.0.as_str().cmp(id)).ok()?;
        Some(&self.map[i].1)
    }

    /// Every message id, in no order.
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.map.iter().map(|e| e.0.as_str())
    }

    /// Message `id` with `args`; `None` when there is no such message. A variable not given renders as its
    /// name in braces (`{$count}`), as the reference renderer does.
    pub fn format(&self, id: &str, args: &[(&str, Value)]) -> Option<String> {
        let parts = self.get(id)?;
        let mut out = String::new();
        self.render(parts, args, &mut out, 0);
        Some(out)
    }

    /// These messages with each piece of their own text in `⟦ ⟧` and the values given to them as they are:
    /// the pseudo-language of [`super::set_pseudo_language`], in which a word a value brings from outside the
    /// messages stands outside the brackets.
    pub fn bracketed(mut self) -> Messages {
        self.brackets = true;
        self
    }

    fn render(&self, parts: &[Part], args: &[(&str, Value)], out: &mut String, depth: usize) {
        let arg = |name: &str| args.iter().find(|(k, _)| *k == name).map(|(_, v)| v);
        for p in parts {
            match p {
                Part::Text(t) if self.brackets && !t.is_empty() => {
                    out.push('⟦');
                    out.push_str(t);
                    out.push('⟧');
                }
                Part::Text(t) => out.push_str(t),
                Part::Var(v) => match arg(v) {
                    Some(Value::Text(t)) => out.push_str(t),
                    Some(Value::Number(n)) => out.push_str(&n.to_string()),
                    None => {
                        out.push_str("{$");
                        out.push_str(v);
                        out.push('}');
                    }
                },
                Part::Message(id) => match self.get(id) {
                    Some(inner) if depth < 8 => self.render(inner, args, out, depth + 1),
                    _ => {
                        out.push('{');
                        out.push_str(id);
                        out.push('}');
                    }
                },
                Part::Select {
                    on,
                    variants,
                    default,
                } => {
                    let chosen = match arg(on) {
                        Some(Value::Number(n)) => {
                            let exact = n.to_string();
                            let category = plural(&self.lang, *n);
                            variants
                                .iter()
                                .position(|(k, _)| *k == exact)
                                .or_else(|| variants.iter().position(|(k, _)| k == category))
                        }
                        Some(Value::Text(t)) => variants.iter().position(|(k, _)| k == t),
                        None => None,
                    }
                    .unwrap_or(*default);
                    self.render(&variants[chosen].1, args, out, depth);
                }
            }
        }
    }
}

/// CLDR's cardinal plural category of the integer `n` in `lang`, for the languages the engine speaks: English,
/// German, Dutch and Spanish say `one` for 1, French for 0 and 1, Japanese has only `other`.
pub fn plural(lang: &str, n: i64) -> &'static str {
    match lang {
        "ja" => "other",
        "fr" if n == 0 || n == 1 => "one",
        _ if n == 1 => "one",
        _ => "other",
    }
}

/// The messages of a .ftl source: (id, value text with its continuation lines, line number). Comments and
/// blank lines between entries are skipped; a term (`-name = …`) or an attribute is refused (the engine uses
/// neither).
fn entries(src: &str) -> Result<Vec<(String, String, usize)>, String> {
    let mut out: Vec<(String, String, usize)> = vec![];
    for (i, line) in src.lines().enumerate() {
        let n = i + 1;
        // an indented line, or the `}` closing a select expression, goes on the message above
        if line.starts_with(' ') || line.starts_with('}') {
            match out.last_mut() {
                Some((_, value, _)) => {
                    value.push('\n');
                    value.push_str(line);
                }
                None => return Err(format!("line {n}: an indented line before any message")),
            }
            continue;
        }
        if line.is_empty() || line.starts_with('#') {
            // a blank line may sit inside a multi-line value: keep it, trimmed away at the end
            if let Some((_, value, _)) = out.last_mut() {
                if line.is_empty() {
                    value.push('\n');
                }
            }
            continue;
        }
        let Some((id, value)) = line.split_once('=') else {
            return Err(format!("line {n}: expected `id = value`"));
        };
        let id = id.trim();
        let ok = id.starts_with(|c: char| c.is_ascii_lowercase())
            && id
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if !ok {
            return Err(format!("line {n}: '{id}' is not a message id"));
        }
        out.push((id.to_string(), value.to_string(), n));
    }
    Ok(out)
}

/// A value's text (the part after `=` and its indented lines) as parts. Lines are joined as Fluent joins them:
/// the common indentation of the continuation lines removed, line breaks kept, blank lines at the ends dropped.
fn pattern(value: &str) -> Result<Vec<Part>, String> {
    let mut lines: Vec<&str> = value.split('\n').collect();
    while lines.last().is_some_and(|l| l.trim().is_empty()) {
        lines.pop();
    }
    let first = lines.first().map_or("", |l| l.trim_start());
    let rest = &lines[1.min(lines.len())..];
    let indent = rest
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let mut text = String::from(first);
    for l in rest {
        if !text.is_empty() || !first.is_empty() {
            text.push('\n');
        }
        text.push_str(l.get(indent..).unwrap_or(""));
    }
    // a value starting on the next line has no leading line break
    let text = text.trim_start_matches('\n').trim_end();
    let mut chars = text.char_indices().peekable();
    parse_parts(text, &mut chars, false)
}

type Chars<'a> = std::iter::Peekable<std::str::CharIndices<'a>>;

/// Parts up to the end of `text` (or, `inner`, up to the end of a select variant: a line whose first non-blank
/// character is `[`, `*[` or `}`).
fn parse_parts(text: &str, chars: &mut Chars, inner: bool) -> Result<Vec<Part>, String> {
    let mut parts = vec![];
    let mut buf = String::new();
    while let Some(&(i, c)) = chars.peek() {
        if inner && c == '\n' {
            let rest = text[i + 1..].trim_start_matches([' ', '\n']);
            if rest.starts_with('[') || rest.starts_with("*[") || rest.starts_with('}') {
                break;
            }
        }
        chars.next();
        if c != '{' {
            if c == '}' {
                return Err("a '}' with no '{'".into());
            }
            buf.push(c);
            continue;
        }
        if !buf.is_empty() {
            parts.push(Part::Text(std::mem::take(&mut buf)));
        }
        parts.push(placeable(text, chars)?);
    }
    if !buf.is_empty() {
        parts.push(Part::Text(buf));
    }
    Ok(parts)
}

fn skip_blank(chars: &mut Chars) {
    while chars.peek().is_some_and(|&(_, c)| c == ' ' || c == '\n') {
        chars.next();
    }
}

fn name(chars: &mut Chars) -> String {
    let mut s = String::new();
    while let Some(&(_, c)) = chars.peek() {
        if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
            s.push(c);
            chars.next();
        } else {
            break;
        }
    }
    s
}

/// After a `{`: a variable, a string literal, a message reference or a select expression, through its `}`.
fn placeable(text: &str, chars: &mut Chars) -> Result<Part, String> {
    skip_blank(chars);
    let part = match chars.peek().map(|&(_, c)| c) {
        Some('$') => {
            chars.next();
            let var = name(chars);
            skip_blank(chars);
            if chars.peek().is_some_and(|&(_, c)| c == '-') {
                chars.next();
                if chars.next().map(|(_, c)| c) != Some('>') {
                    return Err("expected '->'".into());
                }
                return select(text, chars, var);
            }
            Part::Var(var)
        }
        Some('"') => {
            chars.next();
            let mut s = String::new();
            loop {
                match chars.next() {
                    Some((_, '"')) => break,
                    Some((_, '\\')) => match chars.next() {
                        Some((_, c)) => s.push(c),
                        None => return Err("an unfinished string".into()),
                    },
                    Some((_, c)) => s.push(c),
                    None => return Err("an unfinished string".into()),
                }
            }
            Part::Text(s)
        }
        Some(c) if c.is_ascii_lowercase() => Part::Message(name(chars)),
        _ => return Err("expected $variable, \"text\" or a message in { }".into()),
    };
    skip_blank(chars);
    match chars.next() {
        Some((_, '}')) => Ok(part),
        _ => Err("expected '}'".into()),
    }
}

/// The variants of `{ $on -> … }` after its arrow, through the closing `}`.
fn select(text: &str, chars: &mut Chars, on: String) -> Result<Part, String> {
    let mut variants = vec![];
    let mut default = None;
    loop {
        skip_blank(chars);
        let star = match chars.peek().map(|&(_, c)| c) {
            Some('}') => {
                chars.next();
                break;
            }
            Some('*') => {
                chars.next();
                true
            }
            Some('[') => false,
            _ => return Err("expected a variant [key]".into()),
        };
        if chars.next().map(|(_, c)| c) != Some('[') {
            return Err("expected '['".into());
        }
        skip_blank(chars);
        let key = name(chars);
        skip_blank(chars);
        if chars.next().map(|(_, c)| c) != Some(']') {
            return Err("expected ']'".into());
        }
        // the variant's value: blanks after the key are not part of it
        while chars.peek().is_some_and(|&(_, c)| c == ' ') {
            chars.next();
        }
        let parts = parse_parts(text, chars, true)?;
        if star {
            default = Some(variants.len());
        }
        variants.push((key, trim_variant(parts)));
    }
    let default = default.ok_or("a select expression needs a *[default] variant")?;
    Ok(Part::Select {
        on,
        variants,
        default,
    })
}

/// A variant's value without the line breaks and indentation that separate it from the next variant.
fn trim_variant(mut parts: Vec<Part>) -> Vec<Part> {
    if let Some(Part::Text(t)) = parts.last_mut() {
        let trimmed = t.trim_end().to_string();
        *t = trimmed;
        if t.is_empty() {
            parts.pop();
        }
    }
    if let Some(Part::Text(t)) = parts.first_mut() {
        let trimmed = t.trim_start_matches('\n').to_string();
        *t = trimmed;
    }
    parts
}
