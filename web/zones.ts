// The lasting zones on the field (1.172), as the page colours them: each zone in `state.zones` gets its own
// translucent fill over the cells it covers now (a zone carried by its caster follows them), and a key line
// naming its entry, its caster and the caster's turns it has left; a wall's side (1.177 `zone.side`) gets a paler fill of
// the same hue over the cells beside it that catch; a wall's sections (1.200) each get a line of their own once struck,
// with the health they have left, and a broken one a pale fill where it stood. The key line also says what a zone does to
// sight and wind (1.286, 1.289): it obscures, or only lightly; it is a wind; a wind disperses it, at once or after
// rounds, and since when wind has blown on it. Pure: the page's own geometry board answers the area, so it runs
// without a browser.
import type { Board, CombatState } from "../src/index.js";
import type { Cell, RulesetDoc } from "../src/ruleset/index.js";
import { areaOf, sectionHealthOf, zoneDefOf } from "./library.js";
import { areaPreview } from "./scene.js";

export interface ZoneView {
  /** A lasting zone, the side of a wall that catches beside it, a summon standing on its cell (web/summons.ts), or a
   * teleport's smoke (web/smoke.ts). */
  /** 1.200: a struck section of a wall (`section`), or a broken one (`broken`). */
  readonly kind?: "zone" | "side" | "summon" | "section" | "broken" | "smoke";
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
    // A carried line or cone (1.182) points from its caster the way its `layout.facing` says.
    const facing = zone.layout?.facing;
    const at =
      zone.anchor === "caster"
        ? casterAt && facing
          ? ([casterAt[0] + facing[0], casterAt[1] + facing[1]] as Cell)
          : casterAt
        : zone.at;
    const cells = area && origin && at ? areaPreview(board, perCell, area, origin, at, zone.layout) : [];
    const turns = `${zone.left} turn${zone.left === 1 ? "" : "s"} left`;
    const notes = zoneNotes(ruleset, zone);
    const view: ZoneView = {
      label: `${zone.name} (${[state.combatants[zone.by]?.name ?? zone.by, turns, ...notes].join(", ")})`,
      name: zone.name,
      by: zone.by,
      left: zone.left,
      cells,
      fill: zoneFill(i),
      outline: zoneOutline(i),
    };
    const full = sectionHealthOf(ruleset, zone.use);
    const views = zone.sections ? [view, ...sectionViews(view, zone.sections, full, width, i)] : [view];
    if (!zone.sideCells?.length) return views;
    const side: ZoneView = {
      ...view,
      kind: "side",
      label: `${zone.name}, ${zone.side ?? "far"} side (${state.combatants[zone.by]?.name ?? zone.by})`,
      cells: zone.sideCells.map((c): Cell => [c % width, Math.floor(c / width)]),
      fill: sideFill(i),
    };
    return [...views, side];
  });
}

/** A wall's sections that were struck (1.200): each with the health it has left, or broken (a pale fill). */
function sectionViews(
  wall: ZoneView,
  sections: readonly { readonly cells: readonly number[]; readonly health: number }[],
  full: number | undefined,
  width: number,
  i: number,
): ZoneView[] {
  return sections.flatMap((s, n): ZoneView[] => {
    const cells = s.cells.map((c): Cell => [c % width, Math.floor(c / width)]);
    if (s.health <= 0)
      return [{ ...wall, kind: "broken", label: `${wall.name}, section ${n + 1} broken`, cells, fill: sideFill(i) }];
    if (full === undefined || s.health >= full) return [];
    return [{ ...wall, kind: "section", label: `${wall.name}, section ${n + 1}: ${s.health} health left`, cells }];
  });
}

/** What a zone does to sight and with wind, in words (1.178, 1.286, 1.289). */
export function zoneNotes(ruleset: RulesetDoc, zone: NonNullable<CombatState["zones"]>[number]): string[] {
  const def = zoneDefOf(ruleset, zone.use);
  const out: string[] = [];
  const obscures = def?.obscures;
  if (obscures) out.push(obscures.light ? "lightly obscures" : "obscures");
  if (def?.disperses) out.push("a wind");
  const dispersed = obscures?.dispersed;
  if (dispersed === true) out.push("wind disperses it");
  else if (dispersed) out.push(`wind disperses it after ${dispersed.after} round${dispersed.after === 1 ? "" : "s"}`);
  if (zone.wind) out.push(`wind on it since round ${zone.wind.round}`);
  return out;
}
