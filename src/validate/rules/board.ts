// Boards (1.318): "A board holds at most 32 events." The bound is the registry's, at the declared version.
import { limitAt } from "../../registry/index.js";
import type { StatedRule } from "./rule.js";

const boardEvents: StatedRule = {
  section: "1.318",
  places: ["board"],
  trigger: "events",
  says: "a board holds at most 32 events",
  check(node, emit, root) {
    const events = node.events;
    if (!Array.isArray(events)) return;
    const declared = typeof root.capabilityApi === "string" ? root.capabilityApi : "base";
    // Below 1.318 the key itself is reported as needing that version; the bound is the one it brings.
    const max = limitAt("board.events", declared) ?? limitAt("board.events", "1.318")!;
    if (events.length > max) emit(["events"], "too-many", `${events.length} board events; at most ${max} (1.318)`);
  },
};

export const boardRules: readonly StatedRule[] = [boardEvents];
