// A combat condition's `onEnd.applies` (base, docs/ruleset-format.md): conditions its holder gains when it ends,
// however it ends. Haste's lethargy: when the haste ends, its holder cannot act until after its next turn.
import { beforeAll, describe, expect, it } from "vitest";
import type { CombatEvent, Step } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { acceptIn, endUntilIn, turnOfIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { withGeometry } from "./helpers.js";

const WIZARD = "Sabine (Wizard 5)";
type Doc = { combat: { conditions: unknown[] }; catalogs: Record<string, { entries: unknown[] }> };

function withHaste(onEnd: unknown): Doc {
  const doc = structuredClone(srd5e) as unknown as Doc;
  doc.combat.conditions.push(
    { id: "hasted", label: "Hasted", modifiers: [{ to: "defense", flat: 2 }], onEnd },
    { id: "lethargic", label: "Lethargic", includes: ["incapacitated"] },
  );
  doc.catalogs["spells"]!.entries.push({
    id: "quick-haste",
    name: "Quick Haste",
    mechanics: {
      kind: "buff",
      range: "self",
      targets: "self",
      applies: [{ condition: "hasted", duration: { rounds: 1 } }],
    },
  });
  return doc;
}

const ends = { applies: [{ condition: "lethargic", duration: { rounds: 1 } }] };
const held = (step: Step) => step.state.combatants[WIZARD]!.conditions.map((c) => c.id);

describe("onEnd.applies: conditions gained when a condition ends", () => {
  let ruleset: RulesetDoc;
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(withHaste(ends));
  });

  it("the haste's end leaves its holder lethargic, from whoever hasted it, for its next turn", () => {
    const wizard = { ...srd5eCharacter("wizard-5"), lists: { spells: [{ entry: "spells/quick-haste" }] } };
    const start = turnOfIn(ruleset, WIZARD, { party: [wizard], enemies: ["creatures/goblin"], noBoard: true });
    let step = acceptIn(ruleset, start, { option: "use:spells/quick-haste", targets: [WIZARD] });
    expect(held(step)).toEqual(["hasted"]);
    const events: CombatEvent[] = [];
    for (let n = 0; n < 3 && held(step).includes("hasted"); n++) {
      step = endUntilIn(ruleset, step, WIZARD);
      events.push(...step.events);
    }
    expect(held(step)).toEqual(["lethargic"]);
    expect(events).toContainEqual({
      t: "condition",
      who: WIZARD,
      condition: "lethargic",
      source: WIZARD,
      why: "Hasted ended",
    });
    const lethargic = step.state.combatants[WIZARD]!.conditions[0]!;
    expect(lethargic.by).toBe("spells/quick-haste");
  });

  it("a condition it gives may end with another it gives (1.202 endsWith in an onEnd list)", () => {
    const doc = loadedDoc(
      withHaste({
        applies: [...ends.applies, { condition: "slowed", duration: "instant", endsWith: "lethargic" }],
      }),
    );
    const wizard = { ...srd5eCharacter("wizard-5"), lists: { spells: [{ entry: "spells/quick-haste" }] } };
    let step = acceptIn(doc, turnOfIn(doc, WIZARD, { party: [wizard], enemies: ["creatures/goblin"], noBoard: true }), {
      option: "use:spells/quick-haste",
      targets: [WIZARD],
    });
    for (let n = 0; n < 3 && held(step).includes("hasted"); n++) step = endUntilIn(doc, step, WIZARD);
    expect(held(step)).toEqual(["lethargic", "slowed"]);
    for (let n = 0; n < 3 && held(step).length > 0; n++) step = endUntilIn(doc, step, WIZARD);
    expect(held(step)).toEqual([]);
    expect(step.events).toContainEqual(
      expect.objectContaining({ t: "condition-ended", condition: "slowed", why: "ended with lethargic" }),
    );
  });

  it("is checked as any list of applied conditions", () => {
    const issues = (onEnd: unknown) =>
      validate(withHaste(onEnd)).issues.map((i) => [i.path.replace(/\d+/, "N"), i.code]);
    expect(issues({ applies: [{ condition: "sluggish" }] })).toContainEqual([
      "combat.conditions[N].onEnd.applies[0].condition",
      "bad-reference",
    ]);
    expect(issues({ applies: [{ duration: "instant" }] })).toContainEqual([
      "combat.conditions[N].onEnd.applies[0].condition",
      "missing",
    ]);
    expect(issues({ slow: true })).toContainEqual(["combat.conditions[N].onEnd.slow", "unknown-key"]);
    const early = { ...withHaste({ applies: [{ condition: "slowed", endsWith: "hasted" }] }), capabilityApi: "1.201" };
    expect(validate(early).issues.map((i) => [i.path.replace(/\d+/, "N"), i.code])).toContainEqual([
      "combat.conditions[N].onEnd.applies[0].endsWith",
      "needs-version",
    ]);
  });
});
