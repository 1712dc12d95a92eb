// 1.289 — Gust of Wind and slow dispersal: the count belongs to the wind blowing, not to the zone. A wind that ends
// before the round is out (its caster casts something else to concentrate on) leaves the cloud, and a new wind
// starts counting afresh; Fog Cloud, dispersed at once, goes in the same gust that only starts Stinking Cloud's count.
import { beforeAll, describe, expect, it } from "vitest";
import { withGeometry } from "../combat/helpers.js";
import { turnIn } from "../support/drive.js";
import { accept, endUntil, fight, zoneNames } from "./fixtures/wind.js";

describe("1.289 Gust of Wind", () => {
  beforeAll(withGeometry);

  it("a wind that ends before a full round leaves the cloud, and the next wind counts afresh", () => {
    const s = fight("Cultist 1", { "Cultist 1": [0, 8] });
    const cloud = accept(s, { option: "use:spells/stinking-cloud", at: [10, 4] });
    const w = endUntil(cloud, "Wizard");
    const g = accept(w.state, { option: "use:spells/gust-of-wind", at: [3, 4] });
    expect(g.state.zones![0]!.wind).toBeDefined();
    // Next round, before the wizard's turn comes round, the wizard's concentration moves on to a web far away.
    const c = endUntil(g, "Cultist 1");
    const web = accept(turnIn(c.state, "Wizard"), { option: "use:spells/web", at: [2, 0] });
    expect(zoneNames(web.state)).toEqual(["Stinking Cloud", "Web"]);
    expect(web.state.zones![0]!.wind).toBeUndefined();
    // The wizard's turn comes round with no wind: the cloud stays.
    const w2 = endUntil(web, "Wizard");
    expect(zoneNames(w2.state)).toContain("Stinking Cloud");
    // A new gust counts from now: the cloud outlasts the cultist's turn, and goes a round later.
    const g2 = accept(w2.state, { option: "use:spells/gust-of-wind", at: [3, 4] });
    expect(g2.state.zones!.find((z) => z.name === "Stinking Cloud")!.wind).toEqual({
      round: w2.state.round,
      turn: w2.state.turn,
    });
    expect(zoneNames(endUntil(g2, "Cultist 1").state)).toContain("Stinking Cloud");
    expect(zoneNames(endUntil(endUntil(g2, "Cultist 1"), "Wizard").state)).not.toContain("Stinking Cloud");
  });

  it("one gust over a fog and a cloud disperses the fog at once and starts the cloud's count", () => {
    const s = fight(
      "Cultist 1",
      { "Cultist 1": [0, 8], "Cultist 2": [0, 0] },
      {
        enemies: [{ creature: "monsters/cultist", count: 2 }],
      },
    );
    const fog = accept(s, { option: "use:spells/fog-cloud", at: [6, 4] });
    const cloud = accept(turnIn(fog.state, "Cultist 2"), { option: "use:spells/stinking-cloud", at: [13, 4] });
    const r = accept(turnIn(cloud.state, "Wizard"), { option: "use:spells/gust-of-wind", at: [3, 4] });
    expect(zoneNames(r.state)).toEqual(["Stinking Cloud", "Gust of Wind"]);
    expect(r.state.zones![0]!.wind).toBeDefined();
  });
});
