// The constants the TypeScript side shares with the wasm (the ABI beyond the exported functions).
// bindings/abi.generated.ts is generated from this file by scripts/abi.mjs (run by the build; a test checks it
// is current). Bump ABI_VERSION whenever an export, a constant or a memory layout the bindings read changes:
// the loader refuses a module built for another version.

export const ABI_VERSION: i32 = 2;

// Cell flags (the `flags` array).
export const F_MOVE: u8 = 1; // blocks walking
export const F_SIGHT: u8 = 2; // blocks sight
export const F_LIGHT: u8 = 4; // blocks light
export const F_EFFECT: u8 = 8; // blocks areas' line of effect
export const F_HALVES: u8 = 16; // 1.175 halvesSpeed: doubles the step again
export const F_GROWTH: u8 = 32; // 1.318 growth: entry cost at least 2, lightly obscures
export const F_TOWARD_HALVES: u8 = 64; // halvesSpeed that applies only on steps toward a point

// Relation of an occupant to the mover (the `rel` table, filled per query).
export const REL_NONE: u8 = 0; // the mover itself, or nobody
export const REL_ALLY: u8 = 1; // may pass through, may not end there
export const REL_BLOCK: u8 = 2; // may not enter

// Diagonal rules and walking options of the path queries.
export const RULE_5E: i32 = 0; // every diagonal costs 1
export const RULE_5105: i32 = 1; // every second diagonal costs 2
export const OPT_SQUEEZE_ONLY: i32 = 1; // a diagonal is refused only between two walls, not past one
export const OPT_TOWARD: i32 = 2; // toward-point costs apply (point given in doubled coordinates)

/** The ABI version this module was built for: the loader checks it before any query. */
export function abiVersion(): i32 {
  return ABI_VERSION;
}
