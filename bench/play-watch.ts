// Watches one fight choice by choice and counts what a good table would not do: turns left unused while a
// foe was in reach or a walk away, walks that come back to a cell already stood on that turn, a Dash with no
// step after it, a Dodge at full health with no foe near, a flight above half health, and which of the
// party's uses were offered and taken. Shared by the play benchmark and the director's play tests.
import { reachCells } from "../src/combat/capabilities/movement.js";
import { choose } from "../src/combat/choose.js";
import { readCtx } from "../src/combat/context.js";
import type { CombatEvent } from "../src/combat/events.js";
import { options, whoActs } from "../src/combat/options.js";
import { type CombatSetup, startCombat } from "../src/combat/setup.js";
import { speed } from "../src/combat/stats.js";
import type { Choice, Combatant, CombatState, Option } from "../src/combat/types.js";
import { usesOf } from "../src/combat/uses.js";
import { policyFor, type Sides } from "../src/director/policies.js";
import type { Cell } from "../src/ruleset/encounter.js";
import type { RulesetDoc } from "../src/ruleset/ruleset.js";

export interface Watched {
  readonly end: CombatState;
  readonly rounds: number;
  /** Turns ended with neither a step nor the action spent while a foe could be struck or walked to. */
  readonly wastedTurns: number;
  /** Steps onto a cell the walker already stood on in the same turn. */
  readonly cellsRevisited: number;
  /** Turns with a Dash and no step after it. */
  readonly dashWithoutMoving: number;
  /** Dodges at full health with every foe farther than its own walk and blow away (its speed and reach). */
  readonly idleDodges: number;
  /** Party members who fled above half their health. */
  readonly fledAboveHalf: number;
  readonly fled: number;
  /** Party uses (`spells/bless`) offered at least once in the fight, and those taken. */
  readonly offered: ReadonlySet<string>;
  readonly used: ReadonlySet<string>;
  /** Party uses and the pools paying for them (`pool:slots-1`) offered at least once when they would help
   * (`wouldHelp`), and the pools spent in the fight. */
  readonly helpful: ReadonlySet<string>;
  readonly spent: ReadonlySet<string>;
  /** Party members who dropped to 0 hit points at some point of the fight. */
  readonly dropped: ReadonlySet<string>;
  /** Notes on each counted turn, for reading: "r2 Goblin 3: revisits (0,8)". */
  readonly notes: string[];
}

/** Whether a foe could walk up to `cell` and strike it in its next turn: its speed and its melee reach, in cells
 * (a fixed 30 ft walk would call a Dodge against a 40 ft ogre idle). */
function canCome(ruleset: RulesetDoc, state: CombatState, foe: Combatant, cell: Cell): boolean {
  const per = state.board?.perCell ?? 5;
  const walk = Math.floor(speed(ruleset, state, foe) / per);
  return !foe.at || apart(foe.at, cell) <= walk + reachCells(readCtx(ruleset, state), foe);
}

const poolKey = (pool: string, level?: number) => `pool:${pool}${level !== undefined ? `-${level}` : ""}`;

const apart = (a: readonly number[], b: readonly number[]) =>
  Math.max(Math.abs(a[0]! - b[0]!), Math.abs(a[1]! - b[1]!));

interface TurnWatch {
  who: string;
  cells: Set<string>;
  moved: boolean;
  dashedAt: number | null;
  stepsAfterDash: boolean;
  actionAtStart: number;
}

/**
 * Whether a use on the menu would help now, by what it does: a strike or spell at a foe whenever it is offered
 * (the menu offers it only with someone to aim at); healing when someone it can reach is at half health or
 * less; a buff (Bless, Shield of Faith) in the first two rounds of a fight whose foes have at least half the
 * party's health between them; a burst around its user (Spirit Guardians) with two foes or more within it; a
 * use that gives a budget (Action Surge) with a foe beside the user. Anything else is not judged.
 */
export function wouldHelp(ruleset: RulesetDoc, state: CombatState, o: Option): boolean {
  const me = state.combatants[o.who]!;
  const use = usesOf(ruleset, state, me).find((u) => u.id === o.use);
  if (!use) return false;
  const all = state.order.map((id) => state.combatants[id]!);
  const foes = all.filter((c) => c.side !== me.side && c.status === "standing");
  const cells = (ft: number) => Math.ceil(ft / (state.board?.perCell ?? 5));
  if (use.m.gives?.length) return foes.some((f) => !me.at || !f.at || apart(me.at, f.at) <= 1);
  if (use.m.area && use.m.range === 0)
    return foes.filter((f) => !me.at || !f.at || apart(me.at, f.at) <= cells(use.m.area!.size ?? 0)).length >= 2;
  const kind = use.m.kind ?? "attack";
  if (kind === "heal")
    return (o.targets?.candidates ?? [me.id]).some((id) => {
      const c = state.combatants[id]!;
      return c.status === "dying" || (c.status === "standing" && c.hp * 2 <= c.maxHp);
    });
  if (kind === "buff") {
    const foeHp = foes.reduce((n, c) => n + c.hp, 0);
    const partyHp = all.filter((c) => c.side === me.side).reduce((n, c) => n + c.maxHp, 0);
    return state.round <= 2 && foeHp * 2 >= partyHp;
  }
  return kind === "attack";
}

/** Could the actor strike a foe now, or walk to within a cell of one? */
function couldEngage(state: CombatState, menu: readonly Option[], who: string): boolean {
  const me = state.combatants[who]!;
  const foe = (id: string) => state.combatants[id]?.side !== me.side && state.combatants[id]?.status === "standing";
  for (const o of menu)
    if (o.kind === "use" && o.budget === "action" && o.useKind === "attack" && o.targets?.candidates.some(foe))
      return true;
  const walk = menu.find((o) => o.kind === "move");
  if (!walk?.cells || !me.at) return false;
  const foes = state.order.map((id) => state.combatants[id]!).filter((c) => foe(c.id) && c.at);
  return walk.cells.some((cell) => foes.some((f) => apart(cell, f.at!) <= 1));
}

export function watchFight(
  ruleset: RulesetDoc,
  setup: CombatSetup,
  sides: Sides,
  opts: { maxRounds?: number; maxChoices?: number } = {},
): Watched {
  let state = startCombat(ruleset, setup).state;
  const maxRounds = opts.maxRounds ?? 100;
  const maxChoices = opts.maxChoices ?? 20_000;
  const counts = { wastedTurns: 0, cellsRevisited: 0, dashWithoutMoving: 0, idleDodges: 0, fledAboveHalf: 0, fled: 0 };
  const offered = new Set<string>();
  const used = new Set<string>();
  const helpful = new Set<string>();
  const spent = new Set<string>();
  const dropped = new Set<string>();
  const notes: string[] = [];
  let turn = null as TurnWatch | null;
  const note = (what: string) => notes.push(`r${state.round} ${turn?.who ?? "?"}: ${what}`);
  const closeTurn = () => {
    if (turn && turn.dashedAt !== null && !turn.stepsAfterDash) {
      counts.dashWithoutMoving++;
      note("dashes and does not move");
    }
    turn = null;
  };
  for (let n = 0; n < maxChoices && !state.outcome && state.round <= maxRounds; n++) {
    const who = whoActs(state)!;
    const me = state.combatants[who]!;
    const menu = options(ruleset, state);
    const inTurn = !menu[0]?.moment;
    if (inTurn && turn?.who !== who) {
      closeTurn();
      turn = {
        who,
        cells: new Set(me.at ? [String(me.at)] : []),
        moved: false,
        dashedAt: null,
        stepsAfterDash: false,
        actionAtStart: me.budgets.action ?? 0,
      };
    }
    if (me.side === "party")
      for (const o of menu) {
        if (o.kind !== "use" || !o.use) continue;
        offered.add(o.use.replace(/#.*$/, ""));
        if (!inTurn || !wouldHelp(ruleset, state, o)) continue;
        helpful.add(o.use.replace(/#.*$/, ""));
        for (const p of o.payments ?? []) helpful.add(poolKey(p.pool, p.level));
      }
    const choice: Choice = policyFor(sides, state, who)(ruleset, state);
    const option = menu.find((o) => o.id === choice.option);
    if (inTurn && turn) {
      if (option?.kind === "end" && !turn.moved && (me.budgets.action ?? 0) >= turn.actionAtStart) {
        if (couldEngage(state, menu, who)) {
          counts.wastedTurns++;
          note("ends its turn unused with a foe in reach or a walk away");
        }
      }
      if (choice.option.startsWith("std:dash")) turn.dashedAt = n;
      if (choice.option.startsWith("std:dodge") && me.hp >= me.maxHp && me.at) {
        const near = state.order.some((id) => {
          const c = state.combatants[id]!;
          return c.side !== me.side && c.status === "standing" && canCome(ruleset, state, c, me.at!);
        });
        if (!near) {
          counts.idleDodges++;
          note("dodges at full health with no foe near");
        }
      }
      if (option?.kind === "flee") {
        counts.fled++;
        if (me.hp * 2 > me.maxHp) {
          counts.fledAboveHalf++;
          note(`flees at ${me.hp}/${me.maxHp}`);
        }
      }
    }
    const r = choose(ruleset, state, choice);
    if ("rejected" in r) throw new Error(`policy chose a rejected option: ${r.rejected.code} ${r.rejected.message}`);
    for (const e of r.events) watchEvent(e, me.side === "party");
    state = r.state;
  }
  closeTurn();

  function watchEvent(e: CombatEvent, party: boolean): void {
    if ((e.t === "down" || e.t === "dead") && state.combatants[e.who]?.side === "party") dropped.add(e.who);
    if (e.t === "use" && party && state.combatants[e.who]?.side === "party") used.add(e.use.replace(/#.*$/, ""));
    if (e.t === "pay" && state.combatants[e.who]?.side === "party") spent.add(poolKey(e.pool, e.level));
    if (e.t !== "move" || !turn || e.who !== turn.who) return;
    turn.moved = true;
    if (turn.dashedAt !== null) turn.stepsAfterDash = true;
    for (const cell of e.path.slice(1)) {
      const key = String(cell);
      if (turn.cells.has(key)) {
        counts.cellsRevisited++;
        note(`walks back onto (${key})`);
      }
      turn.cells.add(key);
    }
  }
  return { end: state, rounds: state.round, ...counts, offered, used, helpful, spent, dropped, notes };
}
