// The fight service as plain JSON handlers: the caller holds the combat state and sends it back with each
// choice, so the server keeps nothing between requests. The enemy side is played here, by the engine's policy.
import {
  type Choice,
  type CombatEvent,
  type CombatState,
  type Engine,
  type Fight,
  simplePolicy,
} from "gamemode-engine";

// The ruleset as plain JSON (what a file or a database holds).
type RulesetDoc = Parameters<typeof simplePolicy>[0];
type SheetData = Parameters<Engine["startCombat"]>[1]["party"][number];

export interface StartRequest {
  readonly encounter: string;
  readonly seed: number;
  /** Party sheets, for encounters that name none. */
  readonly party?: readonly SheetData[];
}

export interface ChooseRequest {
  readonly state: CombatState;
  readonly choice: Choice;
}

/** A request the service turns down: the HTTP layer answers 400 with `body`. */
export class BadRequest extends Error {
  constructor(readonly body: Record<string, unknown>) {
    super(String(body.error ?? "bad request"));
  }
}

// Enough for any real fight; a loop past it means a broken policy, not a long fight.
const MAX_ENEMY_CHOICES = 2000;

export function fightService(engine: Engine, ruleset: RulesetDoc) {
  const reply = (fight: Fight, events: readonly CombatEvent[]) => ({
    state: fight.state,
    events,
    options: fight.options(),
    outcome: fight.state.outcome,
  });

  return {
    start(req: StartRequest) {
      const encounter = ruleset.encounters?.find((e) => e.id === req?.encounter);
      if (!encounter) throw new BadRequest({ error: `no encounter ${JSON.stringify(req?.encounter)}` });
      if (!Number.isSafeInteger(req.seed)) throw new BadRequest({ error: "seed must be a whole number" });
      const party = req.party ?? (encounter.party ?? []).filter((p): p is SheetData => typeof p === "object");
      let fight: Fight;
      try {
        fight = engine.startCombat(ruleset, {
          party,
          enemies: encounter.enemies,
          ...(encounter.board ? { board: encounter.board } : {}),
          ...(encounter.scene ? { scene: encounter.scene } : {}),
          seed: req.seed,
        });
      } catch (error) {
        throw new BadRequest({ error: error instanceof Error ? error.message : String(error) });
      }
      return reply(...playEnemies(ruleset, fight));
    },

    choose(req: ChooseRequest) {
      if (!req?.state || !req.choice) throw new BadRequest({ error: "send { state, choice }" });
      const next = engine.resume(ruleset, req.state).choose(req.choice);
      if (next.rejected) throw new BadRequest({ rejected: next.rejected });
      return reply(...playEnemies(ruleset, next));
    },
  };
}

function playEnemies(ruleset: RulesetDoc, fight: Fight): [Fight, CombatEvent[]] {
  let f = fight;
  for (let i = 0; i < MAX_ENEMY_CHOICES && !f.over; i++) {
    const who = f.whoActs;
    if (who === undefined || f.state.combatants[who]?.side === "party") break;
    f = f.choose(simplePolicy(ruleset, f.state));
  }
  return [f, [...f.log]];
}
