// Tier-2 hint pictures: builds the SVG nodes of a hint's steps (units shaded, role-marked cells, the candidates
// involved, chain links as arrows, eliminations struck out, placements) for render.js, which owns the overlay
// element and puts them in the page. No DOM access here beyond creating detached SVG nodes.
//
// Coordinates: one cell is 100×100 user units (viewBox 0 0 100n 100n, stretched over the grid). Line widths are
// set from the cell's size in pixels, so lines stay a pixel or two wide at 4×4 and at 25×25.

import { symbolText } from './kinds.js';
import { drawnCells, drawnUnits, movesOf, symbolOf } from './step-record.js';

const NS = 'http://www.w3.org/2000/svg';
const U = 100;

/** An SVG element with attributes and a class (the hint pictures' and the rules' drawing: render-rules.js). */
export function el(name, attrs, cls) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (cls) e.setAttribute('class', cls);
  return e;
}

/** The borders between cells of different Jigsaw regions (`info.regions`), as one path. */
function regionEdges(info, inRegion = null) {
  const n = info.side, reg = info.regions;
  let d = '';
  for (let cell = 0; cell < n * n; cell++) {
    const r = Math.floor(cell / n), c = cell % n;
    if (inRegion !== null && reg[cell] !== inRegion) continue;
    // all borders of one region (its outline), or each inner border between two regions once
    const differs = (o) => (inRegion === null ? o !== null && reg[o] !== reg[cell] : o === null || reg[o] !== inRegion);
    if (differs(c + 1 < n ? cell + 1 : null)) d += `M${(c + 1) * U} ${r * U}v${U}`;
    if (differs(r + 1 < n ? cell + n : null)) d += `M${c * U} ${(r + 1) * U}h${U}`;
    if (inRegion !== null && differs(c > 0 ? cell - 1 : null)) d += `M${c * U} ${r * U}v${U}`;
    if (inRegion !== null && differs(r > 0 ? cell - n : null)) d += `M${c * U} ${r * U}h${U}`;
  }
  return d;
}

/** A Jigsaw's region borders for render.js to lay over the grid (thick lines that stay crisp at any size). */
export function regionOutline(info) {
  return el('path', { d: regionEdges(info), 'vector-effect': 'non-scaling-stroke' }, 'region-lines');
}

/** A region unit of a figure: its cells shaded, its outline drawn (`u.index` is the region). */
function regionUnit(info, u, w) {
  const n = info.side;
  let d = '';
  info.regions.forEach((k, cell) => {
    if (k === u.index) d += `M${(cell % n) * U} ${Math.floor(cell / n) * U}h${U}v${U}h${-U}Z`;
  });
  const g = el('g', { 'data-unit': `region-${u.index + 1}`, 'data-role': u.role });
  g.append(el('path', { d }, `fig-unit fig-region-fill role-${u.role}`),
    el('path', { d: regionEdges(info, u.index), 'stroke-width': w.toFixed(2) }, `fig-unit fig-region-edge role-${u.role}`));
  return g;
}

/**
 * The cells of a unit ({type, index}: a step record's unit object) on the grid `info` describes: a row, column,
 * block, Jigsaw region, Killer cage (`info.cages`), or a unit a rule adds (X-Sudoku's diagonals, Windoku's windows:
 * `info.ruleUnits`, with their cells from the engine).
 */
export function unitCells(info, u) {
  const n = info.side, out = [];
  const added = info.ruleUnits?.find((r) => r.type === u.type && r.index === u.index);
  if (added) return [...added.cells];
  if (u.type === 'region' || u.type === 'cage') {
    (u.type === 'region' ? info.regions : info.cages ?? []).forEach((k, cell) => { if (k === u.index) out.push(cell); });
    return out;
  }
  const perRow = info.blockW ? n / info.blockW : 0;
  const r0 = perRow ? Math.floor(u.index / perRow) * info.blockH : 0, c0 = perRow ? (u.index % perRow) * info.blockW : 0;
  for (let i = 0; i < n; i++) {
    if (u.type === 'row') out.push(u.index * n + i);
    else if (u.type === 'column') out.push(i * n + u.index);
    else if (u.type === 'block' && perRow) out.push((r0 + Math.floor(i / info.blockW)) * n + c0 + (i % info.blockW));
  }
  return out;
}

/** How far a Killer cage's dashed outline lies inside its cells' borders, in user units (a cell is 100). */
export const CAGE_INSET = 9;

/**
 * The outline of each cage (`info.cages`: a cage index per cell, -1 outside every cage), or only cage `only`'s, as
 * one path's `d`, `CAGE_INSET` inside the borders of its cells: per cell, each side on the cage's edge, its ends met
 * by the next side (a corner of the cage), carried on to the neighbour's side, or turned into the cage (an inner
 * corner).
 */
function cageEdges(info, only = null) {
  const n = info.side, of = info.cages, h = U / 2, d = CAGE_INSET;
  const inCage = (r, c, k) => r >= 0 && r < n && c >= 0 && c < n && of[r * n + c] === k;
  let path = '';
  for (let cell = 0; cell < n * n; cell++) {
    const k = of[cell];
    if (k === undefined || k < 0 || (only !== null && k !== only)) continue;
    const r = Math.floor(cell / n), c = cell % n, cx = c * U + h, cy = r * U + h;
    // each side by its outward normal (rows, columns); it runs along the tangent, from -1 to +1
    for (const [nr, nc] of [[-1, 0], [0, 1], [1, 0], [0, -1]]) {
      if (inCage(r + nr, c + nc, k)) continue;
      const tr = Math.abs(nc), tc = Math.abs(nr);
      const end = (s) => (!inCage(r + s * tr, c + s * tc, k) ? s * (h - d)
        : inCage(r + s * tr + nr, c + s * tc + nc, k) ? s * (h + d) : s * h);
      const at = (t) => `${cx + nc * (h - d) + tc * t} ${cy + nr * (h - d) + tr * t}`;
      path += `M${at(end(-1))}L${at(end(1))}`;
    }
  }
  return path;
}

/** The cage outlines for the grid's drawing to lay over the cells: dashed, inside the cell borders, crisp at any size. */
export function cageOutline(info) {
  return el('path', { d: cageEdges(info), 'vector-effect': 'non-scaling-stroke' }, 'cage-lines');
}

/** A Killer cage of a figure (a cage unit, or a cage the step's cells lie in): its dashed outline in the role's colour. */
function cageUnit(info, u, w) {
  return el('path', { d: cageEdges(info, u.index), 'data-unit': `cage-${u.index + 1}`, 'data-role': u.role,
    'stroke-width': (w * 1.4).toFixed(2) }, `fig-unit fig-cage role-${u.role}`);
}

/** The unit's rectangle in user units. */
function unitRect(info, u) {
  const n = info.side;
  if (u.type === 'row') return { x: 0, y: u.index * U, w: n * U, h: U };
  if (u.type === 'column') return { x: u.index * U, y: 0, w: U, h: n * U };
  if (u.type !== 'block') {
    // A rule's square unit (Windoku's windows): the box round its cells.
    const cells = unitCells(info, u), rs = cells.map((c) => Math.floor(c / n)), cs = cells.map((c) => c % n);
    const r0 = Math.min(...rs), c0 = Math.min(...cs);
    return { x: c0 * U, y: r0 * U, w: (Math.max(...cs) - c0 + 1) * U, h: (Math.max(...rs) - r0 + 1) * U };
  }
  const perRow = n / info.blockW;
  const r0 = Math.floor(u.index / perRow) * info.blockH, c0 = (u.index % perRow) * info.blockW;
  return { x: c0 * U, y: r0 * U, w: info.blockW * U, h: info.blockH * U };
}

/** An X-Sudoku diagonal (0 main, 1 anti) as a band through its cells: the polygon's points in user units. */
function diagonalBand(n, index) {
  const m = n * U, d = U * 0.55, i = 4;
  const pts = [[i, i], [d, i], [m - i, m - d], [m - i, m - i], [m - d, m - i], [i, d]];
  return pts.map(([x, y]) => `${index ? m - x : x},${y}`).join(' ');
}

/**
 * Where each drawn candidate sits in its cell. Up to 9×9 at its pencil-mark place (the same grid as the notes);
 * on 16×16 and 25×25, where a pencil-mark grid of 16 or 25 would be unreadable, the few candidates a step draws
 * in a cell share it as a 2×2 (or 3×3) grid, in symbol order.
 */
function placer(info, symsByCell, placed) {
  const n = info.side;
  if (info.kind === 'binary') {
    // Binary cells hold one symbol and no notes: a drawn digit fills its cell's centre; where the step also
    // places the other digit (a contradiction's assumption) it is a badge in the top-left corner; where it
    // draws both digits (each branch of a two-level contradiction) they sit side by side.
    const both = (cell) => (symsByCell.get(cell) ?? []).length > 1;
    return {
      r: 30,
      rOf: (cell) => (placed.has(cell) ? 17 : both(cell) ? 22 : 30),
      at(cell, sym) {
        const x = (cell % n) * U, y = Math.floor(cell / n) * U;
        if (placed.has(cell)) return { x: x + 21, y: y + 21 };
        if (both(cell)) return { x: x + (sym === 1 ? 26 : 74), y: y + U / 2 };
        return { x: x + U / 2, y: y + U / 2 };
      },
    };
  }
  if (n < 16) {
    const cols = info.blockW || Math.ceil(Math.sqrt(info.symbolCount));
    const rows = Math.ceil(info.symbolCount / cols);
    return {
      r: Math.min(U / cols, U / rows) * 0.47,
      slot: Math.min(U / cols, U / rows), // a note's share of the cell: a ring drawn round it stays inside
      at(cell, sym) {
        const k = sym - 1, r = Math.floor(cell / n), c = cell % n;
        return { x: c * U + ((k % cols) + 0.5) * (U / cols), y: r * U + (Math.floor(k / cols) + 0.5) * (U / rows) };
      },
    };
  }
  return {
    r: 23,
    at(cell, sym) {
      const list = symsByCell.get(cell) ?? [sym];
      const k = Math.max(0, list.indexOf(sym)), g = list.length > 4 ? 3 : list.length > 1 ? 2 : 1;
      const r = Math.floor(cell / n), c = cell % n;
      if (g === 1) return { x: c * U + U / 2, y: r * U + U / 2 };
      return { x: c * U + ((k % g) + 0.5) * (U / g), y: r * U + (Math.floor(k / g) + 0.5) * (U / g) };
    },
  };
}

/** A curved arrow from a to b, bowed to one side so it passes between digits, stopped short of both ends. */
function arrow(a, b, gap, bend) {
  const dx = b.x - a.x, dy = b.y - a.y, len = Math.hypot(dx, dy) || 1;
  const ux = dx / len, uy = dy / len;
  const s = { x: a.x + ux * gap, y: a.y + uy * gap }, e = { x: b.x - ux * gap, y: b.y - uy * gap };
  const off = Math.min(len * 0.22, 90) * bend;
  const mx = (s.x + e.x) / 2 - uy * off, my = (s.y + e.y) / 2 + ux * off;
  return `M${s.x.toFixed(1)} ${s.y.toFixed(1)} Q${mx.toFixed(1)} ${my.toFixed(1)} ${e.x.toFixed(1)} ${e.y.toFixed(1)}`;
}

/** `<defs>` with the arrowheads, one per link kind (coloured by CSS). */
export function figureDefs() {
  const defs = el('defs', {});
  for (const kind of ['strong', 'weak', 'branch']) {
    const m = el('marker', { id: `fig-arrow-${kind}`, viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 5, markerHeight: 5,
      orient: 'auto-start-reverse', markerUnits: 'strokeWidth' });
    m.append(el('path', { d: 'M0 0 L10 5 L0 10 z' }, `fig-head fig-head-${kind}`));
    defs.append(m);
  }
  return defs;
}

/**
 * The SVG nodes of `steps` (the engine's step records, www/step-record.js) over a grid described by `info`
 * ({side, blockH, blockW, symbolCount, chars}): one `<g class="fig-step">` per step, in order, each with its
 * layers: units, cells, links, candidates, eliminations, placements.
 */
export function figureNodes(steps, info, cellPx) {
  // stroke width in user units: about 2 px, thinner on tiny cells
  const px = U / Math.max(cellPx, 1);
  const w = Math.min(2.2, Math.max(1, cellPx / 14)) * px;
  return steps.map((step, k) => stepNodes(step, k, info, steps.length, w));
}

/** What a step record draws, with its symbols as the page's numbers (placer and drawing count them from 1). */
function pictureOf(record, info) {
  const sym = (ch) => symbolOf(info, ch);
  const node = (nd) => ({ cells: nd.cells, sym: sym(nd.symbol) });
  return {
    cands: record.candidates.map((c) => ({ cell: c.cell, sym: sym(c.symbol), role: c.role })),
    cells: drawnCells(record),
    units: drawnUnits(record),
    links: record.links.map((l) => ({ strong: l.strong, from: node(l.from), to: node(l.to) })),
    branches: record.branches.map((b) => b.map((i) => ({ cell: i.cell, sym: sym(i.symbol), reason: i.reason.type }))),
  };
}

function stepNodes(record, k, info, count, w) {
  const f = pictureOf(record, info);
  const step = { placements: movesOf(info, record.placements), eliminations: movesOf(info, record.eliminations) };
  // a step's technique, or a mistake's kind (`entry`, `notes`: a mistake is no technique)
  const what = record.mistake ? { 'data-mistake': record.mistake } : { 'data-technique': record.technique };
  const g = el('g', { 'data-step': k, ...what }, `fig-step${k < count - 1 ? ' fig-earlier' : ''}`);
  const n = info.side;
  // Every candidate this step draws, per cell, for the layout on big grids.
  const drawn = new Map();
  const add = (cell, sym) => { const l = drawn.get(cell) ?? []; if (!l.includes(sym)) l.push(sym); drawn.set(cell, l); };
  for (const c of f.cands) add(c.cell, c.sym);
  for (const l of f.links) for (const nd of [l.from, l.to]) for (const c of nd.cells) add(c, nd.sym);
  for (const b of f.branches) for (const i of b) add(i.cell, i.sym);
  for (const [c, s] of step.eliminations) add(c, s);
  for (const l of drawn.values()) l.sort((a, b) => a - b);
  const place = placer(info, drawn, new Set(step.placements.map(([c]) => c)));
  // A ring round a note stays within the note's slot, its stroke included, so it never covers the next note
  // (or the next cell's): on a phone's 39 px cells the stroke is relatively thick.
  const R = place.slot ? Math.min(place.r, place.slot / 2 - w * 0.6) : place.r;

  const units = el('g', {}, 'fig-units');
  // Killer: a step names the cages it reasons about as units (wasm unit code 5), drawn under the others
  for (const u of f.units) if (u.type === 'cage') units.append(cageUnit(info, u, w));
  for (const u of f.units) {
    if (u.type === 'cage') continue;
    if (u.type === 'region') { units.append(regionUnit(info, u, w)); continue; }
    if (u.type === 'diagonal') {
      units.append(el('polygon', { points: diagonalBand(n, u.index), 'data-unit': `${u.type}-${u.index + 1}`,
        'data-role': u.role, 'stroke-width': w.toFixed(2), 'stroke-linejoin': 'round' }, `fig-unit role-${u.role}`));
      continue;
    }
    const r = unitRect(info, u);
    units.append(el('rect', { x: r.x + 4, y: r.y + 4, width: r.w - 8, height: r.h - 8, rx: 10,
      'data-unit': `${u.type}-${u.index + 1}`, 'data-role': u.role, 'stroke-width': w.toFixed(2) }, `fig-unit role-${u.role}`));
  }
  const cells = el('g', {}, 'fig-cells');
  const seen = new Map();
  for (const c of f.cells) {
    // a cell with several roles (in two almost locked sets) gets nested frames
    const depth = seen.get(c.cell) ?? 0;
    seen.set(c.cell, depth + 1);
    const x = (c.cell % n) * U, y = Math.floor(c.cell / n) * U, inset = 6 + depth * 9;
    cells.append(el('rect', { x: x + inset, y: y + inset, width: U - 2 * inset, height: U - 2 * inset, rx: 8,
      'data-cell': c.cell, 'data-role': c.role, 'stroke-width': (w * 1.3).toFixed(2) }, `fig-cell role-${c.role.startsWith('als-') ? `als als-${Number(c.role.slice(4)) % 4}` : c.role}`));
  }
  const links = el('g', {}, 'fig-links');
  const centre = (nd) => {
    const ps = nd.cells.map((c) => place.at(c, nd.sym));
    return { x: ps.reduce((a, p) => a + p.x, 0) / ps.length, y: ps.reduce((a, p) => a + p.y, 0) / ps.length };
  };
  f.links.forEach((l, i) => {
    for (const nd of [l.from, l.to]) {
      if (nd.cells.length > 1) {
        // a group node: a frame around its candidates
        const ps = nd.cells.map((c) => place.at(c, nd.sym));
        const xs = ps.map((p) => p.x), ys = ps.map((p) => p.y);
        links.append(el('rect', { x: Math.min(...xs) - R * 1.2, y: Math.min(...ys) - R * 1.2,
          width: Math.max(...xs) - Math.min(...xs) + R * 2.4, height: Math.max(...ys) - Math.min(...ys) + R * 2.4,
          rx: R, 'data-group': nd.cells.join(' '), 'stroke-width': w.toFixed(2) }, 'fig-group'));
      }
    }
    const a = centre(l.from), b = centre(l.to);
    const same = l.from.cells.length === 1 && l.to.cells.length === 1 && l.from.cells[0] === l.to.cells[0];
    const kind = l.strong ? 'strong' : 'weak';
    const d = arrow(a, b, R * 1.15, same ? 2.2 : (i % 2 ? -1 : 1));
    links.append(el('path', { d, 'data-link': kind, 'marker-end': `url(#fig-arrow-${kind})`, 'stroke-width': w.toFixed(2),
      ...(l.strong ? {} : { 'stroke-dasharray': `${(w * 2.6).toFixed(1)} ${(w * 1.8).toFixed(1)}` }) }, `fig-link fig-${kind}`));
  });
  f.branches.forEach((b, bi) => {
    for (let i = 0; i + 1 < b.length; i++) {
      const p = place.at(b[i].cell, b[i].sym), q = place.at(b[i + 1].cell, b[i + 1].sym);
      links.append(el('path', { d: arrow(p, q, R * 1.15, bi % 2 ? -0.6 : 0.6), 'data-branch': bi,
        'marker-end': 'url(#fig-arrow-branch)', 'stroke-width': (w * 0.8).toFixed(2) }, `fig-link fig-branch branch-${bi % 3}`));
    }
  });

  const cands = el('g', {}, 'fig-cands');
  // struck and placed candidates are drawn as such, not as plain candidates
  const elim = new Set(step.eliminations.concat(step.placements).map(([c, s]) => `${c}:${s}`));
  const dot = (cell, sym, cls, extra = {}) => {
    const p = place.at(cell, sym), r = place.rOf?.(cell) ?? R;
    const grp = el('g', { 'data-cell': cell, 'data-sym': sym, ...extra }, cls);
    grp.append(el('circle', { cx: p.x.toFixed(1), cy: p.y.toFixed(1), r: r.toFixed(1), 'stroke-width': (w * 0.7).toFixed(2) }));
    const t = el('text', { x: p.x.toFixed(1), y: (p.y + r * 0.08).toFixed(1), 'font-size': (r * 1.6).toFixed(1), 'text-anchor': 'middle',
      'dominant-baseline': 'central' });
    t.textContent = symbolText(info, sym);
    grp.append(t);
    return { grp, p };
  };
  const done = new Set();
  const cand = (cell, sym, role) => {
    const key = `${cell}:${sym}`;
    if (done.has(key) || elim.has(key)) return;
    done.add(key);
    cands.append(dot(cell, sym, `fig-cand role-${role.startsWith('als-') ? 'als' : role}`, { 'data-role': role }).grp);
  };
  for (const b of f.branches) for (const i of b) cand(i.cell, i.sym, i.reason === 'assumption' ? 'colour-a' : 'implied');
  for (const c of f.cands) cand(c.cell, c.sym, c.role);
  for (const l of f.links) for (const nd of [l.from, l.to]) for (const c of nd.cells) cand(c, nd.sym, 'key');
  for (const [c, s] of step.eliminations) {
    const { grp, p } = dot(c, s, 'fig-elim');
    const d = R * 0.95;
    grp.append(el('line', { x1: (p.x - d).toFixed(1), y1: (p.y + d).toFixed(1), x2: (p.x + d).toFixed(1), y2: (p.y - d).toFixed(1),
      'stroke-width': (w * 1.1).toFixed(2) }));
    cands.append(grp);
  }
  for (const [c, s] of step.placements) {
    const x = (c % n) * U + U / 2, y = Math.floor(c / n) * U + U / 2;
    const grp = el('g', { 'data-cell': c, 'data-sym': s }, 'fig-place');
    grp.append(el('circle', { cx: x, cy: y, r: 40, 'stroke-width': w.toFixed(2) }));
    const t = el('text', { x, y: y + 3, 'font-size': 58, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
    t.textContent = symbolText(info, s);
    grp.append(t);
    // on binary boards a placement shares its cell with the assumption's badge, drawn over it
    if (info.kind === 'binary') cands.prepend(grp); else cands.append(grp);
  }
  g.append(units, cells, links, cands);
  return g;
}

/** True when a step record has anything to draw beyond its placements and eliminations. */
export function hasFigure(record) {
  return !!record && (record.candidates.length + drawnCells(record).length + drawnUnits(record).length
    + record.links.length + record.branches.length) > 0;
}
