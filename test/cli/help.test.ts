// The command line's conventions, from the built bundle (npm test builds first): help on stdout with exit 0,
// --version, a did-you-mean for a mistyped command, and errors that name the file.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMMANDS } from "../../src/cli/commands.js";
import { srd5e } from "../../src/srd/index.js";
import { ENGINE_VERSION } from "../../src/version.js";

function run(...args: string[]) {
  const r = spawnSync(process.execPath, ["bin/gamemode-engine.js", ...args], { encoding: "utf8", timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("help", () => {
  it.each([["--help"], ["-h"], ["help"], []])("%s prints every command on stdout, exit 0", (...args) => {
    const r = run(...args);
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    for (const c of COMMANDS) expect(r.out).toMatch(new RegExp(`^  ${c.name} `, "m"));
  });

  it.each(COMMANDS.map((c) => c.name))("%s --help, -h and help COMMAND print its usage, exit 0", (name) => {
    for (const args of [
      [name, "--help"],
      [name, "-h"],
      ["help", name],
    ]) {
      const r = run(...args);
      expect(r.code).toBe(0);
      expect(r.err).toBe("");
      expect(r.out).toMatch(new RegExp(`^usage: gamemode-engine ${name}`));
    }
  });

  it("--help wins over other options, even ones the command does not know", () => {
    const r = run("fight", "--bogus", "--help");
    expect(r.code).toBe(0);
    expect(r.out).toContain("--encounter ID");
  });

  it("--version and -v print the version and the level as a level", () => {
    for (const flag of ["--version", "-v", "version"]) {
      const r = run(flag);
      expect(r.code).toBe(0);
      expect(r.out).toContain(`gamemode-engine ${ENGINE_VERSION}`);
      expect(r.out).toMatch(/Capability API 1\.(\d+) \(level \1\)/);
      expect(r.out).toContain("comes before 1.317");
    }
  });
});

describe("mistakes", () => {
  it("an unknown command says so and suggests the nearest", () => {
    const r = run("fihgt");
    expect(r.code).toBe(2);
    expect(r.out).toBe("");
    expect(r.err).toContain('unknown command "fihgt"');
    expect(r.err).toContain("Did you mean `gamemode-engine fight`?");
    expect(run("validat").err).toContain("`gamemode-engine validate`");
    expect(run("zzzzzz").err).not.toContain("Did you mean");
    expect(run("help", "fihgt").code).toBe(2);
  });

  it("an unknown option points to the command's help", () => {
    const r = run("fight", "--bogus");
    expect(r.code).toBe(2);
    expect(r.err).toContain("'--bogus'");
    expect(r.err).toContain("gamemode-engine fight --help");
  });

  it("an unknown encounter lists the valid ids", () => {
    const r = run("fight", "--encounter", "nope");
    expect(r.code).toBe(2);
    expect(r.err).toContain('no encounter "nope"');
    for (const e of srd5e.encounters ?? []) expect(r.err).toContain(e.id);
  });

  it("a missing file is named, without a raw system error", () => {
    const r = run("fight", "--ruleset", "nofile.json");
    expect(r.code).toBe(2);
    expect(r.err).toContain("cannot read ruleset nofile.json: no such file");
    expect(r.err).not.toContain("ENOENT");
    expect(run("validate", "nofile.json").err).toContain("nofile.json: no such file");
  });

  it("malformed JSON names the file, the line and the column", () => {
    const file = join(mkdtempSync(join(tmpdir(), "cli-")), "broken.json");
    writeFileSync(file, '{\n  "a": 1,\n  }');
    const r = run("fight", "--ruleset", file);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`ruleset ${file} is not valid JSON`);
    expect(r.err).toMatch(/at line 3, column 3/);
    expect(r.err).not.toMatch(/at position/);
    const v = run("validate", file);
    expect(v.code).toBe(1);
    expect(v.out).toContain(`${file} is not valid JSON`);
    expect(v.out).toMatch(/at line 3, column 3/);
  });
});

describe("encounters", () => {
  it("lists every bundled encounter, as text and as JSON", () => {
    const ids = (srd5e.encounters ?? []).map((e) => e.id);
    const text = run("encounters");
    expect(text.code).toBe(0);
    for (const id of ids) expect(text.out).toMatch(new RegExp(`^  ${id} `, "m"));
    const rows = JSON.parse(run("encounters", "--json").out) as { id: string; enemies: string[] }[];
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(rows[0]!.enemies).toEqual(["4 Goblin", "Wolf"]);
  });
});
