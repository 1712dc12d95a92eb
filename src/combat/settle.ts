// After a fight: each party sheet brought up to date from the final state, so checks, rests and commands go on
// from where the fight left them: health and other pools as spent, items used up or their charges spent, temporary points left, tracks moved, and the conditions
// that outlast the fight (those with no timer, no save to end them and no concentration holding them up).
import type { RulesetDoc } from "../ruleset/ruleset.js";
import type { SheetData } from "../ruleset/sheet-data.js";
import { capabilitiesOf } from "./registry.js";
import { rules } from "./rules.js";
import type { ActiveCondition, Combatant, CombatState } from "./types.js";

/** A condition that lasts beyond the fight; the standard actions' own (`std:`) never do, nor aura ones. */
export function outlasts(cond: ActiveCondition): boolean {
  // What an aura spreads and what is kept for the fight (1.263) are never written to the sheet.
  if (cond.aura || cond.kept) return false;
  return !cond.id.startsWith("std:") && cond.remaining === undefined && cond.saveEnds === undefined && !cond.sustained;
}

/** Every party sheet by combatant id, updated from `state`. */
export function settleSheets(ruleset: RulesetDoc, state: CombatState): Record<string, SheetData> {
  const out: Record<string, SheetData> = {};
  const health = rules(ruleset).healthPool;
  const settlers = capabilitiesOf(ruleset).modulesWith("settleSheet");
  for (const [id, sheet] of Object.entries(state.sheets)) {
    const c = state.combatants[id];
    if (!c) continue;
    const pools: Record<string, number> = { ...sheet.live?.pools, ...c.pools };
    if (health !== undefined) pools[health] = Math.max(0, c.hp);
    // The sheet's combat conditions were held in the fight from its start: only those it did not end come back.
    const inFight = new Set((ruleset.combat?.conditions ?? []).map((d) => d.id));
    const kept = (sheet.live?.conditions ?? []).filter((h) => !inFight.has(h));
    const conditions = [...new Set([...kept, ...c.conditions.filter(outlasts).map((x) => x.id)])];
    const temporary: Record<string, number> = { ...sheet.live?.temporary };
    if (health !== undefined) {
      if (c.temp > 0) temporary[health] = c.temp;
      else delete temporary[health];
    }
    // Tracks the fight moved (1.323: Held Ground's marks; 1.330: spent when they fell due).
    const tracks = c.tracks ? { tracks: { ...sheet.live?.tracks, ...c.tracks } } : {};
    let settled: SheetData = {
      ...sheet,
      ...inventoryAfter(sheet, c),
      live: { ...sheet.live, pools, conditions, temporary, ...tracks },
    };
    // Extension point "settle": what packages keep on the sheet across fights.
    for (const m of settlers) settled = m.settleSheet!(ruleset, state, c, settled);
    out[id] = settled;
  }
  return out;
}

/** The inventory with what the fight used: charges as left, stacks used up removed (as the sheet's own use does). */
function inventoryAfter(sheet: SheetData, c: Combatant): Pick<SheetData, "inventory"> | undefined {
  if (!c.stacks || !sheet.inventory) return undefined;
  const inventory = sheet.inventory.flatMap((stack, i) => {
    const live = c.stacks![i];
    if (!live) return [stack];
    if (live.quantity <= 0) return [];
    // A stack that became another item (1.272) is written back as that item, with no charges.
    if (live.item) {
      const { charges: _spent, ...rest } = stack;
      return [{ ...rest, item: live.item }];
    }
    return [
      {
        ...stack,
        ...(stack.quantity !== undefined || live.quantity !== 1 ? { quantity: live.quantity } : {}),
        ...(live.charges !== undefined ? { charges: live.charges } : {}),
      },
    ];
  });
  return { inventory };
}
