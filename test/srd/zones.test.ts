// The SRD's lasting zones run as the SRD states them: Spike Growth on the level-5 ranger's list (difficult,
// 2d4 piercing per 5 feet), Cloudkill drifting 10 feet from its caster, Moonbeam moved on an action (1.173); Sleet
// Storm on the level-5 wizard's list breaking concentration, and escaping a grapple (1.174); Web's box on the
// level-3 wizard's list, escaped by a Strength check against the spell save DC; Wall of Fire laid as a ring
// whose inside burns (1.177); Fire Storm's ten cubes placed in turn (1.178).
import { beforeAll, describe, expect, it } from "vitest";
import { attachGeometry, type Choice, type CombatState, choose, options, startCombat } from "../../src/combat/index.js";
import { createEngine } from "../../src/engine.js";
import type { EntryDef, SheetData } from "../../src/ruleset/index.js";
import { srd5eCharacter } from "../../src/srd/index.js";
import { withEntry } from "../support/loaded.js";
import { entries, ruleset } from "./helpers.js";

const sheet = (id: string): SheetData => srd5eCharacter(id);
const board = { width: 20, height: 9 };

function fight(caster: SheetData, spell: string, fn: (s: CombatState) => void = () => {}): CombatState {
  const withSpell = { ...caster, lists: { ...caster.lists, spells: [{ entry: `spells/${spell}`, prepared: true }] } };
  const { state } = startCombat(ruleset, { party: [withSpell], enemies: ["creatures/goblin"], board, seed: 3 });
  const s = structuredClone(state);
  const me = s.order.find((id) => s.combatants[id]!.side === "party")!;
  s.turn = s.order.indexOf(me);
  s.combatants[me]!.budgets = { action: 1, bonus: 1, reaction: 1 };
  s.combatants[me]!.moveLeft = 30;
  s.combatants[me]!.at = [0, 4];
  s.combatants["Goblin 1"]!.at = [14, 4];
  s.combatants["Goblin 1"]!.hp = 200;
  fn(s);
  return s;
}

function go(s: CombatState, choice: Choice) {
  const r = choose(ruleset, s, choice);
  if ("rejected" in r) throw new Error(r.rejected.message);
  return r;
}

function untilTurnOf(s: CombatState, who: string): CombatState {
  let state = s;
  do state = go(state, { option: "end" }).state;
  while (state.order[state.turn] !== who);
  return state;
}

describe("SRD lasting zones (1.173)", () => {
  beforeAll(async () => attachGeometry((await createEngine()).geometry));

  it("the level-5 ranger grows Spike Growth: a goblin walking in pays 2d4 piercing per 5 feet", () => {
    expect(sheet("ranger-5").lists!["spells"]).toContainEqual({ entry: "spells/spike-growth", prepared: true });
    const s = fight(sheet("ranger-5"), "spike-growth");
    const grown = go(s, { option: "use:spells/spike-growth", at: [8, 4] });
    const goblin = untilTurnOf(grown.state, "Goblin 1");
    const move = options(ruleset, goblin).find((o) => o.id === "move")!;
    expect(move.cells).toContainEqual([11, 4]);
    expect(move.cells).not.toContainEqual([10, 4]);
    const walk = go(goblin, { option: "move", at: [11, 4] });
    const hurt = walk.events.filter((e) => e.t === "damage");
    expect(hurt).toMatchObject([
      { who: "Goblin 1", type: "piercing" },
      { who: "Goblin 1", type: "piercing" },
    ]);
  });

  it("Cloudkill drifts 10 feet away from its caster at the start of the caster's turns", () => {
    // No character reaches 5th-level slots yet: the wizard is given one.
    const s = fight(sheet("wizard-5"), "cloudkill", (x) => {
      x.combatants["Goblin 1"]!.at = [19, 0];
      x.combatants[x.order[x.turn]!]!.pools["slot_5"] = 1;
    });
    const cast = go(s, { option: "use:spells/cloudkill", at: [6, 4] });
    const me = s.order[s.turn]!;
    const again = untilTurnOf(cast.state, me);
    expect(again.zones).toMatchObject([{ use: "spells/cloudkill", at: [8, 4] }]);
  });

  it("Moonbeam is moved up to 60 feet on an action", () => {
    const s = fight(sheet("cleric-5"), "moonbeam");
    const cast = go(s, { option: "use:spells/moonbeam", at: [4, 4] });
    const me = s.order[s.turn]!;
    const again = untilTurnOf(cast.state, me);
    const moved = go(again, { option: "zone:spells/moonbeam", at: [14, 4] });
    expect(moved.events.filter((e) => e.t === "damage")).toMatchObject([{ who: "Goblin 1", type: "radiant" }]);
  });

  it("the level-5 wizard's Sleet Storm makes a concentrating creature save against the spell save DC", () => {
    expect(sheet("wizard-5").lists!["spells"]).toContainEqual({ entry: "spells/sleet-storm", prepared: true });
    const s = fight(sheet("wizard-5"), "sleet-storm", (x) => {
      x.combatants["Goblin 1"]!.concentration = { use: "x", name: "X" };
    });
    const r = go(s, { option: "use:spells/sleet-storm", at: [14, 4] });
    const saves = r.events.filter((e) => e.t === "save");
    expect(saves.map((e) => e.t === "save" && e.save)).toEqual(["con_save", "dex_save"]);
  });

  it("a grappled creature escapes with Athletics or Acrobatics against the grappler's Athletics", () => {
    const s = fight(sheet("fighter-1"), "spike-growth", (x) => {
      x.combatants["Goblin 1"]!.at = [1, 4];
      x.turn = x.order.indexOf("Goblin 1");
      x.combatants["Goblin 1"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
      const me = x.order.find((id) => x.combatants[id]!.side === "party")!;
      x.combatants["Goblin 1"]!.conditions.push({ id: "grappled", source: me });
    });
    const escapeOption = options(ruleset, s).find((o) => o.id === "contest:escape@action")!;
    expect(escapeOption.label).toBe("Escape a grapple");
    const me = escapeOption.targets!.candidates[0]!;
    const r = go(s, { option: escapeOption.id, targets: [me] });
    const contest = r.events.find((e) => e.t === "contest")!;
    expect(contest).toMatchObject({ who: "Goblin 1", target: me, contest: "escape" });
    const free = !r.state.combatants["Goblin 1"]!.conditions.some((c) => c.id === "grappled");
    expect(contest.t === "contest" && contest.won).toBe(free);
    expect(contest.t === "contest" && contest.defender.check).toBe("athletics");
  });

  it("the level-3 wizard's Web restrains in a 20-foot cube, escaped by Strength against the spell save DC", () => {
    expect(sheet("wizard-3").lists!["spells"]).toContainEqual({ entry: "spells/web", prepared: true });
    let s = fight(sheet("wizard-3"), "web", (x) => {
      x.combatants["Goblin 1"]!.at = [8, 4];
    });
    const me = s.order[s.turn]!;
    const cast = go(s, { option: "use:spells/web", at: [8, 4] });
    const dc = cast.events.find((e) => e.t === "save")!;
    s = cast.state;
    for (let n = 0; n < 10 && !s.combatants["Goblin 1"]!.conditions.some((c) => c.id === "restrained"); n++)
      s = untilTurnOf(s, "Goblin 1");
    const hold = s.combatants["Goblin 1"]!.conditions.find((c) => c.id === "restrained")!;
    expect(hold).toMatchObject({ source: me, escapeDc: dc.t === "save" ? dc.difficulty : -1 });
    if (s.order[s.turn] !== "Goblin 1") s = untilTurnOf(s, "Goblin 1");
    const tried = go(s, { option: "contest:escape-restraint@action", targets: [me] });
    expect(tried.events.find((e) => e.t === "escape")).toMatchObject({
      contest: "escape-restraint",
      attacker: { check: "strength" },
    });
  });

  it("Wall of Fire rings the goblin and, with its near side named, burns it at the end of its turn inside", () => {
    // A wizard with 4th-level slots (the bundled wizards are level 5 at most).
    const w = sheet("wizard-5");
    const s = fight({ ...w, fields: { ...w.fields, caster_level: 7 } }, "wall-of-fire");
    const ringed = go(s, { option: "use:spells/wall-of-fire", at: [14, 4], ring: true, side: "near" });
    expect(ringed.events.find((e) => e.t === "use")).toMatchObject({ targets: [] });
    const goblin = untilTurnOf(ringed.state, "Goblin 1");
    const ended = go(goblin, { option: "end" });
    expect(ended.events.filter((e) => e.t === "damage")).toMatchObject([{ who: "Goblin 1", type: "fire" }]);
  });

  it("Fire Storm (1.178) puts ten 10-foot cubes down in turn, each touching one before it: fire on the goblin", () => {
    // No sheet reaches 7th-level slots (the SRD's slots end at the 5th): here it is cast without one.
    const free = withEntry<EntryDef>(ruleset, "spells/fire-storm", (e) => {
      const { cost: _, ...mechanics } = e.mechanics!;
      return { ...e, mechanics };
    });
    const storm = entries("spells").find((e) => e.id === "fire-storm")!;
    expect(storm.mechanics).toMatchObject({ area: { shape: "box", size: 10, copies: 10 }, amount: "7d10" });
    const s = fight(sheet("wizard-5"), "fire-storm");
    const option = options(free, s).find((o) => o.id === "use:spells/fire-storm")!;
    expect(option.copies).toEqual({ count: 10 });
    // Eight boxes two cells a side in a row along rows 4-5, each two cells on from the one before; two below them.
    const aims: [number, number][] = Array.from({ length: 10 }, (_, i) =>
      i < 8 ? [4 + 2 * i, 4] : [4 + 2 * (i - 8), 6],
    );
    const r = choose(free, s, { option: "use:spells/fire-storm", at: aims[0]!, copies: aims.slice(1) });
    if ("rejected" in r) throw new Error(r.rejected.message);
    expect(r.events.find((e) => e.t === "use")).toMatchObject({ targets: ["Goblin 1"] });
    expect(r.events.filter((e) => e.t === "damage")).toMatchObject([{ who: "Goblin 1", type: "fire" }]);
  });
});
