// Every SRD encounter played to its end by the director on both sides, with several seeds, on its board and
// without: each ends with an outcome, every choice is accepted, and each side harms the other over the seeds
// (damage, or a condition laid on a foe); a
// creature in its lair takes lair actions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachGeometry, choose, startCombat, whoActs } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { createEngine } from "../../src/engine.js";
import { srd5eParty } from "../../src/srd/index.js";
import { ruleset } from "./helpers.js";

// Four: the deadly fights (a lich, a dragon) can end in a round or two, before the party has harmed anyone.
const SEEDS = [1, 2, 3, 4];
/** Rounds after which a fight is called off; fights that reach it are reported, not failed. */
const MAX_ROUNDS = 30;
const capped: string[] = [];

describe("every SRD encounter plays to its end", () => {
  beforeAll(async () => attachGeometry((await createEngine()).geometry));
  afterAll(() => {
    if (capped.length) console.log(`called off after ${MAX_ROUNDS} rounds: ${capped.join(", ")}`);
  });

  for (const encounter of ruleset.encounters ?? []) {
    for (const noBoard of [false, true]) {
      it(`${encounter.id}${noBoard ? " without a board" : ""}`, () => {
        const dealt = { party: 0, enemies: 0 };
        let lairActions = 0;
        for (const seed of SEEDS) {
          let { state } = startCombat(ruleset, {
            party: srd5eParty(encounter),
            enemies: encounter.enemies,
            ...(encounter.inLair ? { inLair: encounter.inLair } : {}),
            ...(encounter.board ? { board: encounter.board } : {}),
            ...(encounter.scene ? { scene: encounter.scene } : {}),
            noBoard,
            seed,
          });
          while (!state.outcome && state.round <= MAX_ROUNDS) {
            const choice = direct(ruleset, state);
            const r = choose(ruleset, state, choice);
            if ("rejected" in r)
              throw new Error(`seed ${seed}: ${whoActs(state)} chose ${JSON.stringify(choice)}: ${r.rejected.message}`);
            for (const e of r.events) {
              if (e.t === "lair-action") lairActions++;
              if (e.t === "damage" && e.taken > 0) {
                const source = state.combatants[e.source] ?? r.state.combatants[e.source];
                if (source) dealt[source.side] += e.taken;
              }
              // A condition laid on a foe (Slow on a dragon that breathes the party down in one round) counts too.
              if (e.t === "condition" && e.source) {
                const source = state.combatants[e.source];
                const on = state.combatants[e.who];
                if (source && on && source.side !== on.side) dealt[source.side] += 1;
              }
            }
            state = r.state;
          }
          if (!state.outcome) capped.push(`${encounter.id}${noBoard ? " (no board)" : ""} seed ${seed}`);
          else expect(["won", "lost", "fled"]).toContain(state.outcome);
        }
        expect(dealt.party, "the party did the enemies no harm").toBeGreaterThan(0);
        expect(dealt.enemies, "the enemies did the party no harm").toBeGreaterThan(0);
        // A creature fighting in its lair takes its lair actions (1.315), the director choosing them.
        if (encounter.inLair?.length) expect(lairActions, "no lair action was taken").toBeGreaterThan(0);
      });
    }
  }
});
