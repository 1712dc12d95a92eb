// 1.422 — the attacked moment and source tests, as stated beside the examples: "After an attack that needs an attack
// roll to hit ends ... `"missed": true` narrows it to attacks that missed the holder, and `"blow"` limits it to melee
// or ranged attacks. Any moment with a definite source can carry `"sourceIs"`, a target test (`types`, `tags`,
// `upToSize`, `atLeastSize`) that the one who caused the moment must pass." Played with the bundled SRD's ranger and
// its Giant Killer rewritten each way (loaded through `load()`), against an ogre, a goblin and an acolyte.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options, type Step, startCombat } from "../../src/combat/index.js";
import type { CatalogEntry, RulesetDoc } from "../../src/ruleset/index.js";
import type { SheetData } from "../../src/ruleset/sheet-data.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn as accept, turnIn, windowOf } from "../support/drive.js";
import { loadedDoc, withEntry } from "../support/loaded.js";

let srd: RulesetDoc;
const RANGER = "Rowan (Ranger 3)";
const REACT = "react:features/giant-killer";

type Reaction = Record<string, unknown>;

/** The SRD with Giant Killer's reaction replaced by `reaction` (and the goblin tagged `goblinoid`). */
function rulesWith(reaction: Reaction): RulesetDoc {
  const tagged = withEntry(srd, "creatures/goblin", (g: CatalogEntry & { tags?: string[] }) => ({
    ...g,
    tags: ["goblinoid"],
  }));
  return withEntry(tagged, "features/giant-killer", (e: CatalogEntry & { mechanics: Record<string, unknown> }) => ({
    ...e,
    mechanics: { ...e.mechanics, reaction },
  }));
}

function ranger(): SheetData {
  const sheet = srd5eCharacter("ranger-3");
  return {
    ...sheet,
    inventory: [{ item: "items/shortsword", wielded: true }],
    lists: { ...sheet.lists, features: [{ entry: "features/giant-killer" }] },
  };
}

/** No board: the ranger against an ogre, a goblin and an acolyte; `by` attacks it with `use` until it hits or
 * misses as asked (`hit` undefined: whatever happens). */
function attackBy(rules: RulesetDoc, by: string, use: string, hit?: boolean): Step {
  for (let draw = 1; draw < 300; draw++) {
    const { state } = startCombat(rules, {
      seed: 4,
      party: [ranger()],
      enemies: ["creatures/ogre", "creatures/goblin", "creatures/acolyte"],
      noBoard: true,
    });
    const s: CombatState = turnIn(state, by, (st) => {
      for (const c of Object.values(st.combatants)) c.hp = 200;
      const mix = (n: number) => Math.imul(n ^ (n >>> 15), 0x2c1b3c6d) >>> 0 || 1;
      st.rng = { algorithm: "xoroshiro128plus", state: [mix(draw), mix(draw + 7), mix(draw + 13), mix(draw + 21)] };
    });
    const step = accept(rules, s, { option: `use:${use}`, targets: [RANGER] });
    const attack = of(step.events, "attack").find((a) => a.who === by);
    if (hit === undefined || (attack && (attack.result !== "miss") === hit)) return step;
  }
  throw new Error(`${by} never ${hit ? "hit" : "missed"}`);
}

const offered = (rules: RulesetDoc, s: CombatState) => options(rules, s).some((o) => o.id === REACT);

describe("1.422 the attacked moment, missed, blow and sourceIs", () => {
  beforeAll(async () => {
    await withGeometry();
    srd = loadedDoc(srd5e);
  });

  it("an attack with no attack roll (the acolyte's Sacred Flame, a save) opens no attacked window", () => {
    const rules = rulesWith({ on: "attacked" });
    const step = attackBy(rules, "Acolyte 1", "action:sacred-flame");
    expect(of(step.events, "save").length).toBeGreaterThan(0);
    expect(of(step.events, "window").filter((w) => w.moment === "attacked")).toEqual([]);
    // An attack roll's attack does, hit or missed.
    for (const hit of [true, false])
      expect(offered(rules, attackBy(rules, "Goblin 1", "action:scimitar", hit).state)).toBe(true);
  });

  it("missed: only after an attack that missed the holder", () => {
    const rules = rulesWith({ on: "attacked", missed: true });
    expect(offered(rules, attackBy(rules, "Goblin 1", "action:scimitar", false).state)).toBe(true);
    const hit = attackBy(rules, "Goblin 1", "action:scimitar", true);
    expect(offered(rules, hit.state)).toBe(false);
    expect(windowOf(hit.state)).toBeUndefined();
  });

  it("blow: ranged answers the goblin's shortbow and not its scimitar; melee the other way round", () => {
    const ranged = rulesWith({ on: "attacked", blow: "ranged" });
    expect(offered(ranged, attackBy(ranged, "Goblin 1", "action:shortbow").state)).toBe(true);
    expect(offered(ranged, attackBy(ranged, "Goblin 1", "action:scimitar").state)).toBe(false);
    const melee = rulesWith({ on: "attacked", blow: "melee" });
    expect(offered(melee, attackBy(melee, "Goblin 1", "action:shortbow").state)).toBe(false);
    expect(offered(melee, attackBy(melee, "Goblin 1", "action:scimitar").state)).toBe(true);
  });

  it("sourceIs types and tags: the test the one who attacked must pass", () => {
    const giants = rulesWith({ on: "attacked", sourceIs: { types: ["giant"] } });
    expect(offered(giants, attackBy(giants, "Ogre 1", "action:greatclub").state)).toBe(true);
    expect(offered(giants, attackBy(giants, "Goblin 1", "action:scimitar").state)).toBe(false);
    const goblinoids = rulesWith({ on: "attacked", sourceIs: { tags: ["goblinoid"] } });
    expect(offered(goblinoids, attackBy(goblinoids, "Goblin 1", "action:scimitar").state)).toBe(true);
    expect(offered(goblinoids, attackBy(goblinoids, "Ogre 1", "action:greatclub").state)).toBe(false);
  });

  it("sourceIs upToSize and atLeastSize, by combat.sizes", () => {
    const small = rulesWith({ on: "attacked", sourceIs: { upToSize: "small" } });
    expect(offered(small, attackBy(small, "Goblin 1", "action:scimitar").state)).toBe(true);
    expect(offered(small, attackBy(small, "Ogre 1", "action:greatclub").state)).toBe(false);
    const medium = rulesWith({ on: "attacked", sourceIs: { atLeastSize: "medium" } });
    expect(offered(medium, attackBy(medium, "Ogre 1", "action:greatclub").state)).toBe(true);
    expect(offered(medium, attackBy(medium, "Goblin 1", "action:scimitar").state)).toBe(false);
  });

  it("sourceIs on another moment with a source: a harmed reaction answers only a giant's harm", () => {
    const rules = rulesWith({ on: "harmed", sourceIs: { types: ["giant"] } });
    const ogre = attackBy(rules, "Ogre 1", "action:greatclub", true);
    expect(windowOf(ogre.state)?.moment).toBe("harmed");
    expect(offered(rules, ogre.state)).toBe(true);
    const goblin = attackBy(rules, "Goblin 1", "action:scimitar", true);
    expect(offered(rules, goblin.state)).toBe(false);
  });
});
