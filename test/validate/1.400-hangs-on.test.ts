import { describe, expect, it } from "vitest";
import { issuesOf, variant } from "./helpers.js";

// 1.400: "There must be `uses`, `spends` or `save`, and creatures accept neither `spends` nor `tally`."
describe("1.400: hangsOn", () => {
  const creature = "catalogs.monsters.entries[1]";
  const withHangsOn = (hangsOn: unknown) =>
    variant((d) => {
      d.catalogs.monsters.entries[1].hangsOn = hangsOn;
    });
  const ruleIssues = (d: unknown) =>
    issuesOf(d)
      .filter((i) => i.capability === "1.400" && ["missing", "not-allowed"].includes(i.code))
      .map((i) => `${i.path.replace(creature, "C")} ${i.code}`);

  it("names uses, spends or save", () => {
    expect(ruleIssues(withHangsOn({ label: "Undying" }))).toEqual(["C.hangsOn missing"]);
    expect(ruleIssues(withHangsOn({ uses: 1 }))).toEqual([]);
  });

  it("a creature's has no spends nor save.tally", () => {
    expect(ruleIssues(withHangsOn({ spends: "ki" }))).toEqual(["C.hangsOn.spends not-allowed"]);
    expect(ruleIssues(withHangsOn({ save: { save: "con_save", difficulty: 5, tally: "hit_dice" } }))).toEqual([
      "C.hangsOn.save.tally not-allowed",
    ]);
  });
});
