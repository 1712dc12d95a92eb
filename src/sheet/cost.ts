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

/**
 * 1.252: the levels `pay` (a pool of the same family as the cost's named pool, at its level or higher) is above the
 * named pool; `pay` naming anything else is refused. 0 without `pay`.
 */
export function stepsPaid(doc: RulesetDoc, cost: SheetMechanics["cost"], pay: string | undefined): number {
  if (pay === undefined) return 0;
  const named = typeof cost === "string" ? cost : cost?.pool;
  const own = named === undefined ? undefined : poolDef(doc, named);
  if (own?.group === undefined)
    return reject("bad-command", `pay="…" is only for a cost naming a pool of a family (spell slots)`, "command.pay");
  const family = groupPools(doc, own.group);
  const from = family.find((p) => p.def.id === own.id)!.level;
  const to = family.find((p) => p.def.id === pay);
  if (!to || to.level < from)
    reject(
      "bad-command",
      `pay names a ${own.group} pool of level ${from} or higher, got ${JSON.stringify(pay)}`,
      "command.pay",
    );
  return to!.level - from;
}

export function payCost(
  doc: RulesetDoc,
  draft: DraftSheet,
  cost: SheetMechanics["cost"],
  level: number | undefined,
  path: string,
  pay?: string,
): SheetEvent[] {
  if (cost === undefined) return [];
  const named = typeof cost === "string" ? cost : cost.pool;
  const amount = typeof cost === "string" ? 1 : (cost.amount ?? 1);
  if (named !== undefined) {
    // 1.252: a named pool of a family paid with a higher one of it (checked by `stepsPaid`).
    if (pay !== undefined) return spendPool(doc, draft, pay, amount, path, "cost");
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
