// 1.254 and 1.255: whom a chosen alteration acts on, as its user names them. Careful spares up to a number of its
// user's side: when more of them could be caught, the offer says how many (`spares`) and the choice names them.
// Heightened's disadvantage falls on one creature: when the use can catch several, the offer says so
// (`heightens: true`) and the choice names whose first save it is. A wrong name is refused as `bad-alter`.
import type { Ctx } from "../../combat/capability.js";
import { readValue } from "../../combat/source.js";
import { sourceOf } from "../../combat/stats.js";
import type { ActFrame, Choice, Combatant, Option, Rejection } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import type { AlterOffer } from "./def.js";
import { changes, sparesCount } from "./fit.js";

const badAlter = (message: string, path: string): Rejection => ({ code: "bad-alter", message, path });

const quoted = (v: unknown) => (typeof v === "string" ? JSON.stringify(v.slice(0, 80)) : `a ${typeof v}`);

/** How many of its user's side a `spares` alteration can spare, the use paid at `level` (a sheet value; a creature
 * reads its stat block). */
export function spareCount(ctx: Pick<Ctx, "ruleset" | "state">, user: Combatant, by: UseDef, level: number): number {
  if (by.m.alters!.spares === undefined) return 0;
  const src = sourceOf(ctx.ruleset, ctx.state, user);
  return sparesCount((v) => readValue(src, v), by.m.alters!, level);
}

/** Those of `who`'s side still in the fight, whom an area or a spell aimed at anyone could catch. */
function sideInFight(ctx: Ctx, who: Combatant): number {
  return Object.values(ctx.state.combatants).filter(
    (c) => c.side === who.side && c.status !== "dead" && c.status !== "fled",
  ).length;
}

/** What an offer of `by` on `plain` says about whom the choice may name. */
export function whomOffer(
  ctx: Ctx,
  who: Combatant,
  use: UseDef,
  by: UseDef,
  plain: Option,
  level: number,
): Partial<AlterOffer> {
  const a = by.m.alters!;
  const what = changes(ctx, use, a);
  const out: { spares?: number; heightens?: true } = {};
  if (what.includes("spares")) {
    const count = spareCount(ctx, who, by, level);
    if (sideInFight(ctx, who) > count) out.spares = count;
  }
  if (what.includes("heightens") && (plain.cells !== undefined || (plain.targets?.max ?? 1) > 1)) out.heightens = true;
  return out;
}

/** Checks the choice's `spares` and `heightens` against the alterations it chose (`by`, none when it chose none),
 * the use paid at `level`. */
export function checkWhom(
  ctx: Ctx,
  who: Combatant,
  choice: Choice,
  by: readonly UseDef[],
  level: number,
): Rejection | undefined {
  const spares = choice.spares as unknown;
  if (spares !== undefined) {
    if (!Array.isArray(spares)) return badAlter(`"spares" is a list of combatant ids of the user's side`, "spares");
    const sparing = by.find((b) => b.m.alters!.spares !== undefined);
    if (!sparing) return badAlter(`"spares" needs a chosen alteration that spares`, "spares");
    const count = spareCount(ctx, who, sparing, level);
    if (spares.length > count) return badAlter(`${sparing.name} spares at most ${count}`, "spares");
    for (const [n, id] of spares.entries()) {
      const c = typeof id === "string" ? ctx.state.combatants[id] : undefined;
      if (!c || c.side !== who.side) return badAlter(`${quoted(id)} is not on ${who.id}'s side`, `spares[${n}]`);
      if (spares.indexOf(id) !== n) return badAlter(`${id} is named twice`, `spares[${n}]`);
    }
  }
  const heightens = choice.heightens as unknown;
  if (heightens !== undefined) {
    if (typeof heightens !== "string") return badAlter(`"heightens" is one combatant's id`, "heightens");
    if (!by.some((b) => b.m.alters!.heightens))
      return badAlter(`"heightens" needs a chosen alteration that heightens`, "heightens");
    if (!ctx.state.combatants[heightens]) return badAlter(`${quoted(heightens)} is not in the fight`, "heightens");
    if (heightens === who.id) return badAlter("the one who saves at disadvantage is never the user", "heightens");
    if (choice.targets?.length && !choice.targets.includes(heightens))
      return badAlter(`${heightens} is not one of those it targets`, "heightens");
  }
  return undefined;
}

/** Whom the act spares on `user`'s side: those the choice named, else the first it catches, as many as it can. */
export function sparedBy(ctx: Ctx, act: ActFrame, user: Combatant, by: UseDef, level: number): string[] {
  if (act.spares) return act.spares;
  const count = spareCount(ctx, user, by, level);
  return act.targets.filter((id) => ctx.state.combatants[id]?.side === user.side).slice(0, count);
}
