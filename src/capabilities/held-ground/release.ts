// Lifting Held Ground (1.330): from then on zero health kills or downs as anywhere else; the felled who were not
// reaped die (felled characters go down instead with `felled: "down"`), and with `owing` each character's marks on
// a track fall due as death saves. A fight not on Held Ground is returned as it is, with no events.

import { endConcentration } from "../../combat/capabilities/concentration.js";
import { type Ctx, emit, makeCtx } from "../../combat/context.js";
import { copyState } from "../../combat/copy.js";
import { applyHealing, die, fall } from "../../combat/damage.js";
import { run } from "../../combat/driver.js";
import { rollWithMode } from "../../combat/rolls.js";
import type { ChooseResult } from "../../combat/step.js";
import type { Combatant, CombatState } from "../../combat/types.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { Ruleset } from "../../validate/load.js";
import { owingTrack, releaseShapeProblem } from "./check.js";
import type { HeldGroundRelease } from "./def.js";
import { endHeldCondition, isCharacter, setTrack, trackNow } from "./fell.js";

function docOf(ruleset: RulesetDoc | Ruleset): RulesetDoc {
  return "doc" in ruleset && "entries" in ruleset ? ruleset.doc : (ruleset as RulesetDoc);
}

/**
 * Lifts the fight's Held Ground. Returns the new state and its events, the state as it was (no events) when the
 * fight is not on Held Ground, or a rejection that changes nothing when the release is not sound.
 */
export function rulesetReleaseHeldGround(
  definition: RulesetDoc | Ruleset,
  state: CombatState,
  release: HeldGroundRelease,
): ChooseResult {
  const ruleset = docOf(definition);
  const shape = releaseShapeProblem(release);
  if (shape) return { rejected: shape };
  const held = state.heldGround;
  if (!held) return { state, events: [] };
  let track: string | undefined;
  if (release.owing) {
    const due = owingTrack(ruleset, held, release.owing);
    if ("code" in due) return { rejected: due };
    track = due.track;
  }
  const draft = copyState(state);
  const ctx = makeCtx(ruleset, draft);
  delete draft.heldGround;
  emit(ctx, { t: "held-ground-lifted", ground: held.label });
  for (const id of draft.order) {
    const c = draft.combatants[id]!;
    if (!c.felled) continue;
    delete c.felled;
    endHeldCondition(ctx, c, "lifted");
    // The ground no longer withholds death: the dying rule (or its absence) decides what going down means.
    if (release.felled === "down" && isCharacter(ctx, c)) fall(ctx, c);
    else die(ctx, c);
  }
  if (track !== undefined) {
    const bonus = release.owing?.bonus ?? 0;
    for (const id of draft.order) {
      const c = draft.combatants[id]!;
      if (isCharacter(ctx, c) && c.status !== "dead" && c.status !== "fled") settle(ctx, c, track, bonus);
    }
  }
  run(ctx);
  draft.rng = ctx.rng.toJSON();
  return { state: draft, events: ctx.events };
}

/**
 * One death save per mark, `bonus` added, until the marks run out or the count has a result; naturals as the dying
 * rule says (a 20 regains 1 health for one at zero and ends the count, a 1 is two failures). The marks are spent.
 * One already dying counts on their own death saves; anyone else keeps a count apart for the debt.
 */
function settle(ctx: Ctx, c: Combatant, track: string, bonus: number): void {
  const marks = trackNow(ctx, c, track);
  if (marks <= 0) return;
  const rule = ctx.ruleset.combat!.dying!;
  const criticals = rule.criticals !== false;
  const dying = c.status === "dying";
  const count = dying ? c.death : { successes: 0, failures: 0 };
  emit(ctx, { t: "owing", who: c.id, track, marks, bonus });
  for (let i = 0; i < marks; i++) {
    const r = rollWithMode(ctx, 0, 0, bonus, { who: c, kind: "saves" });
    const regains = criticals && r.natural === 20;
    const success = regains || r.total >= rule.difficulty;
    if (!regains) {
      if (success) count.successes++;
      else count.failures += criticals && r.natural === 1 ? 2 : 1;
    }
    emit(ctx, {
      t: "owing-save",
      who: c.id,
      d20: { rolls: r.rolls, mode: r.mode, natural: r.natural },
      bonus,
      total: r.total,
      success,
      ...count,
    });
    if (regains) {
      if (c.status !== "standing") applyHealing(ctx, c, 1, c.id);
      break;
    }
    if (count.failures >= rule.failures) {
      endConcentration(ctx, c, "fell");
      die(ctx, c);
      break;
    }
    if (count.successes >= rule.successes) {
      if (dying) {
        c.status = "stable";
        emit(ctx, { t: "stable", who: c.id });
      }
      break;
    }
  }
  setTrack(ctx, c, track, 0);
}
