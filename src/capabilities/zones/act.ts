// The act a zone pushes when it catches someone or goes off: its caster's use again, marked as an echo so nothing
// is paid, at the level the zone was cast at.
import type { ActFrame } from "../../combat/types.js";
import type { ZoneState } from "./state.js";

export function zoneAct(zone: ZoneState, targets: string[]): ActFrame {
  const act: ActFrame = {
    kind: "act",
    actor: zone.by,
    use: zone.use,
    targets,
    steps: zone.steps,
    i: 0,
    began: false,
    rolls: {},
    asked: [],
    dealt: {},
    echo: true,
  };
  if (zone.level !== undefined) act.level = zone.level;
  return act;
}
