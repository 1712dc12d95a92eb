// Keys docs/ruleset-format.md documents are known to the validator where it documents them: never
// `unknown-key`, and never accepted without a word when the engine does not play them (issue: the validator
// knows every documented key). Each is written as the format shows it.
import { describe, expect, it } from "vitest";
import { lookup } from "../../src/registry/index.js";
import {
  ACTION_PATH,
  ATTACK_PATH,
  type Doc,
  ITEM_USE_PATH,
  issuesOf,
  MECHANICS_PATH,
  variant,
  withAction,
  withAttack,
  withItemUse,
  withMechanics,
} from "./helpers.js";

/** Issues at or below `path`, as "path code capability". */
function under(doc: Doc, path: string): string[] {
  return issuesOf(doc)
    .filter((i) => i.path === path || i.path.startsWith(`${path}.`) || i.path.startsWith(`${path}[`))
    .map((i) => `${i.path.slice(path.length)} ${i.code} ${i.capability}`);
}

/** What a documented key at a place draws past every version: nothing when implemented, else `unsupported`. */
const verdict = (place: Parameters<typeof lookup>[0], key: string) => {
  const record = lookup(place, key);
  expect(record, `${key} at ${place}`).toBeDefined();
  return record!.implemented ? [] : [` unsupported ${record!.version}`];
};

const codes = (lines: string[]) => lines.map((l) => l.split(" ")[1]);

describe("documented keys the validator refused as unknown", () => {
  it("a reaction's `by` and `at`", () => {
    const doc = withMechanics({ reaction: { on: "hit", by: "self", at: "target" }, budget: "reaction" });
    expect(codes(under(doc, `${MECHANICS_PATH}.reaction`))).not.toContain("unknown-key");
  });

  it("`endsSpells.above`", () => {
    const doc = withMechanics({ endsSpells: { catalogs: ["spells"], upTo: 3, above: { check: 5 } } });
    expect(codes(under(doc, `${MECHANICS_PATH}.endsSpells`))).not.toContain("unknown-key");
  });

  it("an item attack's `plus`", () => {
    const doc = withAttack({ plus: [{ dice: "1d6", type: "fire" }] });
    expect(codes(under(doc, `${ATTACK_PATH}.plus`))).not.toContain("unknown-key");
  });

  it("a condition's `conditionImmunitiesFrom[].from`", () => {
    const doc = variant((d) => {
      d.combat.conditions[0].conditionImmunitiesFrom = [{ conditions: ["poisoned"], from: { types: ["undead"] } }];
    });
    expect(codes(under(doc, "combat.conditions[0].conditionImmunitiesFrom"))).not.toContain("unknown-key");
  });

  it("an entry's `targetTypes` and a save's `succeeds.is`", () => {
    const doc = withMechanics({
      targetTypes: { not: { tags: ["construct"] } },
      save: { save: "dex_save", onSuccess: "half", succeeds: { is: { tags: ["fey"] } } },
    });
    // Known, and read by the target-types package (1.185, 1.191).
    expect(codes(under(doc, `${MECHANICS_PATH}.targetTypes`))).toEqual([]);
    expect(codes(under(doc, `${MECHANICS_PATH}.save`))).not.toContain("unknown-key");
  });

  it("a use's `toHit`", () => {
    const doc = withItemUse({ kind: "attack", toHit: { sheetBonus: "attack" } });
    expect(codes(under(doc, `${ITEM_USE_PATH}.toHit`))).not.toContain("unknown-key");
  });

  it("a condition's `budgets[].budget`", () => {
    const doc = variant((d) => {
      d.combat.conditions[0].budgets = [{ budget: "bonus", flat: 1 }];
    });
    expect(codes(under(doc, "combat.conditions[0].budgets"))).not.toContain("unknown-key");
  });

  it("a sheet list's `pools` (counter rows)", () => {
    const doc = variant((d) => {
      d.sheet.lists[0].pools = [{ column: "prepared", label: "Uses" }];
    });
    expect(codes(under(doc, "sheet.lists[0].pools"))).not.toContain("unknown-key");
  });

  it("`combat.creatureTypes`, a base key", () => {
    const doc = variant((d) => {
      d.combat.creatureTypes = [{ id: "humanoid", label: "Humanoid" }];
    }, "base");
    expect(under(doc, "combat.creatureTypes")).toEqual([]);
  });

  it("a creature action's `targetTypes` (1.405) as on an entry", () => {
    const doc = withAction({ targetTypes: { is: { types: ["beast"] } } });
    expect(codes(under(doc, `${ACTION_PATH}.targetTypes`))).not.toContain("unknown-key");
  });
});

describe("documented keys accepted and then ignored", () => {
  it("`criticalDice` is a key of a damage modifier, on a level as anywhere (alone on a level it is unknown)", () => {
    const doc = variant((d) => {
      d.combat.levels = [{ derived: "ac", at: 20, modifiers: [{ to: "damage", criticalDice: 1 }] }];
    });
    expect(under(doc, "combat.levels[0].modifiers[0].criticalDice")).toEqual(
      verdict("modifier", '{to: "damage"}.criticalDice'),
    );
    const alone = variant((d) => {
      d.combat.levels = [{ derived: "ac", at: 20, criticalDice: 1 }];
    });
    expect(codes(under(alone, "combat.levels[0].criticalDice"))).toEqual(["unknown-key"]);
  });

  it.each([
    ["evasion", ["dex_save"]],
    ["hangsOn", { uses: 1 }],
    ["regenerates", { flat: 10 }],
  ])("`%s` on a combat level is refused as unsupported with its version, unless the engine plays it", (key, value) => {
    const doc = variant((d) => {
      d.combat.levels = [{ derived: "ac", at: 20, [key]: value }];
    });
    expect(under(doc, `combat.levels[0].${key}`)).toEqual(verdict("combat.level", key));
  });
});

describe("gates and shapes", () => {
  it('an item use\'s `kind: "utility"` needs 1.181', () => {
    expect(under(withItemUse({ kind: "utility" }, "1.180"), `${ITEM_USE_PATH}.kind`)).toEqual([" needs-version 1.181"]);
    expect(under(withItemUse({ kind: "utility" }, "1.181"), `${ITEM_USE_PATH}.kind`)).toEqual([]);
  });
});

describe("an item effect's ability `max` (1.313)", () => {
  const hammer = (version: string, where: "worn" | "carried") =>
    variant((d) => {
      d.catalogs.gear.entries[0][where] = { abilities: { str: { add: 4, max: 30 } } };
    }, version);

  it.each(["worn", "carried"] as const)("needs 1.313 on a %s effect, and is accepted from it", (where) => {
    const path = `catalogs.gear.entries[0].${where}.abilities`;
    expect(under(hammer("1.312", where), path)).toEqual([".str.max needs-version 1.313"]);
    expect(under(hammer("1.313", where), path)).toEqual([]);
  });
});
