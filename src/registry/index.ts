// The capability registry: every key of the reference, the version that introduced it, where it may
// appear, a coarse schema, and whether this engine implements it. The validator, docs/capabilities.md
// and `engine.capabilityApi` all read it.
import type { Place } from "./places.js";
import { keylessSections, sections, unpack } from "./records.js";
import type { KeyRecord, SectionStatus } from "./types.js";
import { compareVersions } from "./version.js";

export { ENGINE_LIMITS, LIMITS, type Limit, type LimitStep, limit, limitAt, versionFor } from "./limits.js";
export { isPlace, PLACE_IDS, PLACES, type Place } from "./places.js";
export { keylessSections, sections } from "./records.js";
export type { KeyKind, KeyRecord, Schema, SectionInfo, SectionStatus } from "./types.js";
export { compareVersions, isVersion } from "./version.js";

/** A registry over a set of records: the engine's own, or one built for a test. */
export class Registry {
  readonly records: readonly KeyRecord[];
  /** The key-less sections whose behaviour is implemented (their bare versions). */
  readonly behaviours: ReadonlySet<string>;
  private readonly byPlace = new Map<Place, Map<string, KeyRecord>>();

  /** `implemented`: what the packages claim ("<version> <key>", or a key-less section's bare version). */
  constructor(records: readonly KeyRecord[], implemented: Iterable<string> = []) {
    this.records = records;
    const claimed = new Set(implemented);
    this.behaviours = new Set(keylessSections.filter((v) => claimed.has(v)));
    for (const r of records)
      for (const p of r.where) {
        let m = this.byPlace.get(p);
        if (!m) {
          m = new Map();
          this.byPlace.set(p, m);
        }
        // One record per key and place: the extractor keeps the first version.
        if (!m.has(r.key)) m.set(r.key, r);
      }
  }

  /** The record of `key` at `place`, or undefined when the reference has no such key there. */
  lookup(place: Place, key: string): KeyRecord | undefined {
    return this.byPlace.get(place)?.get(key);
  }

  /** Every key the reference allows at `place` (with their records). */
  keysAt(place: Place): ReadonlyMap<string, KeyRecord> {
    return this.byPlace.get(place) ?? new Map();
  }

  isImplemented(place: Place, key: string): boolean {
    return this.lookup(place, key)?.implemented ?? false;
  }

  /**
   * The highest version V such that every key at or below V is implemented: "0" when not even the base
   * keys are. Versions that introduce keys count as steps, and so do key-less sections (their behaviour).
   */
  capabilityApi(): string {
    const keyless = new Set(keylessSections);
    const versions = [...new Set([...this.records.map((r) => r.version), ...keyless])].sort(compareVersions);
    let level = "0";
    for (const v of versions) {
      if (keyless.has(v) ? !this.behaviours.has(v) : this.records.some((r) => r.version === v && !r.implemented)) break;
      level = v;
    }
    return level;
  }

  /** Every section of the reference, in order, with how much of it is implemented (key-less ones included). */
  sectionStatus(): SectionStatus[] {
    return sections.map((s) => {
      const rows = this.records.filter((r) => r.version === s.version);
      const keyless = rows.length === 0;
      const keys = rows.length;
      const implemented = keyless ? (this.behaviours.has(s.version) ? 1 : 0) : rows.filter((r) => r.implemented).length;
      const whole = keyless ? 1 : keys;
      const status = implemented === whole ? "yes" : implemented > 0 ? "partly" : "no";
      return { ...s, keys, implemented, keyless, status };
    });
  }
}

let engineRegistry: Registry | undefined;
let installed: ReadonlySet<string> | undefined;

/** Called by the composition root (src/capabilities/index.ts): the records its packages implement, as
 * "<version> <key>". The registry never lists them itself: they are derived from the package descriptors. */
export function installImplemented(records: Iterable<string>): void {
  installed = new Set(records);
  engineRegistry = undefined;
}

/** The records the installed packages implement. */
export function implementedRecords(): ReadonlySet<string> {
  if (!installed)
    throw new Error("no capability packages installed: import the engine through its entry (gamemode-engine)");
  return installed;
}

/** The engine's registry, built on first use from the installed packages. */
export function registry(): Registry {
  engineRegistry ??= new Registry(unpack(implementedRecords()), implementedRecords());
  return engineRegistry;
}

export function allKeys(): readonly KeyRecord[] {
  return registry().records;
}

export function lookup(place: Place, key: string): KeyRecord | undefined {
  return registry().lookup(place, key);
}

export function keysAt(place: Place): ReadonlyMap<string, KeyRecord> {
  return registry().keysAt(place);
}

export function isImplemented(place: Place, key: string): boolean {
  return registry().isImplemented(place, key);
}

/** Every section of the reference with its status in this engine (see Registry.sectionStatus). */
export function sectionStatus(): SectionStatus[] {
  return registry().sectionStatus();
}

/** The Capability API level this engine reports (see Registry.capabilityApi). */
export function capabilityApi(): string {
  return registry().capabilityApi();
}
