// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import type { EventWordings } from "../../combat/event-text.js";
import type { Names } from "../../combat/names.js";
import type { SummonEvent } from "./def.js";

function summonText(e: SummonEvent, n: Names): string {
  const by = n.who(e.by);
  const at = e.at ? ` at (${e.at.join(", ")})` : "";
  switch (e.what) {
    case "appear":
      return `${by}'s ${e.name} stays${at}, for ${e.left} turn${e.left === 1 ? "" : "s"}`;
    case "strike":
      return `${by}'s ${e.name} strikes at ${n.who(e.target ?? "")}${at}`;
    case "end":
      return `${by}'s ${e.name} is gone (${e.why})`;
  }
}

export const events: EventWordings = { summon: summonText };
