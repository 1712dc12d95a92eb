import { describe, expect, it } from "vitest";
import { ATTACK_PATH, at, withAttack } from "./helpers.js";

// The reference gives an item's `attack` no `tags` (an item's tags sit on the item itself).
describe("base: an item attack has no tags", () => {
  it("reports attack.tags as an unknown key", () => {
    expect(at(withAttack({ tags: ["magical"] }), `${ATTACK_PATH}.tags`)).toEqual(["unknown-key base"]);
  });
});
