// 1.204 — Greater Restoration, curing only one of several cures: "With `"cureOneOf": true`, an entry that `ends` some
// conditions, moves `tracks` and `unseals` … carries out exactly one of them: each is offered as a mode of the
// option (a condition, a track or the health pool, shown by its label), the same as a weapon's modes; a use with no
// mode chosen carries out the first of them, in this order, for which the target has something." On the bundled SRD.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options, startCombat, type UseOption } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const doc = loadedDoc(srd5e);
const CLERIC = "Marek (Cleric 5)";
const FIGHTER = "Tamsin (Fighter 5)";

/** The cleric at ninth level with a fifth-level slot and Greater Restoration prepared. */
function cleric(): SheetData {
  const c = srd5eCharacter("cleric-5");
  return {
    ...c,
    fields: { ...c.fields, level: 9, caster_level: 9 },
    live: { ...c.live, pools: { ...c.live?.pools, slot_5: 1 } },
    lists: { spells: [{ entry: "spells/greater-restoration", prepared: true }] },
  };
}

/** The cleric's turn beside a fighter whose sheet holds `live`; `fn` sets the scene. */
function clericTurn(live: SheetData["live"], fn: (s: CombatState) => void = () => {}): CombatState {
  const fighter = srd5eCharacter("fighter-5");
  const start = startCombat(doc, {
    seed: 3,
    party: [cleric(), { ...fighter, live: { ...fighter.live, ...live } }],
    enemies: ["creatures/ogre"],
    noBoard: true,
  });
  return turnIn(start.state, CLERIC, fn);
}

const modes = (s: CombatState) =>
  options(doc, s).filter((o): o is UseOption => o.kind === "use" && o.use.startsWith("spells/greater-restoration"));

describe("1.204 Greater Restoration: one cure of several", () => {
  beforeAll(withGeometry);

  it("offers each cure as a mode labelled by what it cures, each only where it helps", () => {
    const s = clericTurn({ tracks: { exhaustion: 2 }, sealed: { hp: { lasting: 6 } } }, (s) =>
      s.combatants[FIGHTER]!.conditions.push({ id: "charmed" }),
    );
    expect(modes(s).map((o) => [o.label, o.targets?.candidates])).toEqual([
      ["Greater Restoration: Charmed", [FIGHTER]],
      ["Greater Restoration: Exhaustion", [FIGHTER]],
      ["Greater Restoration: Hit points", [FIGHTER]],
    ]);
  });

  it("carries out the chosen cure alone: the exhaustion mode leaves the charm and the sealed maximum", () => {
    const s = clericTurn({ tracks: { exhaustion: 2 }, sealed: { hp: { lasting: 6 } } }, (s) =>
      s.combatants[FIGHTER]!.conditions.push({ id: "charmed" }),
    );
    const before = s.combatants[FIGHTER]!.maxHp;
    const exhaustion = modes(s).find((o) => o.label.endsWith("Exhaustion"))!;
    const r = acceptIn(doc, s, { option: exhaustion.id, targets: [FIGHTER] });
    const f = r.state.combatants[FIGHTER]!;
    expect(f.tracks).toEqual({ exhaustion: 1 });
    expect(f.conditions.map((c) => c.id)).toEqual(["charmed"]);
    expect(of(r.events, "unsealed")).toEqual([]);
    expect(f.maxHp).toBe(before);
    // The charm's mode ends the charm alone.
    const charm = modes(s).find((o) => o.label.endsWith("Charmed"))!;
    const c = acceptIn(doc, s, { option: charm.id, targets: [FIGHTER] });
    expect(c.state.combatants[FIGHTER]!.conditions).toEqual([]);
    expect(c.state.combatants[FIGHTER]!.tracks?.exhaustion ?? 2).toBe(2);
  });

  it("the director picks the mode that helps most: a petrified ally's stone before a level of exhaustion", () => {
    const s = clericTurn({ tracks: { exhaustion: 1 } }, (s) =>
      s.combatants[FIGHTER]!.conditions.push({ id: "petrified" }),
    );
    const choice = direct(doc, s);
    const chosen = modes(s).find((o) => o.id === choice.option);
    expect(chosen?.label).toBe("Greater Restoration: Petrified");
    expect(choice.targets).toEqual([FIGHTER]);
  });

  it("on the sheet, with no mode chosen, the first cure the sheet has something for, and only that", () => {
    const sheet = (live: SheetData["live"]) => Sheet.of(doc, { ...cleric(), live: { ...cleric().live, ...live } });
    const both = sheet({ conditions: ["petrified"], tracks: { exhaustion: 2 } }).command(
      '[sheet: op="use" name="Greater Restoration"]',
    );
    if (!both.ok) throw new Error(both.message);
    expect(both.sheet.data.live?.conditions).toEqual([]);
    expect(both.sheet.data.live?.tracks?.exhaustion).toBe(2);
    const tired = sheet({ tracks: { exhaustion: 2 }, sealed: { hp: { lasting: 4 } } }).command(
      '[sheet: op="use" name="Greater Restoration"]',
    );
    if (!tired.ok) throw new Error(tired.message);
    expect(tired.sheet.data.live?.tracks?.exhaustion).toBe(1);
    expect(tired.sheet.data.live?.sealed?.hp?.lasting).toBe(4);
    const sealed = sheet({ sealed: { hp: { lasting: 4 } } }).command('[sheet: op="use" name="Greater Restoration"]');
    if (!sealed.ok) throw new Error(sealed.message);
    expect(sealed.sheet.data.live?.sealed?.hp).toBeUndefined();
  });
});
