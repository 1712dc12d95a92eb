// docs/cli.md stays in step with the command line: every command is in its table, and its list of bundled
// encounters is the bundled SRD's.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMMANDS } from "../../src/cli/commands.js";
import { srd5e } from "../../src/srd/index.js";

const doc = readFileSync(new URL("../../docs/cli.md", import.meta.url), "utf8");

describe("docs/cli.md", () => {
  it("has a row for every command, and no row for a command that does not exist", () => {
    const rows = [...doc.matchAll(/^\| `([a-z-]+)[ `]/gm)].map((m) => m[1]);
    expect(rows.sort()).toEqual(COMMANDS.map((c) => c.name).sort());
  });

  it("lists every bundled encounter with its name, in order", () => {
    const block = doc.slice(doc.indexOf("<!-- encounters:start -->"), doc.indexOf("<!-- encounters:end -->"));
    const listed = [...block.matchAll(/^- `([^`]+)`: (.+)$/gm)].map((m) => [m[1], m[2]]);
    expect(listed).toEqual((srd5e.encounters ?? []).map((e) => [e.id, e.name]));
  });
});
