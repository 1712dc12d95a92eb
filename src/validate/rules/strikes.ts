// What a damaging use needs to be meaningful: 1.83 amountAdd, 1.281 drain, 1.311 slay (1.420
// longRange's rule is its package's, entry-long-range; 1.255 halfOnMiss's, half-on-miss).
import { excludes, MECHANICS, needs, type StatedRule } from "./rule.js";

export const strikeRules: readonly StatedRule[] = [
  // amountAdd "needs an `amount`".
  needs("1.83", MECHANICS, "amountAdd", ["amount"]),
  // "a drain on an entry without an `amount`, on a heal, or on a creature action without `damage` is rejected".
  needs("1.281", ["entry.mechanics", "item.use"], "drain", ["amount"]),
  needs("1.281", ["creature.action"], "drain", ["damage"]),
  excludes("1.281", MECHANICS, "drain", "kind", "heal"),
  // "`slaysOnFailedSave` needs `save`, and `healsOnSlay` needs `slaysOnFailedSave`".
  needs("1.311", MECHANICS, "slaysOnFailedSave", ["save"]),
  needs("1.311", MECHANICS, "healsOnSlay", ["slaysOnFailedSave"]),
];
