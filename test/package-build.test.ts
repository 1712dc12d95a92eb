// `npm start` builds with --if-changed: after a build (npm test makes one first), nothing is rebuilt until an
// input changes.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILD_OUTPUTS, buildInputsHash, builtAndCurrent } from "../scripts/build-inputs.mjs";

describe("the build skips itself when nothing changed", () => {
  it("stops before building when the inputs are those of the last build", () => {
    expect(BUILD_OUTPUTS.every((file) => existsSync(file))).toBe(true);
    const out = execFileSync(process.execPath, ["scripts/build.mjs", "--if-changed"], { encoding: "utf8" });
    // A build would compile the wasm and end with "built dist/: …".
    expect(out).toBe("dist/ is up to date (no input changed since the last build)\n");
  });

  it("builds again when the inputs differ from the last build's", () => {
    expect(builtAndCurrent(buildInputsHash())).toBe(true);
    expect(builtAndCurrent(`${buildInputsHash()}0`)).toBe(false);
  });
});
