import { describe, expect, it } from "vitest";
import { ACTION_PATH, issuesOf, withAction } from "./helpers.js";

// 1.281: "a drain ... on a creature action without `damage` is rejected"; a creature action writes `damage`,
// never an entry's `amount`, so its drain needs only that.
describe("1.281: a creature action's drain needs damage", () => {
  const path = `${ACTION_PATH}.drain`;
  const ruleIssues = (doc: unknown) => issuesOf(doc).filter((i) => i.path === path && i.capability === "1.281");

  it("is rejected as missing without damage", () => {
    expect(ruleIssues(withAction({ drain: {}, damage: undefined })).map((i) => i.code)).toContain("missing");
  });

  it("is accepted beside damage, with no amount", () => {
    expect(ruleIssues(withAction({ drain: {} })).filter((i) => i.code === "missing")).toEqual([]);
  });
});
