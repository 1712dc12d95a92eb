// What the log shows for the ids an event carries, as an interface with no behaviour (`names.ts` reads the ruleset
// and the fight for it): kept apart so the event types can name it without importing the uses a name is read from.

export interface Names {
  /** A combatant by id. */
  who(id: string): string;
  /** A use (`spells/shield`, `action:bite`, `items/rapier`) of the combatant `who`. */
  use(who: string, use: string): string;
  /** A live pool (`slot_1`). */
  pool(id: string): string;
  /** An action budget (`action`, `bonus`). */
  budget(id: string): string;
  /** A standard action (`dash`). */
  action(id: string): string;
  /** A check (`athletics`) or a save (`dex_save`). */
  check(id: string): string;
  /** A distance in the ruleset's unit. */
  distance(amount: number): string;
}

export const plainNames: Names = {
  who: (id) => id,
  use: (_who, use) => use,
  pool: (id) => id,
  budget: (id) => id,
  action: (id) => id,
  check: (id) => id,
  distance: (amount) => String(amount),
};
