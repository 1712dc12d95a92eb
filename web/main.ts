// The playground: pick an encounter and a seed, play the party against the enemy side, undo by replaying.
import { type Board, type Choice, createEngine, type Engine, type Option as MenuOption } from "../src/index.js";
import type { BoardDef, Cell, EncounterDef, RulesetDoc } from "../src/ruleset/index.js";
import { copiesHint, placeCopy } from "./copies.js";
import { AIM_FILL, AIM_OUTLINE, AREA_FILL, cellSize, draw, type Highlight, MOVE_FILL, MOVE_OUTLINE } from "./draw.js";
import { type LegendItem, legendItems } from "./legend.js";
import { areaOf, fetchJson, type LibraryEntry, library, partyFor } from "./library.js";
import { groupOptions } from "./menu-groups.js";
import { areaPreview, paintedBoard, sceneView } from "./scene.js";
import { Session } from "./session.js";
import { smokeViews } from "./smoke.js";
import { summonViews } from "./summons.js";
import { canPick, pickTarget } from "./targets.js";
import { type ZoneView, zoneViews } from "./zones.js";

const el = <T extends HTMLElement>(id: string) => document.querySelector(`[data-testid="${id}"]`) as T;
const encounterSelect = el<HTMLSelectElement>("encounter");
const seedInput = el<HTMLInputElement>("seed");
const canvas = el<HTMLCanvasElement>("board");
const menu = el<HTMLElement>("menu");
const hint = el<HTMLElement>("hint");
const g = canvas.getContext("2d")!;

/** An option picked from the menu that still needs a cell or targets. */
interface Pending {
  readonly option: MenuOption;
  targets: string[];
  pay?: string;
  /** 1.253: the alterations (Metamagic) chosen with it, those it needs first. */
  alters: string[];
  /** 1.254: whom Careful spares, once the player names anyone. */
  spares?: string[];
  /** 1.255: whose first save Heightened makes at disadvantage, once the player names someone. */
  heightens?: string;
  /** 1.178: the copies of an area put down several times placed so far, in order. */
  placed: Cell[];
  /** 1.270: the mode chosen (a kind named at casting), the first offered until another is picked. */
  mode?: string;
}

/** The targets a pending option takes with the alterations chosen (Distant's, Twinned's), else its own. */
function targetsOf(p: Pending): MenuOption["targets"] {
  const shaped = p.option.alters?.find((a) => p.alters.includes(a.id) && a.targets);
  return shaped?.targets ?? p.option.targets;
}

/** The choice's `alters`, when any are chosen, with whom they name (1.254 `spares`, 1.255 `heightens`), and its
 * `mode` (1.270), when the option offers modes. */
const altersOf = (p: Pending) => ({
  ...(p.alters.length
    ? {
        alters: p.alters,
        ...(p.spares ? { spares: p.spares } : {}),
        ...(p.heightens ? { heightens: p.heightens } : {}),
      }
    : {}),
  ...(p.mode ? { mode: p.mode } : {}),
});

let engine: Engine;
const entries = new Map<string, LibraryEntry>();
/** The page's own geometry board of the encounter, for light, sight and area previews. */
let view: Board | undefined;
let session: Session | undefined;
let pending: Pending | undefined;
let selected: string | undefined;
let hover: Cell | undefined;
/** The key's fixed part (terrain, light, highlights), drawn once an encounter; the zones follow it each paint. */
let legendBase: LegendItem[] = [];
/** The zones on the field as last painted, for the key and the tooltip. */
let zonesShown: ZoneView[] = [];

const same = (a: Cell, b: Cell) => a[0] === b[0] && a[1] === b[1];
const sameSpot = (list: readonly Cell[] | undefined, c: Cell) => !!list?.some((d) => same(d, c));

async function boot(): Promise<void> {
  engine = await createEngine();
  for (const entry of await library()) {
    entries.set(entry.file, entry);
    const group = document.createElement("optgroup");
    group.label = entry.name;
    for (const e of entry.encounters) group.append(new Option(e.name, `${entry.file}#${e.id}`));
    encounterSelect.append(group);
  }
  el("start").addEventListener("click", () => void start());
  el("undo").addEventListener("click", () => session && show(session.undo(), "Took back the last choice."));
  canvas.addEventListener("click", (ev) => clickCell(cellAt(ev)));
  canvas.addEventListener("mousemove", (ev) => {
    hover = cellAt(ev);
    canvas.title = hover ? describeCell(hover) : "";
    if (pending?.option.cells && pending.option.kind === "use") paint();
  });
  await start();
}

async function start(): Promise<void> {
  const [file, id] = encounterSelect.value.split("#");
  const ruleset = await fetchJson<RulesetDoc>(file!);
  const encounter = ruleset.encounters!.find((e) => e.id === id)!;
  const seed = Number(seedInput.value) || 0;
  const party = await partyFor(entries.get(file!)!, encounter);
  view = encounter.board ? await paintedBoard(encounter.board) : undefined;
  const first = Session.start({ engine, ruleset, encounter, party, seed });
  // The board's lights do not change during a fight, so the key lists the levels once.
  const def = encounter.board;
  legendBase = def ? legendItems(def, view ? new Set(sceneView(view, first.fight.state).light) : new Set()) : [];
  zonesShown = [];
  show(first, "");
}

function show(next: Session, message: string): void {
  session = next;
  pending = undefined;
  selected = next.fight.whoActs ?? selected;
  hint.textContent = message;
  render();
}

function choose(choice: Choice): void {
  const next = session!.choose(choice);
  if (next.fight.rejected) {
    pending = undefined;
    hint.textContent = `Rejected (${next.fight.rejected.code}): ${next.fight.rejected.message}`;
    render();
    return;
  }
  show(next, "");
}

function pick(option: MenuOption): void {
  const pay = option.payments?.[0]?.pool;
  if (!option.cells && !option.targets && !option.walls && !option.alters?.length && !option.modes?.length) {
    choose({ option: option.id, ...(pay ? { pay } : {}) });
    return;
  }
  const mode = option.modes?.[0]?.id;
  pending = {
    option,
    targets: [],
    placed: [],
    ...(pay ? { pay } : {}),
    ...(mode ? { mode } : {}),
    alters: [...(option.alterNeeded ?? [])],
  };
  hint.textContent = option.walls
    ? "Click a highlighted wall section to strike it."
    : option.copies
      ? copiesHint(option, [])
      : option.cells
        ? option.kind === "move" || option.kind === "roll"
          ? "Click a highlighted cell to walk there."
          : "Click a highlighted cell to aim."
        : !option.targets
          ? option.modes?.length
            ? "Choose below, then confirm."
            : "Choose any Metamagic below, then confirm."
          : option.targets.repeat
            ? `Pick up to ${option.targets.max}: each click adds one at that target.`
            : `Pick ${option.targets.max > 1 ? `up to ${option.targets.max} targets` : "a target"} on the board or below.`;
  render();
}

function addTarget(id: string): void {
  const p = pending!;
  const spec = targetsOf(p)!;
  p.targets = pickTarget(spec, p.targets, id);
  if (p.targets.length >= spec.max) confirm();
  else render();
}

function confirm(): void {
  const p = pending!;
  const targets = targetsOf(p) ? { targets: p.targets } : {};
  choose({ option: p.option.id, ...targets, ...(p.pay ? { pay: p.pay } : {}), ...altersOf(p) });
}

function clickCell(cell: Cell | undefined): void {
  if (!cell || !session) return;
  const state = session.fight.state;
  const standing = state.order.find((id) => {
    const at = state.combatants[id]!.at;
    return at && same(at, cell) && state.combatants[id]!.status !== "fled";
  });
  const p = pending;
  const cells = p && (p.option.alters?.find((a) => p.alters.includes(a.id) && a.cells)?.cells ?? p.option.cells);
  if (p?.option.copies && sameSpot(p.option.cells, cell)) {
    const next = placeCopy(p.option, p.placed, cell);
    p.placed = next.placed;
    if (next.done) choose({ option: p.option.id, ...next.done, ...(p.pay ? { pay: p.pay } : {}), ...altersOf(p) });
    else {
      hint.textContent = copiesHint(p.option, p.placed);
      render();
    }
  } else if (p && cells && sameSpot(cells, cell)) {
    choose({ option: p.option.id, at: cell, ...(p.pay ? { pay: p.pay } : {}), ...altersOf(p) });
  } else if (p?.option.walls && sameSpot(p.option.walls, cell)) {
    // 1.200: a wall section struck.
    choose({ option: p.option.id, wall: cell, ...(p.pay ? { pay: p.pay } : {}) });
  } else if (p && standing && targetsOf(p)?.candidates.includes(standing)) {
    addTarget(standing);
  } else if (standing) {
    selected = standing;
    render();
  }
}

/** The tooltip of a cell: who stands there and how they fare, else its terrain. */
function describeCell(cell: Cell): string {
  const state = session?.fight.state;
  const who = state?.order
    .map((id) => state.combatants[id]!)
    .find((c) => c.at && same(c.at, cell) && c.status !== "fled");
  const zones = zonesShown.filter((z) => sameSpot(z.cells, cell)).map((z) => z.label);
  if (who) return [`${who.name}: ${Math.max(0, who.hp)}/${who.maxHp} hp, ${who.status}`, ...zones].join("\n");
  const def = boardDef();
  const ground = def?.legend?.[def.cells?.[cell[1]]?.[cell[0]] ?? ""]?.label ?? "";
  return [...zones, ground].filter(Boolean).join("\n");
}

function cellAt(ev: MouseEvent): Cell | undefined {
  const size = Number(canvas.dataset.cellSize);
  const box = canvas.getBoundingClientRect();
  const cell: Cell = [Math.floor((ev.clientX - box.left) / size), Math.floor((ev.clientY - box.top) / size)];
  const def = boardDef();
  return def && cell[0] < def.width && cell[1] < def.height ? cell : undefined;
}

function boardDef(): BoardDef | undefined {
  return (session?.setup.encounter as EncounterDef | undefined)?.board;
}

function render(): void {
  const s = session!;
  const f = s.fight;
  el("status").textContent = f.over
    ? `The fight is over: ${f.state.outcome} in round ${f.state.round}.`
    : `Round ${f.state.round} · ${f.whoActs} to act`;
  (el("undo") as HTMLButtonElement).disabled = s.choices.length === 0;
  renderMenu();
  renderLog();
  renderSelected();
  paint();
}

/** Who is selected (the acting creature, or one clicked on the board) and what the shading shows for them. */
function renderSelected(): void {
  const c = selected ? session!.fight.state.combatants[selected] : undefined;
  const conditions = c?.conditions.map((k) => k.id).join(", ");
  el("selected").textContent = c
    ? `${c.name} (${c.side}): ${Math.max(0, c.hp)}/${c.maxHp} hp, ${c.status}${conditions ? `, ${conditions}` : ""}. ` +
      "The shading shows what they can see; click a creature to look through its eyes."
    : "";
}

/** The key: the encounter's fixed part, then each zone on the field in its own colour, and each summon. */
function renderLegend(): void {
  const legend = el("legend");
  const zones = zonesShown.map(
    ({ kind, label, fill, outline }): LegendItem => ({ label: `${kind ?? "zone"}: ${label}`, fill, outline }),
  );
  legend.replaceChildren(
    ...[...legendBase, ...zones].map(({ label, fill, outline, hatched }) => {
      const item = document.createElement("span");
      const swatch = document.createElement("i");
      const lines = "repeating-linear-gradient(135deg, rgba(0,0,0,0.6) 0 1px, transparent 1px 4px), ";
      swatch.style.backgroundImage = `${hatched ? lines : ""}linear-gradient(${fill}, ${fill})`;
      if (outline) swatch.style.borderColor = outline;
      item.append(swatch, label);
      return item;
    }),
  );
}

function renderMenu(): void {
  const s = session!;
  menu.replaceChildren();
  if (!s.partyActs) return;
  for (const group of groupOptions(s.setup.ruleset, s.fight.state, s.fight.options())) {
    const heading = document.createElement("h3");
    heading.textContent = group.title;
    menu.append(heading);
    for (const option of group.options) {
      const b = button(option.label, `option-${option.id}`, () => pick(option));
      if (pending?.option.id === option.id) b.classList.add("picked");
      menu.append(b);
      if (pending?.option.id === option.id) menu.append(...pendingControls(pending));
    }
  }
}

function pendingControls(p: Pending): HTMLElement[] {
  const out: HTMLElement[] = [];
  const payments = p.option.payments ?? [];
  if (payments.length > 1) {
    const select = document.createElement("select");
    select.dataset.testid = "pay";
    for (const pay of payments) select.add(new Option(payLabel(pay), pay.pool, false, pay.pool === p.pay));
    select.addEventListener("change", () => {
      p.pay = select.value;
    });
    out.push(select);
  }
  // 1.270: the kind to name (its modes), picked from a list.
  if (p.option.modes?.length) {
    const select = document.createElement("select");
    select.dataset.testid = "mode";
    for (const m of p.option.modes) select.add(new Option(m.label, m.id, false, m.id === p.mode));
    select.addEventListener("change", () => {
      p.mode = select.value;
    });
    out.push(select);
  }
  // 1.253: each Metamagic offered, toggled on and off (those the option needs stay on).
  for (const a of p.option.alters ?? []) {
    const on = p.alters.includes(a.id);
    const b = button(`${on ? "✓ " : ""}${a.name} (${a.price})`, `alter-${a.id}`, () => {
      if (p.option.alterNeeded?.includes(a.id)) return;
      p.alters = on ? p.alters.filter((x) => x !== a.id) : [...p.alters, a.id];
      p.targets = [];
      delete p.spares;
      delete p.heightens;
      render();
    });
    out.push(b);
  }
  out.push(...whomControls(p));
  const spec = targetsOf(p);
  for (const id of spec?.candidates ?? []) {
    if (canPick(spec!, p.targets, id)) out.push(button(`→ ${id}`, `target-${id}`, () => addTarget(id)));
  }
  if (!spec && !p.option.cells) out.push(button("Confirm", "confirm", confirm));
  else if (p.targets.length && p.targets.length >= (spec?.min ?? 1)) {
    out.push(button(`Confirm ${p.targets.join(", ")}`, "confirm", confirm));
  }
  out.push(
    button("Cancel", "cancel", () => {
      pending = undefined;
      hint.textContent = "";
      render();
    }),
  );
  return out;
}

/** 1.254, 1.255: whom the chosen Metamagic names, where its offer lets the player choose: those of the user's side
 * Careful spares (up to its number; none named, the first caught), whose first save Heightened worsens. */
function whomControls(p: Pending): HTMLElement[] {
  const out: HTMLElement[] = [];
  const state = session!.fight.state;
  const user = state.combatants[p.option.who]!;
  const chosen = (p.option.alters ?? []).filter((a) => p.alters.includes(a.id));
  const sparing = chosen.find((a) => a.spares !== undefined);
  if (sparing) {
    const side = Object.values(state.combatants).filter(
      (c) => c.side === user.side && c.status !== "dead" && c.status !== "fled",
    );
    for (const c of side) {
      const on = !!p.spares?.includes(c.id);
      out.push(
        button(`${on ? "✓ " : ""}Spare ${c.id}`, `spare-${c.id}`, () => {
          const list = p.spares ?? [];
          if (on) p.spares = list.filter((x) => x !== c.id);
          else if (list.length < sparing.spares!) p.spares = [...list, c.id];
          render();
        }),
      );
    }
  }
  if (chosen.some((a) => a.heightens)) {
    const select = document.createElement("select");
    select.dataset.testid = "heightens";
    select.add(new Option("First save at disadvantage: the first caught", "", false, !p.heightens));
    const named = p.targets.length ? p.targets : state.order.filter((id) => id !== user.id);
    for (const id of named) select.add(new Option(`First save at disadvantage: ${id}`, id, false, p.heightens === id));
    select.addEventListener("change", () => {
      if (select.value) p.heightens = select.value;
      else delete p.heightens;
    });
    out.push(select);
  }
  return out;
}

/** "Use 1 1st-level slot" in the pool's own words (1.378 `unit`/`units`), else its label; "Use 3 charges". */
function payLabel(pay: NonNullable<MenuOption["payments"]>[number]): string {
  // 1.269: a payment in the item's own charges ("Use 3 charges").
  if (pay.charges !== undefined) return `Use ${pay.amount} ${pay.amount === 1 ? "charge" : "charges"}`;
  const pool = session!.setup.ruleset.sheet.live?.pools?.find((d) => d.id === pay.pool);
  const name = pay.amount === 1 ? (pool?.unit ?? pool?.label) : (pool?.units ?? pool?.label);
  return `Use ${pay.amount} ${name ?? pay.pool}`;
}

function button(text: string, testid: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement("button");
  b.textContent = text;
  b.dataset.testid = testid;
  b.addEventListener("click", onClick);
  return b;
}

function renderLog(): void {
  const f = session!.fight;
  const list = el<HTMLOListElement>("log");
  list.replaceChildren(
    ...f.text().map((line, i) => {
      const li = document.createElement("li");
      li.textContent = line;
      if (f.log[i]!.t === "turn" || f.log[i]!.t === "round") li.className = "turn";
      return li;
    }),
  );
  list.parentElement!.scrollTop = list.parentElement!.scrollHeight;
}

function paint(): void {
  const s = session!;
  const def = boardDef();
  const state = s.fight.state;
  zonesShown =
    def && state.board && view
      ? [...zoneViews(view, s.setup.ruleset, state), ...summonViews(state), ...smokeViews(state)]
      : [];
  renderLegend();
  if (!def || !state.board || !view) {
    g.clearRect(0, 0, canvas.width, canvas.height);
    hint.textContent ||= "This encounter is fought without a board.";
    return;
  }
  const size = cellSize(def, 640, 512);
  canvas.width = def.width * size;
  canvas.height = def.height * size;
  canvas.dataset.cellSize = String(size);
  // Zones first, so the move and aim highlights stay on top of them.
  const highlights: Highlight[] = zonesShown.map(({ cells, fill, outline }) => ({ cells, fill, outline }));
  const cells = pending?.option.cells ?? pending?.option.walls ?? [];
  const moving = pending?.option.kind === "move";
  highlights.push({ cells, fill: moving ? MOVE_FILL : AIM_FILL, outline: moving ? MOVE_OUTLINE : AIM_OUTLINE });
  const area = pending?.option.use ? areaOf(s.setup.ruleset, pending.option.use) : undefined;
  const user = state.combatants[pending?.option.who ?? ""]?.at;
  // The copies placed so far (1.178) and the one the pointer would place next, as one area.
  const placed = pending?.placed ?? [];
  const aims = hover && sameSpot(cells, hover) && !sameSpot(placed, hover) ? [...placed, hover] : placed;
  if (area && user && aims.length) {
    const first = aims[0]!;
    const copies = aims.slice(1).map((c): Cell => [c[0] - first[0], c[1] - first[1]]);
    const covered = areaPreview(view, state.board.perCell, area, user, first, copies.length ? { copies } : undefined);
    highlights.push({ cells: covered, fill: AREA_FILL });
  }
  // What is clickable now, for keyboard-less tests and tools reading the page.
  canvas.dataset.clickable = JSON.stringify(cells);
  draw(g, size, {
    def,
    state,
    scene: sceneView(view, state, selected),
    highlights,
    ...(selected ? { selected } : {}),
    ...(pending?.option.targets ? { targets: pending.option.targets.candidates } : {}),
  });
}

boot().catch((error: unknown) => {
  el("status").textContent = `Could not start: ${error instanceof Error ? error.message : String(error)}`;
});
