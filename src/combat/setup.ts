// Setting up a fight: combatants from party sheets and creature entries ("Goblin 1", "Goblin 2"), places on the
// board, initiative, and the first turn.

import { average, type DiceSpec } from "../dice/index.js";
import { Rng } from "../random/rng.js";
import { ENGINE_LIMITS } from "../registry/limits.js";
import type { CreatureDef } from "../ruleset/catalog.js";
import type { BoardDef, Cell, SceneDef } from "../ruleset/encounter.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import type { SheetData } from "../ruleset/sheet-data.js";
import { poolMax } from "../sheet/pools.js";
import type { Ruleset } from "../validate/load.js";
import { copyJson } from "../validate/plain.js";
import { boardState, inBounds } from "./board/grid.js";
import { readyReactions } from "./capabilities/budgets.js";
import { itemEffectIds } from "./capabilities/item-effects.js";
import { type Ctx, emit } from "./context.js";
import { parsedDice } from "./dice.js";
import { run } from "./driver.js";
import { findEntry } from "./entries.js";
import { type InitiativeSetup, initiativeProblem, settleInitiative } from "./initiative.js";
import { capabilitiesOf } from "./registry.js";
import { rules } from "./rules.js";
import { seal } from "./sealed.js";
import { CombatSetupError, checkSetup } from "./setup-check.js";
import { readValue, sheetSource } from "./source.js";
import type { Step } from "./step.js";
import { nextTurn } from "./turns.js";
import type { Combatant, CombatState, Side } from "./types.js";

/** A creature entry with a count and optional cells (packages add their own words: `inLair`). */
export interface CreatureSpec {
  readonly creature: string;
  readonly count?: number;
  /** One cell, or one per creature of the count. */
  readonly at?: Cell | readonly Cell[];
}

/** A creature entry as `<catalog>/<entry>`, or with a count and optional cells. */
export type CreatureRef = string | CreatureSpec;

/** One member of a side: a character sheet, or creatures from the catalogs. */
export type SideMember = SheetData | CreatureRef;

export interface CombatSetup {
  /** Sheets and creatures (a party of creatures is fine). */
  readonly party: readonly SideMember[];
  /** Creatures and sheets (enemies may be characters: mirror fights). */
  readonly enemies: readonly SideMember[];
  readonly board?: BoardDef;
  /** The encounter's scene: its `location` (1.294); `time` and `indoors` are refused as `unsupported` (1.291). */
  readonly scene?: SceneDef;
  readonly seed: number;
  /** Fight without a board even when one is given. */
  readonly noBoard?: boolean;
  /** Rounds before the fight ends as a `stalemate` (ENGINE_LIMITS.roundCap, 100, when not given). */
  readonly roundCap?: number;
  /** Initiative the Game Master rolled at the table: totals by combatant id, or the whole order. */
  readonly initiative?: InitiativeSetup;
}

function blank(id: string, side: Side, hp: number, extra: Partial<Combatant>): Combatant {
  return {
    id,
    name: id,
    side,
    hp,
    maxHp: hp,
    temp: 0,
    status: "standing",
    initiative: 0,
    pools: {},
    budgets: {},
    moveLeft: 0,
    conditions: [],
    concentration: null,
    death: { successes: 0, failures: 0 },
    usesLeft: {},
    ...extra,
  };
}

function partyMember(ruleset: RulesetDoc, sheet: SheetData, id: string, side: Side): Combatant {
  const src = sheetSource(ruleset, sheet);
  const pools: Record<string, number> = {};
  let hp = 1;
  let maxHp = 1;
  const healthPool = rules(ruleset).healthPool;
  for (const p of ruleset.sheet.live?.pools ?? []) {
    // Health's maximum is the one in force on the sheet: halved by its tracks, less what is sealed (1.193, 1.203).
    const max = p.id === healthPool ? poolMax(ruleset, sheet, p.id) : Math.max(0, readValue(src, p.max));
    const now = Math.min(max, sheet.live?.pools?.[p.id] ?? max);
    if (p.id === healthPool) {
      maxHp = Math.max(1, max);
      hp = now;
    } else pools[p.id] = now;
  }
  // Items worn or carried count for the whole fight; the sheet's own conditions that are combat conditions are
  // held from the start, with no timer, so settling writes back whichever the fight did not end.
  const combatConditions = new Set((ruleset.combat?.conditions ?? []).map((d) => d.id));
  const conditions: Combatant["conditions"] = (sheet.live?.conditions ?? [])
    .filter((h) => combatConditions.has(h))
    .map((h) => ({ id: h }));
  const c = blank(id, side, hp, { maxHp, pools, conditions, itemEffects: itemEffectIds(ruleset, sheet) });
  if (hp <= 0) c.status = ruleset.combat?.dying ? "stable" : "dead";
  return c;
}

function isCreatureRef(m: SideMember): m is CreatureRef {
  return typeof m === "string" || (typeof m === "object" && m !== null && "creature" in m);
}

/** A ruleset as `load()` returns it, or the plain document. */
function docOf(ruleset: RulesetDoc | Ruleset): RulesetDoc {
  return "doc" in ruleset && "entries" in ruleset ? ruleset.doc : (ruleset as RulesetDoc);
}

export { CombatSetupError };

/** Builds the first state of a fight and starts the first turn; a bad set-up throws CombatSetupError first. */
export function startCombat(input: RulesetDoc | Ruleset, setup: CombatSetup): Step {
  const ruleset = docOf(input);
  checkSetup(ruleset, setup);
  // The validator's answer for an encounter's `scene`: only its `location` is read (1.294 darkens a cave or a
  // dungeon); its time of day (1.291) is not, so a fight is not started as if it had been read.
  for (const key of ["time", "indoors"] as const) {
    if (setup.scene?.[key] !== undefined) {
      throw new CombatSetupError(
        `scene.${key}`,
        "unsupported",
        `"scene.${key}" (Capability API 1.291) is not implemented by this engine yet`,
      );
    }
  }
  const caps = capabilitiesOf(ruleset);
  const origin = setup as unknown as Readonly<Record<string, unknown>>;
  const combatants: Record<string, Combatant> = {};
  const sheets: Record<string, SheetData> = {};
  const order: string[] = [];
  const unique = (name: string) => {
    let id = name;
    for (let n = 2; combatants[id]; n++) id = `${name} (${n})`;
    return id;
  };
  // Creatures are numbered by name across both sides ("Goblin 1" may fight "Goblin 2").
  const counts = new Map<string, number>();
  const placed: Record<string, Cell> = {};
  const addSide = (side: Side, members: readonly SideMember[]) => {
    members.forEach((m) => {
      if (isCreatureRef(m)) {
        const spec = typeof m === "string" ? { creature: m } : m;
        // checkSetup found the creature and the count sound.
        const def = findEntry(ruleset, spec.creature) as CreatureDef;
        const n = spec.count ?? 1;
        const cells = cellsOf(spec.at);
        for (let k = 0; k < n; k++) {
          const seq = (counts.get(def.name) ?? 0) + 1;
          counts.set(def.name, seq);
          const id = unique(`${def.name} ${seq}`);
          const c = blank(id, side, averageHealth(def.health), { creature: spec.creature });
          // Extension point "setup": what packages give it from its stat block (auras kept, spell slots, a lair).
          for (const mod of caps.modulesWith("setupCombatant"))
            mod.setupCombatant!(ruleset, c, {
              creature: def,
              spec: spec as unknown as Readonly<Record<string, unknown>>,
              setup: origin,
            });
          combatants[id] = c;
          order.push(id);
          if (cells[k]) placed[id] = cells[k]!;
        }
        return;
      }
      const id = unique(m.name);
      // The fight keeps its own copy: a caller changing its sheet later cannot reach this or another fight.
      const sheet = copyJson(m);
      const c = partyMember(ruleset, sheet, id, side);
      for (const mod of caps.modulesWith("setupCombatant")) mod.setupCombatant!(ruleset, c, { sheet, setup: origin });
      combatants[id] = c;
      sheets[id] = sheet;
      order.push(id);
    });
  };
  addSide("party", setup.party);
  addSide("enemies", setup.enemies);
  const board =
    setup.board && !setup.noBoard
      ? boardState(setup.board, rules(ruleset).perCell, ruleset.combat?.distance?.diagonals)
      : null;
  if (board) place(board, setup.board!, order, combatants, placed);

  const wrong = initiativeProblem(setup.initiative, order);
  if (wrong) throw new CombatSetupError(wrong.path, wrong.code, wrong.message);
  const rng = Rng.fromSeed(setup.seed);
  const state: CombatState = {
    format: 1,
    seed: setup.seed,
    rng: rng.toJSON(),
    round: 0,
    turn: -1,
    order,
    combatants,
    sheets,
    board,
    ...(setup.scene?.location !== undefined ? { scene: { location: setup.scene.location } } : {}),
    stack: [],
    ending: false,
    outcome: null,
    roundCap: setup.roundCap ?? ENGINE_LIMITS.roundCap,
  };
  // Extension point "setup": each package checks its part of the set-up and fills its own slot (Held Ground).
  for (const mod of caps.modulesWith("setupFight")) mod.setupFight!(ruleset, state, origin);
  const ctx: Ctx = { ruleset, state, rng, events: [], caps };
  emit(ctx, {
    t: "start",
    board: !!board,
    combatants: order.map((id) => {
      const c = combatants[id]!;
      return { id, side: c.side, hp: c.hp, ...(c.at ? { at: c.at } : {}) };
    }),
  });
  settleInitiative(ctx, setup.initiative);
  // Extension point "initiative": what happens as the fight rolls initiative (1.411 pools refilled).
  for (const mod of caps.modulesWith("onInitiative")) mod.onInitiative!(ctx);
  // Everyone can react from the start of the fight, before their first turn (no one is surprised here).
  readyReactions(ctx);
  // Start "after the last turn of round 0" so the first turn opens round 1.
  state.turn = order.length - 1;
  nextTurn(ctx);
  run(ctx);
  state.rng = rng.toJSON();
  return { state: seal(state), events: ctx.events };
}

function place(
  board: NonNullable<CombatState["board"]>,
  def: BoardDef,
  order: string[],
  combatants: Record<string, Combatant>,
  placed: Record<string, Cell>,
): void {
  const blocked = new Set(board.blocked);
  const taken = new Set<number>();
  const key = (c: Cell) => c[1] * board.width + c[0];
  const free = (c: Cell) => inBounds(board, c) && !blocked.has(key(c)) && !taken.has(key(c));
  let partyIndex = 0;
  for (const id of order) {
    const c = combatants[id]!;
    // Party sheets take the board's party cells in order; creatures their own `at`.
    let at: Cell | undefined =
      placed[id] ?? (c.side === "party" && !c.creature ? def.party?.[partyIndex++] : undefined);
    if (at && !free(at)) {
      throw new CombatSetupError(`board`, "bad-placement", `${id} cannot stand on (${at.join(", ")})`);
    }
    // Unplaced: the party fills columns from the left, enemies from the right.
    for (let i = 0; !at && i < board.width * board.height; i++) {
      const col = Math.floor(i / board.height);
      const cell: Cell = [c.side === "party" ? col : board.width - 1 - col, i % board.height];
      if (free(cell)) at = cell;
    }
    if (!at) throw new CombatSetupError("board", "board-full", `no room on the board for ${id}`);
    taken.add(key(at));
    c.at = at;
  }
}

/** An enemy's `at`: one cell, or one per creature. */
function cellsOf(at: Cell | readonly Cell[] | undefined): readonly Cell[] {
  if (at === undefined) return [];
  return typeof at[0] === "number" ? [at as Cell] : (at as readonly Cell[]);
}

/** A creature's health: the average of its hit dice, as stat blocks print it (at least 1). */
export function averageHealth(spec: DiceSpec): number {
  return Math.max(1, Math.floor(average(parsedDice(spec))));
}
