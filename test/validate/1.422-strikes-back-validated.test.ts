import { describe, expect, it } from "vitest";
import { at, MECHANICS_PATH, variant, withMechanics } from "./helpers.js";

// 1.422: `missed` narrows an `attacked` moment; `sourceIs` needs a moment someone causes, and its sizes come from
// `combat.sizes`; `strikesWith` is a reaction entry's, striking the one who caused the moment, dealing nothing of its
// own; `redirects` goes with `{"on": "attacked", "missed": true, "at": "chosen"}`, never aimed at its holder. 1.250's
// `within` goes without `for` on the `harmed` and `attacked` moments 1.422 writes it on (Retaliation, Giant Killer).
const P = MECHANICS_PATH;

/** A reaction entry with no effects of its own: the fixture's spell stripped of its cone, damage and save. */
const entry = (extra: Record<string, unknown>, version?: string) =>
  withMechanics(
    { kind: "utility", area: undefined, amount: undefined, damageType: undefined, save: undefined, ...extra },
    version,
  );
const budget = { budget: "reaction", cost: undefined, perCostStep: undefined, range: undefined };

describe("1.422: the attacked moment and source tests", () => {
  it("accepts Giant Killer and Stand Against the Tide as the reference writes them", () => {
    const giantKiller = entry({
      ...budget,
      reaction: { on: "attacked", within: 5, sourceIs: { atLeastSize: "large" } },
      strikesWith: "melee",
    });
    expect(at(giantKiller, P).concat(at(giantKiller, `${P}.reaction`), at(giantKiller, `${P}.strikesWith`))).toEqual(
      [],
    );
    const tide = entry({
      ...budget,
      targets: "any",
      reaction: { on: "attacked", missed: true, blow: "melee", at: "chosen" },
      redirects: true,
    });
    expect(at(tide, `${P}.redirects`).concat(at(tide, `${P}.reaction.missed`))).toEqual([]);
  });

  it("rejects missed on any moment but attacked", () => {
    const doc = entry({ ...budget, reaction: { on: "harmed", missed: true } });
    expect(at(doc, `${P}.reaction.missed`)).toEqual(["not-allowed 1.422"]);
  });

  it("rejects sourceIs on a moment no one causes (a fall), and its sizes without combat.sizes", () => {
    const fall = entry({ ...budget, reaction: { on: "falls", sourceIs: { types: ["giant"] } } });
    expect(at(fall, `${P}.reaction.sourceIs`)).toEqual(["not-allowed 1.422"]);
    const noSizes = variant((d) => {
      delete d.combat.sizes;
      Object.assign(d.catalogs.spells.entries[2].mechanics, {
        kind: "utility",
        budget: "reaction",
        reaction: { on: "attacked", sourceIs: { atLeastSize: "large" } },
        strikesWith: "melee",
      });
      for (const k of ["area", "amount", "damageType", "save", "cost", "perCostStep", "range"])
        delete d.catalogs.spells.entries[2].mechanics[k];
    });
    expect(at(noSizes, `${P}.reaction.sourceIs`)).toEqual(["missing 1.422"]);
  });

  it("rejects strikesWith off a reaction, on a fall, at a chosen creature, or with effects of its own", () => {
    expect(at(entry({ strikesWith: "melee" }), `${P}.strikesWith`)).toEqual(["missing 1.422"]);
    expect(at(entry({ ...budget, reaction: { on: "falls" }, strikesWith: "melee" }), `${P}.strikesWith`)).toEqual([
      "not-allowed 1.422",
    ]);
    expect(
      at(entry({ ...budget, reaction: { on: "caught", at: "chosen" }, strikesWith: "melee" }), `${P}.strikesWith`),
    ).toEqual(["not-allowed 1.422"]);
    const dealing = entry({ ...budget, reaction: { on: "harmed" }, strikesWith: "melee", amount: "1d6" });
    expect(at(dealing, `${P}.amount`)).toEqual(["not-allowed 1.422"]);
    expect(at(entry({ ...budget, reaction: { on: "harmed" }, strikesWith: "ranged" }), `${P}.strikesWith`)).toEqual([
      "out-of-range 1.422",
    ]);
  });

  it("rejects redirects without an attacked moment that missed and is at a chosen creature, or aimed at itself", () => {
    const tide = (reaction: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      entry({ ...budget, targets: "any", reaction, redirects: true, ...extra });
    expect(at(tide({ on: "attacked", at: "chosen" }), `${P}.redirects`)).toEqual(["not-allowed 1.422"]);
    expect(at(tide({ on: "attacked", missed: true }), `${P}.redirects`)).toEqual(["not-allowed 1.422"]);
    expect(at(tide({ on: "caught", at: "chosen" }), `${P}.redirects`)).toEqual(["not-allowed 1.422"]);
    expect(at(tide({ on: "attacked", missed: true, at: "chosen" }, { targets: "self" }), `${P}.redirects`)).toEqual([
      "not-allowed 1.422",
    ]);
    expect(at(tide({ on: "attacked", missed: true, at: "chosen" }, { amount: "1d4" }), `${P}.amount`)).toEqual([
      "not-allowed 1.422",
    ]);
  });

  it("needs 1.422", () => {
    const doc = entry({ ...budget, reaction: { on: "attacked", missed: true } }, "1.421");
    expect(at(doc, `${P}.reaction.missed`)).toEqual(["needs-version 1.422"]);
  });

  it("within without for: on harmed and attacked (1.422), still refused on other moments", () => {
    expect(at(entry({ ...budget, reaction: { on: "harmed", within: 5 } }), `${P}.reaction.within`)).toEqual([]);
    expect(at(entry({ ...budget, reaction: { on: "attacked", within: 5 } }), `${P}.reaction.within`)).toEqual([]);
    expect(at(entry({ ...budget, reaction: { on: "aimed", within: 5 } }), `${P}.reaction.within`)).toEqual([
      "not-allowed 1.250",
      "not-allowed 1.250",
    ]);
  });
});
