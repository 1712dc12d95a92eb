// The wasm's constants (generated from assembly/abi.ts) and what the TypeScript side builds on them.
import { F_EFFECT, F_LIGHT, F_MOVE, F_SIGHT } from "../../bindings/abi.generated.js";

export {
  F_EFFECT,
  F_GROWTH,
  F_HALVES,
  F_LIGHT,
  F_MOVE,
  F_SIGHT,
  F_TOWARD_HALVES,
  OPT_SQUEEZE_ONLY,
  OPT_TOWARD,
  REL_ALLY,
  REL_BLOCK,
  REL_NONE,
} from "../../bindings/abi.generated.js";

export const F_BLOCKS = F_MOVE | F_SIGHT | F_LIGHT | F_EFFECT;

export const BLOCK_BITS: Record<string, number> = { move: F_MOVE, sight: F_SIGHT, light: F_LIGHT, effect: F_EFFECT };
export const LIGHT_LEVELS = ["dark", "dim", "bright", "sunlight"] as const;
export const OBSCURED = ["clear", "light", "heavy"] as const;
