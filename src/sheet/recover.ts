// 1.410 `recovers`: give back spent pools of a group, chosen at use, within an allowance of levels.
import type { RulesetDoc } from "../ruleset/index.js";
import { contextOf } from "./context.js";
import type { DraftSheet } from "./draft.js";
import { reject } from "./errors.js";
import type { SheetEvent } from "./events.js";
import { restorePool } from "./pool-ops.js";
import { groupPools, poolByName, poolMax, poolValue } from "./pools.js";
import type { SheetMechanics } from "./rules-read.js";
import { evaluate } from "./value.js";

/** "Level 1 Slot:2, Level 2 Slot" → [{ name, count }]; a pool without a number means one. */
export function parseRecoverList(text: string): { name: string; count: number }[] {
  const parts = text.split(",").map((p) => p.trim());
  if (parts.some((p) => p === ""))
    reject("bad-command", "recover lists pools separated by commas, none empty", "command.recover");
  return parts.map((part) => {
    const m = /^(.*?)(?::\s*(\d{1,4}))?$/.exec(part)!;
    const name = m[1].trim();
    if (name === "") reject("bad-command", `no pool named in ${JSON.stringify(part)}`, "command.recover");
    const count = m[2] === undefined ? 1 : Number(m[2]);
    if (count < 1) reject("bad-command", `recover at least one of ${name}`, "command.recover");
    return { name, count };
  });
}

export function recoverPools(
  doc: RulesetDoc,
  draft: DraftSheet,
  rule: NonNullable<SheetMechanics["recovers"]>,
  text: string,
  where: string,
): SheetEvent[] {
  const upTo = evaluate(contextOf(doc, draft), rule.upTo, `${where}.recovers.upTo`);
  const levels = new Map(groupPools(doc, rule.group).map((p) => [p.def.id, p.level]));
  const asked = new Map<string, number>();
  for (const { name, count } of parseRecoverList(text)) {
    const pool = poolByName(doc, name);
    if (!pool || !levels.has(pool.id))
      reject("bad-recover", `${name} is not a pool of group ${rule.group}`, "command.recover");
    asked.set(pool.id, (asked.get(pool.id) ?? 0) + count);
  }
  let total = 0;
  for (const [id, count] of asked) {
    const level = levels.get(id)!;
    if (rule.most !== undefined && level > rule.most) {
      reject("bad-recover", `${id} is level ${level}, above the most of ${rule.most}`, "command.recover");
    }
    const spent = poolMax(doc, draft, id) - poolValue(doc, draft, id);
    if (spent < count) reject("bad-recover", `${id} has ${spent} spent, ${count} asked back`, "command.recover");
    total += level * count;
  }
  if (total > upTo)
    reject("bad-recover", `the levels add up to ${total}, more than the ${upTo} allowed`, "command.recover");
  const events: SheetEvent[] = [];
  for (const [id, count] of asked)
    events.push(...restorePool(doc, draft, id, count, { reason: "recovers", path: "command.recover" }));
  return events;
}
