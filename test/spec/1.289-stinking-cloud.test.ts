// 1.289 — Stinking Cloud, `"obscures": { "dispersed": { "after": 1 } }`: a wind that reaches it (Gust of Wind) ends
// it only after blowing on it for 1 full round in a row, counted from the turn the wind first reached it, and then
// with the concentration holding it up. A wind that stops reaching it before then starts the count again when wind
// next reaches it.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, formatEvent } from "../../src/combat/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { accept, endUntil, fight, zoneNames } from "./fixtures/wind.js";

const lines = (events: readonly CombatEvent[]) => events.map((e) => formatEvent(e));
const CLOUD = { option: "use:spells/stinking-cloud", at: [10, 4] as [number, number] };
const EAST = { option: "use:spells/gust-of-wind", at: [3, 4] as [number, number] };

/** The cultist's cloud on (10, 4); then the wizard's turn. */
function clouded() {
  const r = accept(fight("Cultist 1", { "Cultist 1": [0, 8] }), CLOUD);
  return endUntil(r, "Wizard");
}

describe("1.289 Stinking Cloud", () => {
  beforeAll(withGeometry);

  it("stays as the wind first reaches it, through the round, and ends as that turn comes round again", () => {
    const w = clouded();
    const g = accept(w.state, EAST);
    expect(zoneNames(g.state)).toEqual(["Stinking Cloud", "Gust of Wind"]);
    const reached = { round: g.state.round, turn: g.state.turn };
    expect(g.state.zones![0]!.wind).toEqual(reached);
    expect(lines(g.events)).toContain(
      "Wizard's Gust of Wind blows on Cultist 1's Stinking Cloud: it disperses after 1 round of wind",
    );
    // The cultist's turn: less than a round of wind.
    const c = endUntil(g, "Cultist 1");
    expect(zoneNames(c.state)).toEqual(["Stinking Cloud", "Gust of Wind"]);
    expect(c.state.combatants["Cultist 1"]!.concentration?.use).toBe("spells/stinking-cloud");
    // The wizard's turn a round later: a full round of wind, it ends with the cultist's concentration.
    const n = endUntil(c, "Wizard");
    expect(n.state.round).toBe(reached.round + 1);
    expect(zoneNames(n.state)).toEqual(["Gust of Wind"]);
    expect(n.state.combatants["Cultist 1"]!.concentration).toBeNull();
    expect(of(n.events, "zone").filter((e) => e.what === "end")).toMatchObject([
      { name: "Stinking Cloud", why: "dispersed" },
    ]);
    expect(lines(n.events)).toContain("Wizard's Gust of Wind disperses Cultist 1's Stinking Cloud");
  });

  it("a wind turned away before the round is out starts the count again when it blows on it again", () => {
    // The wind first, then the cloud cast into it: the count starts in the cultist's turn.
    const g = accept(fight("Wizard", { "Cultist 1": [0, 8] }), EAST);
    const c = endUntil(g, "Cultist 1");
    const cast = accept(c.state, CLOUD);
    expect(cast.state.zones!.find((z) => z.name === "Stinking Cloud")!.wind).toEqual({
      round: c.state.round,
      turn: c.state.turn,
    });
    // The wizard turns the wind north, away from it, before the cultist's turn comes round.
    const w = endUntil(cast, "Wizard");
    const away = accept(w.state, { option: "turn:spells/gust-of-wind", at: [2, 3] });
    expect(away.state.zones!.find((z) => z.name === "Stinking Cloud")!.wind).toBeUndefined();
    expect(lines(away.events)).toContain("No wind blows on Cultist 1's Stinking Cloud any more");
    // The cultist's turn comes round: no round of wind in a row, the cloud stays.
    const c2 = endUntil(away, "Cultist 1");
    expect(zoneNames(c2.state)).toContain("Stinking Cloud");
    // Turned back on it: counted from this turn.
    const w2 = endUntil(c2, "Wizard");
    const back = accept(w2.state, { option: "turn:spells/gust-of-wind", at: [3, 4] });
    expect(back.state.zones!.find((z) => z.name === "Stinking Cloud")!.wind).toEqual({
      round: w2.state.round,
      turn: w2.state.turn,
    });
    const c3 = endUntil(back, "Cultist 1");
    expect(zoneNames(c3.state)).toContain("Stinking Cloud");
    const w3 = endUntil(c3, "Wizard");
    expect(zoneNames(w3.state)).toEqual(["Gust of Wind"]);
  });
});
