// 1.179 — gagged: a condition's `forbids: { "components": ["verbal"] }` keeps its holder from using anything that
// needs a verbal component (a spell, a creature's action), leaving what needs only somatic or material components,
// or none; a condition that includes gagged forbids the same. Removing it gives them back.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options } from "../../src/combat/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { caster, ruleset, turnOf, withZoneInside } from "./fixtures/zone-inside.js";

const board = { width: 10, height: 5 };

function start(conditions: string[], doc = ruleset): CombatState {
  return turnOf(
    "Wizard",
    { party: [caster], enemies: ["monsters/acolyte"], board },
    (x) => {
      x.combatants["Wizard"]!.at = [0, 2];
      x.combatants["Acolyte 1"]!.at = [1, 2];
      for (const id of conditions) {
        x.combatants["Wizard"]!.conditions.push({ id });
        x.combatants["Acolyte 1"]!.conditions.push({ id });
      }
    },
    doc,
  );
}

const uses = (s: CombatState, who: string, doc = ruleset) => options(doc, s, who).map((o) => o.use ?? o.id);

describe("1.179 gagged", () => {
  beforeAll(withGeometry);

  it("a gagged caster is offered no spell with a verbal component, but a somatic one still", () => {
    const menu = uses(start(["gagged"]), "Wizard");
    for (const spell of ["spells/fire-bolt", "spells/magic-missile", "spells/fireball", "spells/silence"])
      expect(menu).not.toContain(spell);
    expect(menu).toContain("spells/arcane-flick");
  });

  it("choosing a forbidden spell anyway is rejected, and nothing changes", () => {
    const s = start(["gagged"]);
    const before = JSON.stringify(s);
    const r = choose(ruleset, s, { option: "use:spells/fire-bolt", targets: ["Acolyte 1"] });
    expect("rejected" in r).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
  });

  it("a gagged creature cannot use its verbal action, but keeps its club", () => {
    const s = start(["gagged"]);
    s.turn = s.order.indexOf("Acolyte 1");
    const menu = uses(s, "Acolyte 1");
    expect(menu).not.toContain("action:sacred-flame");
    expect(menu).toContain("action:club");
  });

  it("ungagged, the same spells are offered", () => {
    const menu = uses(start([]), "Wizard");
    expect(menu).toContain("spells/fire-bolt");
  });

  it("a condition that includes gagged forbids the same", () => {
    const doc = withZoneInside();
    const bound = {
      ...doc,
      combat: {
        ...doc.combat!,
        conditions: [
          ...doc.combat!.conditions!,
          { id: "bound-and-gagged", label: "Bound and gagged", includes: ["gagged"] },
        ],
      },
    };
    expect(validate(bound).issues).toEqual([]);
    const menu = uses(start(["bound-and-gagged"], bound), "Wizard", bound);
    expect(menu).not.toContain("spells/fire-bolt");
  });
});
