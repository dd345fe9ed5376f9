// All steps here (render.js calls it): under a hint, the button that lists every step in the position on the
// board, and the dialog with that list (state-hints.js's allSteps: the engine's step records, easiest technique
// first), a choice of technique to show, and each step as a button that draws it on the board as a tier-2 hint.
import { dom } from './elements.js';
import { reasoning } from './step-record.js';
import { language, t } from './i18n.js';

let drawn = null; // the list in the dialog
let drawnIn = ''; // and its language

/** `hints`: the Hints slice's state; `sudoku`: the game on the board is a Sudoku (the list is Sudoku's only). */
export function renderAllSteps({ hint, allSteps }, sudoku, notation = false) {
  dom.hintAll.hidden = !(sudoku && hint?.tier >= 1 && !hint.step.mistake);
  const d = dom.stepsDialog;
  if (!allSteps) {
    if (d.open) d.close();
    drawn = null;
    return;
  }
  if (!d.open) d.showModal();
  d.setAttribute('aria-busy', String(!!allSteps.loading));
  if (allSteps.loading || allSteps.error) {
    dom.stepsNote.textContent = allSteps.loading ? t('all-steps-looking') : t('all-steps-failed', { error: allSteps.error });
    dom.stepsFilterField.hidden = true;
    dom.stepsList.replaceChildren();
    return;
  }
  if (drawn === allSteps && drawnIn === language()) return;
  const first = !drawn?.steps || drawn.steps !== allSteps.steps || drawnIn !== language();
  drawn = allSteps;
  drawnIn = language();
  const { steps, filter } = allSteps;
  // the techniques present, in order, with how many steps each
  const techniques = [];
  for (const s of steps) {
    const known = techniques.find((x) => x.id === s.technique);
    if (known) known.count++; else techniques.push({ id: s.technique, name: s.name, count: 1 });
  }
  dom.stepsNote.textContent = t('all-steps-note', { steps: steps.length, techniques: techniques.length });
  dom.stepsFilterField.hidden = false;
  if (first) {
    const all = new Option(t('all-steps-every', { count: steps.length }), '');
    dom.stepsFilter.replaceChildren(all, ...techniques.map((x) => new Option(t('all-steps-technique', { name: x.name, count: x.count }), x.id)));
  }
  dom.stepsFilter.value = filter;
  const items = [];
  steps.forEach((s, k) => {
    if (filter && s.technique !== filter) return;
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'steps-item';
    b.dataset.step = String(k);
    const title = document.createElement('span');
    title.className = 'steps-title';
    title.textContent = s.text.title;
    const why = document.createElement('span');
    why.className = 'steps-why';
    why.textContent = reasoning(s, notation);
    b.append(title, why);
    li.append(b);
    items.push(li);
  });
  dom.stepsList.replaceChildren(...items);
}
