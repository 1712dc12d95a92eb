// 1.270 — the director names a kind (every new option weighed): a wizard knowing only Antipathy/Sympathy names the
// kind most of her foes are, where they stand within the aura's reach. The random policy names one of the offered
// kinds.
import { beforeAll, describe, expect, it } from "vitest";
import { choose, options } from "../../src/combat/index.js";
import { direct, POLICIES } from "../../src/director/index.js";
import { randomChoice } from "../../src/director/policies.js";
import type { EntryDef, RulesetDoc } from "../../src/ruleset/index.js";
import { withGeometry } from "../combat/helpers.js";
import { withEntry } from "../support/loaded.js";
import { ANTIPATHY, antipathyFight, antipathyRules, SYMPATHY } from "./fixtures/antipathy.js";

let rules: RulesetDoc;

beforeAll(async () => {
  await withGeometry();
  rules = antipathyRules();
});

const goblins = ["creatures/goblin", "creatures/goblin", "creatures/skeleton"];
const skeletons = ["creatures/skeleton", "creatures/skeleton", "creatures/goblin"];
const near = (enemies: readonly string[]) => {
  const names = new Map<string, number>();
  const at: Record<string, [number, number]> = {};
  enemies.forEach((ref, i) => {
    const base = ref === "creatures/goblin" ? "Goblin" : "Skeleton";
    const n = (names.get(base) ?? 0) + 1;
    names.set(base, n);
    at[`${base} ${n}`] = [10, 2 + 2 * i];
  });
  return at;
};

describe("1.270 the director weighs each kind", () => {
  it("names humanoids when the goblins are most of its foes", () => {
    const s = antipathyFight(rules, { enemies: goblins, at: near(goblins), only: true });
    const c = direct(rules, s);
    expect([ANTIPATHY, SYMPATHY].map((u) => `use:${u}`)).toContain(c.option);
    expect(c.mode).toBe("kind-humanoid");
  });

  it("names undead when the skeletons are", () => {
    const s = antipathyFight(rules, { enemies: skeletons, at: near(skeletons), only: true });
    const c = direct(rules, s);
    expect([ANTIPATHY, SYMPATHY].map((u) => `use:${u}`)).toContain(c.option);
    expect(c.mode).toBe("kind-undead");
  });

  it("the simple policy names the first kind of an attack or debuff that must name one, and the choice is taken", () => {
    const cursing = withEntry<EntryDef>(rules, ANTIPATHY, (e) => ({
      ...e,
      mechanics: { ...e.mechanics!, kind: "debuff", targets: "enemy" },
    }));
    const s = antipathyFight(cursing, { enemies: goblins, at: near(goblins), only: true });
    const c = POLICIES.simple(cursing, s);
    expect(c).toMatchObject({ option: `use:${ANTIPATHY}`, mode: "kind-aberration" });
    expect("rejected" in choose(cursing, s, c)).toBe(false);
  });

  it("the random policy names one of the offered kinds, and the choice is taken", () => {
    const s = antipathyFight(rules, { enemies: goblins, at: near(goblins), only: true });
    const menu = options(rules, s).filter((o) => o.use === ANTIPATHY);
    let n = 0;
    const c = randomChoice(menu, (k: number) => (n++ === 0 ? 0 : k - 1), rules);
    expect(menu[0]!.modes!.map((m) => m.id)).toContain(c.mode);
    expect("rejected" in choose(rules, s, c)).toBe(false);
  });
});
