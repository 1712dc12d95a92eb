// 1.271: an item use's `label` (a word) and `amountAdd` (a value), `chargeStep.push` (a distance), and
// `charges.breaksOn.regains` (`atLeast` and `amount`, which lets `atMost` be left out); all need 1.271.
import { describe, expect, it } from "vitest";
import { at, ITEM_USE_PATH, variant, withItemUse } from "./helpers.js";

const ITEM = "catalogs.gear.entries[1]";

/** The fixture's potion given charges that `breaksOn` as written, declaring `version`. */
const breaking = (breaksOn: Record<string, unknown>, version?: string) =>
  variant((d) => {
    d.catalogs.gear.entries[1].charges = { max: 50, breaksOn };
    d.catalogs.gear.entries[1].use.charges = 1;
  }, version);

describe("1.271 staves and rings", () => {
  it("accepts a labelled use with an amount from the sheet, and a push for each more charge", () => {
    const doc = withItemUse({
      label: "Cure Wounds",
      amountAdd: { abilityModFromField: "wis" },
      push: 5,
      charges: 1,
      chargeStep: { max: 2, amount: "2d10", push: 5 },
    });
    expect(at(doc, ITEM_USE_PATH)).toEqual([]);
    expect(at(doc, `${ITEM_USE_PATH}.label`)).toEqual([]);
    expect(at(doc, `${ITEM_USE_PATH}.chargeStep.push`)).toEqual([]);
  });

  it("rejects a label that is not a word, an amountAdd that is not a value, a push that is not a distance", () => {
    expect(at(withItemUse({ label: 7 }), `${ITEM_USE_PATH}.label`)).toEqual(["wrong-type 1.271"]);
    expect(at(withItemUse({ amountAdd: "wis" }), `${ITEM_USE_PATH}.amountAdd`)).not.toEqual([]);
    const push = withItemUse({ charges: 1, chargeStep: { max: 2, push: -5 } });
    expect(at(push, `${ITEM_USE_PATH}.chargeStep.push`)).not.toEqual([]);
  });

  it("an item that regains charges on its last charge may leave atMost out; one that neither breaks nor regains may not", () => {
    expect(at(breaking({ regains: { atLeast: 20, amount: "1d12+1" } }), `${ITEM}.charges.breaksOn.atMost`)).toEqual([]);
    expect(issuesOfItem(breaking({ regains: { atLeast: 20, amount: "1d12+1" } }))).toEqual([]);
    expect(at(breaking({ die: 20 }), `${ITEM}.charges.breaksOn.atMost`)).toEqual(["missing 1.271"]);
  });

  it("regains needs atLeast and amount", () => {
    expect(at(breaking({ regains: { amount: "1d12+1" } }), `${ITEM}.charges.breaksOn.regains.atLeast`)).toEqual([
      "missing 1.271",
    ]);
    expect(at(breaking({ regains: { atLeast: 20 } }), `${ITEM}.charges.breaksOn.regains.amount`)).toEqual([
      "missing 1.271",
    ]);
    expect(
      at(breaking({ regains: { atLeast: 20, amount: "lots" } }), `${ITEM}.charges.breaksOn.regains.amount`),
    ).toEqual(["bad-dice 1.271"]);
  });

  it("needs 1.271", () => {
    expect(at(withItemUse({ label: "Cure Wounds" }, "1.270"), `${ITEM_USE_PATH}.label`)).toEqual([
      "needs-version 1.271",
    ]);
    expect(at(withItemUse({ amountAdd: 2 }, "1.270"), `${ITEM_USE_PATH}.amountAdd`)).toEqual(["needs-version 1.271"]);
    const push = withItemUse({ charges: 1, chargeStep: { max: 2, push: 5 } }, "1.270");
    expect(at(push, `${ITEM_USE_PATH}.chargeStep.push`)).toEqual(["needs-version 1.271"]);
    expect(
      at(breaking({ regains: { atLeast: 20, amount: "1d12+1" } }, "1.270"), `${ITEM}.charges.breaksOn.regains`),
    ).toEqual(["needs-version 1.271"]);
  });
});

function issuesOfItem(doc: unknown): string[] {
  return at(doc, `${ITEM}.charges.breaksOn`).concat(at(doc, `${ITEM}.charges`));
}
