// The capability registry as the validator reads it, built once per installed registry on first use.
import { compareVersions, limitAt, type Place, type Registry, registry, versionFor } from "../registry/index.js";
import type { KeyRecord } from "../registry/types.js";
import { type Capabilities, capabilitiesOf } from "./capabilities.js";

let cached: { readonly of: Registry; readonly view: Capabilities } | undefined;

export function registryCapabilities(): Capabilities {
  // A composition root installing its packages makes a new registry: the view follows it.
  const now = registry();
  if (cached?.of !== now) cached = { of: now, view: viewOf(now.records) };
  return cached.view;
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
