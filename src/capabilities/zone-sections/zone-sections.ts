// Wall sections (1.200): a wall with `zone.sections` is cut into sections as it rises; an attack that can strike one
// is offered again as "<attack> (wall)" listing in `walls` the cells it can strike, the choice naming one in `wall`;
// a section struck to 0 breaks, closing nothing any more, and catches whoever enters it or starts or ends a turn
// there as its `broken.triggers` say.

import { startAct } from "../../combat/capabilities/acting.js";
import { untouchableNow } from "../../combat/capabilities/movement.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { offerUse } from "../../combat/offer.js";
import { incapacitated } from "../../combat/stats.js";
import type { Choice, Option, Rejection } from "../../combat/types.js";
import { usesOf } from "../../combat/uses.js";
import type { Cell } from "../../ruleset/encounter.js";
import { catchEntering, catchInBroken } from "./broken.js";
import { cut } from "./sections.js";
import { strikeSection, strikesWalls, wallCells } from "./strike.js";
import { zoneSlots } from "./zone-state.js";

export const MODULE = "zone-sections";

const reject = (code: Rejection["code"], message: string, path: string): Rejection => ({ code, message, path });

const isCell = (v: unknown): v is [number, number] =>
  Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n));

/** The choice's `wall` against the option's `walls`: one of them, and nothing else aimed. */
function checkWall(option: Option, choice: Choice): Rejection | "whole" | undefined {
  if (!option.walls) {
    if (choice.wall !== undefined) return reject("bad-choice", "this option strikes no wall section", "wall");
    return undefined;
  }
  if (choice.wall === undefined) return reject("bad-cell", "name the wall section's cell to strike: `wall`", "wall");
  if (!isCell(choice.wall)) return reject("bad-cell", "`wall` is a cell: [x, y]", "wall");
  const [x, y] = choice.wall;
  if (!option.walls.some((c) => c[0] === x && c[1] === y))
    return reject("bad-cell", `(${x}, ${y}) is not one of the option's walls`, "wall");
  if (choice.targets?.length) return reject("bad-targets", "a wall strike takes no targets", "targets");
  if (choice.at !== undefined) return reject("bad-cell", "a wall strike takes no `at`: name the cell in `wall`", "at");
  return "whole";
}

declare module "../zones/query.js" {
  interface ZoneAnswer {
    /** 1.200: a wall's sections in order along it, with their cells, the health they have left and whether broken. */
    readonly sections?: readonly {
      readonly cells: readonly Cell[];
      readonly health: number;
      readonly broken: boolean;
    }[];
  }
}

export const zoneSections: CapabilityModule = {
  id: MODULE,
  // The keys it adds to a saved zone (the zones package's extension point "zone state").
  zoneSlots,
  keys: ["zone.sections"],
  menu(ctx, who, out) {
    if (incapacitated(ctx.ruleset, who) || !ctx.state.zones?.some((z) => z.sections)) return;
    for (const use of usesOf(ctx.ruleset, ctx.state, who)) {
      if (use.offeredBy || !strikesWalls(use)) continue;
      const walls = wallCells(ctx, who, use);
      if (!walls.length) continue;
      const offer = offerUse(ctx, who, use);
      if (!offer) continue;
      out.push({
        id: `wall:${use.id}`,
        module: MODULE,
        kind: "use",
        label: `${use.name} (wall)`,
        who: who.id,
        use: use.id,
        useKind: use.m.kind ?? "attack",
        ...(offer.budget !== undefined ? { budget: offer.budget } : {}),
        ...(offer.payments ? { payments: offer.payments } : {}),
        walls,
      });
    }
  },
  checkChoice: checkWall,
  take(ctx, who, option, choice) {
    startAct(ctx, who, option, choice);
  },
  fromChoice(_ctx, act, _use, option, choice) {
    if (option.module !== MODULE || !choice.wall) return;
    act.wall = [choice.wall[0], choice.wall[1]];
    act.targets = [];
  },
  onUse(ctx, act, use) {
    if (act.wall) strikeSection(ctx, act, use);
    // A wall with sections that has just risen (the zone-walls package closed its cells first).
    if (use.m.zone?.sections && !act.echo) {
      const zone = ctx.state.zones?.find((z) => z.by === act.actor && z.use === use.id);
      if (zone && !zone.sections) cut(ctx, zone, use);
    }
  },
  onMoveStep(ctx, mover, from, to) {
    if (!ctx.state.board || untouchableNow(ctx, mover) || !ctx.state.zones?.some((z) => z.sections)) return;
    catchEntering(ctx, mover, from, to);
  },
  onTurnStart(ctx, who) {
    catchInBroken(ctx, who, "turn-start");
  },
  onTurnEnd(ctx, who) {
    catchInBroken(ctx, who, "turn-end");
  },
  zoneAnswer(ctx, zone) {
    const b = ctx.state.board;
    if (!zone.sections || !b) return undefined;
    return {
      sections: zone.sections.map((s) => ({
        cells: s.cells.map((i): Cell => [i % b.width, Math.floor(i / b.width)]),
        health: s.health,
        broken: s.health <= 0,
      })),
    };
  },
};
