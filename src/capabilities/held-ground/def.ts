// Held Ground as the story hands it to a fight (1.323) and as the story lifts it (1.330): JSON like the rest of
// the state, with the marks the fight leaves on combatants.

/** One track every felled combatant with a sheet moves, and by how many levels (the showcase's Owing marks). */
export interface HeldGroundMark {
  readonly track: string;
  readonly by: number;
}

/** Ground where death is withheld: those who drop to zero are felled instead of dying or going down. */
export interface HeldGround {
  readonly label: string;
  /** A combat condition the felled suffer. */
  readonly condition: string;
  readonly marks: readonly HeldGroundMark[];
}

/** How the story lifts Held Ground (1.330). */
export interface HeldGroundRelease {
  /** `"down"`: felled characters go down and start dying instead of dying (foes die either way). */
  readonly felled?: "down";
  /** The marks on a track fall due as death saves: `track` (Held Ground's first mark's when omitted), `bonus`. */
  readonly owing?: { readonly track?: string; readonly bonus?: number };
}

declare module "../../combat/setup.js" {
  interface CombatSetup {
    /** 1.323: the fight takes place on Held Ground, as the story's region rules hand it to the fight. */
    readonly heldGround?: HeldGround;
  }
}

declare module "../../combat/types.js" {
  interface CombatState {
    /** 1.323: the fight takes place on Held Ground; gone once the story lifts it (1.330). */
    heldGround?: HeldGround;
  }
  interface Combatant {
    /** 1.323: dropped to zero on Held Ground, for the story to raise later; gone when healed back up. */
    felled?: true;
    /** 1.323: felled by a strike that reaps: stays down, and a reaped character is dead. */
    reaped?: true;
  }
  interface ActiveCondition {
    /** 1.323: Held Ground's condition on one it felled: it comes off when they are healed back up or the ground is lifted. */
    heldGround?: true;
  }
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.323: those the blow fells on Held Ground are reaped (a creature action's own key). */
    readonly reaps?: boolean;
  }
}

declare module "../../ruleset/catalog.js" {
  interface ItemAttackDef {
    /** 1.323: the Reaping Hook's attack reaps those it fells on Held Ground. */
    readonly reaps?: boolean;
  }
}
