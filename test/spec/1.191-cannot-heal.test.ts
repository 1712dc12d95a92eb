// 1.191 — Cannot-heal: "a combat condition with the `cannot-heal` effect prevents all healing of its holder
// while it lasts, and the log says so too": 5e's Chill Touch, whose target "can't regain hit points until the
// start of your next turn".
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, formatEvent } from "../../src/combat/index.js";
import { validate } from "../../src/validate/index.js";
import { of, withGeometry, wizard } from "../combat/helpers.js";
import { acceptIn, endUntilIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { ruleset as around, turnOf as aroundTurnOf } from "./fixtures/around.js";

const CHILL_TOUCH = {
  id: "chill-touch",
  name: "Chill Touch",
  level: 0,
  mechanics: {
    kind: "attack",
    range: 120,
    attackRoll: true,
    amount: "1d8",
    damageType: "necrotic",
    applies: [{ condition: "chill", duration: { rounds: 1, of: "source", at: "turn-start" } }],
  },
};

const base = around as unknown as {
  combat: { conditions: unknown[]; damageTypes: unknown[] };
  catalogs: Record<string, { entries: unknown[] }>;
};
const ruleset = loadedDoc({
  ...base,
  combat: {
    ...base.combat,
    damageTypes: [...base.combat.damageTypes, { id: "necrotic", label: "Necrotic" }],
    conditions: [...base.combat.conditions, { id: "chill", label: "Chilled to the bone", effects: ["cannot-heal"] }],
  },
  catalogs: {
    ...base.catalogs,
    spells: { ...base.catalogs["spells"], entries: [...base.catalogs["spells"]!.entries, CHILL_TOUCH] },
  },
});

const caster = { ...wizard, lists: { spells: [{ entry: "spells/chill-touch" }] } };

/** The wizard's turn; the goblin, hurt, stands beside the shaman whose pulse heals its own side. */
function wizardTurn(): CombatState {
  const s = aroundTurnOf("Wizard", { party: [caster], enemies: ["monsters/goblin", "monsters/shaman"], noBoard: true });
  s.order = ["Wizard", "Shaman 1", "Goblin 1"];
  s.turn = 0;
  s.combatants["Goblin 1"]!.hp = 100;
  s.combatants["Goblin 1"]!.maxHp = 200;
  return s;
}

describe("1.191 cannot-heal", () => {
  beforeAll(withGeometry);

  it("the example's ruleset is valid", () => {
    expect(validate(ruleset).issues).toEqual([]);
  });

  it("Chill Touch's target regains nothing until the start of the caster's next turn, and the log says so", () => {
    const cast = acceptIn(ruleset, wizardTurn(), { option: "use:spells/chill-touch", targets: ["Goblin 1"] });
    expect(of(cast.events, "attack")[0]!.result).not.toBe("miss");
    const hp = cast.state.combatants["Goblin 1"]!.hp;
    // The shaman's turn: its Healing Pulse reaches the goblin, which regains nothing.
    const shaman = endUntilIn(ruleset, cast, "Shaman 1");
    const pulse = acceptIn(ruleset, shaman.state, { option: "use:action:pulse" });
    const blocked = of(pulse.events, "heal-blocked");
    expect(blocked).toEqual([{ t: "heal-blocked", who: "Goblin 1", source: "Shaman 1", why: "cannot-heal" }]);
    expect(formatEvent(blocked[0]!)).toBe("Goblin 1 cannot regain hit points (Shaman 1's healing is prevented)");
    expect(of(pulse.events, "heal")).toEqual([]);
    expect(pulse.state.combatants["Goblin 1"]!.hp).toBe(hp);
    // At the start of the wizard's next turn it ends, and the next pulse heals.
    const wizardAgain = endUntilIn(ruleset, pulse, "Wizard");
    expect(wizardAgain.state.combatants["Goblin 1"]!.conditions).toEqual([]);
    const shamanAgain = endUntilIn(ruleset, wizardAgain, "Shaman 1");
    const healed = acceptIn(ruleset, shamanAgain.state, { option: "use:action:pulse" });
    expect(of(healed.events, "heal").map((e) => e.who)).toEqual(["Goblin 1"]);
  });
});
