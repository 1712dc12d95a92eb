// Capability package "item-becomes": an item that becomes another item when its last charge is spent (1.272).

import type { CapabilityPackage } from "../../combat/package.js";
import { itemBecomes } from "./becomes.js";
import { format } from "./def.js";

export const itemBecomesPackage: CapabilityPackage = {
  id: "item-becomes",
  summary: "An item that becomes another item on the faces of its last-charge die that would break it (1.272).",
  requires: ["base"],
  implements: ["1.272 charges.breaksOn.becomes"],
  modules: [{ priority: 1272, module: itemBecomes }],
  format,
};
