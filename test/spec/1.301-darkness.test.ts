// 1.301 — Zones carried with someone: "A zone's `"carried": "any"` makes a burst placed on the cell someone stands on
// go with them wherever they go, centred on them: 5e's Darkness or Daylight cast on an object they hold. With
// `"own"`, only the cell the caster stands on counts ... Placed on an empty cell, it stays where it is." Darkness as
// the bundled SRD writes it (`"carried": "any"`), in the sight scenarios' ruleset.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, Fight, formatEvent, namesFor, sightBetween } from "../../src/combat/index.js";
import type { CatalogEntry, RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { fighter, of, withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn } from "../support/drive.js";
import { editEntry, loadedDoc } from "../support/loaded.js";
import { caster, fight, ruleset as sightRules } from "./fixtures/sight.js";

type Mechanics = { mechanics: Record<string, unknown> };
const zoneOf = (m: Record<string, unknown>) => m["zone"] as Record<string, unknown>;

const srdDarkness = srd5e.catalogs!["spells"]!.entries.find((e) => e.id === "darkness") as unknown as Mechanics;

/** The sight ruleset at 1.301 with Darkness carried as `how` says (the SRD's own `carried` when omitted), and, for
 * the sweep, Moonbeam's catch on entering. */
function rulesWith(how?: "any" | "own", enter = false): RulesetDoc {
  const doc = editEntry({ ...sightRules, capabilityApi: "1.301" }, "spells/darkness", (e: CatalogEntry) => {
    const m = (e as unknown as Mechanics).mechanics;
    const zone = { ...zoneOf(m), carried: how ?? zoneOf(srdDarkness.mechanics)["carried"] };
    const more = enter
      ? { amount: { dice: "2d10" }, damageType: "radiant", save: { save: "con_save", onSuccess: "half" } }
      : {};
    return {
      ...e,
      mechanics: {
        ...m,
        ...more,
        kind: enter ? "attack" : m["kind"],
        zone: enter ? { ...zone, triggers: ["enter"] } : zone,
      },
    } as unknown as CatalogEntry;
  });
  return loadedDoc(doc);
}

function start(): CombatState {
  return fight(
    "Wizard",
    { party: [caster, fighter], enemies: ["monsters/goblin"], board: { width: 30, height: 9 } },
    { Wizard: [0, 4], Fighter: [6, 4], "Goblin 1": [20, 4] },
  );
}

const centre = (rules: RulesetDoc, s: CombatState) => {
  const cells = Fight.resume(rules, s).zones()[0]!.cells;
  const xs = cells.map((c) => c[0]);
  const ys = cells.map((c) => c[1]);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
};

describe("1.301 Darkness carried", () => {
  beforeAll(withGeometry);

  it("the bundled SRD's Darkness goes with whoever stands where it is cast", () => {
    expect(zoneOf(srdDarkness.mechanics)["carried"]).toBe("any");
  });

  it("cast on the fighter's cell, it goes with the fighter wherever the fighter goes, centred on them", () => {
    const rules = rulesWith();
    const cast = acceptIn(rules, start(), { option: "use:spells/darkness", at: [6, 4] });
    const taken = of(cast.events, "zone-carried");
    expect(taken).toMatchObject([{ by: "Wizard", who: "Fighter", name: "Darkness" }]);
    expect(formatEvent(taken[0]!, namesFor(rules, cast.state))).toBe("Wizard's Darkness goes with Fighter");
    expect(centre(rules, cast.state)).toEqual([6, 4]);
    const turn = endUntilIn(rules, cast, "Fighter");
    const walked = acceptIn(rules, turn.state, { option: "move", at: [12, 4] });
    expect(walked.state.combatants["Fighter"]!.at).toEqual([12, 4]);
    expect(centre(rules, walked.state)).toEqual([12, 4]);
    expect(walked.state.zones![0]!.at).toEqual([12, 4]);
    // Its darkness went along: the wizard no longer sees into the cells it left, and sees nothing of the fighter.
    expect(sightBetween(rules, walked.state, "Wizard", "Fighter").sight).toBe("none");
    expect(Fight.resume(rules, walked.state).zones()[0]!.cells).not.toContainEqual([6, 4]);
  });

  it("placed on an empty cell, it stays where it is, even when someone walks onto that cell", () => {
    const rules = rulesWith();
    const cast = acceptIn(rules, start(), { option: "use:spells/darkness", at: [8, 4] });
    expect(of(cast.events, "zone-carried")).toEqual([]);
    const turn = endUntilIn(rules, cast, "Fighter");
    const walked = acceptIn(rules, turn.state, { option: "move", at: [8, 4] });
    const on = acceptIn(rules, walked.state, { option: "move", at: [11, 4] });
    expect(centre(rules, on.state)).toEqual([8, 4]);
  });

  it('with "own", only the caster\'s own cell carries it: cast on the fighter it stays, on the caster it goes along', () => {
    const rules = rulesWith("own");
    const onFighter = acceptIn(rules, start(), { option: "use:spells/darkness", at: [6, 4] });
    expect(of(onFighter.events, "zone-carried")).toEqual([]);
    const turn = endUntilIn(rules, onFighter, "Fighter");
    expect(centre(rules, acceptIn(rules, turn.state, { option: "move", at: [12, 4] }).state)).toEqual([6, 4]);

    const onSelf = acceptIn(rules, start(), { option: "use:spells/darkness", at: [0, 4] });
    expect(of(onSelf.events, "zone-carried")).toMatchObject([{ who: "Wizard" }]);
    expect(centre(rules, acceptIn(rules, onSelf.state, { option: "move", at: [4, 4] }).state)).toEqual([4, 4]);
  });

  it("a carried zone that catches on entering sweeps over whoever it newly reaches, never its carrier", () => {
    const rules = rulesWith("any", true);
    const s = start();
    s.combatants["Goblin 1"]!.at = [13, 4];
    const cast = acceptIn(rules, s, { option: "use:spells/darkness", at: [6, 4] });
    expect(of(cast.events, "damage")).toMatchObject([{ who: "Fighter" }]);
    const turn = endUntilIn(rules, cast, "Fighter");
    const walked = acceptIn(rules, turn.state, { option: "move", at: [10, 4] });
    expect(of(walked.events, "zone").filter((e) => e.what === "catch")).toMatchObject([
      { who: "Goblin 1", trigger: "enter" },
    ]);
  });
});
