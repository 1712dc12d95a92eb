// Live tracks (exhaustion): a level index within the track's range; some levels halve maximum health,
// and reaching a level with `defeats` defeats the holder (1.201).
import type { RulesetDoc, SheetData, TrackDef } from "../ruleset/index.js";
import { trackDef } from "./doc.js";
import { type DraftSheet, liveOf, liveRecord } from "./draft.js";
import { reject } from "./errors.js";
import type { SheetEvent } from "./events.js";

export function trackLevel(doc: RulesetDoc, sheet: SheetData, id: string): number {
  const def = trackDef(doc, id);
  if (!def) return reject("unknown-track", `no live track ${JSON.stringify(id)}`, `live.tracks.${id}`);
  return sheet.live?.tracks?.[id] ?? def.start ?? 0;
}

/** Whether any track's current level (or one below it) halves maximum health. */
export function healthHalved(doc: RulesetDoc, sheet: SheetData): boolean {
  return (doc.sheet.live?.tracks ?? []).some((t: TrackDef) => {
    const level = trackLevel(doc, sheet, t.id);
    return t.levels.slice(0, level + 1).some((l) => l.halvesMaxHealth);
  });
}

/** Moves a track by `by` levels, clamped to its range; returns the event, or none when it did not move. */
export function moveTrack(doc: RulesetDoc, draft: DraftSheet, id: string, by: number, path: string): SheetEvent[] {
  const def = trackDef(doc, id);
  if (!def) return reject("unknown-track", `no live track ${JSON.stringify(id)}`, path);
  const from = trackLevel(doc, draft, id);
  const to = Math.min(Math.max(from + by, 0), def.levels.length - 1);
  if (to === from) return [];
  liveRecord(draft, "tracks")[id] = to;
  const events: SheetEvent[] = [{ type: "track", track: id, from, to, label: def.levels[to].label }];
  if (to > from && def.levels[to].defeats) {
    liveOf(draft).defeated = true;
    events.push({ type: "defeated", reason: `track:${id}` });
  }
  return events;
}
