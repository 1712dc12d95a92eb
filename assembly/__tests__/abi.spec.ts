// abi.ts: the version the bindings compare, and flag and relation constants that never share a bit.
import {
  ABI_VERSION,
  abiVersion,
  F_EFFECT,
  F_GROWTH,
  F_HALVES,
  F_LIGHT,
  F_MOVE,
  F_SIGHT,
  F_TOWARD_HALVES,
  REL_ALLY,
  REL_BLOCK,
  REL_NONE,
} from "../abi";

describe("the wasm ABI", () => {
  it("reports its own version", () => {
    expect<i32>(abiVersion()).toBe(ABI_VERSION);
  });

  it("gives each cell flag a bit of its own", () => {
    const flags: u8[] = [F_MOVE, F_SIGHT, F_LIGHT, F_EFFECT, F_HALVES, F_GROWTH, F_TOWARD_HALVES];
    let seen: u32 = 0;
    for (let i = 0; i < flags.length; i++) {
      const f = <u32>flags[i];
      expect<u32>(f & (f - 1)).toBe(0, "one bit");
      expect<u32>(seen & f).toBe(0, "not shared");
      seen |= f;
    }
  });

  it("tells the three relations apart", () => {
    expect<bool>(REL_NONE != REL_ALLY && REL_ALLY != REL_BLOCK && REL_NONE != REL_BLOCK).toBe(true);
  });
});
