// Mirrors of the constants in assembly/board.ts and assembly/path.ts (the wasm ABI).
export const F_MOVE = 1;
export const F_SIGHT = 2;
export const F_LIGHT = 4;
export const F_EFFECT = 8;
export const F_HALVES = 16;
export const F_GROWTH = 32;
export const F_TOWARD_HALVES = 64;
export const F_BLOCKS = F_MOVE | F_SIGHT | F_LIGHT | F_EFFECT;

export const REL_NONE = 0;
export const REL_ALLY = 1;
export const REL_BLOCK = 2;

export const OPT_SQUEEZE_ONLY = 1;
export const OPT_TOWARD = 2;

export const BLOCK_BITS: Record<string, number> = { move: F_MOVE, sight: F_SIGHT, light: F_LIGHT, effect: F_EFFECT };
export const LIGHT_LEVELS = ["dark", "dim", "bright", "sunlight"] as const;
export const OBSCURED = ["clear", "light", "heavy"] as const;
