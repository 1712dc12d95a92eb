// The director and wall sections (1.200): one candidate per section an attack can strike, worth the chance it hits
// times the share of the section's health it takes, times what opening the wall is worth: more when the section stands
// between the decider and a foe (a way through; the rest of the fight's blows when it is the only way), a little
// otherwise; breaking its own side's wall costs as much as a way through is worth.
import { amountOf } from "../../combat/amount.js";
import { blowDice } from "../../combat/blow.js";
import { cellsApart } from "../../combat/board/grid.js";
import { walks } from "../../combat/board/walks.js";
import { useOf } from "../../combat/resolve.js";
import { attackBonus } from "../../combat/stats.js";
import type { ActFrame, Option } from "../../combat/types.js";
import { average } from "../../dice/index.js";
import type { Candidate } from "../../director/candidate.js";
import { resourceCost } from "../../director/consider/resources.js";
import { hitChance } from "../../director/odds.js";
import type { DirectorParts } from "../../director/plugins.js";
import { memo, type Scene } from "../../director/scene.js";
import { HORIZON, threat } from "../../director/threat.js";
import type { Cell } from "../../ruleset/encounter.js";
import { standingAt } from "./sections.js";
import { DEFENSE, sectionTakes } from "./strike.js";
import { MODULE } from "./zone-sections.js";

/** What opening a section is worth, in rounds of the decider's threat: the only way to its foes (the rest of the
 * fight's blows), a way through on the way to one, or only a gap. */
const ONLY_WAY = HORIZON;
const THROUGH = 0.5;
const GAP = 0.1;

/** One candidate per section among the option's cells (its first cell), for each payment it lists. */
function candidates(scene: Scene, option: Option): Candidate[] {
  const use = option.use ? useOf(scene.ctx, scene.me.id, option.use) : undefined;
  if (!use || !option.walls) return [];
  const seen = new Set<object>();
  const out: Candidate[] = [];
  for (const cell of option.walls) {
    const found = standingAt(scene.ctx, cell);
    if (!found || seen.has(found.section)) continue;
    seen.add(found.section);
    const payment = option.payments?.[0];
    out.push({
      choice: { option: option.id, wall: [cell[0], cell[1]] },
      option,
      use,
      targets: [],
      steps: 0,
      ...(payment ? { payment } : {}),
    });
  }
  return out;
}

/** Whether `cell` stands on the way from the decider to one of its foes. */
function onTheWay(scene: Scene, cell: Cell): boolean {
  const b = scene.state.board;
  const me = scene.me.at;
  if (!b || !me) return false;
  const toCell = cellsApart(b, me, cell);
  return scene.foes.some((f) => {
    if (!f.at) return false;
    const toFoe = cellsApart(b, me, f.at);
    return toFoe > toCell && cellsApart(b, cell, f.at) < toFoe;
  });
}

/** Whether no foe can be reached on foot at all (a cell beside it, however far the walk): walls shut the decider in. */
function shutIn(scene: Scene): boolean {
  const b = scene.state.board;
  const me = scene.me;
  if (!b || !me.at) return false;
  return (
    memo(scene, "sections:shut-in", () => {
      const ends = [me.at!, ...walks(scene.state, me, b.width * b.height).ends];
      const near = scene.foes.some((f) => f.at && ends.some((c) => cellsApart(b, c, f.at!) <= 1));
      return near ? 0 : 1;
    }) === 1
  );
}

/** The worth of striking the section on the candidate's `wall` cell. */
export function strikeWorth(scene: Scene, cand: Candidate): number {
  const cell = cand.choice.wall;
  const use = cand.use;
  const found = cell && standingAt(scene.ctx, cell);
  if (!use || !found) return 0;
  const { zone, section } = found;
  const def = useOf(scene.ctx, zone.by, zone.use).m.zone!.sections!;
  const me = scene.me;
  const expr = amountOf(scene.ctx, { steps: cand.steps } as ActFrame, use, me);
  const rolled = expr ? average(blowDice(scene.ctx, me, use, expr).expr) : 0;
  const dealt = sectionTakes(def, rolled, use.m.damageType ?? "untyped").taken;
  const p = hitChance(attackBonus(scene.ruleset, scene.state, me, use), def.defense ?? DEFENSE, "normal", scene.critOn);
  const share = Math.min(1, dealt / Math.max(1, section.health));
  const own = scene.state.combatants[zone.by]?.side === me.side;
  const open = own ? -THROUGH : !onTheWay(scene, cell) ? GAP : shutIn(scene) ? ONLY_WAY : THROUGH;
  return p * share * open * threat(scene, me);
}

export const director: DirectorParts = {
  [MODULE]: {
    candidates,
    value: (scene, cand, after) => strikeWorth(scene, cand) + after - resourceCost(scene, cand.use, cand.payment),
    randomFill: (option, pick) => (option.walls?.length ? { wall: option.walls[pick(option.walls.length)]! } : {}),
  },
};
