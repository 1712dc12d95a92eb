// The item attack a use strikes with, and the kind of blow it is: shared by the package's modules.
import { cellsApart } from "../../combat/board/grid.js";
import type { Ctx } from "../../combat/context.js";
import { findEntry } from "../../combat/entries.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import type { ItemAttackDef, ItemDef } from "../../ruleset/catalog.js";
import type { Cell } from "../../ruleset/encounter.js";
import "./def.js";

/** The item `attack` behind a weapon's strike (a conjured weapon's too); none for any other use. */
export function weaponOf(ctx: Ctx, use: UseDef): ItemAttackDef | undefined {
  if (use.origin !== "item-attack") return undefined;
  return (findEntry(ctx.ruleset, use.id) as ItemDef | undefined)?.attack;
}

/** The kind of blow `use` strikes at `target` from `from`: a weapon only thrown or shot is ranged, one only held is
 * melee; one that is both is melee within its reach and ranged beyond (without a board, within reach). */
export function blowOf(ctx: Ctx, use: UseDef, target: Combatant, from: Cell | undefined): "melee" | "ranged" {
  if (!use.range) return "melee";
  if (!use.melee) return "ranged";
  const b = ctx.state.board;
  if (!b || !from || !target.at) return "melee";
  return cellsApart(b, from, target.at) * b.perCell <= use.reach ? "melee" : "ranged";
}
