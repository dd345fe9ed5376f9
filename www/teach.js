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
  for (let i = 0; i + 4 < flat.length; i += 5) {
    out.push({ id: flat[i], name: flat[i + 1], level: flat[i + 2], description: flat[i + 3], lists: flat[i + 4] === 'lists',
               seeds: Array.from(known_seeds(kind, flat[i])) });
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
 * A wasm Hint as a plain object (and the wasm one freed): the panel's title and tier-1 text, its units (where to
 * look: the step record's unit objects), the cells to show, the proof's `steps` in order (each the engine's step
 * record, www/step-record.js) or, instead, the player's `mistake` (its own record), and what the third press does (`action`: place, notes, fill-notes or erase; the
 * moves `placements`, `eliminations`, `fill`, `erase` that applyStep carries out).
 */
export function plainHint(h) {
  try {
    return { title: h.title, techniqueId: h.technique_id, summary: h.summary, units: JSON.parse(h.units), evidence: Array.from(h.evidence),
             placements: pairs(h.placements), eliminations: pairs(h.eliminations), mistake: h.mistake ? JSON.parse(h.mistake) : null,
             action: h.action, fill: Array.from(h.fill), erase: Array.from(h.erase), steps: h.steps.map((s) => JSON.parse(s)) };
  } finally { h.free(); }
}
