import { describe, expect, it } from "vitest";
import { validate } from "../../src/validate/index.js";
import { type Doc, FIXTURE_TEXT, fixture, issuesOf } from "./helpers.js";

describe("the minimal 5e fixture", () => {
  it("validates clean, as text and as data, needing only the base keys", () => {
    expect(validate(FIXTURE_TEXT)).toEqual({ ok: true, needs: "base", issues: [] });
    expect(validate(fixture())).toEqual({ ok: true, needs: "base", issues: [] });
  });
});

// Each broken variant: what is changed, and the one issue (path, code) it must produce.
const BROKEN: readonly [string, (doc: Doc) => void, string, string][] = [
  ["no capabilityApi", (d) => delete d.capabilityApi, "capabilityApi", "missing"],
  ["a malformed capabilityApi", (d) => (d.capabilityApi = "v2"), "capabilityApi", "wrong-type"],
  ["a misspelt top-level key", (d) => (d.catalog = {}), "catalog", "unknown-key"],
  ["a sheet without abilities", (d) => delete d.sheet.abilities, "sheet.abilities", "missing"],
  ["an ability id that is a number", (d) => (d.sheet.abilities[0].id = 3), "sheet.abilities[0].id", "wrong-type"],
  ["two abilities with one id", (d) => (d.sheet.abilities[1].id = "str"), "sheet.abilities[1].id", "duplicate-id"],
  [
    "a skill of an unknown ability",
    (d) => (d.sheet.skills[0].ability = "strength"),
    "sheet.skills[0].ability",
    "bad-reference",
  ],
  [
    "a pool recharged by an unknown rest",
    (d) => (d.sheet.live.pools[0].recharge.rests = ["nap"]),
    "sheet.live.pools[0].recharge.rests[0]",
    "bad-reference",
  ],
  [
    "a value with two forms",
    (d) => (d.sheet.derived[0].value = { field: "level", derived: "ac" }),
    "sheet.derived[0].value",
    "wrong-type",
  ],
  ["a value of an unknown field", (d) => (d.combat.speed = { field: "spede" }), "combat.speed.field", "bad-reference"],
  ["an empty value object", (d) => (d.combat.defense = {}), "combat.defense", "missing"],
  ["a catalog of an unknown type", (d) => (d.catalogs.spells.type = "spells"), "catalogs.spells.type", "out-of-range"],
  [
    "a spell without kind",
    (d) => delete d.catalogs.spells.entries[0].mechanics.kind,
    "catalogs.spells.entries[0].mechanics.kind",
    "missing",
  ],
  [
    "a spell of an unknown kind",
    (d) => (d.catalogs.spells.entries[0].mechanics.kind = "atack"),
    "catalogs.spells.entries[0].mechanics.kind",
    "out-of-range",
  ],
  [
    "bad dice",
    (d) => (d.catalogs.spells.entries[0].mechanics.amount = "1d10+banana"),
    "catalogs.spells.entries[0].mechanics.amount",
    "bad-dice",
  ],
  [
    "a negative range",
    (d) => (d.catalogs.spells.entries[0].mechanics.range = -5),
    "catalogs.spells.entries[0].mechanics.range",
    "out-of-range",
  ],
  [
    "a fractional target count",
    (d) => (d.catalogs.spells.entries[0].mechanics.targetCount = 1.5),
    "catalogs.spells.entries[0].mechanics.targetCount",
    "wrong-type",
  ],
  [
    "a save that is not a sheet save",
    (d) => (d.catalogs.spells.entries[2].mechanics.save.save = "dex"),
    "catalogs.spells.entries[2].mechanics.save.save",
    "bad-reference",
  ],
  [
    "a cost from an unknown pool group",
    (d) => (d.catalogs.spells.entries[1].mechanics.cost.group = "slot"),
    "catalogs.spells.entries[1].mechanics.cost.group",
    "bad-reference",
  ],
  [
    "a budget that does not exist",
    (d) => (d.catalogs.spells.entries[1].mechanics.budget = "actoin"),
    "catalogs.spells.entries[1].mechanics.budget",
    "bad-reference",
  ],
  [
    "two entries with one id",
    (d) => (d.catalogs.spells.entries[1].id = "fire-bolt"),
    "catalogs.spells.entries[1].id",
    "duplicate-id",
  ],
  [
    "an entry id with a slash",
    (d) => (d.catalogs.spells.entries[1].id = "a/b"),
    "catalogs.spells.entries[1].id",
    "wrong-type",
  ],
  [
    "an item attack without damage",
    (d) => delete d.catalogs.gear.entries[0].attack.damage,
    "catalogs.gear.entries[0].attack.damage",
    "missing",
  ],
  [
    "a creature of an unknown size",
    (d) => (d.catalogs.monsters.entries[0].size = "tiny"),
    "catalogs.monsters.entries[0].size",
    "bad-reference",
  ],
  [
    "a creature ability not on the sheet",
    (d) => (d.catalogs.monsters.entries[0].abilities.luck = 3),
    "catalogs.monsters.entries[0].abilities.luck",
    "bad-reference",
  ],
  [
    "a creature without actions",
    (d) => delete d.catalogs.monsters.entries[0].actions,
    "catalogs.monsters.entries[0].actions",
    "missing",
  ],
  [
    "a trait text over 400 characters at base",
    (d) => (d.catalogs.monsters.entries[1].traits[0].text = "x".repeat(401)),
    "catalogs.monsters.entries[1].traits[0].text",
    "too-long",
  ],
  [
    "a rest clearing an unknown condition",
    (d) => (d.rests[1].clear.conditions = ["tired"]),
    "rests[1].clear.conditions[0]",
    "bad-reference",
  ],
  [
    "a rest moving an unknown track",
    (d) => (d.rests[1].tracks[0].track = "fatigue"),
    "rests[1].tracks[0].track",
    "bad-reference",
  ],
  ["a check of an unknown skill", (d) => (d.checks[0].skill = "athletic"), "checks[0].skill", "bad-reference"],
  [
    "a health pool that is not declared",
    (d) => (d.combat.health.pool = "health"),
    "combat.health.pool",
    "bad-reference",
  ],
  ["no budgets", (d) => (d.combat.budgets = []), "combat.budgets", "missing"],
  ["an unknown standard action", (d) => (d.combat.standard[0].id = "sprint"), "combat.standard[0].id", "out-of-range"],
  [
    "attacks of an unknown catalog",
    (d) => (d.combat.attacks[0].catalogs = ["spels"]),
    "combat.attacks[0].catalogs[0]",
    "bad-reference",
  ],
  [
    "a condition including an unknown one",
    (d) => (d.combat.conditions[0].includes = ["stunned"]),
    "combat.conditions[0].includes[0]",
    "bad-reference",
  ],
  [
    "a modifier to nothing known",
    (d) => (d.combat.conditions[0].modifiers[0].to = "everything"),
    "combat.conditions[0].modifiers[0].to",
    "out-of-range",
  ],
  ["a dying rule without failures", (d) => delete d.combat.dying.failures, "combat.dying.failures", "missing"],
  [
    "more conditions than the base limit of 80",
    (d) => {
      d.combat.conditions = Array.from({ length: 81 }, (_, i) => ({ id: `c${i}`, label: `C${i}` }));
    },
    "combat.conditions",
    "too-many",
  ],
  [
    "an enemy that is not a creature",
    (d) => (d.encounters[0].enemies[0].creature = "spells/fire-bolt"),
    "encounters[0].enemies[0].creature",
    "bad-reference",
  ],
  [
    "an enemy not written as catalog/entry",
    (d) => (d.encounters[0].enemies[0].creature = "goblin"),
    "encounters[0].enemies[0].creature",
    "bad-reference",
  ],
  ["a board of width 0", (d) => (d.encounters[0].board.width = 0), "encounters[0].board.width", "out-of-range"],
  ["a key holding __proto__", (d) => (d.combat = JSON.parse(`{"__proto__": {}}`)), "combat.__proto__", "hostile"],
];

describe("broken variants of the fixture", () => {
  it.each(BROKEN)("%s is rejected", (_, change, path, code) => {
    const doc = fixture();
    change(doc);
    const issues = issuesOf(doc);
    expect(issues.map((i) => `${i.path} ${i.code}`)).toContain(`${path} ${code}`);
  });

  it("an unknown key near a valid one suggests it", () => {
    const doc = fixture();
    doc.catalogs.spells.entries[0].mechanics.damagetype = "fire";
    const [issue] = issuesOf(doc);
    expect(issue).toMatchObject({
      path: "catalogs.spells.entries[0].mechanics.damagetype",
      code: "unknown-key",
      capability: "base",
    });
    expect(issue.message).toContain(`did you mean "damageType"`);
  });

  it("a broken reference suggests the nearest declared id", () => {
    const doc = fixture();
    doc.catalogs.spells.entries[2].mechanics.save.save = "dex_sav";
    const [issue] = issuesOf(doc);
    expect(issue.message).toContain(`did you mean "dex_save"`);
  });
});
