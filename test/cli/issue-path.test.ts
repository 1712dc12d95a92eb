// What a person reads of a validator path: entries named by id beside their index.
import { describe, expect, it } from "vitest";
import { parsePath, readablePath } from "../../src/cli/issue-path.js";
import { nearest } from "../../src/cli/suggest.js";

describe("readablePath", () => {
  const doc = { catalogs: { spells: { entries: [{ id: "a" }, { name: "no id" }, { id: "fire-ball" }] } }, "x y": [1] };

  it("shows the id of each entry beside its index", () => {
    expect(readablePath("catalogs.spells.entries[2].mechanics.range", doc)).toBe(
      'catalogs.spells.entries[2 "fire-ball"].mechanics.range',
    );
    expect(readablePath("catalogs.spells.entries[1].name", doc)).toBe("catalogs.spells.entries[1].name");
  });

  it("keeps paths it cannot follow, and quoted keys, as they are", () => {
    expect(readablePath('["x y"][0]', doc)).toBe('["x y"][0]');
    expect(readablePath("$", doc)).toBe("$");
    expect(readablePath("nowhere[3].id", doc)).toBe("nowhere[3].id");
    expect(parsePath("a..b")).toBeUndefined();
  });
});

describe("nearest", () => {
  it("counts swapped letters as one edit", () => {
    expect(nearest("fihgt", ["fight", "demo", "simulate"])).toBe("fight");
    expect(nearest("smiulate", ["fight", "simulate"])).toBe("simulate");
    expect(nearest("xyz", ["fight", "demo"])).toBeUndefined();
  });
});
