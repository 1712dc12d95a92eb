// The base creature action (docs/ruleset-format.md 8.2): `damage`, `heal` and a multiattack `sequence` as the
// reference writes them; an entry's `amount` and `damageType` are not creature action keys.
import { describe, expect, it } from "vitest";
import { ACTION_PATH, at, issuesOf, variant, withAction } from "./helpers.js";

const MONSTERS = "catalogs.monsters.entries[1]";

describe("creature actions at base", () => {
  it("accept damage with extra parts in plus, heal, and a multiattack sequence", () => {
    const doc = variant((d) => {
      const wolf = d.catalogs.monsters.entries[1];
      wolf.actions[0].plus = [{ dice: "1d6", type: "poison" }];
      wolf.actions.push(
        { id: "lick", name: "Lick", budget: "action", targets: "ally", heal: { dice: "2d8", flat: 2 } },
        { id: "multiattack", name: "Multiattack", budget: "action", sequence: ["bite", { action: "Bite", count: 2 }] },
      );
    }, "base");
    expect(issuesOf(doc)).toEqual([]);
  });

  it("reject an entry's amount and damageType as unknown keys", () => {
    const doc = withAction({ damage: undefined, amount: "2d4+2", damageType: "piercing" }, "base");
    expect(at(doc, `${ACTION_PATH}.amount`)).toEqual(["unknown-key base"]);
    expect(at(doc, `${ACTION_PATH}.damageType`)).toEqual(["unknown-key base"]);
  });

  it("need a type on damage", () => {
    const doc = withAction({ damage: { dice: "2d4" } }, "base");
    expect(at(doc, `${ACTION_PATH}.damage.type`)).toEqual(["missing base"]);
  });

  it("reject a sequence step naming no action of the creature, or a sequence", () => {
    const doc = variant((d) => {
      d.catalogs.monsters.entries[1].actions.push({
        id: "multiattack",
        name: "Multiattack",
        budget: "action",
        sequence: ["claw", { action: "multiattack", count: 2 }],
      });
    }, "base");
    expect(at(doc, `${MONSTERS}.actions[1].sequence[0]`)).toEqual(["bad-reference base"]);
    expect(at(doc, `${MONSTERS}.actions[1].sequence[1].action`)).toEqual(["not-allowed base"]);
  });
});

describe("keys later sections only extend are accepted at base", () => {
  it("contest defender, creature conditionImmunities and an applies endsWhen", () => {
    const doc = variant((d) => {
      d.combat.contests = [
        {
          id: "shove",
          label: "Shove",
          budget: "action",
          attacker: ["athletics"],
          defender: ["athletics"],
          onWin: { applies: [{ condition: "prone", endsWhen: ["damaged"] }] },
        },
      ];
      d.catalogs.monsters.entries[1].conditionImmunities = ["poisoned"];
    }, "base");
    expect(issuesOf(doc)).toEqual([]);
  });

  it("an endsWhen value 1.278 adds needs 1.278", () => {
    const doc = withAction({ applies: [{ condition: "prone", endsWhen: ["damaged", "attacked"] }] }, "base");
    expect(at(doc, `${ACTION_PATH}.applies[0].endsWhen[1]`)).toContain("needs-version 1.278");
  });

  it("1.193: a contest with neither defender nor difficulty is rejected", () => {
    const doc = variant((d) => {
      d.combat.contests = [{ id: "shove", label: "Shove", budget: "action", attacker: ["athletics"], onWin: {} }];
    }, "base");
    expect(at(doc, "combat.contests[0].defender")).toEqual(["missing 1.193"]);
  });

  it("item charges with max and a breaking die are base; breaksOn without atMost needs regains", () => {
    const ok = variant((d) => {
      d.catalogs.gear.entries[1].charges = { max: 7, breaksOn: { atMost: 1 } };
    }, "base");
    expect(issuesOf(ok)).toEqual([]);
    const bad = variant((d) => {
      d.catalogs.gear.entries[1].charges = { max: 7, breaksOn: { die: 20 } };
    }, "base");
    expect(at(bad, "catalogs.gear.entries[1].charges.breaksOn.atMost")).toEqual(["missing 1.271"]);
  });
});
