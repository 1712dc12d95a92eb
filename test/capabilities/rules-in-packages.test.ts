// A rule the reference states for a key lives with the key: in the package that implements it. The validator's own
// rules (src/validate/rules) keep only the base game's and those of sections no package implements yet.
import { describe, expect, it } from "vitest";
import { PACKAGES } from "../../src/index.js";
import { STATED_RULES } from "../../src/validate/rules/index.js";

describe("stated rules live in the package of their key", () => {
  it("leaves no rule of a package's key among the validator's own", () => {
    const owners = PACKAGES.filter((p) => p.id !== "base").flatMap((p) =>
      (p.implements ?? []).map((key) => ({ key, id: p.id })),
    );
    const misplaced = STATED_RULES.flatMap((rule) => {
      const at = `${rule.section} ${rule.trigger}`;
      return owners
        .filter(({ key }) => key === at || key.startsWith(`${at}.`) || key.startsWith(`${at}[]`))
        .map(({ key, id }) => `${at} (says ${rule.says}) belongs to package ${id} (${key})`);
    });
    expect(misplaced).toEqual([]);
  });
});
