// The options of a teleport (1.276, 1.279, 1.280): the teleport itself with its landing cells and companions; a
// creature's strike made first on the teleport's budget ("Bite, then Teleport"); and the free half still owed.
import { useOption } from "../../combat/capabilities/acting.js";
import type { Ctx } from "../../combat/context.js";
import { offerUse } from "../../combat/offer.js";
import type { Combatant, Option } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import { companions, landingCells } from "./cells.js";
import type { TeleportOffer } from "./def.js";

export const FREE = "Free, part of the same action";

/** Where the teleport can take `who` now and who can come along; undefined when it can go nowhere. */
export function teleportOffer(ctx: Ctx, who: Combatant, use: UseDef): TeleportOffer | undefined {
  const def = use.m.teleport!;
  // Without a board nothing measures where to land: leaving is the only place it can go.
  const cells = ctx.state.board ? landingCells(ctx, who, def) : [];
  const leaves = def.leaves === true;
  if (!cells.length && !leaves) return undefined;
  const carries = companions(ctx, who, def);
  return {
    cells,
    ...(carries.length ? { carries, upTo: Math.min(def.carries!, carries.length) } : {}),
    ...(leaves ? { leaves: true as const } : {}),
  };
}

/** The strike a creature's teleport names (its action id). */
export function strikeOf(uses: readonly UseDef[], use: UseDef): UseDef | undefined {
  const strike = use.m.teleport?.strike;
  return strike === undefined ? undefined : uses.find((u) => u.id === `action:${strike}`);
}

/** The teleport itself, priced by the other modules (budget, payments, uses, recharge); `lent` when bought
 * between turns (1.284), so no budget of its own is spent. */
export function teleportOption(ctx: Ctx, who: Combatant, use: UseDef, lent = false): Option | undefined {
  const offer = offerUse(ctx, who, use, lent ? { lent: true } : {});
  if (!offer) return undefined;
  const teleport = teleportOffer(ctx, who, use);
  if (!teleport) return undefined;
  return {
    id: `use:${use.id}`,
    module: "teleport",
    kind: "use",
    label: use.name,
    who: who.id,
    use: use.id,
    useKind: use.m.kind ?? "utility",
    ...(offer.budget !== undefined ? { budget: offer.budget } : {}),
    ...(offer.payments ? { payments: offer.payments } : {}),
    teleport,
  };
}

/** "Bite, then Teleport": the strike first, on the teleport's budget, while both can still be used (1.280). */
export function strikeFirstOption(ctx: Ctx, who: Combatant, use: UseDef, strike: UseDef): Option | undefined {
  if (!ctx.state.board) return undefined;
  const offer = offerUse(ctx, who, use);
  if (!offer) return undefined;
  const option = useOption(ctx, who, strike, `strike-first:${use.id}`, {
    module: "teleport",
    ...(offer.budget !== undefined ? { budget: offer.budget } : { lent: true }),
  });
  if (!option) return undefined;
  return { ...option, label: `${strike.name}, then ${use.name}`, pairing: { as: "strike-first", teleport: use.id } };
}

/** The free half owed after the first: the strike after the teleport, or the teleport after the strike. */
export function pairedOption(ctx: Ctx, who: Combatant, use: UseDef): Option | undefined {
  const id = `paired:${use.id}`;
  const label = `${use.name} (${FREE})`;
  // The teleport this half pairs with: the use itself, or the teleport the strike was paired with.
  const pairing = { as: "paired", teleport: who.paired?.teleport ?? use.id } as const;
  if (use.m.teleport) {
    const teleport = teleportOffer(ctx, who, use);
    if (!teleport) return undefined;
    return {
      id,
      module: "teleport",
      kind: "use",
      label,
      who: who.id,
      use: use.id,
      useKind: "utility",
      teleport,
      pairing,
    };
  }
  const option = useOption(ctx, who, use, id, { module: "teleport", lent: true });
  return option && { ...option, label, pairing };
}
