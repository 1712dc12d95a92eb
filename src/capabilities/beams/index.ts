// Capability package "beams": More targets from a sheet value; a repeating use, each naming its own attack (1.305).

import type { CapabilityPackage } from "../../combat/package.js";
import { beams } from "./beams.js";
import { format } from "./format.js";

export const beamsPackage: CapabilityPackage = {
  id: "beams",
  summary: "More targets from a sheet value; a repeating use, each naming its own attack (1.305).",
  requires: ["base"],
  implements: ["1.305 targetsScale", "1.305 targetsScale.from", "1.305 targetsScale.table", "1.305 targetsRepeat"],
  format,
  modules: [{ priority: 110, module: beams }],
};
