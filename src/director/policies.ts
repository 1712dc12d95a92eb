// Policies that play a side: the director, the core's simple policy, a random legal one and a greedy one-step
// one (the best immediate expected damage), and the choice of one per side.
import { options } from "../combat/options.js";
import { simplePolicy } from "../combat/policy.js";
import type { Choice, CombatState, Option, Side } from "../combat/types.js";
import { Rng } from "../random/rng.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import { plainCandidate, useCandidates } from "./candidates.js";
import { direct } from "./direct.js";
import { expectUse } from "./expect.js";
import { directorPart, directorPartOf, randomFillsOf } from "./plugins.js";
import { makeScene } from "./scene.js";
import { jitter } from "./tiebreak.js";

export type Policy = (ruleset: RulesetDoc, state: CombatState) => Choice;
export type PolicyName = "director" | "simple" | "random" | "greedy";
export const POLICY_NAMES: readonly PolicyName[] = ["director", "simple", "random", "greedy"];

/** A random legal choice, drawn from a generator seeded by a hash of the state (not the fight's own). */
export function randomPolicy(ruleset: RulesetDoc, state: CombatState): Choice {
  const menu = options(ruleset, state);
  if (!menu.length) throw new Error("no one has a choice to make: the fight is over");
  const rng = Rng.fromSeed(Math.floor(jitter(state, { option: "random" }) * 0x7fff_ffff));
  return randomChoice(menu, (n) => rng.int(0, n - 1), ruleset);
}

/** A random legal choice from a menu: an option, a payment, a cell and targets, each drawn by `pick(n)` (0 to n-1). */
export function randomChoice(menu: readonly Option[], pick: (n: number) => number, ruleset: object = {}): Choice {
  const o = menu[pick(menu.length)]!;
  const choice: { option: string; targets?: string[]; at?: [number, number]; pay?: string } = { option: o.id };
  if (o.payments?.length) choice.pay = o.payments[pick(o.payments.length)]!.pool;
  if (o.cells?.length) choice.at = [...o.cells[pick(o.cells.length)]!] as [number, number];
  // What a package gives meaning to (a teleport's landing cell), filled by its part.
  Object.assign(choice, directorPartOf(ruleset, o)?.randomFill?.(o, pick));
  for (const fill of randomFillsOf(ruleset)) Object.assign(choice, fill(o, pick, choice));
  if (o.targets) {
    const pay = o.payments?.find((p) => p.pool === choice.pay);
    const max = Math.min(o.targets.max, pay?.maxTargets ?? o.targets.max);
    const n = o.targets.min + pick(max - o.targets.min + 1);
    const pool = [...o.targets.candidates];
    choice.targets = [];
    for (let i = 0; i < n && pool.length; i++) choice.targets.push(pool.splice(pick(pool.length), 1)[0]!);
  }
  return choice;
}

/** Greedy one step: the use with the best immediate expected damage on foes; otherwise the simple policy's
 * walk toward the nearest foe, or the end of the turn. No healing, positions, focus or reactions beyond it. */
export function greedyPolicy(ruleset: RulesetDoc, state: CombatState): Choice {
  const menu = options(ruleset, state);
  if (!menu.length) throw new Error("no one has a choice to make: the fight is over");
  const scene = makeScene(ruleset, state, menu);
  let best: { choice: Choice; dmg: number } | undefined;
  for (const o of menu) {
    // A package's own use (a teleport) is weighed by its part, not by the damage it deals.
    if (o.kind !== "use" || directorPart(scene, o)?.candidates) continue;
    for (const cand of useCandidates(scene, o)) {
      let dmg = 0;
      // A multiattack's strikes, each its own use; any other use on each target it reaches.
      const hits = cand.strikes ?? cand.targets.map((target) => ({ use: cand.use!, target }));
      for (const { use, target: t } of hits) {
        const e = expectUse(scene, scene.me, use, t, { steps: cand.steps });
        dmg += (t.side === scene.me.side ? -1 : 1) * Math.min(e.damage, t.hp + t.temp);
      }
      if (dmg > 0 && (!best || dmg > best.dmg)) best = { choice: cand.choice, dmg };
    }
  }
  if (best) return best.choice;
  if (menu[0]!.moment) return plainCandidate(menu.find((o) => o.kind === "pass")!).choice;
  const fallback = simplePolicy(ruleset, state);
  // The simple policy may heal or debuff; greedy only walks or ends.
  return fallback.option === "move" ? fallback : { option: menu.find((o: Option) => o.kind === "end")?.id ?? "end" };
}

export const POLICIES: Readonly<Record<PolicyName, Policy>> = {
  director: direct,
  simple: simplePolicy,
  random: randomPolicy,
  greedy: greedyPolicy,
};

export type Sides = Readonly<Record<Side, PolicyName>>;

/** "director", or per side: "party=director,enemies=random". */
export function parseSides(text: string): Sides {
  const out: Record<Side, PolicyName> = { party: "director", enemies: "director" };
  const known = (n: string): PolicyName => {
    if (!(POLICY_NAMES as readonly string[]).includes(n))
      throw new Error(`unknown policy ${JSON.stringify(n)}: one of ${POLICY_NAMES.join(", ")}`);
    return n as PolicyName;
  };
  for (const part of text.split(",")) {
    const [side, name] = part.includes("=") ? part.split("=", 2) : [undefined, part];
    if (side === undefined) out.party = out.enemies = known(name!.trim());
    else if (side.trim() === "party" || side.trim() === "enemies") out[side.trim() as Side] = known(name!.trim());
    else throw new Error(`unknown side ${JSON.stringify(side)}: party or enemies`);
  }
  return out;
}

/** The policy for whoever must act now. */
export function policyFor(sides: Sides, state: CombatState, who: string): Policy {
  return POLICIES[sides[state.combatants[who]!.side]];
}
