// A character sheet: the values of one character, shaped by the ruleset's SheetDef.

export interface SheetData {
  readonly id?: string;
  readonly name: string;
  readonly abilities: Readonly<Record<string, number>>;
  readonly fields?: Readonly<Record<string, number | string | boolean>>;
  /** Proficiency tier id per skill and save id (the first tier when absent). */
  readonly proficiencies?: Readonly<Record<string, string>>;
  readonly live?: {
    readonly pools?: Readonly<Record<string, number>>;
    readonly tracks?: Readonly<Record<string, number>>;
    readonly conditions?: readonly string[];
    readonly texts?: Readonly<Record<string, string>>;
    /** Temporary points per pool (health): spent before the pool itself. */
    readonly temporary?: Readonly<Record<string, number>>;
    /** 1.193/1.203: the part of a pool's maximum held back until a rest (`rest`) or until unsealed (`lasting`). */
    readonly sealed?: Readonly<Record<string, SealedPart>>;
    /** 1.252: points restored past a pool's maximum, kept apart until a rest refills the pool. */
    readonly overMax?: Readonly<Record<string, number>>;
    /** 1.201: set when a track reached a level that `defeats`, or the health maximum fell to 0. */
    readonly defeated?: boolean;
    /** 1.304: by entry ref, the names of the creatures an entry with `oncePerTarget` was used on, until its rest. */
    readonly usedOn?: Readonly<Record<string, readonly string[]>>;
  };
  /** Rows of each list: `entry` points at a catalog entry (`<catalog>/<entry>`); other keys are columns. */
  readonly lists?: Readonly<Record<string, readonly ListRow[]>>;
  readonly inventory?: readonly InventoryItem[];
}

export interface ListRow {
  readonly entry?: string;
  readonly [column: string]: number | string | boolean | undefined;
}

export interface InventoryItem {
  /** `<catalog>/<entry>` of the item. */
  readonly item: string;
  readonly quantity?: number;
  readonly worn?: boolean;
  readonly wielded?: boolean;
  readonly charges?: number;
  readonly on?: boolean;
  /** 1.313: bound (attuned) to its wearer; items with `binds` give their worn effects only while bound. */
  readonly bound?: boolean;
}

/** Held-back maximum of one pool. `byCondition` is the part of `lasting` each condition took (1.261). */
export interface SealedPart {
  readonly rest?: number;
  readonly lasting?: number;
  readonly byCondition?: Readonly<Record<string, number>>;
}
