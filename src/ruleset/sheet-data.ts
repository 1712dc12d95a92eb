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
}
