// The zones query (1.172): the lasting zones on the field with the cells they cover now, for a host to draw or
// test; `Fight.zones()` through the package's fight methods.

import { type Ctx, makeCtx } from "../../combat/context.js";
import type { Fight } from "../../combat/fight.js";
import { useOf } from "../../combat/resolve.js";
import type { CombatState } from "../../combat/types.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import { zoneMask } from "./inside.js";
import type { ZoneState } from "./state.js";

declare module "../../combat/fight.js" {
  interface Fight {
    /** The lasting zones on the field with their cells and rounds left. */
    zones(): ZoneAnswer[];
  }
}

/** A lasting zone on the field (1.172). */
export interface ZoneAnswer {
  /** Its caster and the use it came from (`spells/moonbeam`), and its name. */
  readonly by: string;
  readonly use: string;
  readonly name: string;
  /** Turns of its caster left. */
  readonly roundsLeft: number;
  /** On a point it was put, or carried by its caster. */
  readonly anchor: "point" | "caster";
  /** The cells it covers now (empty without a board); `members`, those it keeps without a board. */
  readonly cells: readonly Cell[];
  readonly members: readonly string[];
}

declare module "../../combat/capability.js" {
  interface CapabilityModule {
    /** What a package built on zones adds to a zone's answer in `Fight.zones()` (1.177: a wall's side cells): the
     * zones package's own extension point "zone answers"; each answer is spread into the zone's. */
    zoneAnswer?(ctx: Ctx, zone: ZoneState): Partial<ZoneAnswer> | undefined;
  }
}

/** The zones on the field, oldest first, with the cells they cover now and the rounds they have left. */
export function zonesOf(ruleset: RulesetDoc, state: CombatState): ZoneAnswer[] {
  const ctx = makeCtx(ruleset, state);
  const board = state.board;
  return (state.zones ?? []).map((z) => {
    const caster = state.combatants[z.by];
    const cells: Cell[] = [];
    if (board && caster?.at && (z.anchor === "caster" || z.at)) {
      const mask = zoneMask(ctx, z, useOf(ctx, z.by, z.use), caster.at);
      for (let i = 0; i < mask.length; i++) if (mask[i]) cells.push([i % board.width, Math.floor(i / board.width)]);
    }
    const more: Partial<ZoneAnswer>[] = [];
    for (const m of ctx.caps.modulesWith("zoneAnswer")) {
      const extra = m.zoneAnswer!(ctx, z);
      if (extra) more.push(extra);
    }
    return Object.assign(
      {
        by: z.by,
        use: z.use,
        name: z.name,
        roundsLeft: z.left,
        anchor: z.anchor,
        cells,
        members: [...z.members],
      },
      ...more,
    );
  });
}

export const fightMethods = {
  zones(this: Fight): ZoneAnswer[] {
    return zonesOf(this.ruleset, this.state);
  },
};
