// Scenario rulesets go through the public `load()`: a scenario can only pass on input a user could load. Any issue
// the validator reports fails the test that imports the fixture, with the issues listed.
import { expect } from "vitest";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { load, validate } from "../../src/validate/index.js";

/** The document as `load()` accepts it; fails with the validator's issues when it does not. */
export function loadedDoc(doc: unknown): RulesetDoc {
  const issues = validate(doc).issues.map((i) => `${i.path} ${i.code}: ${i.message}`);
  expect(issues, "the scenario's ruleset must load").toEqual([]);
  return load(doc).doc;
}
