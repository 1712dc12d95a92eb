// The light a fight takes place in (1.294). With `combat.sight.darkness`, a fight in a cave or a dungeon is dark;
// what lights it is the light everyone fighting with a sheet carries (unless a `seeIn` sense lets them see), and
// the `light` its combatants' conditions, item effects and stat blocks shed. Walls stop light; those knocked down
// shed none. Any other fight is lit (bright light that is not sunlight, 1.291), and light changes nothing in it.

import { onBoard, remembered } from "../../combat/board/geometry.js";
import { diagonalRule } from "../../combat/board/grid.js";
import type { Ctx } from "../../combat/context.js";
import { perState } from "../../combat/sealed.js";
import { conditionDef, conditionIds, creatureOf } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import type { LightSource } from "../../geometry/index.js";
import type { DarknessDef, LightDef } from "./defs.js";
import { sensesOf } from "./senses.js";

/** Light levels: 0 dark, 1 dim, 2 bright. */
export type LightLevel = 0 | 1 | 2;

/** Places whose fights are dark at any time of day (1.294). */
const DARK_PLACES = new Set(["cave", "dungeon"]);

/** The darkness rule when it works in this fight: declared, and the fight takes place where it is dark. */
export function darknessHere(ctx: Ctx): DarknessDef | undefined {
  const def = ctx.ruleset.combat?.sight?.darkness;
  const place = ctx.state.scene?.location;
  return def && place !== undefined && DARK_PLACES.has(place) ? def : undefined;
}

/** The lights `c` sheds now. */
export function lightsOf(ctx: Ctx, c: Combatant, darkness: DarknessDef): LightDef[] {
  if (c.status !== "standing") return [];
  const out: LightDef[] = [];
  const seeIn = darkness.seeIn ?? [];
  const sensed = sensesOf(ctx, c);
  if (darkness.carried && ctx.state.sheets[c.id] && !seeIn.some((s) => sensed.has(s))) out.push(darkness.carried);
  const own = creatureOf(ctx.ruleset, c)?.light;
  if (own) out.push(own);
  for (const id of conditionIds(ctx.ruleset, c)) {
    const light = conditionDef(ctx.ruleset, id)?.light;
    if (light) out.push(light);
  }
  return out;
}

function sources(ctx: Ctx, darkness: DarknessDef): LightSource[] {
  const per = ctx.state.board!.perCell;
  const out: LightSource[] = [];
  for (const id of ctx.state.order) {
    const c = ctx.state.combatants[id]!;
    if (!onBoard(c)) continue;
    for (const l of lightsOf(ctx, c, darkness)) {
      const bright = Math.floor(l.bright / per);
      // Dim light reaches as far again beyond the bright.
      const dim = Math.floor(l.dim / per);
      if (bright + dim > 0) out.push({ at: { x: c.at![0], y: c.at![1] }, bright, dim });
    }
  }
  return out;
}

/** The light where `c` stands (bright wherever darkness does not work). */
export function lightAt(ctx: Ctx, c: Combatant): LightLevel {
  const darkness = darknessHere(ctx);
  if (!darkness) return 2;
  if (!ctx.state.board || !c.at) return lightWithoutBoard(ctx, darkness);
  const board = ctx.state.board;
  // The lights of a sealed state are where they are for as long as it lives: the map of them is read once.
  const levels = perState(ctx.state, "light", () => {
    const list = sources(ctx, darkness);
    const key = `light ${list.map((s) => `${s.at.x},${s.at.y},${s.bright},${s.dim}`).join(" ")}`;
    const diagonals = diagonalRule(board);
    return remembered(ctx.state, key, (b) => b.lighting(list, { board: "dark", diagonals }).levels);
  });
  return Math.min(2, levels[c.at[1] * board.width + c.at[0]]!) as LightLevel;
}

/** Without a board no one stands apart: the fight is as lit as its brightest light. */
function lightWithoutBoard(ctx: Ctx, darkness: DarknessDef): LightLevel {
  let level: LightLevel = 0;
  for (const id of ctx.state.order) {
    for (const l of lightsOf(ctx, ctx.state.combatants[id]!, darkness)) {
      if (l.bright > 0) return 2;
      if (l.dim > 0) level = 1;
    }
  }
  return level;
}
