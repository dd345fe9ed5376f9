//! The shape of a Sudoku grid: its units (rows, columns, boxes, Jigsaw's regions, and the units rules add:
//! X-Sudoku's diagonals, Windoku's windows), each cell's units and peers (the pairs of cells rules keep apart,
//! as anti-knight's, among them), and the cages (Killer's and the `cage` rule's, one thing: a Killer is blocks
//! and cages that cover the grid) as data ([`Layout`], [`Cage`], [`Extra`]). Built once per shape and shared;
//! every technique and the general solver see only units and peers, so a layout or a rule that adds units and
//! peers needs no code of its own there. What a rule adds is worked out by its file under `rules/` and handed
//! in as an [`Extra`].

use super::candidates::Candidates;
use super::cell::{Cell, Symbol, Unit};
use super::rule::Rule;
use super::sort::sort;
use std::sync::{Arc, Mutex, OnceLock};

/// Largest supported side.
pub const MAX_SIDE: usize = 25;

/// The grid's boxes: the shape, beside which everything else is a rule ([`Geometry::rules`]). The techniques and
/// the general solver see only [`Geometry::units`] and [`Geometry::peers`]; the layout tells the parts that
/// must know more (formats, drawing, the specialised solvers for standard blocks).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Layout {
    /// `br×bc` blocks (plain Sudoku, or with rules: X-Sudoku is blocks with the `diagonals` rule, Killer blocks
    /// with `cage` rules that cover the grid).
    Blocks,
    /// Jigsaw: irregular regions of `n` cells replace the blocks; `regions[cell]` is the region (`0..n`).
    Regions(Vec<u8>),
}

/// A cage (Killer's, or the `cage` rule's: one rule): its cells (sorted) and their sum (0: none shown); no
/// symbol repeats in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cage {
    pub cells: Vec<Cell>,
    pub sum: u16,
}

/// What a Sudoku's rules add to its blocks, worked out by `rules::geometry`: the rule list (canonical order),
/// the units they add with their names, and the pairs of cells they keep apart beyond the units.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Extra {
    pub rules: Vec<Rule>,
    pub units: Vec<NamedUnit>,
    pub pairs: Vec<Pair>,
    /// The `cage` rule's cages, in rule order (their cells are pairs too, and a total a sum).
    pub cages: Vec<Cage>,
    pub relations: Vec<Relation>,
    /// The digits each cell may hold (bits `1 << d`; empty when no rule limits any cell).
    pub allowed: Vec<u32>,
    pub sums: Vec<Sum>,
    pub betweens: Vec<Between>,
}

/// A line whose digits between its smallest (1) and its largest (n) add up to `total` (a sandwich clue).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Between {
    /// The line's cells, in order.
    pub cells: Vec<Cell>,
    pub total: i32,
    /// The rule's index in [`Geometry::rules`].
    pub rule: u16,
}

/// A rule's sum over cells: the digits times their signs add up to `total` (an arrow: its circle less its
/// path's digits is 0). Cells may repeat digits where no unit forbids it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sum {
    pub cells: Vec<Cell>,
    /// `1` or `-1` per cell.
    pub signs: Vec<i8>,
    pub total: i32,
    /// The rule's index in [`Geometry::rules`].
    pub rule: u16,
    /// When the cells' digits differ (a cage's): every set of digits (bits `1 << d`) of the cells' count that
    /// makes the total, which the general solver narrows the cells to. Empty when digits may repeat (arrows,
    /// little killers), or above 9×9.
    pub sets: Vec<u32>,
}

/// Two cells whose symbols a rule relates beyond "different" (non-consecutive neighbours; Kropki dots, XV and
/// thermometer steps are relations too): `ok[v]` is the set of symbols `b` may hold when `a` holds `v` (bit
/// `1 << w`, as in [`super::candidates::Candidates`]), `back[w]` the set `a` may hold when `b` holds `w`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Relation {
    pub a: Cell,
    pub b: Cell,
    /// The rule's index in [`Geometry::rules`].
    pub rule: u16,
    /// Shared by every relation of one rule instance (the tables depend only on the rule and the side).
    pub ok: Arc<[u32]>,
    pub back: Arc<[u32]>,
    /// Up to 9×9, [`Relation::ok`] and [`Relation::back`] read for every set of symbols at once (index: the
    /// set's bits shifted down by one, see [`Relation::by_set`]): one lookup where the solver's propagation
    /// would loop over the set (the general solver's counts with relations spend most of their time there).
    /// Empty above 9×9.
    pub ok_sets: Arc<[u32]>,
    pub back_sets: Arc<[u32]>,
}

impl Relation {
    /// The symbols the other cell may hold, given the set `m` (bits) of the symbols one cell may hold, read
    /// through `table` ([`Relation::ok`] from `a` to `b`, [`Relation::back`] from `b` to `a`).
    #[inline]
    pub fn allowed(table: &[u32], mut m: u32) -> u32 {
        let mut out = 0;
        while m != 0 {
            out |= table[m.trailing_zeros() as usize];
            m &= m - 1;
        }
        out
    }

    /// [`Relation::allowed`] for every set of symbols up to 9×9 (empty above): the table [`Relation::ok_sets`]
    /// and [`Relation::back_sets`] hold.
    pub fn by_set(table: &[u32]) -> Arc<[u32]> {
        if table.len() > 10 {
            return Arc::new([]);
        }
        let mut sets = vec![0u32; 1 << (table.len() - 1)];
        for m in 1..sets.len() {
            // the set of symbols whose bits are `m << 1`: its lowest symbol's row and the rest's union
            sets[m] = table[m.trailing_zeros() as usize + 1] | sets[m & (m - 1)];
        }
        sets.into()
    }

    /// What [`Relation::allowed`] gives through `ok` (`sets`: its [`Relation::by_set`]), by one lookup up to
    /// 9×9.
    #[inline]
    pub fn allowed_fast(table: &[u32], sets: &[u32], m: u32) -> u32 {
        match sets.get((m >> 1) as usize) {
            Some(&a) if m & 1 == 0 => a,
            _ => Relation::allowed(table, m),
        }
    }

    /// The cell related to `c` by this relation and the table read from `c` to it.
    #[inline]
    pub fn from(&self, c: Cell) -> (Cell, &[u32]) {
        if c == self.a {
            (self.b, &self.ok[..])
        } else {
            (self.a, &self.back[..])
        }
    }
}

/// A unit a rule adds: its name and its cells.
pub type NamedUnit = (Unit, Vec<Cell>);

/// Two cells that never hold the same symbol because of a rule (a knight's or a king's move apart), though
/// they share no unit. `a < b`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pair {
    pub a: Cell,
    pub b: Cell,
    /// The rule's index in [`Geometry::rules`].
    pub rule: u16,
}

/// Two units sharing two cells or more (a box and a row, a Jigsaw region and a column, a diagonal and a box),
/// split three ways: a symbol whose places in one unit all lie in the shared cells is locked there and leaves
/// the rest of the other unit (pointing and claiming, in the exact solver's propagation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Overlap {
    /// The first unit (an index into [`Geometry::units`]).
    pub a: u16,
    /// The second unit, after the first.
    pub b: u16,
    /// The cells of both units.
    pub both: Vec<Cell>,
    /// The cells of the first unit only.
    pub only_a: Vec<Cell>,
    /// The cells of the second unit only.
    pub only_b: Vec<Cell>,
}

/// The units (houses) a cell belongs to: at least its row, column and box, at positions 0, 1 and 2, then the
/// diagonals it lies on (X-Sudoku). A small copyable set that reads as a slice of unit indices.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct UnitSet {
    ids: [u16; 6],
    len: u8,
}

impl UnitSet {
    fn new(row: usize, col: usize, bx: usize) -> UnitSet {
        UnitSet {
            ids: [row as u16, col as u16, bx as u16, 0, 0, 0],
            len: 3,
        }
    }
    fn push(&mut self, u: usize) {
        self.ids[self.len as usize] = u as u16;
        self.len += 1;
    }
}

impl std::ops::Deref for UnitSet {
    type Target = [u16];
    fn deref(&self) -> &[u16] {
        &self.ids[..self.len as usize]
    }
}

impl<'a> IntoIterator for &'a UnitSet {
    type Item = &'a u16;
    type IntoIter = std::slice::Iter<'a, u16>;
    fn into_iter(self) -> Self::IntoIter {
        self.ids[..self.len as usize].iter()
    }
}

/// The fixed structure of a grid: its units (houses), and which units and peers each cell has. Every
/// technique and the general solver work from these, so X-Sudoku's diagonals and Jigsaw's regions need no
/// code of their own there.
#[derive(Debug, PartialEq, Eq)]
pub struct Geometry {
    /// Block height (rows per block); 0 for Jigsaw (no blocks).
    pub br: usize,
    /// Block width (columns per block); 0 for Jigsaw (no blocks).
    pub bc: usize,
    /// Side.
    pub n: usize,
    /// Blocks or regions.
    pub layout: Layout,
    /// The rules beyond rows, columns and boxes, in canonical order (empty for plain Sudoku and Jigsaw, whose
    /// regions are the layout; a Killer's cages are `cage` rules).
    pub rules: Vec<Rule>,
    /// Units of `n` cells that hold every symbol once: rows `0..n`, columns `n..2n`, boxes (blocks or jigsaw
    /// regions) `2n..3n`, then the units the rules add, in rule order (X-Sudoku: the main diagonal `3n`, r1c1
    /// to rNcN, and the anti-diagonal `3n+1`, r1cN to rNc1; then Windoku's windows). Cages are not
    /// units (they need not hold every symbol): see [`Geometry::cages`].
    pub units: Vec<Vec<Cell>>,
    /// The names of the units from `3n` on (the rules' units).
    extra_names: Vec<Unit>,
    /// The units of each cell: row, column, box, then the rules' units.
    pub cell_units: Vec<UnitSet>,
    /// The peers of each cell (sharing a unit or a rule's [`Pair`], a cage's among them; not itself), sorted.
    pub peers: Vec<Vec<Cell>>,
    /// The pairs of cells the rules keep apart that share no unit (anti-knight, anti-king, two cells of a
    /// cage), in the order the rules give them (each pair once: no two rules relate the same two cells).
    pub pairs: Vec<Pair>,
    /// The rules' relations between cells beyond "different" (non-consecutive), in rule order.
    pub relations: Vec<Relation>,
    /// The relations each cell takes part in (indices into [`Geometry::relations`]).
    pub related: Vec<Vec<u16>>,
    /// The digits each cell may hold (bits `1 << d`), where a rule limits them (even and odd cells); empty when
    /// no rule does.
    pub allowed: Vec<u32>,
    /// The rules' sums over cells (arrows), in rule order.
    pub sums: Vec<Sum>,
    /// The rules' lines whose digits between 1 and n add up to a total (sandwiches), in rule order.
    pub betweens: Vec<Between>,
    /// Every pair of units sharing two cells or more, in order of the first unit, then the second.
    pub overlaps: Vec<Overlap>,
    /// The cages, in rule order: see [`Geometry::cages`].
    cages: Vec<Cage>,
    /// Do the rules add more than units and cages (see [`Geometry::rules_beyond_units`])?
    beyond_units: bool,
    /// The cage of each cell ([`NO_CAGE`] for none): see [`Geometry::cage_of`].
    cell_cage: Vec<u16>,
}

/// No cage (see [`Geometry::cage_of`]).
const NO_CAGE: u16 = u16::MAX;

impl Geometry {
    /// `boxes[cell]` is the cell's box (block or region, `0..n`); `extra` adds the rules' units, pairs and
    /// cages.
    fn build(
        br: usize,
        bc: usize,
        n: usize,
        boxes: &[u8],
        layout: Layout,
        extra: Extra,
    ) -> Geometry {
        let mut units = vec![Vec::with_capacity(n); 3 * n];
        let mut cell_units = Vec::with_capacity(n * n);
        for r in 0..n {
            for c in 0..n {
                let cell = r * n + c;
                let b = boxes[cell] as usize;
                units[r].push(cell as Cell);
                units[n + c].push(cell as Cell);
                units[2 * n + b].push(cell as Cell);
                cell_units.push(UnitSet::new(r, n + c, 2 * n + b));
            }
        }
        let mut extra_names = Vec::with_capacity(extra.units.len());
        for (name, mut cells) in extra.units {
            sort(&mut cells);
            for &c in &cells {
                cell_units[c as usize].push(units.len());
            }
            units.push(cells);
            extra_names.push(name);
        }
        let mut paired: Vec<Vec<Cell>> = vec![Vec::new(); n * n];
        for p in &extra.pairs {
            paired[p.a as usize].push(p.b);
            paired[p.b as usize].push(p.a);
        }
        let mut cage_of = vec![NO_CAGE; n * n];
        for (k, cage) in extra.cages.iter().enumerate() {
            for &c in &cage.cells {
                cage_of[c as usize] = k as u16;
            }
        }
        let peers = (0..n * n)
            .map(|cell| {
                let mut p: Vec<Cell> = cell_units[cell]
                    .iter()
                    .flat_map(|&u| units[u as usize].iter().copied())
                    .chain(paired[cell].iter().copied())
                    .filter(|&x| x as usize != cell)
                    .collect();
                sort(&mut p);
                p.dedup();
                p
            })
            .collect();
        let overlaps = Self::overlaps(&units, &cell_units);
        // Only the pairs the units do not already keep apart.
        let pairs: Vec<Pair> = extra
            .pairs
            .into_iter()
            .filter(|p| {
                !cell_units[p.a as usize]
                    .iter()
                    .any(|u| cell_units[p.b as usize].contains(u))
            })
            .collect();
        let by_cage = |k: u16| cage_rule(&extra.rules, k);
        let beyond_units = pairs.iter().any(|p| !by_cage(p.rule))
            || !extra.relations.is_empty()
            || !extra.allowed.is_empty()
            || extra.sums.iter().any(|s| !by_cage(s.rule))
            || !extra.betweens.is_empty();
        let mut related = vec![Vec::new(); n * n];
        for (k, r) in extra.relations.iter().enumerate() {
            related[r.a as usize].push(k as u16);
            related[r.b as usize].push(k as u16);
        }
        Geometry {
            br,
            bc,
            n,
            layout,
            rules: extra.rules,
            relations: extra.relations,
            related,
            allowed: extra.allowed,
            sums: extra.sums,
            betweens: extra.betweens,
            units,
            extra_names,
            cell_units,
            peers,
            pairs,
            overlaps,
            cages: extra.cages,
            beyond_units,
            cell_cage: cage_of,
        }
    }

    /// The pairs of `units` sharing two cells or more ([`Geometry::overlaps`]).
    fn overlaps(units: &[Vec<Cell>], cell_units: &[UnitSet]) -> Vec<Overlap> {
        let mut out = Vec::new();
        for (a, unit) in units.iter().enumerate() {
            for (b, other) in units.iter().enumerate().skip(a + 1) {
                let in_b = |&c: &Cell| cell_units[c as usize].contains(&(b as u16));
                let both: Vec<Cell> = unit.iter().copied().filter(in_b).collect();
                if both.len() < 2 {
                    continue;
                }
                let only_a = unit.iter().copied().filter(|c| !in_b(c)).collect();
                let only_b = other
                    .iter()
                    .copied()
                    .filter(|&c| !cell_units[c as usize].contains(&(a as u16)))
                    .collect();
                out.push(Overlap {
                    a: a as u16,
                    b: b as u16,
                    both,
                    only_a,
                    only_b,
                });
            }
        }
        out
    }

    /// The box of each cell for `br×bc` blocks.
    fn block_boxes(br: usize, bc: usize) -> Vec<u8> {
        let n = br * bc;
        (0..n * n)
            .map(|cell| ((cell / n / br) * br + (cell % n) / bc) as u8)
            .collect()
    }

    /// The shared geometry of a plain shape (built once per shape and cached).
    pub fn get(br: usize, bc: usize) -> Arc<Geometry> {
        Self::with_rules(br, bc, Extra::default(), true)
    }

    /// The geometry of `br×bc` blocks with what rules add (`rules::geometry` works out `extra` from the rule
    /// list): when `shared` (global rules only), built once per shape and rule list and cached; else (rule
    /// instances, new per puzzle) built afresh.
    pub fn with_rules(br: usize, bc: usize, extra: Extra, shared: bool) -> Arc<Geometry> {
        let build = |extra| {
            Arc::new(Geometry::build(
                br,
                bc,
                br * bc,
                &Self::block_boxes(br, bc),
                Layout::Blocks,
                extra,
            ))
        };
        if !shared {
            return build(extra);
        }
        static CACHE: OnceLock<Mutex<Vec<Arc<Geometry>>>> = OnceLock::new();
        let cache = CACHE.get_or_init(|| Mutex::new(Vec::new()));
        let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(g) = cache.iter().find(|g| {
            g.br == br && g.bc == bc && g.layout == Layout::Blocks && g.rules == extra.rules
        }) {
            return g.clone();
        }
        let g = build(extra);
        cache.push(g.clone());
        g
    }

    /// A Jigsaw geometry: `regions[cell]` (`n*n` entries, values `0..n`, each `n` times) is the cell's region.
    /// Callers validate the regions first (connected, the right sizes: see the Jigsaw format); this only
    /// checks what would break the structure.
    /// Regions are renumbered in order of first appearance, so equal layouts compare equal.
    pub fn jigsaw(n: usize, mut regions: Vec<u8>) -> Result<Arc<Geometry>, String> {
        let mut order: Vec<u8> = Vec::new();
        for r in regions.iter_mut() {
            let k = match order.iter().position(|&o| o == *r) {
                Some(k) => k,
                None => {
                    order.push(*r);
                    order.len() - 1
                }
            };
            *r = k as u8;
        }
        if regions.len() != n * n {
            return Err(crate::tr!(
                "error-region-cells",
                found = regions.len(),
                side = n
            ));
        }
        let mut size = vec![0usize; n];
        for &r in &regions {
            match size.get_mut(r as usize) {
                Some(k) => *k += 1,
                None => return Err(crate::tr!("error-region-range", region = r as usize + 1)),
            }
        }
        if let Some(r) = size.iter().position(|&k| k != n) {
            return Err(crate::tr!(
                "error-region-count",
                region = r + 1,
                found = size[r],
                count = n
            ));
        }
        let boxes = regions.clone();
        Ok(Arc::new(Geometry::build(
            0,
            0,
            n,
            &boxes,
            Layout::Regions(regions),
            Extra::default(),
        )))
    }

    /// Plain blocks and nothing else: the specialised solvers (9×9, big grids) and the block arithmetic of
    /// their fast paths apply only then.
    #[inline]
    pub fn is_plain(&self) -> bool {
        self.layout == Layout::Blocks && self.rules.is_empty()
    }

    /// Every constraint is a unit (no cage, no rule pair, relation or cell digits): the arguments that
    /// count places per unit (BUG's two-solution parity, a swap of two symbols in a deadly pattern) hold only
    /// then.
    pub fn units_only(&self) -> bool {
        self.cages.is_empty() && !self.rules_beyond_units()
    }

    /// Is rule `k` (an index into [`Geometry::rules`], as a pair or a sum gives it) a cage?
    pub fn by_cage(&self, k: u16) -> bool {
        cage_rule(&self.rules, k)
    }

    /// Do the rules add more than units and cages: pairs of cells kept apart, relations, the digits a cell may
    /// hold, sums or sandwiches beyond a cage's? (Worked out once, when the geometry is built.)
    fn rules_beyond_units(&self) -> bool {
        self.beyond_units
    }

    /// The cells related to `c` by the rules' relations and what each may still hold once `c` holds `s`
    /// (non-consecutive neighbours: every digit but those next to `s`). Empty without relations.
    pub fn beside(&self, c: Cell, s: Symbol) -> impl Iterator<Item = (Cell, Candidates)> + '_ {
        self.related[c as usize].iter().map(move |&k| {
            let (to, table) = self.relations[k as usize].from(c);
            (to, Candidates(table[s as usize]))
        })
    }

    /// The cages (the `cage` rule's: a Killer's, or fewer), in rule order (each by its first cell).
    pub fn cages(&self) -> &[Cage] {
        &self.cages
    }

    /// The index of the cage holding `cell`, if any.
    pub fn cage_of(&self, cell: usize) -> Option<usize> {
        Some(self.cell_cage[cell] as usize).filter(|_| self.cell_cage[cell] != NO_CAGE)
    }

    /// Units in the order people scan them: boxes first, then rows, columns and diagonals.
    pub fn look_order(&self) -> impl Iterator<Item = usize> {
        let n = self.n;
        (2 * n..3 * n)
            .chain(0..2 * n)
            .chain(3 * n..self.units.len())
    }

    /// Row of a cell.
    #[inline]
    pub fn row(&self, cell: usize) -> usize {
        cell / self.n
    }
    /// Column of a cell.
    #[inline]
    pub fn col(&self, cell: usize) -> usize {
        cell % self.n
    }
    /// Box of a cell (block in row-major order of blocks, or jigsaw region).
    #[inline]
    pub fn block(&self, cell: usize) -> usize {
        self.cell_units[cell][2] as usize - 2 * self.n
    }
    /// Do two distinct cells share a unit (or a cage)?
    #[inline]
    pub fn sees(&self, a: usize, b: usize) -> bool {
        if self.is_plain() {
            a != b
                && (a / self.n == b / self.n
                    || a % self.n == b % self.n
                    || self.block(a) == self.block(b))
        } else {
            self.peers[a].binary_search(&(b as Cell)).is_ok()
        }
    }
    /// Do all of `cells` lie in unit `u`?
    pub fn all_in(&self, u: usize, cells: &[usize]) -> bool {
        cells
            .iter()
            .all(|&c| self.cell_units[c].contains(&(u as u16)))
    }
    /// The units holding every one of `cells` (none for an empty list).
    pub fn common_units(&self, cells: &[usize]) -> Vec<usize> {
        match cells.first() {
            None => vec![],
            Some(&c) => self.cell_units[c]
                .iter()
                .map(|&u| u as usize)
                .filter(|&u| self.all_in(u, cells))
                .collect(),
        }
    }
    /// Whether swapping two symbols among `cells` (a deadly-pattern argument: unique rectangles, avoidable
    /// rectangles) keeps every unit and cage valid: each unit and each cage holds 0 or 2 of the cells. Always
    /// true for rectangles on plain blocks that the rectangle techniques accept; diagonals, regions and cages
    /// can break it.
    pub fn swap_safe(&self, cells: &[usize]) -> bool {
        // Only the units and cages of the cells can hold any of them: each must hold exactly two.
        let in_unit = |u: u16| {
            cells
                .iter()
                .filter(|&&c| self.cell_units[c].contains(&u))
                .count()
        };
        let in_cage = |k: u16| cells.iter().filter(|&&c| self.cell_cage[c] == k).count();
        if self.rules_beyond_units() {
            // A cell's knight or king neighbours outside the pattern could hold the swapped-in symbol, a
            // neighbour a symbol next to it, an even cell an odd one.
            return false;
        }
        cells.iter().all(|&c| {
            self.cell_units[c].iter().all(|&u| in_unit(u) == 2)
                && (self.cell_cage[c] == NO_CAGE || in_cage(self.cell_cage[c]) == 2)
        })
    }
    /// The unit index (into [`Geometry::units`]) of a named unit: the inverse of [`Geometry::unit`]. A cage is
    /// not in `units`: `usize::MAX`.
    pub fn unit_index(&self, u: Unit) -> usize {
        let n = self.n;
        match u {
            Unit::Row(i) => i as usize,
            Unit::Col(i) => n + i as usize,
            Unit::Block(i) | Unit::Region(i) => 2 * n + i as usize,
            Unit::Diagonal(_) | Unit::Window(_) => self
                .extra_names
                .iter()
                .position(|&x| x == u)
                .map_or(usize::MAX, |k| 3 * n + k),
            Unit::Cage(_) => usize::MAX,
        }
    }
    /// The `Unit` named by unit index `u` (`0..units.len()`).
    pub fn unit(&self, u: usize) -> Unit {
        match u / self.n {
            0 => Unit::Row(u as u8),
            1 => Unit::Col((u - self.n) as u8),
            2 if matches!(self.layout, Layout::Regions(_)) => Unit::Region((u - 2 * self.n) as u8),
            2 => Unit::Block((u - 2 * self.n) as u8),
            _ => self.extra_names[u - 3 * self.n],
        }
    }
}

/// Is `rules[k]` a cage (for a pair or a sum that names its rule)?
fn cage_rule(rules: &[Rule], k: u16) -> bool {
    matches!(rules.get(k as usize), Some(Rule::Cage(..)))
}

/// The up to four cells sharing a side with `c` on an `n×n` grid (Jigsaw regions and cages are joined
/// through these).
pub fn side_neighbours(n: usize, c: usize) -> impl Iterator<Item = usize> {
    let (r, col) = (c / n, c % n);
    [
        (r > 0).then(|| c - n),
        (r + 1 < n).then(|| c + n),
        (col > 0).then(|| c - 1),
        (col + 1 < n).then(|| c + 1),
    ]
    .into_iter()
    .flatten()
}

/// A cell of `cells` (a region or a cage, non-empty) not reachable from the first through side neighbours in
/// `cells`; `None` when they are connected.
pub fn first_unconnected(n: usize, cells: &[usize]) -> Option<usize> {
    let mut inside = vec![false; n * n];
    for &c in cells {
        inside[c] = true;
    }
    let mut seen = vec![false; n * n];
    let mut stack = vec![cells[0]];
    seen[cells[0]] = true;
    while let Some(c) = stack.pop() {
        for d in side_neighbours(n, c) {
            if inside[d] && !seen[d] {
                seen[d] = true;
                stack.push(d);
            }
        }
    }
    cells.iter().copied().find(|&c| !seen[c])
}

/// The standard block shape for a side: 4 → 2×2, 6 → 2×3, 9 → 3×3, 12 → 3×4, 16 → 4×4, 25 → 5×5 (other
/// sides: the most square factorisation with `br ≤ bc`, if any).
pub fn standard_shape(side: usize) -> Option<(usize, usize)> {
    if !(1..=MAX_SIDE).contains(&side) {
        return None;
    }
    let mut best = None;
    for br in 1..=side {
        if side % br == 0 && br <= side / br {
            best = Some((br, side / br));
        }
    }
    best.filter(|&(br, _)| br > 1 || side == 1)
}
