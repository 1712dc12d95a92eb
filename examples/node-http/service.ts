// The fight service as plain JSON handlers: the caller holds the combat state and sends it back with each
// choice, so the server keeps nothing between requests. The director (the engine's AI) plays the enemy side
// unless the caller asks to play it too (`auto: false`), and answers "what would you do here?" for any side.
import { type Choice, type CombatEvent, type CombatState, direct, type Engine, type Fight } from "gamemode-engine";

// The ruleset as plain JSON (what a file or a database holds).
type RulesetDoc = Parameters<typeof direct>[0];
type SideMember = Parameters<Engine["startCombat"]>[1]["party"][number];
// A side member that is a sheet, not a creature reference.
type SheetData = Exclude<SideMember, string | { readonly creature: string }>;

export interface StartRequest {
  readonly encounter: string;
  readonly seed: number;
  /** Party sheets, for encounters that name none (or to replace the ones they name). */
  readonly party?: readonly SheetData[];
  /** Whether the director answers the enemy side's turns and reactions (default true). */
  readonly auto?: boolean;
}

export interface ChooseRequest {
  readonly state: CombatState;
  readonly choice: Choice;
  readonly auto?: boolean;
}

export interface DirectRequest {
  readonly state: CombatState;
}

/** A request the service turns down: the HTTP layer answers 400 with `body`. */
export class BadRequest extends Error {
  constructor(readonly body: Record<string, unknown>) {
    super(String(body.error ?? "bad request"));
  }
}

// Enough for any real fight; a loop past it means a broken policy, not a long fight.
const MAX_ENEMY_CHOICES = 2000;

/** `characters` are the ready-made sheets an encounter may name by id (the SRD file carries them). */
export function fightService(engine: Engine, ruleset: RulesetDoc, characters: readonly SheetData[] = []) {
  const reply = (fight: Fight) => ({
    state: fight.state,
    events: fight.log as readonly CombatEvent[],
    whoActs: fight.whoActs ?? null,
    options: fight.options(),
    outcome: fight.state.outcome,
  });
  const after = (fight: Fight, auto: boolean | undefined) =>
    reply(auto === false ? fight : playEnemies(ruleset, fight));

  const partyOf = (req: StartRequest, named: readonly (SheetData | string)[]): readonly SideMember[] =>
    req.party ??
    named.map((p) => {
      if (typeof p !== "string") return p;
      const sheet = characters.find((c) => c.id === p);
      if (!sheet) throw new BadRequest({ error: `the encounter names ${p}, which this ruleset has no sheet for` });
      return sheet;
    });

  const resume = (state: CombatState | undefined) => {
    if (!state || typeof state !== "object") throw new BadRequest({ error: "send the state of the last answer" });
    try {
      return engine.resume(ruleset, state);
    } catch (error) {
      throw new BadRequest({ error: error instanceof Error ? error.message : String(error) });
    }
  };

  return {
    start(req: StartRequest) {
      const encounter = ruleset.encounters?.find((e) => e.id === req?.encounter);
      if (!encounter) throw new BadRequest({ error: `no encounter ${JSON.stringify(req?.encounter)}` });
      if (!Number.isSafeInteger(req.seed)) throw new BadRequest({ error: "seed must be a whole number" });
      let fight: Fight;
      try {
        fight = engine.startCombat(ruleset, {
          party: partyOf(req, encounter.party ?? []),
          enemies: encounter.enemies,
          ...(encounter.board ? { board: encounter.board } : {}),
          ...(encounter.scene ? { scene: encounter.scene } : {}),
          seed: req.seed,
        });
      } catch (error) {
        if (error instanceof BadRequest) throw error;
        throw new BadRequest({ error: error instanceof Error ? error.message : String(error) });
      }
      return after(fight, req.auto);
    },

    choose(req: ChooseRequest) {
      if (!req?.state || !req.choice) throw new BadRequest({ error: "send { state, choice }" });
      const next = resume(req.state).choose(req.choice);
      if (next.rejected) throw new BadRequest({ rejected: next.rejected });
      return after(next, req.auto);
    },

    /** The director's choice for whoever must act in `state` (either side); send it to /fights/choose. */
    direct(req: DirectRequest) {
      const fight = resume(req?.state);
      if (fight.over) throw new BadRequest({ error: "the fight is over: no one has a choice to make" });
      return { who: fight.whoActs ?? null, choice: direct(ruleset, fight.state) };
    },
  };
}

function playEnemies(ruleset: RulesetDoc, fight: Fight): Fight {
  let f = fight;
  for (let i = 0; i < MAX_ENEMY_CHOICES && !f.over; i++) {
    const who = f.whoActs;
    if (who === undefined || f.state.combatants[who]?.side === "party") break;
    f = f.choose(direct(ruleset, f.state));
    if (f.rejected) throw new Error(`the director's choice was rejected: ${f.rejected.message}`);
  }
  return f;
}
