import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.253: "It is a `utility` without a reaction", and an alteration changes something; `usesSpentByLevel` prices an
// entry with `alters`.
describe("1.253: the rules of an altering entry", () => {
  const at = (key: string) => `${MECHANICS_PATH}.${key}`;
  const careful = { catalogs: ["spells"], heightens: true };
  const own = (extra: Record<string, unknown>) =>
    issuesOf(withMechanics(extra)).filter((i) => i.capability === "1.253" && i.code !== "unsupported");

  it("refuses an entry with alters that is not a utility", () => {
    expect(own({ kind: "buff", alters: careful })).toContainEqual(
      expect.objectContaining({ path: at("alters"), code: "not-allowed" }),
    );
  });

  it("refuses an entry with alters that is a reaction", () => {
    expect(own({ kind: "utility", alters: careful, reaction: { on: "hit" } })).toContainEqual(
      expect.objectContaining({ path: at("alters"), code: "not-allowed" }),
    );
  });

  it("refuses alters that change nothing", () => {
    expect(own({ kind: "utility", alters: { catalogs: ["spells"] } })).toContainEqual(
      expect.objectContaining({ path: at("alters"), code: "missing" }),
    );
  });

  it("refuses alters without catalogs, and catalogs the ruleset does not have", () => {
    expect(issuesOf(withMechanics({ kind: "utility", alters: { heightens: true } }))).toContainEqual(
      expect.objectContaining({ path: at("alters.catalogs"), code: "missing" }),
    );
    expect(
      issuesOf(withMechanics({ kind: "utility", alters: { catalogs: ["nowhere"], heightens: true } })),
    ).toContainEqual(expect.objectContaining({ path: at("alters.catalogs[0]") }));
  });

  it("refuses usesSpentByLevel without alters", () => {
    expect(own({ kind: "utility", usesSpentByLevel: true })).toContainEqual(
      expect.objectContaining({ path: at("usesSpentByLevel"), code: "not-allowed" }),
    );
  });

  it("accepts a utility with an alteration and its price", () => {
    expect(own({ kind: "utility", alters: { ...careful, joins: true }, usesSpentByLevel: true })).toEqual([]);
    expect(issuesOf(withMechanics({ kind: "utility", alters: careful }))).toEqual([]);
  });
});
