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

  it("exits 0 and prints nothing for a valid ruleset", () => {
    expect(run("validate", fixturePath)).toEqual({ code: 0, out: "", err: "" });
  });

  it("exits 1 with one line per issue: path code message", () => {
    const { code, out } = run("validate", broken);
    expect(code).toBe(1);
    expect(out.trim().split("\n")).toEqual([
      `combat.bogus unknown-key unknown key "bogus"`,
      `sheet.skills[0].ability bad-reference no ability "strength" is declared`,
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
