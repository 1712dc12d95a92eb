// 1.264: a condition's `behavior` decides what its holder does with its turn. Its `table` is rolled at the start
// of each of the holder's turns (`wander` walks its speed in a d8 direction, `nothing` leaves only ending the turn,
// `strike` only a melee attack on one creature within reach picked by the dice, `normal` the turn as it is); `only`
// and `onlyWhenStuck` keep everything else off the menu (extension point "menu limits"), and a choice of it is
// refused as `compelled`; `moves` limits its walks (walk.ts). A save that ends a condition `at: "action"` is made
// by spending the holder's action (Irresistible Dance).
import { cellsApart, inBounds } from "../../combat/board/grid.js";
import { walks } from "../../combat/board/walks.js";
import { saveHeldBack, turnSave } from "../../combat/capabilities/durations.js";
import { difficultGround, reachCells, stepTimes } from "../../combat/capabilities/movement.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, emit } from "../../combat/context.js";
import { parsedDice } from "../../combat/dice.js";
import { offerUse } from "../../combat/offer.js";
import { rules } from "../../combat/rules.js";
import { conditionDef, incapacitated, speed } from "../../combat/stats.js";
import type { Combatant, Option, Rejection } from "../../combat/types.js";
import { usesOf } from "../../combat/uses.js";
import { type DiceSpec, rollDice } from "../../dice/index.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { CompelledRoll, Does } from "./def.js";
import { type Compulsion, compulsions } from "./held.js";
import { compelledWalk } from "./walk.js";

/** The d8's directions, 1 to 8, clockwise from north (the board's y grows southward). */
const DIRECTIONS: readonly (readonly [string, number, number])[] = [
  ["north", 0, -1],
  ["north-east", 1, -1],
  ["east", 1, 0],
  ["south-east", 1, 1],
  ["south", 0, 1],
  ["south-west", -1, 1],
  ["west", -1, 0],
  ["north-west", -1, -1],
];

const roll = (ctx: Ctx, spec: DiceSpec): number => rollDice(parsedDice(spec), ctx.rng).total;

const refuse = (message: string): Rejection => ({ code: "compelled", message, path: "option" });

/** Others within `who`'s melee reach, friend or foe, in the order of the fight (everyone, without a board). */
function withinReach(ctx: Ctx, who: Combatant): Combatant[] {
  const board = ctx.state.board;
  const reach = reachCells(ctx, who);
  return ctx.state.order
    .map((id) => ctx.state.combatants[id]!)
    .filter((c) => c !== who && c.status === "standing")
    .filter((c) => !board || !who.at || (c.at !== undefined && cellsApart(board, who.at, c.at) <= reach));
}

/** `wander`: straight on in the direction picked, cell by cell while its movement lasts, stopping at the board's
 * edge, a blocked cell or anyone's cell. */
function wanderPath(ctx: Ctx, who: Combatant, dx: number, dy: number): Cell[] {
  const b = ctx.state.board;
  if (!b || !who.at) return [];
  const blocked = new Set(b.blocked);
  const difficult = new Set(b.difficult);
  const ground = new Map(difficultGround(ctx, who).map((g) => [g.i, g]));
  const taken = new Set(
    ctx.state.order
      .map((id) => ctx.state.combatants[id]!)
      .filter((c) => c !== who && c.at && c.status !== "fled")
      .map((c) => c.at![1] * b.width + c.at![0]),
  );
  const path: Cell[] = [who.at];
  let left = who.moveLeft;
  for (;;) {
    const from = path.at(-1)!;
    const next: Cell = [from[0] + dx, from[1] + dy];
    const i = next[1] * b.width + next[0];
    if (!inBounds(b, next) || blocked.has(i) || taken.has(i)) break;
    const cost = stepTimes(difficult, ground, i, from, next) * b.perCell;
    if (cost > left) break;
    left -= cost;
    path.push(next);
  }
  return path;
}

/** Rolls one condition's table for its holder's turn, logs it, and sets a wander walking. */
function rollTable(ctx: Ctx, who: Combatant, c: Compulsion): CompelledRoll {
  const table = c.def.table!;
  const rolled = roll(ctx, table.dice);
  const does: Does = table.rows.find((r) => rolled <= r.atMost)?.does ?? "normal";
  if (does === "strike") {
    const near = withinReach(ctx, who);
    const target = near.length ? near[roll(ctx, `1d${near.length}`) - 1]!.id : undefined;
    emit(ctx, { t: "compelled", who: who.id, condition: c.cond.id, roll: rolled, does, ...(target ? { target } : {}) });
    return { condition: c.cond.id, roll: rolled, does, ...(target ? { target } : {}) };
  }
  if (does === "wander") {
    const [direction, dx, dy] = DIRECTIONS[roll(ctx, "1d8") - 1]!;
    emit(ctx, { t: "compelled", who: who.id, condition: c.cond.id, roll: rolled, does, direction });
    const path = wanderPath(ctx, who, dx, dy);
    if (path.length > 1) ctx.state.stack.push({ kind: "move", mover: who.id, path, i: 0, cost: 0, asked: [] });
    return { condition: c.cond.id, roll: rolled, does };
  }
  emit(ctx, { t: "compelled", who: who.id, condition: c.cond.id, roll: rolled, does });
  return { condition: c.cond.id, roll: rolled, does };
}

/** Whether `who` could walk nowhere its compulsions allow with its whole speed (no board: nowhere to walk). */
export function stuck(ctx: Ctx, who: Combatant): boolean {
  const b = ctx.state.board;
  if (!b || !who.at) return true;
  const cells = Math.floor(speed(ctx.ruleset, ctx.state, who) / b.perCell);
  if (cells < 1) return true;
  return walks(ctx.state, who, cells, difficultGround(ctx, who), compelledWalk(ctx, who)).ends.length === 0;
}

/** What an option is in the words of `only`: `move`, `escape`, a standard action, or nothing it can name. */
function nameOf(option: Option, toward: boolean): string | undefined {
  if (option.kind === "move") return option.use ? undefined : "move";
  // Fleeing from a board's edge is walking off it: never a walk toward anyone.
  if (option.kind === "flee") return toward ? undefined : "move";
  if (option.module === "escapes") return "escape";
  // A standard action by its id, whichever module offers it (Help, a contest such as a grapple).
  if (option.kind === "standard") return option.action;
  return undefined;
}

/** A melee attack on one creature, the only blow a `strike` row allows. */
function meleeStrike(ctx: Ctx, who: Combatant, option: Option): boolean {
  if (option.kind !== "use" || option.useKind !== "attack" || !option.targets || option.cells || option.steps)
    return false;
  const use = usesOf(ctx.ruleset, ctx.state, who).find((u) => u.id === option.use);
  return !!use?.melee && !use.m.area;
}

/** The holder's turn as this turn's table rolls leave it: the option, narrowed or withheld, or undefined. */
function byRoll(ctx: Ctx, who: Combatant, option: Option, held: readonly Compulsion[]) {
  for (const r of who.compelled ?? []) {
    const c = held.find((h) => h.cond.id === r.condition);
    if (!c || r.does === "normal") continue;
    const by = `${who.name} is compelled by ${c.label}`;
    if (r.does === "nothing" || r.does === "wander")
      return {
        why: refuse(
          `${by}: this turn holds nothing but ending it (${r.does === "wander" ? "it wandered" : "it does nothing"})`,
        ),
      };
    const why = refuse(`${by}: only a melee attack on ${r.target ? r.target : "someone within reach"} this turn`);
    if (!r.target || !meleeStrike(ctx, who, option)) return { why };
    return { option: { ...option, targets: { min: 1, max: 1, candidates: [r.target] } } as Option, why };
  }
  return undefined;
}

/** A save that ends a condition `at: "action"`: offered while the holder has its action left. */
function actionSaves(ctx: Ctx, who: Combatant, out: Option[]): void {
  const main = rules(ctx.ruleset).main;
  if ((who.budgets[main] ?? 0) < 1 || incapacitated(ctx.ruleset, who)) return;
  const seen = new Set<string>();
  for (const cond of who.conditions) {
    if (cond.saveEnds?.at !== "action" || seen.has(cond.id) || saveHeldBack(ctx, who, cond)) continue;
    seen.add(cond.id);
    const label = conditionDef(ctx.ruleset, cond.id)?.label ?? cond.id;
    out.push({
      id: `save:${cond.id}`,
      module: "compelled",
      kind: "standard",
      label: `Save against ${label}`,
      who: who.id,
      budget: main,
      action: "save",
      about: cond.id,
    });
  }
}

/** A `strike` roll's melee attacks on its one target, when the blow's own aim leaves that target out (a friend):
 * offered as the attack itself, narrowed by the menu limits to the target. */
function strikesOffered(ctx: Ctx, who: Combatant, out: Option[]): void {
  const target = who.compelled?.find((r) => r.does === "strike" && r.target)?.target;
  if (!target || incapacitated(ctx.ruleset, who)) return;
  for (const use of usesOf(ctx.ruleset, ctx.state, who)) {
    const id = `use:${use.id}`;
    if (
      !use.melee ||
      use.m.area ||
      use.steps ||
      use.m.reaction ||
      use.offeredBy ||
      (use.m.kind ?? "attack") !== "attack"
    )
      continue;
    if (out.some((o) => o.id === id)) continue;
    const offer = offerUse(ctx, who, use);
    if (!offer) continue;
    out.push({
      id,
      module: "acting",
      kind: "use",
      label: use.name,
      who: who.id,
      use: use.id,
      useKind: "attack",
      ...(offer.budget !== undefined ? { budget: offer.budget } : {}),
      ...(offer.payments ? { payments: offer.payments } : {}),
      targets: { min: 1, max: 1, candidates: [target] },
    });
  }
}

export const compelled: CapabilityModule = {
  id: "compelled",
  keys: ["behavior", 'applies[].saveEnds.at: "action"'],
  onTurnStart(ctx, who) {
    delete who.compelled;
    if (who.status !== "standing") return;
    const rolls: CompelledRoll[] = [];
    for (const c of compulsions(ctx, who)) if (c.def.table) rolls.push(rollTable(ctx, who, c));
    if (rolls.length) who.compelled = rolls;
  },
  onTurnEnd(_ctx, who) {
    delete who.compelled;
  },
  limitWalk: compelledWalk,
  limitOption(ctx, who, option) {
    if (option.kind === "end" || option.module === "compelled") return undefined;
    const held = compulsions(ctx, who);
    if (!held.length) return undefined;
    const rolled = byRoll(ctx, who, option, held);
    if (rolled) return rolled;
    const toward = held.some((h) => h.def.moves === "toward" || h.def.keepsIn !== undefined);
    const name = nameOf(option, toward);
    for (const { def, label } of held) {
      const why = refuse(`${who.name} is compelled by ${label}: ${option.label} is not allowed`);
      if (option.kind === "flee" && name === undefined) return { why };
      if (name !== undefined && def.onlyWhenStuck?.includes(name)) {
        if (!stuck(ctx, who))
          return {
            why: refuse(`${who.name} is compelled by ${label}: ${option.label} only while it has nowhere to walk`),
          };
        continue;
      }
      if (def.only && (name === undefined || !def.only.includes(name))) return { why };
    }
    return undefined;
  },
  menu(ctx, who, out) {
    strikesOffered(ctx, who, out);
    actionSaves(ctx, who, out);
  },
  take(ctx, who, option) {
    const cond = who.conditions.find(
      (c) => c.id === (option as { about?: string }).about && c.saveEnds?.at === "action",
    );
    if (!cond) return;
    who.budgets[option.budget!] = (who.budgets[option.budget!] ?? 0) - 1;
    turnSave(ctx, who, cond);
  },
};
