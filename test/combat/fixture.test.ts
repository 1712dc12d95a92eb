// The combat tests run on a valid ruleset: the fixture passes the validator at the version it declares, and a
// fight starts from what `load()` returns as well as from the plain document.
import { describe, expect, it } from "vitest";
import { startCombat } from "../../src/combat/index.js";
import { load, validate } from "../../src/validate/index.js";
import { fighter, ruleset } from "./helpers.js";

describe("the combat fixture ruleset", () => {
  it("validates, needing no more than the version it declares", () => {
    const report = validate(ruleset);
    expect(report.issues).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.needs).toBe(ruleset.capabilityApi);
  });

  it("starts the same fight from a loaded ruleset and from the document", () => {
    const setup = { party: [fighter], enemies: [{ creature: "monsters/goblin", count: 2 }], seed: 9 };
    const fromDoc = startCombat(ruleset, setup);
    const fromLoaded = startCombat(load(ruleset), setup);
    expect(fromLoaded.events).toEqual(fromDoc.events);
    expect(fromLoaded.state).toEqual(fromDoc.state);
  });
});
