// Under a dying rule that counts harm at 0 (`damageFails`), a foe can strike the dying: the director weighs such a
// blow as a failed death save brought on (two on a critical), so it strikes a standing foe before a fresh fall
// and values finishing one down to its last failure above one just fallen.
import { beforeAll, describe, expect, it } from "vitest";
import { options } from "../../src/combat/index.js";
import { usesOf } from "../../src/combat/uses.js";
import { direct } from "../../src/director/index.js";
import { onTarget } from "../../src/director/on-target.js";
import { makeScene } from "../../src/director/scene.js";
import { fighter, ruleset, turnOf, withGeometry, wizard } from "../combat/helpers.js";

const downed = (failures: number) =>
  turnOf("Wolf 1", { party: [fighter, wizard], enemies: ["monsters/wolf"], seed: 2 }, (x) => {
    const f = x.combatants["Fighter"]!;
    f.hp = 0;
    f.status = "dying";
    f.death = { successes: 0, failures };
  });

describe("blows on the dying", () => {
  beforeAll(withGeometry);

  it("a bite on the dying fighter is worth something, more the nearer it is to death", () => {
    const value = (failures: number) => {
      const s = downed(failures);
      const scene = makeScene(ruleset, s, options(ruleset, s));
      const bite = usesOf(ruleset, s, scene.me).find((u) => u.id.endsWith("bite"))!;
      return onTarget(scene, bite, s.combatants["Fighter"]!);
    };
    expect(value(0)).toBeGreaterThan(0);
    expect(value(2)).toBeGreaterThan(2 * value(0));
  });

  it("strikes the standing wizard rather than the fighter just fallen", () => {
    const c = direct(ruleset, downed(0));
    expect(c.targets).toEqual(["Wizard"]);
  });
});
