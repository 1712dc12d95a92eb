// Capability package "tracks": moving live tracks and giving back sealed health in a fight (1.201: Greater
// Restoration, Sickening Radiance), and by a condition as it ends (1.239: Frenzy).

import "./def.js";
import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format, type TrackMoved, trackMovedText, type Unsealed, unsealedText } from "./def.js";
import { effectWorth } from "./director.js";
import { state } from "./saved-state.js";
import { tracksModule } from "./tracks.js";

export const tracksPackage: CapabilityPackage = {
  id: "tracks",
  summary:
    "Live tracks moved by an entry, or by a condition as it ends, within their range (halving the maximum at once, defeating at a level that says so), and sealed or lowered health given back to the maximum (1.201, 1.239).",
  // What it gives back is what the sheet sealed and what max-health and sealing lowered in the fight; a cure that
  // also ends conditions is aimed as the cures package says.
  requires: ["base", "max-health", "cures"],
  implements: [
    "1.201 tracks",
    "1.201 tracks.track",
    "1.201 tracks.by",
    "1.201 unseals",
    "1.201 live tracks",
    "1.201 levels[].defeats",
    "1.239 onEnd.tracks",
  ],
  format,
  state,
  effectWorth,
  events: {
    "track-moved": ((e, n) => trackMovedText(e as TrackMoved, n)) as EventText,
    unsealed: ((e, n) => unsealedText(e as Unsealed, n)) as EventText,
  },
  // Before max-health (293) settles what the fight lowered, so an unsealing clears only what came before it.
  modules: [{ priority: 288, module: tracksModule }],
};
