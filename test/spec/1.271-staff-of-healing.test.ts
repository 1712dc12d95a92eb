// 1.271 — Staff of Healing (Cure Wounds): "A use can carry `amountAdd`, a value read from the holder's sheet and added
// to its amount, the same as a catalog entry's (a Staff of Healing's Cure Wounds, `{ "abilityModFromField":
// "spellcasting_ability" }`), both in and out of fights." The SRD's staff reads the sheet's `spell_ability` and spends
// a charge per spell level, up to 4th (1.269 `chargeStep`).
import { beforeAll, describe, expect, it } from "vitest";
import { options } from "../../src/combat/index.js";
import { usesOf } from "../../src/combat/uses.js";
import { expectUse } from "../../src/director/expect.js";
import { makeScene } from "../../src/director/scene.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { srd5e } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { eventsOf } from "../support/sorcerer.js";
import { carrying, holderTurn } from "../support/staves.js";

let ruleset: RulesetDoc;
const CLERIC = "Marek (Cleric 5)";
const FIGHTER = "Tamsin (Fighter 5)";
const USE = "items/staff-of-healing#use";

describe("1.271 Staff of Healing", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  const turn = () =>
    holderTurn(
      ruleset,
      carrying("cleric-5", "staff-of-healing", 10),
      { at: [2, 5], ally: [3, 5], goblins: [[20, 5]] },
      (s) => {
        s.combatants[FIGHTER]!.hp = 1;
      },
    );

  it("in a fight, heals 1d8 a charge plus the holder's Wisdom modifier", () => {
    const s = turn();
    const option = options(ruleset, s).find((o) => o.kind === "use" && o.use === USE)!;
    expect(option.label).toBe("Staff of Healing: Cure Wounds");
    expect(option.payments!.map((p) => p.pool)).toEqual(["charges:0", "charges:1", "charges:2", "charges:3"]);
    const step = acceptIn(ruleset, s, { option: option.id, targets: [FIGHTER], pay: "charges:2" });
    const [heal] = eventsOf(step.events, "heal").filter((h) => h.who === FIGHTER);
    expect(heal!.dice!.dice.map((d) => d.sides)).toEqual([8, 8, 8]);
    expect(heal!.dice!.flat).toBe(4);
    expect(heal!.amount).toBe(heal!.dice!.total);
    expect(eventsOf(step.events, "item")[0]).toMatchObject({ name: "Staff of Healing", from: 10, to: 7 });
  });

  it("the director expects the Wisdom modifier in the healing, and heals the fighter with the staff", async () => {
    const s = turn();
    const scene = makeScene(ruleset, s, options(ruleset, s));
    const use = usesOf(ruleset, s, s.combatants[CLERIC]!).find((u) => u.id === USE)!;
    // 1d8 (4.5) + 4.
    expect(expectUse(scene, s.combatants[CLERIC]!, use, s.combatants[FIGHTER]!, {}).heal).toBeCloseTo(8.5);
    const { direct } = await import("../../src/director/index.js");
    const choice = direct(ruleset, s);
    expect(choice.option).toBe(`use:${USE}`);
    expect(choice.targets).toEqual([FIGHTER]);
  });

  it("out of a fight, the sheet's use adds the modifier as well", () => {
    const sheet = carrying("cleric-5", "staff-of-healing", 10);
    const r = Sheet.of(
      ruleset,
      { ...sheet, live: { ...sheet.live, pools: { ...sheet.live?.pools, hp: 5 } } },
      {
        seed: 3,
      },
    ).command('[sheet: op="use" name="Staff of Healing: Cure Wounds"]');
    if (!r.ok) throw new Error(r.message);
    const roll = r.events.find((e) => e.type === "roll");
    if (roll?.type !== "roll") throw new Error("no roll");
    expect(r.sheet.pool("hp").value).toBe(5 + roll.roll.total + 4);
  });
});
