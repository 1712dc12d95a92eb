// 1.286 — Darkness says neither `dispersed` nor `disperses`, so wind does not affect it: a Gust of Wind blowing
// through it leaves it, and it hides as before.
import { beforeAll, describe, expect, it } from "vitest";
import { withGeometry } from "../combat/helpers.js";
import { accept, endUntil, fight, sight, zoneNames } from "./fixtures/wind.js";

describe("1.286 Darkness", () => {
  beforeAll(withGeometry);

  it("stays in the wind and keeps hiding whoever stands in it", () => {
    const s = fight(
      "Cultist 1",
      { "Cultist 1": [0, 8], "Goblin 1": [9, 4] },
      {
        enemies: ["monsters/cultist", "monsters/goblin"],
      },
    );
    const d = accept(s, { option: "use:spells/darkness", at: [9, 4] });
    const w = endUntil(d, "Wizard");
    expect(sight(w.state, "Wizard", "Goblin 1")).toBe("none");
    const r = accept(w.state, { option: "use:spells/gust-of-wind", at: [3, 4] });
    expect(zoneNames(r.state)).toEqual(["Darkness", "Gust of Wind"]);
    expect(r.state.combatants["Cultist 1"]!.concentration?.use).toBe("spells/darkness");
    expect(r.events.some((e) => e.t === "wind")).toBe(false);
    // Still there once a round of wind has blown on it.
    const later = endUntil(r, "Wizard");
    expect(zoneNames(later.state)).toEqual(["Darkness", "Gust of Wind"]);
  });
});
