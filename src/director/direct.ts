// The director: a choice for whoever must act now (a turn or a reaction window), always one of the menu's
// options, the same for the same state, and never drawing from the fight's generator.
import { options } from "../combat/options.js";
import type { Choice, CombatState, Option } from "../combat/types.js";
import { usesOf } from "../combat/uses.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import type { Candidate } from "./candidate.js";
import { plainCandidate, useCandidates } from "./candidates.js";
import { contestCandidates } from "./consider/contest.js";
import { dashLeadsOn, stoodOn, walkCrossesTrail, walkedLast } from "./consider/turn-shape.js";
import { directorPart } from "./plugins.js";
import { makeScene } from "./scene.js";
import { type Scored, scoreReaction, scoreTurn } from "./scorer.js";
import { jitter } from "./tiebreak.js";

/** Below this a choice is no better than ending the turn or letting the window pass. */
const WORTHWHILE = 0.05;
/** Ties within this margin are broken by the state's hash. */
const TIE = 1e-6;

export function direct(ruleset: RulesetDoc, state: CombatState): Choice {
  const menu = options(ruleset, state);
  if (!menu.length) throw new Error("no one has a choice to make: the fight is over");
  const scene = makeScene(ruleset, state, menu);
  const cands: Candidate[] = [];
  const window = menu[0]!.moment !== undefined;
  // One walk between two things done: a second walk in a row would only redo the first's choice.
  const noWalk = !window && walkedLast(scene);
  for (const o of menu) {
    // A package's own options (a teleport's landing cells, a zone's moves) through the part it gave the director.
    const own = directorPart(scene, o)?.candidates?.(scene, o);
    if (own) cands.push(...own);
    else if (o.kind === "use") cands.push(...useCandidates(scene, o));
    else if (o.module === "contests") cands.push(...contestCandidates(scene, o));
    else if (o.kind === "move") {
      if (noWalk && !o.use) continue;
      // A walk may be a use's (a signature move): the scorer reads how it moves.
      const use = o.use ? usesOf(ruleset, state, scene.me).find((u) => u.id === o.use) : undefined;
      for (const at of o.cells ?? []) {
        // A turn's walk never comes back to a cell it stood on: the first visit was the time to stay.
        if (!o.use && stoodOn(scene.me.trail, at)) continue;
        // Written out rather than spread from plainCandidate: a walk has many cells, and this runs for each.
        const choice = { option: o.id, at };
        cands.push(
          use ? { choice, option: o, targets: [], steps: 0, use } : { choice, option: o, targets: [], steps: 0 },
        );
      }
    } else cands.push(plainCandidate(o));
  }
  const scored: Scored[] = window
    ? cands.map((cand) => ({
        cand,
        score: scoreReaction(scene, cand) + (directorPart(scene, cand.option)?.lead?.(scene, cand) ?? 0),
      }))
    : scoreTurn(scene, cands);
  const rest = menu.find((o) => o.kind === (window ? "pass" : "end"));
  let eligible = scored.filter((s) => !rest || s.cand.option === rest || s.score >= WORTHWHILE);
  let best = pick(state, eligible);
  // A Dash is worth only the walk it pays for: when the director would not walk after it, it is off.
  if (best && isDash(best.cand) && !dashLeadsOn(ruleset, state, best.cand.choice)) {
    eligible = eligible.filter((s) => !isDash(s.cand));
    best = pick(state, eligible);
  }
  // …and a walk that would cross the turn's trail on its way is off too, one best at a time until one does not
  // (a cap here once let the sixth best, as crossing as the five before it, walk back over the trail).
  while (best?.cand.option.kind === "move" && !best.cand.use) {
    const at = best.cand.choice.at!;
    if (!walkCrossesTrail(scene, at)) break;
    const drop = best;
    eligible = eligible.filter((s) => s !== drop);
    best = pick(state, eligible);
  }
  if (best) return best.cand.choice;
  return rest ? { option: rest.id } : (cands[0]?.choice ?? plainChoice(menu[0]!));
}

const isDash = (c: Candidate) =>
  c.option.kind === "standard" && c.option.module === "standard" && c.option.action === "dash";

/** The best scored choice; only choices within the tie margin of the top one can win, so only they are hashed. */
function pick(state: CombatState, eligible: readonly Scored[]): Scored | undefined {
  const top = eligible.reduce((m, s) => Math.max(m, s.score), Number.NEGATIVE_INFINITY);
  let best: Scored | undefined;
  let bestKey = 0;
  for (const s of eligible) {
    if (s.score < top - TIE) continue;
    const key = s.score + TIE * jitter(state, s.cand.choice);
    if (!best || key > bestKey) {
      best = s;
      bestKey = key;
    }
  }
  return best;
}

/** The simplest legal filling of an option: its first payment, cell and targets (a package's own option with no
 * candidates from its part, such as a teleport with nowhere to land, has none to fill). */
export function plainChoice(o: Option): Choice {
  return {
    option: o.id,
    ...(o.payments?.length ? { pay: o.payments[0]!.pool } : {}),
    ...(o.cells?.length ? { at: o.cells[0]! } : {}),
    ...(o.targets ? { targets: o.targets.candidates.slice(0, Math.max(1, o.targets.min)) } : {}),
  };
}
