// What the page offers and the words for it: puzzle kinds and their sizes, levels (those the generator gives
// reliably, from levels.js), symmetries, Today's Sudoku, and formatting shared by the state and the renderer.
// Pure: no DOM, no engine, no storage. Every word is looked up when it is asked for (www/i18n.js t, the `game`
// part's messages), so a change of language shows at the next render.
import { MEASURED } from './levels.js';
import { formatDate, language, t } from './i18n.js';

/** Display names of the Puzzle choices, in the page's language when read ('binary puzzle' in sentences: see
 *  kindLabel). */
export const KIND_NAMES = Object.freeze({
  get sudoku() { return t('kind-sudoku'); },
  get 'sudoku-x'() { return t('kind-sudoku-x'); },
  get jigsaw() { return t('kind-jigsaw'); },
  get killer() { return t('kind-killer'); },
  get binary() { return t('kind-binary'); },
  get tango() { return t('kind-tango'); },
});
export const SIZES = { sudoku: [4, 6, 9, 12, 16, 25], 'sudoku-x': [4, 6, 9, 12, 16], jigsaw: [5, 6, 7, 8, 9, 10, 12], killer: [4, 6, 9, 12], binary: [4, 6, 8, 10, 12, 14, 16, 18, 20], tango: [6, 8, 10, 12, 14] };
/** The size a kind's Next game starts at when the size chosen is not one of its own. */
export const DEFAULT_SIZE = { sudoku: 9, 'sudoku-x': 9, jigsaw: 9, killer: 9, binary: 10, tango: 6 };
/** The technique catalogue a game's steps come from (Learn's families: Sudoku with every variant, binary, Tango). */
export const catalogueOf = (info) => (info.variant === 'tango' ? 'tango' : info.kind === 'binary' ? 'binary' : 'sudoku');
/** Kinds played with 0 and 1 (no notes; a tap cycles the cell). */
export const isBinaryKind = (kind) => kind === 'binary' || kind === 'tango';
/** The kinds played on a Sudoku grid (digits, notes, boxes): plain Sudoku and its variants. */
export const isSudoku = (kind) => ['sudoku', 'sudoku-x', 'jigsaw', 'killer'].includes(kind);
/** A kind's display name (Sudoku when unknown). */
export const kindName = (kind) => KIND_NAMES[kind] ?? KIND_NAMES.sudoku;
/** What players call a game's rules beyond its kind's, each once, from its engine description ("Windoku +
 *  Anti-knight"; '' for none): the engine's `called` of each rule. */
export const rulesCalled = (info) => (info.variant === 'sudoku' ? [...new Set((info.rules ?? []).map((r) => r.called))].join(' + ') : '');
/** A game's name and size: "X-Sudoku 9×9", and with rules beyond the kind's (`called`, see rulesCalled), what
 *  players call them first: "Windoku + Anti-knight Sudoku 9×9", "Kropki Sudoku 6×6". */
export const gameName = (kind, side, called = '') =>
  (called ? t('game-name-rules', { called, kind: kindName(kind), side }) : t('game-name', { kind: kindName(kind), side }));
/** gameName from a game's engine description. */
export const puzzleTitle = (info) => gameName(info.variant ?? info.kind, info.side, rulesCalled(info));
/** The kind a game is counted under in Statistics: its kind, and what players call its rules after a '+'
 *  ('sudoku+Thermo', 'sudoku+Anti-knight + Kropki'), so each rule's games have their own rows. */
export const statsKind = (info) => [info.variant ?? info.kind, rulesCalled(info)].filter(Boolean).join('+');
/** A Statistics row's name from its kind (statsKind) and size: "Thermo Sudoku 9×9". */
export function statsName(kind, size) {
  const at = kind.indexOf('+');
  return at < 0 ? gameName(kind, size) : gameName(kind.slice(0, at), size, kind.slice(at + 1));
}
/** The Rules choices of a Sudoku, as the engine's generator names its families (`deduce generate --rules`,
 *  src/rules/family.rs; `ruleName` names them). The rules with instances first, then the global rules, which also mix with
 *  one of the others (the Mixed with choice, MIX_RULES). */
export const RULE_FAMILIES = Object.freeze(['thermo', 'arrow', 'kropki', 'kropki-all', 'xv', 'xv-all', 'whisper', 'renban',
  'cage', 'littlekiller', 'sandwich', 'evenodd', 'nonconsecutive', 'antiknight', 'antiking', 'windoku']);
/** A rule family's name as the Rules choice shows it ('Thermometers'), in the page's language. */
export function ruleName(rule) {
  switch (rule) {
    case 'thermo': return t('rule-thermo');
    case 'arrow': return t('rule-arrow');
    case 'kropki': return t('rule-kropki');
    case 'kropki-all': return t('rule-kropki-all');
    case 'xv': return t('rule-xv');
    case 'xv-all': return t('rule-xv-all');
    case 'whisper': return t('rule-whisper');
    case 'renban': return t('rule-renban');
    case 'cage': return t('rule-cage');
    case 'littlekiller': return t('rule-littlekiller');
    case 'sandwich': return t('rule-sandwich');
    case 'evenodd': return t('rule-evenodd');
    case 'nonconsecutive': return t('rule-nonconsecutive');
    case 'antiknight': return t('rule-antiknight');
    case 'antiking': return t('rule-antiking');
    case 'windoku': return t('rule-windoku');
    default: return rule;
  }
}
export const MIX_RULES = ['antiknight', 'antiking', 'windoku'];
/** Rule families offered at 6×6 and 9×9 only, and mixed at 9×9 only: no 4×4 grid is non-consecutive, no 6×6 one
 *  with anti-knight or anti-king, and bigger grids' uniqueness checks would be over the page's time (docs/levels.md;
 *  at 9×9 they have their own solver, src/solve/neighbours9.rs). */
export const SMALL_RULES = ['nonconsecutive'];
/** Rules no grid obeys together, so Mixed with never offers one with the other (`deduce generate --rules
 *  nonconsecutive,windoku` says there is no grid to make a puzzle from). */
const NO_GRID = [['nonconsecutive', 'windoku']];
/** Whether Mixed with can add a rule to these Rules. */
export const mixable = (rules) => !!rules;
/** Whether Mixed with can add `mix` (one of MIX_RULES, or '' for none) to these Rules: not the rule itself, nor one
 *  no grid obeys with it. */
export const mixAllowed = (rules, mix) => !mix || (mixable(rules) && mix !== rules && MIX_RULES.includes(mix)
  && !NO_GRID.some((pair) => pair.includes(rules) && pair.includes(mix)));
/** The rule families of the Next game choices, comma-separated as the engine takes them ('' for none). */
export const rulesOf = ({ kind, rules = '', mix = '' }) => (kind === 'sudoku' ? [rules, mix].filter(Boolean).join(',') : '');
/** The sizes the Next game choices can be made at: a kind's, and with rules 4×4 to 9×9 (Windoku 9×9 only; no 4×4
 *  grid is anti-king; SMALL_RULES 6×6 and 9×9 alone, 9×9 mixed). */
export function sizesFor(options) {
  const rules = rulesOf(options);
  if (!rules) return SIZES[options.kind];
  if (SMALL_RULES.some((r) => rules.split(',').includes(r))) return rules.includes(',') ? [9] : [6, 9];
  if (rules.includes('windoku')) return [9];
  return rules.includes('antiking') ? [6, 9] : [4, 6, 9];
}
/** The Rules and Mixed with choices that make puzzles like a game with these rules (`info.rules` names, engine.js). */
export function rulesChoice(names) {
  const has = (...n) => n.some((x) => names.includes(x));
  const placed = has('kropki-all') ? 'kropki-all' : has('xv-all') ? 'xv-all' : has('thermo') ? 'thermo'
    : has('arrow') ? 'arrow' : has('white', 'black') ? 'kropki' : has('x', 'v') ? 'xv' : has('whisper') ? 'whisper' : has('renban') ? 'renban'
      : has('cage') ? 'cage' : has('littlekiller') ? 'littlekiller' : has('sandwich') ? 'sandwich' : has('even', 'odd') ? 'evenodd' : '';
  const global = MIX_RULES.filter((r) => names.includes(r));
  const alone = SMALL_RULES.find((r) => names.includes(r));
  if (alone && !placed) return { rules: alone, mix: global[0] ?? '' };
  return placed ? { rules: placed, mix: global[0] ?? '' } : { rules: global[0] ?? '', mix: global[1] ?? '' };
}
/** A kind's name inside a sentence ('binary puzzle'; else its display name). */
export const kindLabel = (kind) => (kind === 'binary' ? t('kind-binary-puzzle') : kindName(kind));
export const LEVELS = ['easy', 'medium', 'hard', 'expert', 'master'];
/** A level's name as the page shows it ('hard' -> "Hard"), in the page's language. */
export function levelName(level) {
  switch (level) {
    case 'easy': return t('level-easy');
    case 'medium': return t('level-medium');
    case 'hard': return t('level-hard');
    case 'expert': return t('level-expert');
    case 'master': return t('level-master');
    default: return capitalized(level);
  }
}
/** Sudoku sizes with a ready-made set of proven-irreducible puzzles, www/puzzles/sudoku-SIZE.txt
 *  (scripts/proven-puzzles.sh): there the page cannot prove a puzzle in time, so New game can draw from it. */
export const PROVEN_SIZES = [25];
/** The "Proven irreducible" choice applies to these options. */
export const provenOffered = ({ kind, size }) => kind === 'sudoku' && PROVEN_SIZES.includes(size);
/** Levels served from a ready-made set of the generator's puzzles (www/puzzles/KIND-SIZE-LEVEL.txt,
 *  scripts/ready-made.sh) where it finds one too seldom to make it while the player waits: Killer 9×9 Expert
 *  (about 1 try in 20 of the page's, www/levels.js). Each puzzle is checked unique, irreducible and of its level
 *  by tests/killer.rs. */
export const READY_MADE = [['killer', 9, 'expert']];
/** The ready-made set New game draws from for these options (a file in www/puzzles/), or null: the proven
 *  25×25 Sudokus when "Proven irreducible" is chosen, a READY_MADE level always. */
export function readySet({ kind, size, level, proven }) {
  if (provenOffered({ kind, size }) && proven) return `sudoku-${size}.txt`;
  return READY_MADE.some(([k, s, l]) => k === kind && s === size && l === level) ? `${kind}-${size}-${level}.txt` : null;
}
/** What the page knows of a puzzle's clues: `undecided` clues not proven needed (-1: not known). */
export function cluesNote(undecided) {
  if (undecided === 0) return t('clues-irreducible');
  if (undecided > 0) return t('clues-spare', { count: undecided });
  return '';
}
/** Levels the page offers at a size: those the generator gave in at least 9 of 10 requests made as the page
 * makes them (www/levels.js, measured and written by tests/levels.rs; docs/levels.md "What the page offers").
 * Asking for another level would mostly wait out the generator's tries and return a different level. */
/** The name of a choice's rows in www/levels.js: the kind, and a rule family alone as `sudoku+thermo` (mixes are
 *  not measured: they offer every level, the generator returns the closest it finds and missedLevel says so). */
const measuredName = (kind, rules) => (rules ? `${kind}+${rules}` : kind);
export function levelsFor(kind, size, rules = '') {
  const name = measuredName(kind, rules);
  const offered = MEASURED.filter(([k, s, l, , ok]) => k === name && s === size && (ok || readySet({ kind, size, level: l })))
    .map(([, , l]) => l);
  return offered.length ? offered : LEVELS;
}
/** Why some levels cannot be chosen at this size ('' when all can), with how often they came out. */
export function levelNote(kind, size, rules = '') {
  const name = measuredName(kind, rules);
  const rows = MEASURED.filter(([k, s]) => k === name && s === size);
  if (rows.length && rows.every(([, , , got]) => /^e+$/.test(got))) return t('level-note-easy', { size });
  const missing = rows.filter(([, , l, , ok]) => !ok && !readySet({ kind, size, level: l })).map(([, , l, got], i) => {
    const args = { level: levelName(l), hits: [...got].filter((c) => c === LEVEL_LETTERS[l]).length, tries: got.length };
    return i ? t('level-note-item', args) : t('level-note-first', args);
  });
  if (!missing.length) return '';
  return t('level-note-missing', { size, count: missing.length, list: andList(missing) });
}
const LEVEL_LETTERS = { easy: 'e', medium: 'm', hard: 'h', expert: 'x', master: 'M' };
/** The message when the generator returns another level than the one asked for (it returns the closest). */
export const missedLevel = (asked, got) => t('level-missed', { asked: levelName(asked), got: levelName(got) });
/** The chosen level if this size offers it, else the nearest level it does offer. */
export function fitLevel(options) {
  const { kind, size, level } = options;
  const levels = levelsFor(kind, size, rulesOf(options));
  if (levels.includes(level)) return level;
  const want = LEVELS.indexOf(level);
  return levels.reduce((best, l) => (Math.abs(LEVELS.indexOf(l) - want) < Math.abs(LEVELS.indexOf(best) - want) ? l : best));
}

/** Today's Sudoku: one 9×9 Sudoku per local date for everyone (the date is the seed), harder through the week;
 *  Sunday's has rules, a family a week in turn (DAILY_RULES: each offers every level at 9×9, www/levels.js). */
const DAILY_LEVELS = ['master', 'easy', 'medium', 'hard', 'hard', 'expert', 'expert']; // Sunday first
export const DAILY_RULES = ['thermo', 'arrow', 'kropki', 'xv', 'whisper', 'renban', 'evenodd'];
export function dailySpec(date) {
  const seed = date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();
  // weeks since Sunday 4 January 1970, counted on the local date
  const week = Math.floor((Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000 - 3) / 7);
  const rules = date.getDay() === 0 ? DAILY_RULES[week % DAILY_RULES.length] : '';
  const key = `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return {
    kind: 'sudoku', rules, size: 9, level: DAILY_LEVELS[date.getDay()], symmetry: 'rot180', seed, key,
    /** "Today's Sudoku, Friday 28 November (Thermometers)", in the page's language when read. */
    get title() {
      const day = dateText(date, { weekday: 'long', day: 'numeric', month: 'long' });
      return rules ? t('daily-title-rules', { date: day, rules: ruleName(rules) }) : t('daily-title', { date: day });
    },
  };
}

/** A date in the page's language by Intl (i18n.js formatDate); English in the British order the page has always
 *  used ("Friday 28 November", "28 Nov"). */
export function dateText(date, options) {
  return language() === 'en' ? new Intl.DateTimeFormat('en-GB', options).format(date) : formatDate(date, options);
}

/** Items as the page's language lists them: "A, B and C" (Intl.ListFormat; English without the serial comma). */
export function andList(items) {
  return new Intl.ListFormat(language() === 'en' ? 'en-GB' : language(), { type: 'conjunction' }).format(items);
}

/** Items one after another, without a last "and" ("2 hints, 1 check"): the language's list separator. */
export const listText = (items) => items.join(t('list-separator'));

/** Whole sentences one after another (a space in English, none in Japanese); empty ones left out. */
export const joinSentences = (...texts) => texts.filter(Boolean).join(t('sentence-separator'));

/** "easy" -> "Easy". */
export const capitalized = (s) => s.charAt(0).toUpperCase() + s.slice(1);

export function formatTime(ms) {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  const pad = (n) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(sec)}` : `${m}:${pad(sec)}`;
}

/** Tango shows its 0s and 1s as suns and moons (typed as 0 and 1): on the board, the keypad, the counters and the
 *  hint pictures alike. */
const TANGO_GLYPHS = ['', '☀', '☾'];
/** How symbol `v` (1-based; 0 empty) is drawn for the game described by `info` (engine.js describe). */
export function symbolText(info, v) { return info.variant === 'tango' ? TANGO_GLYPHS[v] : info.chars[v]; }
/** How symbol `v` is read aloud: Tango's sun and moon, else the character ('empty' for 0). */
export function symbolWord(info, v) {
  if (!v) return t('symbol-empty');
  if (info.variant !== 'tango') return info.chars[v];
  return v === 1 ? t('symbol-sun') : t('symbol-moon');
}

/** How many colours a player can give cells (the engine's COLOURS), and their names, 1 to 9: Okabe and Ito's
 *  palette, told apart with every common colour blindness (style.css --colour-1 …). */
export const COLOURS = 9;
/** The settings that help while playing, each with the words Statistics use for it: a solve records which were on,
 *  and one with all of them off counts as made with no assists. */
export const ASSISTS = Object.freeze({
  get showConflicts() { return t('assist-conflicts'); },
  get autoCheck() { return t('assist-wrong-entries'); },
  get autoClean() { return t('assist-notes-cleaned'); },
  get highlightSame() { return t('assist-same-digit'); },
  get showCounts() { return t('assist-counts'); },
});
/** The colours' names, 1 to 9 at indexes 0 to 8, in the page's language when read. */
export const COLOUR_NAMES = Object.freeze([
  () => t('colour-orange'), () => t('colour-sky-blue'), () => t('colour-green'), () => t('colour-yellow'), () => t('colour-blue'),
  () => t('colour-vermilion'), () => t('colour-pink'), () => t('colour-grey'), () => t('colour-dark-grey'),
].reduce((names, name, i) => Object.defineProperty(names, i, { get: name, enumerable: true }), []));
