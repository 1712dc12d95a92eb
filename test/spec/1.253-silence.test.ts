// 1.253 — Silence: "A spell that right now can only be cast with one of them (… Subtle inside Silence) is offered with
// `alterNeeded`, and the choice must include it." The sorcerer stands in its own Silence (1.179: no verbal components
// inside); Fire Bolt (verbal, somatic) can then be cast only as a Subtle spell.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose } from "../../src/combat/index.js";
import type { EntryDef, RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { editEntry, loadedDoc } from "../support/loaded.js";
import { eventsOf, mm, SORCERER, sorcererSheet, sorcererTurn, spellOption } from "../support/sorcerer.js";
import { SILENCE } from "./fixtures/zone-inside.js";

let ruleset: RulesetDoc;

/** The SRD with Silence as 1.179 writes it and Fire Bolt needing verbal and somatic components. */
function silenceDoc(): RulesetDoc {
  const doc = editEntry<EntryDef>(srd5e as RulesetDoc, "spells/fire-bolt", (e) => ({
    ...e,
    mechanics: { ...e.mechanics!, components: ["verbal", "somatic"] },
  }));
  const spells = doc.catalogs!.spells!;
  const silence = { ...SILENCE, mechanics: { ...SILENCE.mechanics, cost: { group: "slots", level: 2 } } };
  return loadedDoc({
    ...doc,
    catalogs: { ...doc.catalogs, spells: { ...spells, entries: [...spells.entries, silence] } },
  });
}

describe("1.253 Subtle inside Silence", () => {
  let silenced: CombatState;

  beforeAll(async () => {
    await withGeometry();
    ruleset = silenceDoc();
    const s = sorcererTurn(ruleset, { sorcerer: [2, 5], goblins: [[12, 5]] }, sorcererSheet(["silence"]));
    const cast = acceptIn(ruleset, s, { option: "use:spells/silence", at: [2, 5] });
    silenced = turnIn(cast.state, SORCERER);
  });

  it("offers Fire Bolt only with Subtle Spell, which the choice must include", () => {
    const bolt = spellOption(ruleset, silenced, "fire-bolt")!;
    expect(bolt.alterNeeded).toEqual([mm("subtle")]);
    expect(bolt.alters!.map((a) => a.id)).toEqual([mm("subtle"), mm("empowered")]);
    const target = bolt.targets!.candidates[0]!;
    expect(choose(ruleset, silenced, { option: bolt.id, targets: [target] })).toMatchObject({
      rejected: { code: "bad-choice", path: "alters" },
    });
    expect(choose(ruleset, silenced, { option: bolt.id, targets: [target], alters: [mm("empowered")] })).toMatchObject({
      rejected: { code: "bad-choice" },
    });
    const step = acceptIn(ruleset, silenced, { option: bolt.id, targets: [target], alters: [mm("subtle")] });
    expect(eventsOf(step.events, "attack")).toHaveLength(1);
    expect(eventsOf(step.events, "altered")[0]!.alters).toEqual([mm("subtle")]);
  });

  it("a spell with no verbal component is offered as usual (Ray of Frost needs none here)", () => {
    const ray = spellOption(ruleset, silenced, "ray-of-frost")!;
    expect(ray.alterNeeded).toBeUndefined();
  });

  it("the director casts its Fire Bolt as a Subtle spell from inside the Silence", async () => {
    const { direct } = await import("../../src/director/index.js");
    const s = sorcererTurn(
      ruleset,
      { sorcerer: [2, 5], goblins: [[12, 5]] },
      sorcererSheet(["silence"], {}, ["fire-bolt"]),
    );
    const cast = acceptIn(ruleset, s, { option: "use:spells/silence", at: [2, 5] });
    const turn = turnIn(cast.state, SORCERER, (x) => {
      x.combatants[SORCERER]!.moveLeft = 0;
    });
    const choice = direct(ruleset, turn);
    expect(choice.option).toBe("use:spells/fire-bolt");
    expect(choice.alters).toContain(mm("subtle"));
  });
});
