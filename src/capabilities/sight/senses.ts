// A combatant's senses (1.178): a creature's own `senses`, a character's read from the sheet through each sense's
// `sheet`. Ranges are in the ruleset's distance unit; a sense with no range is not had at all.
import type { Ctx } from "../../combat/context.js";
import { readValue, sheetSource } from "../../combat/source.js";
import { conditionDef, conditionIds, creatureOf } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import type { SenseDef } from "./defs.js";

const creatureSenses = new WeakMap<object, ReadonlyMap<string, number>>();

/** The senses `c` has, by id, with their ranges: its own, and those its conditions and items grant (1.180): the
 * longer of a granted range and its own, and (1.182) a range added to its own, or given to one who lacks the sense. */
export function sensesOf(ctx: Ctx, c: Combatant): ReadonlyMap<string, number> {
  const own = ownSenses(ctx, c);
  let out: Map<string, number> | undefined;
  const adds = new Map<string, number>();
  for (const id of conditionIds(ctx.ruleset, c)) {
    const granted = conditionDef(ctx.ruleset, id)?.senses;
    if (!granted) continue;
    out ??= new Map(own);
    for (const [sense, range] of Object.entries(granted)) {
      if (typeof range === "number") out.set(sense, Math.max(out.get(sense) ?? 0, range));
      else adds.set(sense, (adds.get(sense) ?? 0) + range.add);
    }
  }
  if (!out) return own;
  // Added to the holder's own range, and compared with what else is granted.
  for (const [sense, add] of adds) out.set(sense, Math.max(out.get(sense) ?? 0, (own.get(sense) ?? 0) + add));
  for (const [sense, range] of out) if (range <= 0) out.delete(sense);
  return out;
}

/** The senses `c` has of its own (a stat block's, or a sheet's), by id, with their ranges. */
function ownSenses(ctx: Ctx, c: Combatant): ReadonlyMap<string, number> {
  const creature = creatureOf(ctx.ruleset, c);
  if (creature) {
    // Asked for every pair of combatants whose sight is worked out: a frozen stat block's are read once.
    const frozen = Object.isFrozen(creature) && (!creature.senses || Object.isFrozen(creature.senses));
    const known = frozen ? creatureSenses.get(creature) : undefined;
    if (known) return known;
    const out = new Map<string, number>();
    for (const [id, range] of Object.entries(creature.senses ?? {})) if (range > 0) out.set(id, range);
    if (frozen) creatureSenses.set(creature, out);
    return out;
  }
  const out = new Map<string, number>();
  const sheet = ctx.state.sheets[c.id];
  if (!sheet) return out;
  for (const def of ctx.ruleset.combat?.senses ?? []) {
    if (!def.sheet) continue;
    const range = sheetRange(ctx, def, sheet);
    if (range > 0) out.set(def.id, range);
  }
  return out;
}

function sheetRange(ctx: Ctx, def: SenseDef, sheet: Parameters<typeof sheetSource>[1]): number {
  const src = sheetSource(ctx.ruleset, sheet);
  const derived = ctx.ruleset.sheet.derived?.some((d) => d.id === def.sheet);
  return readValue(src, derived ? { derived: def.sheet! } : { field: def.sheet! }, `combat.senses.${def.id}`);
}

/** Whether a sense works without eyes. */
export function blindSense(ctx: Ctx, id: string): boolean {
  return !!ctx.ruleset.combat?.senses?.some((s) => s.id === id && s.blind);
}
