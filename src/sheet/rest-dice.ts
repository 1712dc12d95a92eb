// 1.335/1.337: dice spent at a rest. Each sheet spends its dice from the named pool, or from the listed pools
// in order; each die heals die + add (never below 0). The extra die (Song of Rest) is rolled once per sheet that
// spent, by the party member whose extra die has the most faces, with that member's `add`.
import { rollDice } from "../dice/index.js";
import type { Rng } from "../random/rng.js";
import type { RestDef, RestDiceDef, RulesetDoc } from "../ruleset/index.js";
import { contextOf } from "./context.js";
import { dieFaces } from "./die.js";
import { healthPoolId } from "./doc.js";
import type { DraftSheet } from "./draft.js";
import { reject } from "./errors.js";
import type { SheetEvent } from "./events.js";
import { heal, spendPool } from "./pool-ops.js";
import { poolAvailable } from "./pools.js";
import { evaluate } from "./value.js";

export function restDiceList(rest: RestDef): readonly RestDiceDef[] {
  if (!rest.dice) return [];
  return Array.isArray(rest.dice) ? rest.dice : [rest.dice as RestDiceDef];
}

interface Spend {
  readonly item: RestDiceDef;
  readonly index: number;
  readonly count: number;
}

/** Which pools pay for `count` dice; rejects when they cannot, before anything is spent. */
function planSpend(
  doc: RulesetDoc,
  draft: DraftSheet,
  list: readonly RestDiceDef[],
  count: number,
  pool: string | undefined,
  who: string,
): Spend[] {
  if (pool !== undefined) {
    const index = list.findIndex((d) => d.pool === pool);
    if (index < 0) reject("bad-pool", `the rest spends no dice from ${JSON.stringify(pool)}`, "pool");
    const has = poolAvailable(doc, draft, pool);
    if (has < count) reject("not-enough", `${who} has ${has} dice in ${pool}, ${count} asked`, "dice");
    return [{ item: list[index], index, count }];
  }
  const plan: Spend[] = [];
  let left = count;
  list.forEach((item, index) => {
    const take = Math.min(left, poolAvailable(doc, draft, item.pool));
    if (take > 0) plan.push({ item, index, count: take });
    left -= take;
  });
  if (left > 0) reject("not-enough", `${who} has ${count - left} rest dice, ${count} asked`, "dice");
  return plan;
}

function rollHealing(faces: number, add: number, what: string, rng: Rng) {
  const roll = rollDice({ terms: [{ count: 1, sides: faces, sign: 1 }], flat: add }, rng);
  return { roll, amount: Math.max(0, roll.total), event: { type: "roll", what, roll } as SheetEvent };
}

export function spendRestDice(
  doc: RulesetDoc,
  drafts: DraftSheet[],
  rest: RestDef,
  opts: { dice: number; pool?: string },
  rng: Rng,
): SheetEvent[][] {
  const list = restDiceList(rest);
  if (list.length === 0) reject("no-rest-dice", `rest ${rest.id} spends no dice`, "dice");
  const plans = drafts.map((d) => planSpend(doc, d, list, opts.dice, opts.pool, d.name));
  const events: SheetEvent[][] = drafts.map(() => []);

  plans.forEach((plan, who) => {
    const draft = drafts[who];
    for (const spend of plan) {
      const path = Array.isArray(rest.dice) ? `rests.${rest.id}.dice[${spend.index}]` : `rests.${rest.id}.dice`;
      events[who].push(...spendPool(doc, draft, spend.item.pool, spend.count, "dice", `rest:${rest.id}`));
      const ctx = contextOf(doc, draft);
      const faces = dieFaces(ctx, spend.item.die, `${path}.die`);
      const add = spend.item.add === undefined ? 0 : evaluate(ctx, spend.item.add, `${path}.add`);
      let total = 0;
      for (let i = 0; i < spend.count; i++) {
        const r = rollHealing(faces, add, `${spend.item.pool}: rest die`, rng);
        events[who].push(r.event);
        total += r.amount;
      }
      events[who].push(
        ...heal(doc, draft, total, { pool: spend.item.heals, magical: false, reason: `rest:${rest.id}`, path }),
      );
    }
  });

  // The extra die: from the first listed item that has one, rolled by whoever reads the most faces.
  const extraIndex = list.findIndex((d) => d.extra);
  if (extraIndex < 0) return events;
  const extra = list[extraIndex].extra!;
  const path = Array.isArray(rest.dice) ? `rests.${rest.id}.dice[${extraIndex}].extra` : `rests.${rest.id}.dice.extra`;
  let roller = -1;
  let rollerFaces = 0;
  drafts.forEach((d, i) => {
    const faces = dieFaces(contextOf(doc, d), extra.die, `${path}.die`);
    if (faces > rollerFaces) {
      roller = i;
      rollerFaces = faces;
    }
  });
  if (roller < 0) return events;
  const rollerCtx = contextOf(doc, drafts[roller]);
  const add = extra.add === undefined ? 0 : evaluate(rollerCtx, extra.add, `${path}.add`);
  plans.forEach((plan, who) => {
    if (plan.length === 0) return;
    const r = rollHealing(rollerFaces, add, `extra die from ${drafts[roller].name}`, rng);
    events[who].push(r.event);
    const heals = plan[0].item.heals ?? healthPoolId(doc);
    events[who].push(
      ...heal(doc, drafts[who], r.amount, { pool: heals, magical: false, reason: `rest:${rest.id}:extra`, path }),
    );
  });
  return events;
}
