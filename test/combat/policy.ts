// A random legal choice from a menu, for property tests: a random option, payment, targets and cell.
import type { Choice, Option } from "../../src/combat/index.js";

export function randomChoice(menu: readonly Option[], pick: (n: number) => number): Choice {
  const o = menu[pick(menu.length)]!;
  const choice: { option: string; targets?: string[]; at?: [number, number]; pay?: string } = { option: o.id };
  if (o.payments?.length) choice.pay = o.payments[pick(o.payments.length)]!.pool;
  if (o.cells?.length) choice.at = [...o.cells[pick(o.cells.length)]!] as [number, number];
  if (o.targets) {
    const pay = o.payments?.find((p) => p.pool === choice.pay);
    const max = Math.min(o.targets.max, pay?.maxTargets ?? o.targets.max);
    const n = o.targets.min + pick(max - o.targets.min + 1);
    const pool = [...o.targets.candidates];
    const chosen: string[] = [];
    for (let i = 0; i < n && pool.length; i++) chosen.push(pool.splice(pick(pool.length), 1)[0]!);
    choice.targets = chosen;
  }
  return choice;
}
