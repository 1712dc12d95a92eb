// Live pools: maximum (health halved by tracks and lowered by sealed parts), current value, temporary points,
// points kept past the maximum (1.252), and the levels of grouped pools (spell slots).
import type { PoolDef, RulesetDoc, SheetData } from "../ruleset/index.js";
import { contextOf } from "./context.js";
import { healthPoolId, poolDef, poolDefs } from "./doc.js";
import { reject } from "./errors.js";
import { healthHalved } from "./tracks.js";
import { evaluate } from "./value.js";

export function requirePool(doc: RulesetDoc, id: string, path: string): PoolDef {
  return poolDef(doc, id) ?? reject("unknown-pool", `no live pool ${JSON.stringify(id)}`, path);
}

/** The sealed part of a pool's maximum: held back until a rest, plus what only unsealing gives back. */
export function sealedOf(sheet: SheetData, pool: string): number {
  const part = sheet.live?.sealed?.[pool];
  return (part?.rest ?? 0) + (part?.lasting ?? 0);
}

/** The maximum as written, before tracks and seals. */
export function baseMax(doc: RulesetDoc, sheet: SheetData, id: string): number {
  const def = requirePool(doc, id, `live.pools.${id}`);
  const index = poolDefs(doc).indexOf(def);
  return Math.max(0, evaluate(contextOf(doc, sheet), def.max, `sheet.live.pools[${index}].max`));
}

/** The maximum in force: health is halved by track levels that say so, then lowered by its sealed part. */
export function poolMax(doc: RulesetDoc, sheet: SheetData, id: string): number {
  let max = baseMax(doc, sheet, id);
  if (id === healthPoolId(doc)) {
    if (healthHalved(doc, sheet)) max = Math.floor(max / 2);
    max -= sealedOf(sheet, id);
  }
  return Math.max(0, max);
}

/** The current value (a pool the sheet does not list is full), never above the maximum in force. */
export function poolValue(doc: RulesetDoc, sheet: SheetData, id: string): number {
  const max = poolMax(doc, sheet, id);
  const own = sheet.live?.pools?.[id];
  return own === undefined ? max : Math.min(own, max);
}

/** What can be spent: the value plus any points kept past the maximum. */
export function poolAvailable(doc: RulesetDoc, sheet: SheetData, id: string): number {
  return poolValue(doc, sheet, id) + (sheet.live?.overMax?.[id] ?? 0);
}

export function temporaryOf(sheet: SheetData, id: string): number {
  return sheet.live?.temporary?.[id] ?? 0;
}

/** Pools of a group in declaration order, each with its level (its own, else its position from 1). */
export function groupPools(doc: RulesetDoc, group: string): { def: PoolDef; level: number }[] {
  return poolDefs(doc)
    .filter((p) => p.group === group)
    .map((def, i) => ({ def, level: def.level ?? i + 1 }));
}

/** A pool named by id or by label (case-insensitive), as the Game Master writes it. */
export function poolByName(doc: RulesetDoc, name: string): PoolDef | undefined {
  const lower = name.trim().toLowerCase();
  return poolDefs(doc).find((p) => p.id === name.trim()) ?? poolDefs(doc).find((p) => p.label.toLowerCase() === lower);
}
