// The director and turning a carried line or cone (1.182 "Turn <zone>"): a direction is worth what the zone does
// now to those it newly covers (when it catches on entering), plus, more lightly, what it does at the coming turn
// starts to those it covers facing that way rather than the way it faces now (foes adding, friends subtracting),
// and what the packages give meaning to in the turn itself (extension point "effect worth", with no one caught).

import { useOf } from "../../combat/resolve.js";
import type { Combatant, Option } from "../../combat/types.js";
import type { Candidate } from "../../director/candidate.js";
import { key } from "../../director/consider/area.js";
import { onTarget } from "../../director/on-target.js";
import { type DirectorParts, effectWorth } from "../../director/plugins.js";
import { foesInView, memo, type Scene } from "../../director/scene.js";
import type { Cell } from "../../ruleset/encounter.js";
import { catchUse } from "../zones/catch-use.js";
import { catchable, covers } from "../zones/inside.js";
import type { ZoneState } from "../zones/state.js";
import { newlyCovered } from "./turning.js";

/** Those inside at their next turn start may walk out first: a lighter weight. */
const COMING = 0.5;

function turningOf(scene: Scene, option: Option): ZoneState | undefined {
  return (scene.state.zones ?? []).find((z) => z.by === scene.me.id && `turn:${z.use}` === option.id);
}

function candidates(scene: Scene, option: Option): Candidate[] {
  const zone = turningOf(scene, option);
  if (!zone) return [];
  const use = useOf(scene.ctx, zone.by, zone.use);
  return (option.cells ?? []).map((at) => ({
    choice: { option: option.id, at },
    option,
    use,
    targets: [],
    steps: zone.steps,
  }));
}

function value(scene: Scene, cand: Candidate): number {
  const at = cand.choice.at as Cell | undefined;
  const zone = turningOf(scene, cand.option);
  const me = scene.me;
  if (!at || !zone || !me.at) return 0;
  return memo(scene, `zone-turn ${cand.option.id} ${key(at)}`, () => {
    const use = useOf(scene.ctx, zone.by, zone.use);
    const { who, before, after } = newlyCovered(scene.ctx, zone, [at[0] - me.at![0], at[1] - me.at![1]]);
    const sign = (t: Combatant) => (t.side === me.side ? -1 : 1);
    // What it does to each: its effect, and what packages give meaning to inside it (a push).
    const worth = (t: Combatant) =>
      sign(t) * onTarget(scene, catchUse(use), t, { steps: zone.steps, cover: false }) +
      effectWorth(scene, { ...cand, targets: [t] });
    const thisTurn = `${scene.state.round}:${scene.state.turn}`;
    const done = zone.caughtIn === thisTurn ? zone.caught : [];
    let now = 0;
    if (use.m.zone?.triggers?.includes("enter"))
      for (const t of who) if (t.status === "standing" && !done.includes(t.id)) now += worth(t);
    let coming = 0;
    if (use.m.zone?.triggers?.some((t) => t === "turn-start" || t === "turn-end"))
      for (const t of [...scene.friends, ...foesInView(scene)]) {
        if (!t.at || !catchable(zone, use, me, t)) continue;
        coming += (covers(scene.ctx, after, t.at) ? worth(t) : 0) - (covers(scene.ctx, before, t.at) ? worth(t) : 0);
      }
    // What the turn itself does beyond whom it covers (a wind reaching a zone it disperses, 1.286).
    return now + COMING * coming + effectWorth(scene, { ...cand, targets: [] });
  });
}

/** The zone-turns package's part in the director, plus the best walk after the turn. */
export const director: DirectorParts = {
  "zone-turns": {
    candidates: (scene, option) => (option.kind === "zone" ? candidates(scene, option) : undefined),
    value: (scene, cand, after) => (cand.option.kind === "zone" ? value(scene, cand) + after : undefined),
  },
};
