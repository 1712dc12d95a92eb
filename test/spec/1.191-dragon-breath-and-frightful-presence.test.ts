// 1.191 — Action-limited save modifiers: "A save modifier's `against.actions` names actions by ID, name or shared
// recharge group, case-insensitively, and narrows everything else `against` says: `{ "from": { "types": ["dragon"] },
// "actions": ["frightful_presence", "breath_weapons"] }` is a dragon's breath or Frightful Presence, never its Wing
// Attack, and the repeated save to end a condition applied by one of them counts too." With 1.185's
// `against.from.types` alone (Dragon Scale Mail as first written): any save against a dragon.
import { beforeAll, describe, expect, it } from "vitest";
import type { CombatEvent, CombatState } from "../../src/combat/index.js";
import { fighter, of, withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnOfIn } from "../support/drive.js";
import { ruleset } from "./fixtures/conditions.js";

/** The fighter holding `ward`, facing `foe`, whose turn it is. */
function foeTurn(foe: string, ward?: string): CombatState {
  return turnOfIn(
    ruleset,
    `${foe} 1`,
    { party: [fighter], enemies: [`monsters/${foe.toLowerCase()}`], noBoard: true },
    (s) => {
      if (ward) s.combatants["Fighter"]!.conditions.push({ id: ward });
    },
  );
}

const dragonTurn = (ward?: string) =>
  turnOfIn(
    ruleset,
    "Young Red Dragon 1",
    { party: [fighter], enemies: ["monsters/young-dragon"], noBoard: true },
    (s) => {
      if (ward) s.combatants["Fighter"]!.conditions.push({ id: ward });
    },
  );

const saveModes = (events: readonly CombatEvent[]) => of(events, "save").map((e) => [e.why, e.d20.mode]);

function use(s: CombatState, action: string) {
  const id = `use:action:${action}`;
  return acceptIn(ruleset, s, action === "wing_attack" ? { option: id } : { option: id, targets: ["Fighter"] });
}

describe('1.191 {to: "saves"}.against.actions: a dragon\'s breath and Frightful Presence, never its Wing Attack', () => {
  beforeAll(withGeometry);

  it("Frightful Presence (by its id) and Fire Breath (by its name, in other letters) give the save advantage", () => {
    expect(saveModes(use(dragonTurn("dragon-ward"), "frightful_presence").events)).toEqual([
      ["Frightful Presence", "advantage"],
    ]);
    expect(saveModes(use(dragonTurn("dragon-ward"), "fire_breath").events)).toEqual([["Fire Breath", "advantage"]]);
  });

  it("the Wing Attack's save does not", () => {
    expect(saveModes(use(dragonTurn("dragon-ward"), "wing_attack").events)).toEqual([["Wing Attack", "normal"]]);
  });

  it("the repeated save to end the fright counts too", () => {
    // A seed on which the first save fails, so the fighter is frightened and saves again at its turn's end.
    for (let seed = 1; seed < 40; seed++) {
      const s = structuredClone(dragonTurn("dragon-ward"));
      s.rng = structuredClone(
        turnOfIn(ruleset, "Young Red Dragon 1", {
          seed,
          party: [fighter],
          enemies: ["monsters/young-dragon"],
          noBoard: true,
        }).rng,
      );
      const step = use(s, "frightful_presence");
      if (!step.state.combatants["Fighter"]!.conditions.some((c) => c.id === "frightened")) continue;
      const fighterTurn = endUntilIn(ruleset, step, "Fighter");
      const ended = acceptIn(ruleset, fighterTurn.state, { option: "end" });
      expect(saveModes(ended.events)).toEqual([["ends frightened", "advantage"]]);
      return;
    }
    throw new Error("the fighter never failed its first save");
  });

  it("`from` still narrows: the cultist's Frightful Presence, same id, is no dragon's", () => {
    expect(saveModes(use(foeTurn("Cultist", "dragon-ward"), "frightful_presence").events)).toEqual([
      ["Frightful Presence", "normal"],
    ]);
  });

  it("without the ward every save is made as usual", () => {
    expect(saveModes(use(dragonTurn(), "fire_breath").events)).toEqual([["Fire Breath", "normal"]]);
  });
});

describe('1.185 {to: "saves"}.against.from.types: any save against a dragon', () => {
  beforeAll(withGeometry);

  it("the Wing Attack as well as the breath, but not the cultist's look", () => {
    expect(saveModes(use(dragonTurn("scale-mail"), "wing_attack").events)).toEqual([["Wing Attack", "advantage"]]);
    expect(saveModes(use(dragonTurn("scale-mail"), "fire_breath").events)).toEqual([["Fire Breath", "advantage"]]);
    expect(saveModes(use(foeTurn("Cultist", "scale-mail"), "look").events)).toEqual([["Dreadful Look", "normal"]]);
  });
});
