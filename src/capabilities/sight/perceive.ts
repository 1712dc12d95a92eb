// How one combatant sees another once a clear line joins them (the core's extension point "perception"): through
// eyes or a sense (1.178), each seeing past everything hiding the other (obscuring zones in the way, unseen
// conditions, each pierced only by its own senses; one that obscures only lightly, 1.286, leaves the other seen
// as in dim light) and past the dark where darkness works (1.294). A sense other
// than eyes counts only within its range; without a board everyone is within every range.

import { distance } from "../../combat/board/grid.js";
import type { Sight, SightDetail } from "../../combat/capability.js";
import type { Ctx } from "../../combat/context.js";
import { conditionDef, conditionIds } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import type { Cell } from "../../ruleset/encounter.js";
import { darknessHere, lightAt } from "./light.js";
import { hidersOf } from "./obscured.js";
import { blindSense, sensesOf } from "./senses.js";

/** Whether `a` has lost its eyes: a condition that `lacks` the sense `combat.sight.eyes` names (blinded). */
export function eyesLost(ctx: Ctx, a: Combatant): boolean {
  const eyes = ctx.ruleset.combat?.sight?.eyes;
  if (!eyes) return false;
  for (const id of conditionIds(ctx.ruleset, a)) if (conditionDef(ctx.ruleset, id)?.lacks?.includes(eyes)) return true;
  return false;
}

/** How `a`, standing at `from`, sees `b` with a clear line between them. */
export function perceive(ctx: Ctx, a: Combatant, b: Combatant, from: Cell | undefined): SightDetail {
  const board = ctx.state.board;
  const apart = board && from && b.at ? distance(board, from, b.at) : 0;
  const blind = eyesLost(ctx, a);
  const senses: string[] = blind ? [] : [ctx.ruleset.combat?.sight?.eyes ?? "eyes"];
  for (const [id, range] of sensesOf(ctx, a)) {
    if (range < apart) continue;
    // Only a blind sense works without eyes.
    if (blind && !blindSense(ctx, id)) continue;
    senses.push(id);
  }
  const hiders = senses.length ? hidersOf(ctx, a, b, from) : [];
  const darkness = darknessHere(ctx);
  const level = darkness ? lightAt(ctx, b) : 2;
  const ways: { sense: string; sight: Exclude<Sight, "none"> }[] = [];
  for (const way of senses) {
    // What this sense does not pierce hides the other, or (1.286 `light`) leaves it only lightly seen.
    const unpierced = hiders.filter((h) => !h.pierced?.includes(way));
    if (unpierced.some((h) => !h.light)) continue;
    let l: number = level;
    if (darkness && (blindSense(ctx, way) || darkness.pierced?.includes(way))) l = 2;
    else if (darkness?.seeIn?.includes(way)) l = Math.min(2, l + 1);
    // Light obscurement is as dim light: it never makes someone less seen than that, nor stacks into darkness.
    if (unpierced.length) l = Math.min(l, 1);
    if (l >= 2) ways.push({ sense: way, sight: "clear" });
    else if (l === 1) ways.push({ sense: way, sight: "light" });
  }
  const sight: Sight = ways.some((w) => w.sight === "clear") ? "clear" : ways.length ? "light" : "none";
  return { sight, ways, line: true, hiders, light: level as 0 | 1 | 2 };
}
