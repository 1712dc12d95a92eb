// The log's wording of the seal's events.
import type { EventText } from "../../combat/events.js";
import type { Names } from "../../combat/names.js";
import type { SealBrokenEvent, SealCarryEvent, SealRollEvent } from "./def.js";

export function sealBrokenText(e: SealBrokenEvent, n: Names): string {
  return `${n.who(e.by)}'s ${e.name} breaks the ${e.condition} around ${n.who(e.who)}`;
}

export function sealCarryText(e: SealCarryEvent, n: Names): string {
  if (e.what === "lift") return `${n.who(e.carrier)} lifts ${n.who(e.who)} to carry`;
  if (e.what === "down") return `${n.who(e.carrier)} puts ${n.who(e.who)} down`;
  return `${n.who(e.carrier)} no longer carries ${n.who(e.who)}`;
}

export function sealRollText(e: SealRollEvent, n: Names): string {
  return `${n.who(e.who)} rolls along, up to ${n.distance(e.distance)}`;
}

export const events = {
  "seal-broken": ((e, n) => sealBrokenText(e as SealBrokenEvent, n)) as EventText,
  "seal-carry": ((e, n) => sealCarryText(e as SealCarryEvent, n)) as EventText,
  "seal-roll": ((e, n) => sealRollText(e as SealRollEvent, n)) as EventText,
};
