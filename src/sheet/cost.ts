// Paying an entry's cost outside combat: a live pool, a counter row by name, or the cheapest pool of a
// group at the entry's level or higher (spell slots).
import type { RulesetDoc } from "../ruleset/index.js";
import { counterByName, spendCounter } from "./counters.js";
import { poolDef } from "./doc.js";
import type { DraftSheet } from "./draft.js";
import { reject } from "./errors.js";
import type { SheetEvent } from "./events.js";
import { spendPool } from "./pool-ops.js";
import { groupPools, poolAvailable } from "./pools.js";
import type { SheetMechanics } from "./rules-read.js";

export function payCost(
  doc: RulesetDoc,
  draft: DraftSheet,
  cost: SheetMechanics["cost"],
  level: number | undefined,
  path: string,
): SheetEvent[] {
  if (cost === undefined) return [];
  const named = typeof cost === "string" ? cost : cost.pool;
  const amount = typeof cost === "string" ? 1 : (cost.amount ?? 1);
  if (named !== undefined) {
    if (poolDef(doc, named)) return spendPool(doc, draft, named, amount, path, "cost");
    if (counterByName(doc, draft, named)) return spendCounter(doc, draft, named, amount, path);
    return reject("unknown-pool", `no pool or counter row named ${JSON.stringify(named)}`, path);
  }
  if (typeof cost === "object" && cost.group !== undefined) {
    const least = cost.level ?? level ?? 0;
    const payable = groupPools(doc, cost.group)
      .filter((p) => p.level >= least && poolAvailable(doc, draft, p.def.id) >= amount)
      .sort((a, b) => a.level - b.level)[0];
    if (!payable) reject("not-enough", `no ${cost.group} pool of level ${least} or higher has ${amount} left`, path);
    return spendPool(doc, draft, payable.def.id, amount, path, "cost");
  }
  return [];
}
