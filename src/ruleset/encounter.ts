// The inputs of a combat: who fights, where, and in what scene.
import type { SheetData } from "./sheet-data.js";

export interface EncounterDef {
  readonly id: string;
  readonly name: string;
  readonly party?: readonly (SheetData | string)[];
  /** Creatures as `<catalog>/<entry>` with a count; each becomes "Goblin 1", "Goblin 2", … */
  readonly enemies: readonly {
    readonly creature: string;
    readonly count?: number;
    /** One cell, or one per creature of the count. */
    readonly at?: Cell | readonly Cell[];
    /** 1.315: the Game Master's mark that this enemy fights in its lair. */
    readonly inLair?: boolean;
  }[];
  /** 1.315: creatures (by ref) that fight in their lair. */
  readonly inLair?: readonly string[];
  readonly board?: BoardDef;
  readonly scene?: SceneDef;
  /** Rounds before the fight ends as a `stalemate` (100 when not given). */
  readonly roundCap?: number;
}

export type Cell = readonly [number, number];

export interface BoardDef {
  readonly width: number;
  readonly height: number;
  /** Rows of one character per cell, a legend letter each (see `legend`). */
  readonly cells?: readonly string[];
  readonly legend?: Readonly<Record<string, TerrainDef>>;
  readonly walls?: readonly Cell[];
  readonly heights?: readonly { readonly cell: Cell; readonly height: number }[];
  readonly props?: readonly unknown[];
  readonly party?: readonly Cell[];
}

export interface TerrainDef {
  readonly label?: string;
  readonly difficult?: boolean;
  readonly blocksMove?: boolean;
  readonly blocksSight?: boolean;
  readonly height?: number;
  readonly light?: "bright" | "dim" | "dark";
  readonly obscured?: "light" | "heavy";
}

export interface SceneDef {
  readonly time?: "day" | "dusk" | "night";
  readonly indoors?: boolean;
  readonly location?: string;
}
