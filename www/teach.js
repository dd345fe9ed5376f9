// The worker's door to the teaching engine (www/pkg-teach: hints, grading, generation, the technique library,
// practice, the solve replay): its wasm objects as plain objects (the wasm ones freed), which the worker posts
// to the page. Only worker.js (and measurement scripts) load it; the page's module (engine.js) has none of this.
import { known_seeds, techniques } from './pkg-teach/deduce.js';

/**
 * The technique library of a family, easiest first: [{id, name, level, description, seeds}], `seeds` the seeds
 * known to give a position of a rare technique at once (empty for the others).
 */
export function techniqueList(kind) {
  const flat = techniques(kind), out = [];
  for (let i = 0; i + 3 < flat.length; i += 4) {
    out.push({ id: flat[i], name: flat[i + 1], level: flat[i + 2], description: flat[i + 3], seeds: Array.from(known_seeds(kind, flat[i])) });
  }
  return out;
}

const pairs = (a) => { const out = []; for (let i = 0; i + 1 < a.length; i += 2) out.push([a[i], a[i + 1]]); return out; };

/** A wasm PracticeVerdict as a plain object (and the wasm one freed): {outcome (right, partly, wrong, nothing), text,
 *  missed [[cell, sym]], wrong [cell]}. */
export function plainVerdict(v) {
  try { return { outcome: v.outcome, text: v.text, missed: pairs(v.missed), wrong: Array.from(v.wrong) }; } finally { v.free(); }
}

/**
 * A wasm Hint as a plain object (and the wasm one freed): the panel's title and tier-1 text, the cells to show,
 * the proof's `steps` in order (each with its title and reasoning), and what the third press does (`action`: place, notes, fill-notes or erase; the moves
 * `placements`, `eliminations`, `fill`, `erase` that applyStep carries out).
 */
export function plainHint(h) {
  try {
    return { title: h.title, techniqueId: h.technique_id, summary: h.summary, unitCodes: unitList(h.unit_codes), evidence: Array.from(h.evidence),
             placements: pairs(h.placements), eliminations: pairs(h.eliminations), mistake: h.mistake,
             action: h.action, fill: Array.from(h.fill), erase: Array.from(h.erase), steps: h.steps.map(plainStep) };
  } finally { h.free(); }
}

const ROLES = ['key', 'base', 'cover', 'fin', 'pivot', 'pincer', 'corner', 'colour-a', 'colour-b'];
const UNIT_KINDS = ['row', 'column', 'block', 'region', 'diagonal', 'cage'];
const REASONS = ['assumption', 'only-candidate', 'only-place', 'sees', 'other'];
/** Flat unit pairs of the wasm Hint and HintStep (kind code, index) as [{kind, index}]. */
const unitList = (a) => { const out = []; for (let i = 0; i + 1 < a.length; i += 2) out.push({ kind: UNIT_KINDS[a[i]], index: a[i + 1] }); return out; };
/** A role code of the wasm figure arrays (see HintStep in src/wasm/hint.rs) as its name: `pivot`, `als-1`. */
const roleName = (r) => (r >= 16 ? `als-${r - 16}` : ROLES[r] ?? 'key');

/**
 * The figure arrays of a wasm HintStep as plain objects: cands [{cell, sym, role}], cells [{cell, role}],
 * units [{kind, index, role}], links [{strong, from: {sym, cells}, to}], branches [[{cell, sym, placed, reason, arg}]].
 */
export function plainFigure(s) {
  const fc = s.fig_cands, fl = s.fig_cells, fu = s.fig_units, lk = s.fig_links, br = s.fig_branches;
  const cands = [], cells = [], units = [], links = [], branches = [];
  for (let i = 0; i + 2 < fc.length; i += 3) cands.push({ cell: fc[i], sym: fc[i + 1], role: roleName(fc[i + 2]) });
  for (let i = 0; i + 1 < fl.length; i += 2) cells.push({ cell: fl[i], role: roleName(fl[i + 1]) });
  for (let i = 0; i + 2 < fu.length; i += 3) units.push({ kind: UNIT_KINDS[fu[i]], index: fu[i + 1], role: roleName(fu[i + 2]) });
  let i = 0;
  const node = () => { const sym = lk[i], k = lk[i + 1]; const cs = Array.from(lk.subarray(i + 2, i + 2 + k)); i += 2 + k; return { sym, cells: cs }; };
  while (i < lk.length) { const strong = lk[i++] === 1; const from = node(); const to = node(); links.push({ strong, from, to }); }
  for (let j = 0; j + 5 < br.length; j += 6) {
    (branches[br[j]] ??= []).push({ cell: br[j + 1], sym: br[j + 2], placed: br[j + 3] === 1, reason: REASONS[br[j + 4]], arg: br[j + 5] });
  }
  return { cands, cells, units, links, branches };
}

/** A wasm HintStep as a plain object with its figure (and the wasm one freed). */
export function plainStep(s) {
  try {
    return { techniqueId: s.technique_id, phrase: s.phrase, title: s.title, explanation: s.explanation,
             unitCodes: unitList(s.unit_codes), evidence: Array.from(s.evidence), placements: pairs(s.placements),
             eliminations: pairs(s.eliminations), figure: plainFigure(s) };
  } finally { s.free(); }
}
