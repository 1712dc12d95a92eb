// `npm start` builds with --if-changed: after a build (npm test makes one first), nothing is rebuilt until an
// input changes.
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILD_OUTPUTS, buildInputsHash, builtAndCurrent } from "../scripts/build-inputs.mjs";

describe("the build skips itself when nothing changed", () => {
  it("leaves dist/ untouched after a build of the same inputs", () => {
    const before = BUILD_OUTPUTS.map((file) => statSync(file).mtimeMs);
    const out = execFileSync(process.execPath, ["scripts/build.mjs", "--if-changed"], { encoding: "utf8" });
    expect(out).toContain("up to date");
    expect(BUILD_OUTPUTS.map((file) => statSync(file).mtimeMs)).toEqual(before);
  });

  it("builds again when the inputs differ from the last build's", () => {
    expect(builtAndCurrent(buildInputsHash())).toBe(true);
    expect(builtAndCurrent(`${buildInputsHash()}0`)).toBe(false);
  });
});
