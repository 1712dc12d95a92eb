// 1.271 — Staff of Fire (Burning Hands): "An item's `use` can carry `label`, shown next to the item's name like a
// `moreUses` entry's label ("Staff of Fire: Burning Hands")." The SRD's Staff of Fire casts Burning Hands for a charge
// at its holder's spell save DC.
import { beforeAll, describe, expect, it } from "vitest";
import { formatEvent, namesFor, options } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { eventsOf } from "../support/sorcerer.js";
import { carrying, holderTurn } from "../support/staves.js";

let ruleset: RulesetDoc;
const WIZARD = "Sabine (Wizard 5)";
const USE = "items/staff-of-fire#use";

describe("1.271 Staff of Fire", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  const turn = () => holderTurn(ruleset, carrying("wizard-5", "staff-of-fire", 10), { at: [2, 5], goblins: [[3, 5]] });

  it("is offered as the item's name with its use's label beside it", () => {
    const s = turn();
    const option = options(ruleset, s).find((o) => o.kind === "use" && o.use === USE)!;
    expect(option.label).toBe("Staff of Fire: Burning Hands");
  });

  it("casts Burning Hands at the holder's spell save DC, names it so in the log, and spends a charge", () => {
    const s = turn();
    const option = options(ruleset, s).find((o) => o.kind === "use" && o.use === USE)!;
    const step = acceptIn(ruleset, s, { option: option.id, at: [3, 5] });
    const names = namesFor(ruleset, step.state);
    const used = eventsOf(step.events, "use")[0]!;
    expect(formatEvent(used, names)).toContain("Staff of Fire: Burning Hands");
    // 8 + proficiency 3 + Intelligence 4.
    expect(eventsOf(step.events, "save").map((e) => e.difficulty)).toEqual([15]);
    const item = eventsOf(step.events, "item")[0]!;
    expect(item).toMatchObject({ name: "Staff of Fire", from: 10, to: 9 });
    expect(formatEvent(item, names)).toBe(`${WIZARD}'s Staff of Fire: charges 10 → 9`);
  });
});
