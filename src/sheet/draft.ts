// Operations work on a deep copy of the sheet and hand it back only when they succeed, so a rejection
// leaves the caller's sheet exactly as it was.
import type { SheetData } from "../ruleset/index.js";

export type Mutable<T> = T extends readonly (infer U)[]
  ? Mutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Mutable<T[K]> }
    : T;

export type DraftSheet = Mutable<SheetData>;

export type DraftLive = NonNullable<DraftSheet["live"]>;

export function draftOf(sheet: SheetData): DraftSheet {
  return structuredClone(sheet) as DraftSheet;
}

/** The live block of a draft, created on first write. */
export function liveOf(draft: DraftSheet): DraftLive {
  draft.live ??= {};
  return draft.live;
}

/** A record inside the live block, created on first write. */
export function liveRecord<K extends "pools" | "tracks" | "temporary" | "overMax" | "texts">(
  draft: DraftSheet,
  key: K,
): NonNullable<DraftLive[K]> {
  const live = liveOf(draft);
  live[key] ??= {} as NonNullable<DraftLive[K]>;
  return live[key] as NonNullable<DraftLive[K]>;
}
