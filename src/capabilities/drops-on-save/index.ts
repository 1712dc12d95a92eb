// Capability package "drops-on-save": a save that, failed, drops its target to 0 (1.245: ending Quivering Palm's
// vibrations).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { type DroppedEvent, droppedText, format } from "./def.js";
import { effectWorth } from "./director.js";
import { dropsOnSave } from "./drops.js";

export const dropsOnSavePackage: CapabilityPackage = {
  id: "drops-on-save",
  summary:
    'A target failing an entry\'s save drops to 0 health instead of taking its amount; one passing takes it as onSuccess says, all of it under "none" (1.245).',
  requires: ["base"],
  implements: ["1.245 dropsOnFailedSave"],
  modules: [{ priority: 256, module: dropsOnSave }],
  format,
  effectWorth,
  events: { dropped: ((e, n) => droppedText(e as DroppedEvent, n)) as EventText },
};
