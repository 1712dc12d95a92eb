// Every SRD encounter played to its end by the director on both sides, with several seeds, on its board and
// without: each ends with an outcome, every choice is accepted, and each side deals damage over the seeds; a
// creature in its lair takes lair actions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachGeometry, choose, startCombat, whoActs } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { createEngine } from "../../src/engine.js";
import { srd5eParty } from "../../src/srd/index.js";
import { ruleset } from "./helpers.js";

const SEEDS = [1, 2, 3];
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
            }
            state = r.state;
          }
          if (!state.outcome) capped.push(`${encounter.id}${noBoard ? " (no board)" : ""} seed ${seed}`);
          else expect(["won", "lost", "fled"]).toContain(state.outcome);
        }
        expect(dealt.party, "the party dealt no damage").toBeGreaterThan(0);
        expect(dealt.enemies, "the enemies dealt no damage").toBeGreaterThan(0);
        // A creature fighting in its lair takes its lair actions (1.315), the director choosing them.
        if (encounter.inLair?.length) expect(lairActions, "no lair action was taken").toBeGreaterThan(0);
      });
    }
  }
});
