// 1.268: the director keeps its creatures' eyes averted from a gaze holder as long as anyone else remains to fight,
// and looks again once the gaze holders are all that is left.
import { beforeAll, describe, expect, it } from "vitest";
import type { CombatEvent, CombatState } from "../../src/combat/index.js";
import { choose } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { withGeometry } from "../combat/helpers.js";
import { ruleset, turnOf } from "../spec/fixtures/auras.js";

const board = { width: 14, height: 6 };

/** A stalwart bandit's turn facing a medusa and a mastiff (or the medusa alone). */
function scene(alone: boolean): CombatState {
  const enemies = alone ? ["monsters/medusa"] : ["monsters/medusa", "monsters/mastiff"];
  return turnOf("Stalwart Bandit 1", { party: ["monsters/stalwart-bandit"], enemies, board }, (s) => {
    s.combatants["Stalwart Bandit 1"]!.at = [1, 2];
    s.combatants["Medusa 1"]!.at = [10, 2];
    if (!alone) s.combatants["Mastiff 1"]!.at = [10, 4];
  });
}

/** The director plays the current turn to its end; returns the state after and the turn's events. */
function playTurn(state: CombatState): { state: CombatState; events: CombatEvent[] } {
  const who = state.order[state.turn];
  const events: CombatEvent[] = [];
  for (let n = 0; n < 30 && state.order[state.turn] === who && !state.outcome; n++) {
    const r = choose(ruleset, state, direct(ruleset, state));
    if ("rejected" in r) throw new Error(r.rejected.message);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

describe("director: averting its eyes from a gaze (1.268)", () => {
  beforeAll(withGeometry);

  it("averts its eyes from the medusa while another foe remains", () => {
    const r = playTurn(scene(false));
    expect(r.events).toContainEqual({ t: "averted", who: "Stalwart Bandit 1", from: "Medusa 1", what: "avert" });
    expect(r.state.auras?.averted).toEqual({ "Stalwart Bandit 1": ["Medusa 1"] });
  });

  it("keeps them averted on later turns while the mastiff stands", () => {
    let s = playTurn(scene(false)).state;
    for (let turn = 0; turn < 3 && !s.outcome; turn++) {
      const r = playTurn(s);
      expect(r.events.filter((e) => e.t === "averted" && e.who === "Stalwart Bandit 1")).toEqual([]);
      s = r.state;
    }
    expect(s.auras?.averted?.["Stalwart Bandit 1"]).toEqual(["Medusa 1"]);
  });

  it("with the medusa alone left, it does not avert, and looks again if it had", () => {
    const r = playTurn(scene(true));
    expect(r.events.filter((e) => e.t === "averted")).toEqual([]);
    const averted = structuredClone(scene(true));
    averted.auras = { averted: { "Stalwart Bandit 1": ["Medusa 1"] } };
    const look = playTurn(averted);
    expect(look.events).toContainEqual({ t: "averted", who: "Stalwart Bandit 1", from: "Medusa 1", what: "look" });
  });
});
