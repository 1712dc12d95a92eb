// The engine's own `combat.bonusSpell` (ruleset-format §20; the reference has no key for it), on in the bundled
// SRD: a spell cast as a bonus action allows only a cantrip cast as an action as the other spell that turn,
// and after any other spell no spell is offered as a bonus action. Without the key both are offered.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options, startCombat } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { load } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";

const CLERIC = "Hale (Cleric 1)";

function clericTurn(ruleset: RulesetDoc): CombatState {
  const s = structuredClone(
    startCombat(ruleset, {
      seed: 4,
      party: [srd5eCharacter("cleric-1")!],
      enemies: [{ creature: "creatures/goblin", at: [[5, 2]] }],
      board: { width: 8, height: 5, party: [[2, 2]] },
    }).state,
  );
  s.stack = [];
  s.turn = s.order.indexOf(CLERIC);
  s.combatants[CLERIC]!.budgets = { action: 1, bonus: 1, reaction: 1 };
  s.combatants["Goblin 1"]!.hp = 500;
  s.combatants["Goblin 1"]!.maxHp = 500;
  return s;
}

function cast(ruleset: RulesetDoc, s: CombatState, spell: string, target: string): CombatState {
  let r = choose(ruleset, s, { option: `use:spells/${spell}`, targets: [target] });
  if ("rejected" in r) throw new Error(r.rejected.message);
  // Answer any window (a Shield, a reaction) by letting it pass, until the cleric chooses again.
  while (options(ruleset, r.state)[0]?.moment) {
    const pass = options(ruleset, r.state).find((o) => o.kind === "pass")!;
    const next = choose(ruleset, r.state, { option: pass.id });
    if ("rejected" in next) throw new Error(next.rejected.message);
    r = next;
  }
  return r.state;
}

const spellsOffered = (ruleset: RulesetDoc, s: CombatState) =>
  options(ruleset, s)
    .filter((o) => o.use?.startsWith("spells/"))
    .map((o) => o.use!.slice(7))
    .sort();

describe("engine key combat.bonusSpell (a bonus-action spell allows only a cantrip beside it)", () => {
  let ruleset: RulesetDoc;
  let without: RulesetDoc;
  beforeAll(async () => {
    await withGeometry();
    ruleset = load(srd5e).doc;
    const doc = structuredClone(srd5e) as unknown as { combat: Record<string, unknown> };
    delete doc.combat["bonusSpell"];
    without = load(doc).doc;
  });

  it("is on in the bundled SRD, and its budget must be a declared one", () => {
    expect(ruleset.combat?.bonusSpell).toEqual({ budget: "bonus", catalogs: ["spells"], cantrip: "action" });
    const bad = structuredClone(srd5e) as unknown as { combat: Record<string, unknown> };
    bad.combat["bonusSpell"] = { budget: "swift", catalogs: ["spells"] };
    expect(() => load(bad)).toThrow(/combat\.bonusSpell\.budget/);
  });

  it("after Healing Word (a bonus action) only Sacred Flame (a cantrip) is left of the cleric's spells", () => {
    const before = spellsOffered(ruleset, clericTurn(ruleset));
    expect(before).toEqual(expect.arrayContaining(["guiding-bolt", "sacred-flame", "bless"]));
    const after = cast(ruleset, clericTurn(ruleset), "healing-word", CLERIC);
    expect(spellsOffered(ruleset, after)).toEqual(["sacred-flame"]);
    // Without the key the levelled spells stay on the menu.
    const free = cast(without, clericTurn(without), "healing-word", CLERIC);
    expect(spellsOffered(without, free)).toEqual(expect.arrayContaining(["guiding-bolt", "sacred-flame"]));
  });

  it("after Guiding Bolt (an action, level 1) no spell is offered as a bonus action; after Sacred Flame one is", () => {
    const bonusSpells = (rs: RulesetDoc, s: CombatState) =>
      options(rs, s)
        .filter((o) => o.use?.startsWith("spells/") && o.budget === "bonus")
        .map((o) => o.use);
    expect(bonusSpells(ruleset, cast(ruleset, clericTurn(ruleset), "guiding-bolt", "Goblin 1"))).toEqual([]);
    expect(bonusSpells(ruleset, cast(ruleset, clericTurn(ruleset), "sacred-flame", "Goblin 1"))).toContain(
      "spells/healing-word",
    );
    expect(bonusSpells(without, cast(without, clericTurn(without), "guiding-bolt", "Goblin 1"))).toContain(
      "spells/healing-word",
    );
  });
});
