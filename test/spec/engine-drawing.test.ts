// The engine's own `combat.drawing` (ruleset-format §20; the reference has no key for it), on in the bundled
// SRD: a weapon carried but not held is drawn as the turn's free object interaction, as part of the attack made
// with it; a held weapon in the way is dropped (a shield keeps a hand busy, a two-handed weapon needs both only
// to attack) and picked up again from beside it; a thrown weapon leaves the hand; nothing is drawn outside the
// turn. Without the key a sheet that marks what it wields attacks with that alone.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, checkState, choose, formatEvent, options, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { load } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";

/** The character's turn on a 16×10 board at (1,5), a goblin (made hard to fell) at `goblin`. */
function turnOf(
  ruleset: RulesetDoc,
  id: string,
  goblin: [number, number] = [12, 5],
  tough = true,
): { s: CombatState; me: string } {
  const sheet = srd5eCharacter(id)!;
  const s = structuredClone(
    startCombat(ruleset, {
      seed: 5,
      party: [sheet],
      enemies: [{ creature: "creatures/goblin", at: [goblin] }],
      board: { width: 16, height: 10, party: [[1, 5]] },
    }).state,
  );
  s.stack = [];
  s.turn = s.order.indexOf(sheet.name);
  s.combatants[sheet.name]!.budgets = { action: 1, bonus: 1, reaction: 1 };
  if (tough) {
    s.combatants["Goblin 1"]!.hp = 500;
    s.combatants["Goblin 1"]!.maxHp = 500;
  }
  return { s, me: sheet.name };
}

function take(ruleset: RulesetDoc, s: CombatState, option: string, targets = ["Goblin 1"]) {
  const r = choose(ruleset, s, { option, targets });
  if ("rejected" in r) throw new Error(r.rejected.message);
  return r;
}

// A fresh copy each time: the menu of a state is kept, and these tests change states between two looks.
const weaponsOffered = (ruleset: RulesetDoc, s: CombatState) =>
  options(ruleset, structuredClone(s))
    .filter((o) => o.use?.startsWith("items/") && !o.use.includes("#"))
    .map((o) => ({ use: o.use, draw: o.draw }));

describe("engine key combat.drawing (weapons drawn as 5e allows)", () => {
  let ruleset: RulesetDoc;
  let without: RulesetDoc;
  beforeAll(async () => {
    await withGeometry();
    ruleset = load(srd5e).doc;
    const doc = structuredClone(srd5e) as unknown as { combat: Record<string, unknown> };
    delete doc.combat["drawing"];
    without = load(doc).doc;
  });

  it("is on in the bundled SRD and refused when a tag is not a string", () => {
    expect(ruleset.combat?.drawing).toEqual({ twoHanded: "two-handed", thrown: "thrown", shield: "shield" });
    const bad = structuredClone(srd5e) as unknown as { combat: { drawing: Record<string, unknown> } };
    bad.combat.drawing["thrown"] = 3;
    expect(() => load(bad)).toThrow(/combat\.drawing\.thrown/);
  });

  it("the fighter draws its javelin as part of the throw, holding its greatsword in the other hand", () => {
    const { s, me } = turnOf(ruleset, "fighter-3");
    expect(weaponsOffered(ruleset, s)).toEqual([{ use: "items/javelin", draw: { item: "items/javelin" } }]);
    expect(weaponsOffered(without, turnOf(without, "fighter-3").s)).toEqual([]);
    const r = take(ruleset, s, "use:items/javelin");
    const lines = r.events.map((e) => formatEvent(e));
    const drawn = lines.indexOf(`${me} draws the Javelin`);
    expect(drawn).toBeGreaterThanOrEqual(0);
    expect(lines[drawn + 1]).toMatch(/uses Javelin on Goblin 1/);
    const after = r.state.combatants[me]!;
    // Thrown: it left the hand and lies by the goblin; the greatsword is still held.
    expect(after.hands).toEqual(["items/greatsword"]);
    expect(after.dropped).toEqual([{ item: "items/javelin", at: [12, 5] }]);
    expect(after.interacted).toBe(true);
    expect(checkState(ruleset, r.state)).toBeUndefined();
  });

  it("a thrown javelin is gone until picked up beside its target; the greatsword strikes without a draw", () => {
    const { s, me } = turnOf(ruleset, "fighter-3", [3, 5]);
    s.combatants[me]!.dropped = [{ item: "items/javelin", at: [3, 5] }];
    s.combatants[me]!.hands = ["items/greatsword"];
    // The javelin lies two cells off: out of reach. The greatsword is held: no draw.
    s.combatants["Goblin 1"]!.at = [2, 5];
    expect(weaponsOffered(ruleset, s)).toEqual([{ use: "items/greatsword", draw: undefined }]);
    s.combatants[me]!.at = [2, 6];
    s.combatants["Goblin 1"]!.at = [3, 6];
    expect(weaponsOffered(ruleset, s)).toContainEqual({
      use: "items/javelin",
      draw: { item: "items/javelin", from: "ground" },
    });
  });

  it("the rogue drops its rapier to shoot its two-handed shortbow, and picks it up again from beside it", () => {
    const { s, me } = turnOf(ruleset, "rogue-3");
    expect(weaponsOffered(ruleset, s)).toEqual([
      { use: "items/shortbow", draw: { item: "items/shortbow", drops: ["items/rapier"] } },
    ]);
    const r = take(ruleset, s, "use:items/shortbow");
    expect(r.events.map((e) => formatEvent(e))).toContain(`${me} drops the Rapier and draws the Shortbow`);
    const next = structuredClone(r.state);
    const rogue = next.combatants[me]!;
    expect(rogue.hands).toEqual(["items/shortbow"]);
    expect(rogue.dropped).toEqual([{ item: "items/rapier", at: [1, 5] }]);
    // Once a turn: with the action given back, the rapier on the ground is not offered this turn.
    rogue.budgets.action = 1;
    next.combatants["Goblin 1"]!.at = [2, 5];
    expect(weaponsOffered(ruleset, next).map((w) => w.use)).toEqual(["items/shortbow"]);
    // Next turn it picks the rapier up (bow in the other hand) and strikes with it.
    delete rogue.interacted;
    expect(weaponsOffered(ruleset, next)).toContainEqual({
      use: "items/rapier",
      draw: { item: "items/rapier", from: "ground" },
    });
    const again = take(ruleset, next, "use:items/rapier");
    expect(again.events.map((e) => formatEvent(e))).toContain(`${me} picks up the Rapier`);
    expect(again.state.combatants[me]!.hands).toEqual(["items/shortbow", "items/rapier"]);
    expect(again.state.combatants[me]!.dropped).toBeUndefined();
  });

  it("the paladin's shield keeps a hand busy: a javelin throw drops the longsword", () => {
    const { s } = turnOf(ruleset, "paladin-3");
    expect(weaponsOffered(ruleset, s)).toEqual([
      { use: "items/javelin", draw: { item: "items/javelin", drops: ["items/longsword"] } },
    ]);
  });

  it("nothing is drawn outside the turn: an opportunity attack is made with a weapon in hand only", () => {
    const { s, me } = turnOf(ruleset, "rogue-3", [2, 5]);
    // The rogue holds only its bow (the rapier lies far off): the goblin walks away, and no strike is offered.
    s.combatants[me]!.hands = ["items/shortbow"];
    s.combatants[me]!.dropped = [{ item: "items/rapier", at: [9, 9] }];
    s.turn = s.order.indexOf("Goblin 1");
    s.combatants["Goblin 1"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
    s.combatants["Goblin 1"]!.moveLeft = 30;
    const r = choose(ruleset, s, { option: "move", at: [6, 5] });
    if ("rejected" in r) throw new Error(r.rejected.message);
    const asked = options(ruleset, r.state);
    expect(asked.some((o) => o.use === "items/rapier")).toBe(false);
  });

  it("the director throws the javelin and shoots the shortbow at a far foe, and keeps the paladin's sword", () => {
    for (const [id, use] of [
      ["fighter-3", "use:items/javelin"],
      ["rogue-3", "use:items/shortbow"],
    ] as const) {
      const { s } = turnOf(ruleset, id, [9, 5], false);
      // Out of its walk's reach: the shot is the one blow this turn.
      s.combatants[s.order[s.turn]!]!.moveLeft = 0;
      expect(direct(ruleset, s).option).toBe(use);
    }
    const { s } = turnOf(ruleset, "paladin-3", [9, 5], false);
    s.combatants[s.order[s.turn]!]!.moveLeft = 0;
    expect(direct(ruleset, s).option).not.toBe("use:items/javelin");
  });
});
