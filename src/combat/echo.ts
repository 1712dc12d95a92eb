// An act that repeats an earlier use's effect (a lasting zone catching someone, a summoned weapon striking):
// its user's use again at the level it was paid at, marked as an echo so nothing is paid or begun again.
import type { ActFrame } from "./types.js";

/** What an echo repeats: who used what, and the steps and level it was paid at. */
export interface EchoSource {
  readonly by: string;
  readonly use: string;
  readonly steps: number;
  readonly level?: number;
}

export function echoAct(source: EchoSource, targets: string[]): ActFrame {
  const act: ActFrame = {
    kind: "act",
    actor: source.by,
    use: source.use,
    targets,
    steps: source.steps,
    i: 0,
    began: false,
    rolls: {},
    asked: [],
    dealt: {},
    echo: true,
  };
  if (source.level !== undefined) act.level = source.level;
  return act;
}
