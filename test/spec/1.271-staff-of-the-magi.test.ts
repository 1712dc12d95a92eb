// 1.271 — Staff of the Magi: "An item's `charges.breaksOn` can carry `regains {atLeast, amount}`: when the last charge
// is spent and its die shows `atLeast` or higher, the item instead regains `amount` charges (a Staff of the Magi's 1d12
// + 1 on a 20), in fights, outside fights, and when the inventory spends a charge; for an item that never breaks,
// `atMost` can then be omitted." The SRD's staff casts its 7th-level Fireball for 7 charges; out of fights, see
// 1.271-staves-and-rings.
import { beforeAll, describe, expect, it } from "vitest";
import { formatEvent, namesFor, options, settleSheets } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { eventsOf } from "../support/sorcerer.js";
import { carrying, holderTurn } from "../support/staves.js";

let ruleset: RulesetDoc;
const WIZARD = "Sabine (Wizard 5)";
const USE = "items/staff-of-the-magi#use";

describe("1.271 Staff of the Magi", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("its last charges spent in a fight: a 20 regains 1d12 + 1, any other face leaves it empty and whole", () => {
    let regained = 0;
    let empty = 0;
    for (let seed = 0; seed < 300 && (regained === 0 || empty === 0); seed++) {
      const s = holderTurn(ruleset, carrying("wizard-5", "staff-of-the-magi", 7), {
        at: [2, 5],
        goblins: [[20, 5]],
        seed,
      });
      const option = options(ruleset, s).find((o) => o.kind === "use" && o.use === USE)!;
      expect(option.label).toBe("Staff of the Magi: Fireball");
      const step = acceptIn(ruleset, s, { option: option.id, at: [20, 5] });
      const item = eventsOf(step.events, "item")[0]!;
      expect(item).toMatchObject({ name: "Staff of the Magi", from: 7, to: 0 });
      const last = item.lastCharge!;
      expect(last).toMatchObject({ sides: 20, broke: false });
      const stack = settleSheets(ruleset, step.state)[WIZARD]!.inventory!.at(-1)!;
      expect(stack.item).toBe("items/staff-of-the-magi");
      if (last.face === 20) {
        regained++;
        expect(last.regains!.dice.expr).toBe("1d12 + 1");
        expect(stack.charges).toBe(last.regains!.to);
        expect(formatEvent(item, namesFor(ruleset, step.state))).toBe(
          `${WIZARD}'s Staff of the Magi: charges 7 → 0 (last charge: d20 20, it regains ${last.regains!.to} charges)`,
        );
      } else {
        empty++;
        expect(last.regains).toBeUndefined();
        expect(stack.charges).toBe(0);
      }
    }
    expect(regained).toBeGreaterThan(0);
    expect(empty).toBeGreaterThan(0);
  });
});
