// Every magic item the import adds to the bundled SRD works in a fight as printed: a +N weapon hits N better
// than its base weapon, +N armor and the orbiting stone add to armor class, a set score raises the attack it
// feeds, and a potion or a wand is used through its menu entry. A level-3 fighter carries each against a goblin.
import { beforeAll, describe, expect, it } from "vitest";
import importedItems from "../../rulesets/srd5e/imported/items.json" with { type: "json" };
import { type CombatEvent, choose, defenseOf, options, startCombat } from "../../src/combat/index.js";
import type { ItemDef, SheetData } from "../../src/ruleset/index.js";
import { srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { items, mod, ruleset } from "./helpers.js";

const added = importedItems.entries as unknown as ItemDef[];
const fighter = srd5eCharacter("fighter-3")!;
const GOBLIN = "Goblin 1";

/** The fighter with `item` in place of the gear of its kind: wielded, worn or carried. */
function carrying(item: ItemDef): SheetData {
  const tags = item.tags ?? [];
  const weapon = (ref: string) => ref === "items/greatsword" || ref === "items/javelin";
  const inventory = fighter.inventory!.filter((s) =>
    tags.includes("weapon") ? !weapon(s.item) : tags.includes("armor") ? s.item !== "items/chain-mail" : true,
  );
  const how = tags.includes("weapon") ? { wielded: true } : item.worn || tags.includes("armor") ? { worn: true } : {};
  return { ...fighter, inventory: [...inventory, { item: `items/${item.id}`, ...how }] };
}

function fight(sheet: SheetData) {
  return startCombat(ruleset, {
    party: [sheet],
    enemies: [{ creature: "creatures/goblin", count: 1, at: [[3, 4]] }],
    board: { width: 8, height: 8, party: [[2, 4]] },
    seed: 4,
    initiative: { order: [sheet.name, GOBLIN] },
  }).state;
}

/** The attack bonus of the fighter's blow at the goblin with the weapon `id`. */
function blow(sheet: SheetData, id: string): number {
  const r = choose(ruleset, fight(sheet), { option: `use:items/${id}`, targets: [GOBLIN] });
  if ("rejected" in r) throw new Error(`${id}: ${r.rejected.message}`);
  const attack = r.events.find((e): e is Extract<CombatEvent, { t: "attack" }> => e.t === "attack");
  if (!attack) throw new Error(`${id}: no attack`);
  return attack.bonus;
}

const baseOf = (id: string) => id.replace(/-plus-\d$/, "");
const bonusOf = (id: string) => Number(/-plus-(\d)$/.exec(id)?.[1] ?? 0);

describe("the imported magic items in a fight", () => {
  beforeAll(withGeometry);

  it("are in the bundled catalog", () => {
    const bundled = new Set(items().map((i) => i.id));
    expect(added.length).toBeGreaterThan(80);
    for (const i of added) expect(bundled.has(i.id), i.id).toBe(true);
  });

  it("+N weapons hit N better than their base weapons", () => {
    const weapons = added.filter((i) => i.tags?.includes("weapon") && /-plus-\d$/.test(i.id));
    expect(weapons.length).toBe(74);
    for (const w of weapons) {
      const base = items().find((i) => i.id === baseOf(w.id))!;
      expect(blow(carrying(w), w.id) - blow(carrying(base), base.id), w.id).toBe(bonusOf(w.id));
    }
  });

  it("a Nine Lives Stealer hits 2 better than its sword (its slay: test/spec/1.187-nine-lives-stealer-and-vorpal-sword)", () => {
    const stealers = added.filter((i) => i.id.startsWith("nine-lives-stealer-"));
    expect(stealers.map((i) => i.id)).toEqual([
      "nine-lives-stealer-greatsword",
      "nine-lives-stealer-longsword",
      "nine-lives-stealer-rapier",
      "nine-lives-stealer-scimitar",
      "nine-lives-stealer-shortsword",
    ]);
    for (const w of stealers) {
      const base = items().find((i) => i.id === w.id.replace("nine-lives-stealer-", ""))!;
      expect(blow(carrying(w), w.id) - blow(carrying(base), base.id), w.id).toBe(2);
    }
  });

  it("+N armor and the orbiting stone add to armor class", () => {
    const own = defenseOf(ruleset, fight(fighter), fighter.name);
    const worn = added.filter((i) => i.worn?.defense);
    expect(worn.length).toBe(26);
    for (const a of worn) {
      const sheet = carrying(a);
      const without = { ...fighter, inventory: sheet.inventory!.filter((s) => s.item !== `items/${a.id}`) };
      const base = defenseOf(ruleset, fight(without), fighter.name);
      expect(defenseOf(ruleset, fight(sheet), fighter.name) - base, a.id).toBe(a.worn!.defense);
    }
    expect(own).toBeGreaterThan(0);
  });

  it("a Strength set by gauntlets or a belt raises the greatsword's attack", () => {
    const own = blow(fighter, "greatsword");
    for (const i of added.filter((e) => e.worn?.abilities?.str)) {
      const set = i.worn!.abilities!.str!.set!;
      expect(blow(carrying(i), "greatsword") - own, i.id).toBe(mod(set) - mod(fighter.abilities!.str!));
    }
  });

  it("potions and wands are used from the menu", () => {
    for (const i of added.filter((e) => e.use)) {
      const state = fight(carrying(i));
      const option = options(ruleset, state).find((o) => o.id === `use:items/${i.id}#use`);
      expect(option, i.id).toBeDefined();
      const target = option!.targets!.candidates.includes(GOBLIN) ? GOBLIN : fighter.name;
      const r = choose(ruleset, state, { option: option!.id, targets: [target] });
      if ("rejected" in r) throw new Error(`${i.id}: ${r.rejected.message}`);
      if (i.id === "wand-of-paralysis")
        expect(r.events.find((e) => e.t === "save")).toMatchObject({ who: GOBLIN, save: "con_save", difficulty: 15 });
    }
  });
});
