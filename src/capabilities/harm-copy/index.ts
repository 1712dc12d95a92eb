// Capability package "harm-copy": the applier of a condition takes the harm its holder takes (1.409: Warding Bond).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { harmCopy } from "./copy.js";
import { format, type HarmCopied, harmCopiedText } from "./def.js";

export const harmCopyPackage: CapabilityPackage = {
  id: "harm-copy",
  summary: "Whoever applied a condition takes the same damage its holder takes, never passed on twice (1.409).",
  requires: ["base"],
  implements: ["1.409 copiesHarmToSource"],
  modules: [{ priority: 510, module: harmCopy }],
  format,
  events: { "harm-copied": ((e, n) => harmCopiedText(e as HarmCopied, n)) as EventText },
};
