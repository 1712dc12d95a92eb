// Values the base format takes, as the validator judges them: one a later section brings only beside another key
// keeps its base meaning alone (Shield's `"on": "hit"`; a caster's burst, 1.172), and one no package claims is
// refused as `unsupported` naming its section instead of being accepted and ignored.
import { describe, expect, it } from "vitest";
import { at, MECHANICS_PATH, variant, withMechanics } from "./helpers.js";

describe("a value a later section brings only beside another key", () => {
  it('`reaction.on: "hit"` alone is the base moment (Shield); with `by: "self"` it is 1.241', () => {
    const shield = { kind: "buff", budget: "reaction", reaction: { on: "hit" } };
    expect(at(withMechanics(shield, "1.200"), `${MECHANICS_PATH}.reaction.on`)).toEqual([]);
    const own = { ...shield, reaction: { on: "hit", by: "self" } };
    expect(at(withMechanics(own, "1.241"), `${MECHANICS_PATH}.reaction.by`)).toEqual([]);
    expect(at(withMechanics(own, "1.240"), `${MECHANICS_PATH}.reaction.by`)).toContain("needs-version 1.241");
  });

  it('`zone.anchor: "caster"` on a burst is 1.172\'s; on a line or cone it needs 1.182', () => {
    const burst = { range: "self", area: { shape: "burst", size: 10 }, zone: { rounds: 10, anchor: "caster" } };
    expect(at(withMechanics(burst, "1.172"), `${MECHANICS_PATH}.zone.anchor`)).toEqual([]);
    // The fixture's Burning Hands is a cone.
    const cone = { zone: { rounds: 10, anchor: "caster" } };
    expect(at(withMechanics(cone, "1.181"), `${MECHANICS_PATH}.zone.anchor`)).toEqual(["needs-version 1.182"]);
    expect(at(withMechanics(cone, "1.600"), `${MECHANICS_PATH}.zone.anchor`)).toEqual([]);
  });
});

describe("a reaction moment a section brings", () => {
  it('`"on": "attacked"` is 1.422\'s: accepted from it, needing it below', () => {
    const doc = (version: string) => withMechanics({ budget: "action", reaction: { on: "attacked" } }, version);
    expect(at(doc("1.422"), `${MECHANICS_PATH}.reaction.on`)).toEqual([]);
    expect(at(doc("1.421"), `${MECHANICS_PATH}.reaction.on`)).toEqual(["needs-version 1.422"]);
  });
});

describe("a value no package claims is refused as unsupported", () => {
  it.each([
    ["cannot-target-source-side", "1.278"],
    ["attacks-against-no-advantage", "1.417"],
  ])("the effect %s on a condition (%s)", (effect, version) => {
    const doc = variant((d) => (d.combat.conditions[0].effects = [effect]));
    expect(at(doc, "combat.conditions[0].effects[0]")).toEqual([`unsupported ${version}`]);
  });

  it("the search standard action needs 1.287", () => {
    const doc = variant((d) => {
      d.combat.standard.push({ id: "search", label: "Search", budget: "action" });
      d.combat.hiding = { stealth: "stealth", perception: "perception" };
    }, "1.286");
    expect(at(doc, "combat.standard[3]")).toEqual(["needs-version 1.287"]);
  });
});
