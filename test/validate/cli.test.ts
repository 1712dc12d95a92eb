import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;
const fixturePath = join(root, "test/fixtures/minimal-5e.json");

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [join(root, "bin/gamemode-engine.js"), ...args], { encoding: "utf8" });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe("gamemode-engine validate", () => {
  let broken: string;

  beforeAll(() => {
    execFileSync(process.execPath, [join(root, "scripts/build.mjs")], { cwd: root, stdio: "ignore" });
    const doc = JSON.parse(readFileSync(fixturePath, "utf8"));
    doc.sheet.skills[0].ability = "strength";
    doc.combat.bogus = true;
    broken = join(mkdtempSync(join(tmpdir(), "validate-")), "broken.json");
    writeFileSync(broken, JSON.stringify(doc));
  }, 120_000);

  it("exits 0 and says so in one line for a valid ruleset", () => {
    expect(run("validate", fixturePath)).toEqual({
      code: 0,
      out: `${fixturePath}: a valid ruleset; it uses only the base keys\n`,
      err: "",
    });
  });

  it("validates the merged { ruleset, characters } file the package ships", () => {
    const r = run("validate", join(root, "rulesets/srd5e.json"));
    expect(r.code).toBe(0);
    expect(r.out.trim().split("\n")).toHaveLength(1);
    expect(r.out).toMatch(/a valid ruleset; it uses keys up to Capability API 1\.(\d+) \(level \1\)/);
  });

  it("checks a merged file's characters against its encounters' parties", () => {
    const doc = JSON.parse(readFileSync(join(root, "rulesets/srd5e.json"), "utf8"));
    const gone = doc.characters.shift().id;
    doc.extra = 1;
    const file = join(mkdtempSync(join(tmpdir(), "validate-")), "merged.json");
    writeFileSync(file, JSON.stringify(doc));
    const r = run("validate", file);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`extra unknown-key`);
    expect(r.out).toMatch(
      new RegExp(`ruleset\\.encounters\\[\\d+ "[a-z-]+"\\]\\.party\\[\\d+\\] bad-reference no character "${gone}"`),
    );
  });

  it("names an entry by its id beside its index; --json keeps the plain path", () => {
    const doc = JSON.parse(readFileSync(fixturePath, "utf8"));
    const i = doc.catalogs.spells.entries.length - 1;
    const id = doc.catalogs.spells.entries[i].id;
    doc.catalogs.spells.entries[i].bogus = 1;
    const file = join(mkdtempSync(join(tmpdir(), "validate-")), "entry.json");
    writeFileSync(file, JSON.stringify(doc));
    expect(run("validate", file).out).toContain(`catalogs.spells.entries[${i} "${id}"].bogus unknown-key`);
    expect(JSON.parse(run("validate", file, "--json").out).issues[0].path).toBe(`catalogs.spells.entries[${i}].bogus`);
  });

  it("exits 1 with one line per issue: path code message", () => {
    const { code, out } = run("validate", broken);
    expect(code).toBe(1);
    expect(out.trim().split("\n")).toEqual([
      `combat.bogus unknown-key unknown key "bogus"`,
      `sheet.skills[0 "athletics"].ability bad-reference no ability "strength" is declared`,
    ]);
  });

  it("prints the report with --json", () => {
    const { code, out } = run("validate", broken, "--json");
    expect(code).toBe(1);
    const report = JSON.parse(out);
    expect(report.ok).toBe(false);
    expect(report.needs).toBe("base");
    expect(report.issues).toHaveLength(2);
    expect(JSON.parse(run("validate", fixturePath, "--json").out)).toEqual({ ok: true, needs: "base", issues: [] });
  });

  it("exits 2 on usage errors", () => {
    expect(run("validate").code).toBe(2);
    expect(run("validate", fixturePath, "--bogus").code).toBe(2);
    expect(run("validate", join(root, "no-such-file.json")).code).toBe(2);
  });
});
