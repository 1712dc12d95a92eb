// The lasting zones on the field (1.172), as the page colours them: each zone in `state.zones` gets its own
// translucent fill over the cells it covers now (a zone carried by its caster follows them), and a key line
// naming its entry, its caster and the caster's turns it has left; a wall's side (1.177 `zone.side`) gets a paler fill of
// the same hue over the cells beside it that catch. Pure: the page's own geometry board answers
// the area, so it runs without a browser.
import type { Board, CombatState } from "../src/index.js";
import type { Cell, RulesetDoc } from "../src/ruleset/index.js";
import { areaOf } from "./library.js";
import { areaPreview } from "./scene.js";

export interface ZoneView {
  /** A lasting zone, the side of a wall that catches beside it, or a summon standing on its cell (web/summons.ts). */
  readonly kind?: "zone" | "side" | "summon";
  /** The entry's name and the turns it has left, for the key and the tooltip. */
  readonly label: string;
  readonly name: string;
  readonly by: string;
  readonly left: number;
  readonly cells: readonly Cell[];
  readonly fill: string;
  readonly outline: string;
}

/** Hues far enough apart that neighbouring zones stay told apart; a ninth zone takes the first again. */
const HUES = [275, 190, 95, 330, 45, 220, 140, 0];

export const zoneFill = (i: number) => `hsla(${HUES[i % HUES.length]}, 85%, 60%, 0.3)`;
export const zoneOutline = (i: number) => `hsla(${HUES[i % HUES.length]}, 90%, 70%, 0.85)`;
const sideFill = (i: number) => `hsla(${HUES[i % HUES.length]}, 85%, 60%, 0.12)`;

export function zoneViews(board: Board, ruleset: RulesetDoc, state: CombatState): ZoneView[] {
  const perCell = state.board?.perCell ?? 5;
  const width = state.board?.width ?? 1;
  return (state.zones ?? []).flatMap((zone, i) => {
    const area = areaOf(ruleset, zone.use);
    const casterAt = state.combatants[zone.by]?.at;
    const origin = zone.anchor === "caster" ? casterAt : zone.origin;
    const at = zone.anchor === "caster" ? casterAt : zone.at;
    const cells = area && origin && at ? areaPreview(board, perCell, area, origin, at, zone.layout) : [];
    const turns = `${zone.left} turn${zone.left === 1 ? "" : "s"} left`;
    const view: ZoneView = {
      label: `${zone.name} (${state.combatants[zone.by]?.name ?? zone.by}, ${turns})`,
      name: zone.name,
      by: zone.by,
      left: zone.left,
      cells,
      fill: zoneFill(i),
      outline: zoneOutline(i),
    };
    if (!zone.sideCells?.length) return [view];
    const side: ZoneView = {
      ...view,
      kind: "side",
      label: `${zone.name}, ${zone.side ?? "far"} side (${state.combatants[zone.by]?.name ?? zone.by})`,
      cells: zone.sideCells.map((c): Cell => [c % width, Math.floor(c / width)]),
      fill: sideFill(i),
    };
    return [view, side];
  });
}
