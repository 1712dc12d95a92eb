// The capability registry as the validator reads it, built once on first use.
import { allKeys, compareVersions, limitAt, type Place, versionFor } from "../registry/index.js";
import type { KeyRecord } from "../registry/types.js";
import { type Capabilities, capabilitiesOf } from "./capabilities.js";

let cached: Capabilities | undefined;

export function registryCapabilities(): Capabilities {
  if (!cached) {
    const byPlace = new Map<Place, KeyRecord[]>();
    for (const record of allKeys()) {
      for (const place of record.where) {
        let list = byPlace.get(place);
        if (!list) {
          list = [];
          byPlace.set(place, list);
        }
        list.push(record);
      }
    }
    cached = capabilitiesOf({
      keysAt: (place) => byPlace.get(place) ?? [],
      limitAt,
      limitVersion: versionFor,
      compareVersions,
    });
  }
  return cached;
}
