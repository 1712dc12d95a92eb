// `gamemode-engine import 5e-database DIR`: reads the source folder and prints the import.
import { afterEach, describe, expect, it, vi } from "vitest";
import { importCommand } from "../../src/import/5e-database/cli.js";
import { FIXTURES } from "./fixtures.js";

describe("the import command", () => {
  afterEach(() => vi.restoreAllMocks());

  it("prints every monster and spell, the complete magic items and the figures", () => {
    let out = "";
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      out += String(chunk);
      return true;
    });
    expect(importCommand(["5e-database", FIXTURES])).toBe(0);
    const result = JSON.parse(out);
    expect(result.creatures.map((c: { id: string }) => c.id)).toEqual([
      "tusked-raider",
      "ember-hound",
      "storm-wyrm",
      "hedge-witch",
      "dust-imp",
    ]);
    expect(result.spells.map((s: { id: string }) => s.id)).toEqual([
      "spark",
      "cinder-ball",
      "mend-flesh",
      "bramble-wall",
      "gossip",
    ]);
    expect(result.report.items).toHaveLength(9);
    expect(result.figures.monsters).toMatchObject({ complete: 2, of: 5 });
  });

  it("refuses a wrong source name or a folder without the files", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(importCommand(["open5e", FIXTURES])).toBe(2);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("usage"));
    expect(() => importCommand(["5e-database", "test/import"])).toThrow(/cannot read .*5e-SRD-Monsters\.json/);
  });
});
