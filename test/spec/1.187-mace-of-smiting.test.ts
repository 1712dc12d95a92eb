// 1.187 — "`"against": [{ "is": { "types": ["construct"] }, "toHit": 2 }]` adds to the to-hit bonus against a target
// of that type (mace of smiting)." The director weighs the bonus: it picks the construct, and the mace, for it.
import { beforeAll, describe, expect, it } from "vitest";
import { direct } from "../../src/director/index.js";
import { validate } from "../../src/validate/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { base, ruleset, wielder } from "./fixtures/item-attacks.js";
import { fighterTurn } from "./fixtures/strike.js";

const bonusOf = (enemy: string, target: string) => {
  const s = fighterTurn(ruleset, wielder("mace-of-smiting"), [enemy], 1);
  const step = acceptIn(ruleset, s, { option: "use:gear/mace-of-smiting", targets: [target] });
  return of(step.events, "attack")[0]!.bonus;
};

describe("1.187 against: the mace of smiting", () => {
  beforeAll(withGeometry);

  it("adds 2 to hit against a construct and nothing against anyone else", () => {
    expect(bonusOf("monsters/golem", "Golem 1") - bonusOf("monsters/guard", "Guard 1")).toBe(2);
    // Strength 16 and proficiency 3 at level 5: 6 against the guard, 8 against the golem.
    expect(bonusOf("monsters/guard", "Guard 1")).toBe(6);
  });

  it("the director strikes the construct rather than an otherwise equal humanoid", () => {
    for (const enemies of [
      ["monsters/guard", "monsters/golem"],
      ["monsters/golem", "monsters/guard"],
    ]) {
      const s = fighterTurn(ruleset, wielder("mace-of-smiting"), enemies, 1);
      expect(direct(ruleset, s)).toMatchObject({ option: "use:gear/mace-of-smiting", targets: ["Golem 1"] });
    }
  });

  it("the director strikes a construct with the mace rather than a plain one, and a humanoid with either", () => {
    const both = wielder("mace", []);
    const sheet = { ...both, inventory: [{ item: "gear/mace" }, { item: "gear/mace-of-smiting" }] };
    const s = fighterTurn(ruleset, sheet, ["monsters/golem"], 1);
    expect(direct(ruleset, s)).toMatchObject({ option: "use:gear/mace-of-smiting", targets: ["Golem 1"] });
  });

  it("is refused below 1.187, and a bonus must be a whole number", () => {
    const doc = structuredClone(base);
    doc.capabilityApi = "1.186";
    doc.catalogs.gear.entries.push({
      id: "smiting",
      name: "Smiting",
      attack: {
        melee: true,
        damage: "1d6",
        damageType: "bludgeoning",
        against: [{ is: { types: ["construct"] }, toHit: 2 }],
      },
    });
    expect(validate(doc).issues.map((i) => [i.path, i.code])).toContainEqual([
      "catalogs.gear.entries[4].attack.against",
      "needs-version",
    ]);
    doc.capabilityApi = "1.187";
    doc.catalogs.gear.entries[4].attack.against[0].toHit = 1.5;
    expect(validate(doc).issues.map((i) => [i.path, i.code])).toContainEqual([
      "catalogs.gear.entries[4].attack.against[0].toHit",
      "wrong-type",
    ]);
  });
});
