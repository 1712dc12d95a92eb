// capabilityApi over a fake registry: the highest V such that every key at or below V is implemented.
import { describe, expect, it } from "vitest";
import {
  allKeys,
  capabilityApi,
  compareVersions,
  type KeyRecord,
  keylessSections,
  Registry,
  sectionStatus,
} from "../../src/registry/index.js";
import { unpack } from "../../src/registry/records.js";

const rec = (key: string, version: string, implemented: boolean): KeyRecord => ({
  key,
  kind: "key",
  version,
  also: [],
  where: ["entry.mechanics"],
  schema: "any",
  title: "",
  implemented,
});

describe("capabilityApi", () => {
  it('is "0" when a base key is not implemented', () => {
    expect(new Registry([rec("kind", "base", true), rec("range", "base", false)]).capabilityApi()).toBe("0");
  });
  it("is base when every base key is implemented and a later one is not", () => {
    const r = new Registry([rec("kind", "base", true), rec("amountAdd", "1.83", false)]);
    expect(r.capabilityApi()).toBe("base");
  });
  it("stops below the first version with a key not implemented, whatever comes after", () => {
    const r = new Registry([
      rec("kind", "base", true),
      rec("amountAdd", "1.83", true),
      rec("summons", "1.122", true),
      rec("zone", "1.172", true),
      rec("zone.rounds", "1.172", false),
      rec("zone.move", "1.173", true),
    ]);
    expect(r.capabilityApi()).toBe("1.122");
  });
  it("orders versions numerically (1.83 before 1.122)", () => {
    const r = new Registry([rec("a", "base", true), rec("b", "1.122", true), rec("c", "1.83", false)]);
    expect(r.capabilityApi()).toBe("base");
  });
  it("reaches the last version when everything is implemented", () => {
    const r = new Registry([rec("a", "base", true), rec("b", "1.424", true)], keylessSections);
    expect(r.capabilityApi()).toBe("1.424");
  });
  it("counts a key-less section as a step: its behaviour unclaimed stops the level below it", () => {
    expect(keylessSections).toEqual(["1.243", "1.277"]);
    expect(new Registry([rec("a", "base", true), rec("b", "1.424", true)]).capabilityApi()).toBe("base");
    const ids = unpack().map((r) => `${r.version} ${r.key}`);
    const without277 = new Registry(unpack(ids), [...ids, "1.243"]).capabilityApi();
    expect(compareVersions(without277, "1.243")).toBeGreaterThanOrEqual(0);
    expect(compareVersions(without277, "1.277")).toBeLessThan(0);
    expect(compareVersions(new Registry(unpack(ids), ids).capabilityApi(), "1.243")).toBeLessThan(0);
  });
  it("shows every section with its status, key-less ones by their claimed behaviour", () => {
    const ids = unpack().map((r) => `${r.version} ${r.key}`);
    const statuses = new Registry(unpack(ids), [...ids, "1.277"]).sectionStatus();
    expect(statuses.find((s) => s.version === "1.277")).toMatchObject({ keyless: true, keys: 0, status: "yes" });
    expect(statuses.find((s) => s.version === "1.243")).toMatchObject({ keyless: true, implemented: 0, status: "no" });
    expect(statuses.find((s) => s.version === "1.172")).toMatchObject({ keyless: false, status: "yes" });
    const engine = sectionStatus();
    expect(engine.map((s) => s.version)).toContain("1.243");
    expect(engine.find((s) => s.version === "1.277")).toMatchObject({ keyless: true, status: "yes" });
    expect(engine.find((s) => s.version === "base")?.status).toBe("yes");
    expect(engine.some((s) => s.status === "partly")).toBe(true);
  });
  it("reads the implemented list of the engine's records", () => {
    const all = unpack();
    const base = all.filter((r) => r.version === "base").map((r) => `${r.version} ${r.key}`);
    expect(new Registry(unpack(base)).capabilityApi()).toBe("base");
    const every = [...all.map((r) => `${r.version} ${r.key}`), ...keylessSections];
    expect(new Registry(unpack(every), every).capabilityApi()).toBe("1.424");
  });
  it("is the engine's own: every key up to it implemented, and some key of the next version not", () => {
    const level = capabilityApi();
    const keys = allKeys();
    const upTo = keys.filter((k) => level !== "0" && compareVersions(k.version, level) <= 0);
    expect(upTo.every((k) => k.implemented)).toBe(true);
    const above = keys.filter((k) => level === "0" || compareVersions(k.version, level) > 0);
    const next = [...above.map((k) => k.version), ...keylessSections.filter((v) => compareVersions(v, level) > 0)].sort(
      compareVersions,
    )[0];
    const stops = (v: string) =>
      keylessSections.includes(v)
        ? sectionStatus().find((s) => s.version === v)?.status === "no"
        : above.some((k) => k.version === v && !k.implemented);
    if (next !== undefined) expect(stops(next)).toBe(true);
  });
});
