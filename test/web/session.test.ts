import { beforeAll, describe, expect, it } from "vitest";
import { createEngine, direct, type Engine } from "../../src/index.js";
import { srd5e, srd5eEncounter, srd5eParty } from "../../src/srd/index.js";
import { Session } from "../../web/session.js";

// The playground's fight: the director answers for the enemies between the person's choices, and undo
// replays the fight from its seed without the last choice.
describe("the playground's session", () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createEngine();
  });

  const start = (seed: number) => {
    const encounter = srd5eEncounter("goblin-ambush")!;
    return Session.start({ engine, ruleset: srd5e, encounter, party: srd5eParty(encounter), seed });
  };
  const play = (s: Session, n: number) => {
    let next = s;
    for (let i = 0; i < n && next.partyActs; i++) next = next.choose(direct(srd5e, next.fight.state));
    return next;
  };

  it("hands the person only the party's turns", () => {
    let s = start(4);
    for (let i = 0; i < 12 && !s.fight.over; i++) {
      expect(s.partyActs).toBe(true);
      s = play(s, 1);
    }
    expect(s.choices.length).toBeGreaterThan(6);
  });

  it("undo gives the same fight as playing one choice fewer; a rejected choice keeps the choices", () => {
    const played = play(start(9), 6);
    expect(played.choices).toHaveLength(6);
    const undone = played.undo();
    expect(undone.choices).toEqual(played.choices.slice(0, 5));
    expect(undone.fight.state).toEqual(play(start(9), 5).fight.state);
    const refused = undone.choose({ option: "no-such-option" });
    expect(refused.fight.rejected).toBeDefined();
    expect(refused.choices).toEqual(undone.choices);
  });
});
