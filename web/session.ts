// A fight the page can take back: only the human's choices are kept, the enemy side is replayed by its
// policy, so undo is "start again from the same seed and replay every choice but the last".
import type { Choice, Engine, Fight } from "../src/index.js";
import type { EncounterDef, RulesetDoc, SheetData } from "../src/ruleset/index.js";
import { enemyChoice } from "./opponent.js";

// A fight that keeps asking the policy longer than this is stuck, not thinking.
const MAX_ENEMY_CHOICES = 2000;

export interface SessionSetup {
  readonly engine: Engine;
  readonly ruleset: RulesetDoc;
  readonly encounter: EncounterDef;
  readonly party: readonly SheetData[];
  readonly seed: number;
}

export class Session {
  private constructor(
    readonly setup: SessionSetup,
    readonly fight: Fight,
    readonly choices: readonly Choice[],
  ) {}

  static start(setup: SessionSetup): Session {
    const { engine, ruleset, encounter, party, seed } = setup;
    const fight = engine.startCombat(ruleset, {
      party,
      enemies: encounter.enemies,
      ...(encounter.inLair ? { inLair: encounter.inLair } : {}),
      ...(encounter.board ? { board: encounter.board } : {}),
      ...(encounter.scene ? { scene: encounter.scene } : {}),
      seed,
    });
    return new Session(setup, playEnemies(ruleset, fight), []);
  }

  /** Whether the party is to choose now (a turn or a reaction window). */
  get partyActs(): boolean {
    const who = this.fight.whoActs;
    return !this.fight.over && who !== undefined && this.fight.state.combatants[who]?.side === "party";
  }

  /** The session after the human's choice and the enemies' answers; a rejection leaves `choices` as they were. */
  choose(choice: Choice): Session {
    const next = this.fight.choose(choice);
    if (next.rejected) return new Session(this.setup, next, this.choices);
    return new Session(this.setup, playEnemies(this.setup.ruleset, next), [...this.choices, choice]);
  }

  /** The same fight replayed from its seed without the last choice. */
  undo(): Session {
    let s = Session.start(this.setup);
    for (const choice of this.choices.slice(0, -1)) s = s.choose(choice);
    return s;
  }
}

function playEnemies(ruleset: RulesetDoc, fight: Fight): Fight {
  let f = fight;
  for (let i = 0; i < MAX_ENEMY_CHOICES && !f.over; i++) {
    const who = f.whoActs;
    if (who === undefined || f.state.combatants[who]?.side === "party") return f;
    f = f.choose(enemyChoice(ruleset, f.state));
    if (f.rejected) throw new Error(`the enemy side's choice was rejected: ${f.rejected.message}`);
  }
  return f;
}
