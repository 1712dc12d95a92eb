// The capability registry as the validator reads it, built once on first use.
import { allKeys, compareVersions, limitAt, type Place, type Registry, versionFor } from "../registry/index.js";
import type { KeyRecord } from "../registry/types.js";
import { type Capabilities, capabilitiesOf } from "./capabilities.js";

let cached: Capabilities | undefined;

export function registryCapabilities(): Capabilities {
  cached ??= viewOf(allKeys());
  return cached;
}

/** The view of another registry (an engine composed of a subset of the packages). */
export function registryView(registry: Registry): Capabilities {
  return viewOf(registry.records);
}

function viewOf(records: readonly KeyRecord[]): Capabilities {
  {
    const byPlace = new Map<Place, KeyRecord[]>();
    for (const record of records) {
      for (const place of record.where) {
        let list = byPlace.get(place);
        if (!list) {
          list = [];
          byPlace.set(place, list);
        }
        list.push(record);
      }
    }
    return capabilitiesOf({
      keysAt: (place) => byPlace.get(place) ?? [],
      limitAt,
      limitVersion: versionFor,
      compareVersions,
    });
  }
}
