// A simple policy that plays any side until the director lands: react when asked, strike the weakest foe in
// reach, heal an ally below half, walk toward the nearest foe, otherwise end the turn.
import type { RulesetDoc } from "../ruleset/ruleset.js";
import { cellsApart } from "./board/grid.js";
import { options } from "./options.js";
import type { Choice, CombatState, Option } from "./types.js";

export function simplePolicy(ruleset: RulesetDoc, state: CombatState): Choice {
  const menu = options(ruleset, state);
  if (!menu.length) throw new Error("no one has a choice to make: the fight is over");
  const me = state.combatants[menu[0]!.who]!;
  const hp = (id: string) => state.combatants[id]!.hp;
  // The first payment, and the first mode of an option that must name one.
  const first = (o: Option) => ({
    ...(o.payments?.length ? { pay: o.payments[0]!.pool } : {}),
    ...(o.modes?.length ? { mode: o.modes[0]!.id } : {}),
  });
  if (menu[0]!.moment) {
    const react = menu.find((o) => o.kind === "use");
    if (!react) return { option: "pass" };
    return {
      option: react.id,
      ...first(react),
      // A signature action bought between turns may be an area, aimed at a cell.
      ...(react.cells?.length ? { at: react.cells[0]! } : {}),
      ...(react.targets ? { targets: react.targets.candidates.slice(0, 1) } : {}),
    };
  }

  const hurt = state.order.filter((id) => {
    const c = state.combatants[id]!;
    return c.side === me.side && c.status !== "dead" && c.status !== "fled" && c.hp * 2 < c.maxHp;
  });
  for (const o of menu) {
    const t = o.targets;
    if (o.kind !== "use" || !t || !hurt.length) continue;
    const target = t.candidates.find((id) => hurt.includes(id) && state.combatants[id]!.side === me.side);
    if (target && o.useKind === "heal") return { option: o.id, targets: [target], ...first(o) };
  }
  let best: { o: Option; target: string } | undefined;
  for (const o of menu) {
    const t = o.targets;
    if (o.kind !== "use" || !t || (o.useKind !== "attack" && o.useKind !== "debuff")) continue;
    const foes = t.candidates.filter((id) => state.combatants[id]!.side !== me.side);
    if (!foes.length) continue;
    const target = foes.reduce((a, b) => (hp(b) < hp(a) ? b : a));
    if (!best) best = { o, target };
  }
  if (best) return { option: best.o.id, targets: [best.target], ...first(best.o) };

  const move = menu.find((o) => o.kind === "move");
  if (move?.cells && me.at) {
    const foes = state.order
      .map((id) => state.combatants[id]!)
      .filter((c) => c.side !== me.side && c.status === "standing" && c.at);
    // Each destination is measured once, without building lists: a walk can offer a hundred cells.
    const near = (cell: readonly [number, number]) => {
      let d = Number.POSITIVE_INFINITY;
      for (const f of foes) d = Math.min(d, cellsApart(state.board, cell, f.at!));
      return d;
    };
    if (foes.length) {
      let to = move.cells[0]!;
      let dist = near(to);
      for (let i = 1; i < move.cells.length; i++) {
        const d = near(move.cells[i]!);
        if (d < dist) {
          to = move.cells[i]!;
          dist = d;
        }
      }
      if (dist < near(me.at)) return { option: "move", at: to };
    }
  }
  return { option: "end" };
}
