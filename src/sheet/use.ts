// Using what a sheet holds outside combat: a list row's catalog entry, or an inventory item. The use pays its
// cost (pool, counter row, group slot, or item charges and quantity), then heals, restores (1.252), recovers
// (1.410), moves tracks and unseals (1.201).
import { average, type DiceRoll, parseDice, parseDiceOrThrow, rollDice } from "../dice/index.js";
import type { Rng } from "../random/rng.js";
import type { CatalogEntry, EntryDef, ItemDef, RulesetDoc } from "../ruleset/index.js";
import { spendCharges } from "./charges.js";
import { contextOf } from "./context.js";
import { payCost, stepsPaid } from "./cost.js";
import { cellOf, counterByName, counterLeft, counterMax, counters, spendCounter } from "./counters.js";
import { oneCure } from "./cure-one-of.js";
import { endsOnSelf } from "./diseases.js";
import { entryAt, healthPoolId, itemAt, poolDef } from "./doc.js";
import type { DraftSheet } from "./draft.js";
import { reject } from "./errors.js";
import type { SheetEvent } from "./events.js";
import { settleBindings } from "./inventory.js";
import { heal, restorePool } from "./pool-ops.js";
import { poolMax, poolValue } from "./pools.js";
import { recoverPools } from "./recover.js";
import type { SheetMechanics } from "./rules-read.js";
import { unsealAll } from "./seal.js";
import { moveTrack } from "./tracks.js";
import { evaluate } from "./value.js";

type Found =
  | { readonly kind: "entry"; readonly ref: string; readonly entry: EntryDef }
  | { readonly kind: "item"; readonly index: number; readonly ref: string; readonly item: ItemDef };

/** What the sheet holds under that name: rows of its lists first, then its inventory. */
export function findHeld(doc: RulesetDoc, draft: DraftSheet, name: string): Found {
  const lower = name.trim().toLowerCase();
  const matches = (e: CatalogEntry | undefined) =>
    e !== undefined && (e.name.toLowerCase() === lower || e.id === name.trim());
  for (const rows of Object.values(draft.lists ?? {})) {
    for (const row of rows) {
      const entry = row.entry ? entryAt(doc, row.entry) : undefined;
      if (row.entry && matches(entry)) return { kind: "entry", ref: row.entry, entry: entry as EntryDef };
    }
  }
  // 1.271: an item's use is also named with its label beside the item's name ("Staff of Healing: Cure Wounds").
  const labelled = (item: ItemDef | undefined) =>
    item?.use?.label !== undefined && `${item.name}: ${item.use.label}`.toLowerCase() === lower;
  const index = (draft.inventory ?? []).findIndex((s) => {
    const item = itemAt(doc, s.item);
    return (matches(item) || labelled(item)) && (s.quantity ?? 1) > 0;
  });
  if (index >= 0) {
    const ref = draft.inventory![index].item;
    return { kind: "item", index, ref, item: itemAt(doc, ref)! };
  }
  return reject("not-on-sheet", `the sheet holds nothing named ${JSON.stringify(name)}`, "command.name");
}

/** The catalog of a `<catalog>/<entry>` reference. */
const catalogOf = (ref: string): string => ref.slice(0, ref.indexOf("/"));

function isMagical(entry: CatalogEntry, m: SheetMechanics): boolean {
  return m.magical === true || (entry.tags ?? []).includes("magical");
}

function applyMechanics(
  doc: RulesetDoc,
  draft: DraftSheet,
  entry: CatalogEntry,
  m: SheetMechanics,
  opts: { recover?: string; where: string; times?: number; steps?: number; cure: { catalog: string; level: number } },
  rng: Rng,
): SheetEvent[] {
  const events: SheetEvent[] = [];
  // 1.204: one cure of several, the first the sheet has something for.
  m = oneCure(doc, draft, m, opts.cure);
  if (m.kind === "heal" && m.amount !== undefined && (m.targets ?? "self") !== "enemy") {
    const roll = rollDice(parseDiceOrThrow(m.amount), rng);
    events.push({ type: "roll", what: `${entry.name}: healing`, roll });
    const add = m.amountAdd === undefined ? 0 : evaluate(contextOf(doc, draft), m.amountAdd, `${opts.where}.amountAdd`);
    // 1.251: a `usesChosen` heal gives its amount once for each use spent.
    const total = (roll.total + add) * (opts.times ?? 1);
    events.push(...heal(doc, draft, total, { magical: isMagical(entry, m), reason: entry.name, path: opts.where }));
  }
  if (m.restore) {
    // 1.252: `perCostStep` adds for each level paid above the cost's named pool.
    const roll = rollDice(parseDiceOrThrow(m.restore.amount ?? 1), rng);
    let total = roll.total;
    for (let i = 0; m.perCostStep !== undefined && i < (opts.steps ?? 0); i++)
      total += rollDice(parseDiceOrThrow(m.perCostStep), rng).total;
    events.push(
      ...restoreNamed(doc, draft, m.restore.pool, total, m.restore.overMax === true, `${opts.where}.restore`),
    );
  }
  if (opts.recover !== undefined) {
    if (!m.recovers) reject("bad-command", `${entry.name} recovers no pools`, "command.recover");
    events.push(...recoverPools(doc, draft, m.recovers, opts.recover, opts.where));
  } else if (m.recovers) {
    reject("bad-command", `${entry.name} needs recover="…" naming the pools it gives back`, "command.recover");
  }
  (m.tracks ?? []).forEach((t, i) => {
    events.push(...moveTrack(doc, draft, t.track, t.by, `${opts.where}.tracks[${i}]`));
  });
  if (m.unseals) events.push(...unsealAll(draft, entry.name));
  if (m.ends) events.push(...endsOnSelf(doc, draft, m.ends, entry.name, opts.cure));
  return events;
}

/**
 * 1.251: the uses one use of `entry` spends — the `amount` asked of a `usesChosen` heal (1 to all that remain), or
 * without one as many as would, on average, heal the sheet fully; 1 for any other entry, which takes no amount.
 */
function usesSpentOn(
  doc: RulesetDoc,
  draft: DraftSheet,
  entry: CatalogEntry,
  m: SheetMechanics,
  amount: number | undefined,
): number {
  if (!m.usesChosen || m.usesOf === undefined) {
    if (amount !== undefined) reject("bad-command", `${entry.name} takes no amount`, "command.amount");
    // 1.245: several uses at once.
    return m.usesSpent ?? 1;
  }
  const c = counterByName(doc, draft, m.usesOf);
  const left = c ? counterLeft(doc, draft, c) : 0;
  if (amount !== undefined) {
    if (amount < 1 || amount > left)
      reject("bad-command", `amount is 1 to the ${left} uses left, got ${amount}`, "command.amount");
    return amount;
  }
  const health = healthPoolId(doc);
  const missing = health === undefined ? 0 : poolMax(doc, draft, health) - poolValue(doc, draft, health);
  const each = m.amount === undefined ? 0 : average(parseDiceOrThrow(m.amount));
  return Math.max(1, Math.min(left, each > 0 ? Math.ceil(missing / each) : 1));
}

/** The name of the counter row that holds the entry `ref`, if one does and it has a name. */
function heldRowName(doc: RulesetDoc, draft: DraftSheet, ref: string): string | undefined {
  const held = counters(doc, draft).find((c) => c.row.entry === ref);
  const name = held ? cellOf(doc, draft, held.row, held.list.pools!.name) : undefined;
  return typeof name === "string" && name.trim() !== "" ? name : undefined;
}

/** A live pool by id, or a counter row by name; a counter row's excess is never kept. */
function restoreNamed(
  doc: RulesetDoc,
  draft: DraftSheet,
  pool: string,
  amount: number,
  overMax: boolean,
  path: string,
): SheetEvent[] {
  if (poolDef(doc, pool)) return restorePool(doc, draft, pool, amount, { overMax, reason: "restore", path });
  const c =
    counterByName(doc, draft, pool) ??
    reject("unknown-pool", `no pool or counter row named ${JSON.stringify(pool)}`, path);
  const left = counterLeft(doc, draft, c);
  const to = Math.min(counterMax(doc, draft, c), left + amount);
  (draft.lists![c.list.id][c.index] as Record<string, unknown>)[c.list.pools!.used] = counterMax(doc, draft, c) - to;
  return to === left ? [] : [{ type: "pool", pool, from: left, to, reason: "restore" }];
}

export function useHeld(
  doc: RulesetDoc,
  draft: DraftSheet,
  name: string,
  opts: { recover?: string; amount?: number; pay?: string },
  rng: Rng,
): SheetEvent[] {
  const found = findHeld(doc, draft, name);
  if (found.kind === "entry") {
    const m = (found.entry.mechanics ?? {}) as SheetMechanics;
    const where = `catalogs.${found.ref}.mechanics`;
    const events: SheetEvent[] = [{ type: "use", entry: found.ref, name: found.entry.name }];
    const steps = stepsPaid(doc, m.cost, opts.pay);
    events.push(...payCost(doc, draft, m.cost, found.entry.level, `${where}.cost`, opts.pay));
    const spent = usesSpentOn(doc, draft, found.entry, m, opts.amount);
    // Its `usesOf` row, or with `usesSpent` the counter row holding it (1.245).
    const row = m.usesOf ?? (m.usesSpent !== undefined ? heldRowName(doc, draft, found.ref) : undefined);
    if (m.usesSpent !== undefined && row === undefined)
      reject("not-enough", `${found.entry.name} is held on no counter row to spend`, `${where}.usesSpent`);
    if (row !== undefined)
      events.push(...spendCounter(doc, draft, row, spent, `${where}.${m.usesOf ? "usesOf" : "usesSpent"}`));
    // Only chosen uses multiply what it does (1.251); `usesSpent` is its price.
    const times = m.usesChosen ? spent : 1;
    // The level a cure is paid at: the entry's own, and one more for each step paid above it (1.261).
    const cure = { catalog: catalogOf(found.ref), level: (found.entry.level ?? 0) + steps };
    events.push(...applyMechanics(doc, draft, found.entry, m, { ...opts, where, times, steps, cure }, rng));
    return events;
  }
  if (opts.amount !== undefined) reject("bad-command", `${found.item.name} takes no amount`, "command.amount");
  if (opts.pay !== undefined) reject("bad-command", `${found.item.name} takes no pay`, "command.pay");
  const use = found.item.use as SheetMechanics & { charges?: number };
  if (!use) reject("no-use", `${found.item.name} has no use`, "command.name");
  const where = `catalogs.${found.ref}.use`;
  const events: SheetEvent[] = [{ type: "use", entry: found.ref, name: found.item.name }];
  const stack = draft.inventory![found.index];
  let spend: SheetEvent[] = [];
  if (use.charges !== undefined && found.item.charges) {
    spend = spendCharges(doc, draft, found.index, use.charges, rng, `${where}.charges`);
  } else if (!found.item.charges) {
    // An item with no charges is used up: one of the stack is gone (a potion).
    const quantity = (stack.quantity ?? 1) - 1;
    if (quantity > 0) stack.quantity = quantity;
    else draft.inventory!.splice(found.index, 1);
  }
  const cure = { catalog: catalogOf(found.ref), level: 0 };
  events.push(...applyMechanics(doc, draft, found.item, use, { ...opts, where, cure }, rng));
  events.push(...spend);
  // An item that broke or became another may have been what a bound item needed worn.
  events.push(...settleBindings(doc, draft));
  return events;
}

export function restoreOp(
  doc: RulesetDoc,
  draft: DraftSheet,
  opts: { pool?: string; amount: string; magical: boolean },
  rng: Rng,
): SheetEvent[] {
  const events: SheetEvent[] = [];
  let amount: number;
  if (opts.amount === "max") {
    amount = Number.MAX_SAFE_INTEGER;
  } else {
    const roll = rollAmount(opts.amount, rng);
    events.push({ type: "roll", what: "restore", roll });
    amount = Math.max(0, roll.total);
  }
  const pool = opts.pool;
  if (pool !== undefined && !poolDef(doc, pool))
    reject("unknown-pool", `no live pool ${JSON.stringify(pool)}`, "command.pool");
  const healed = heal(doc, draft, amount, { pool, magical: opts.magical, reason: "restore", path: "command" });
  const refused = healed.find((e) => e.type === "cannot-heal");
  if (refused?.type === "cannot-heal")
    reject("cannot-heal", `${draft.name} cannot be healed (${refused.reason})`, "command");
  return [...events, ...healed];
}

/** Rolls an amount the Game Master wrote (`"2d4+2"`, `"7"`); anything else is a bad command. */
export function rollAmount(text: string, rng: Rng): DiceRoll {
  const parsed = parseDice(text);
  if (!parsed.ok)
    return reject("bad-command", `amount must be dice such as "2d4+2": ${parsed.message}`, "command.amount");
  return rollDice(parsed.expr, rng);
}
