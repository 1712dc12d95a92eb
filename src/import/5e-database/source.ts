// The shapes of the 5e-database JSON files (5e-bits/5e-database, SRD 5.1 content), as far as the importer
// reads them. Everything is optional: the files are input, checked as they are read.

export interface SourceRef {
  readonly index?: string;
  readonly name?: string;
}

export interface SourceDc {
  readonly dc_type?: SourceRef;
  readonly dc_value?: number;
  readonly success_type?: string;
  readonly dc_success?: string;
}

export interface SourceDamage {
  readonly damage_type?: SourceRef;
  readonly damage_dice?: string;
  readonly dc?: SourceDc;
  readonly choose?: number;
  readonly notes?: string;
  readonly from?: { readonly options?: readonly SourceDamage[] };
}

export interface SourceUsage {
  readonly type?: string;
  readonly times?: number;
  readonly dice?: string;
  readonly min_value?: number;
}

export interface SourceMultiStep {
  readonly option_type?: string;
  readonly action_name?: string;
  readonly count?: number | string;
  readonly type?: string;
  readonly items?: readonly SourceMultiStep[];
}

export interface SourceAction {
  readonly name: string;
  readonly desc?: string;
  readonly attack_bonus?: number;
  readonly damage?: readonly SourceDamage[];
  readonly dc?: SourceDc;
  readonly usage?: SourceUsage;
  readonly multiattack_type?: string;
  readonly actions?: readonly SourceMultiStep[];
  readonly action_options?: { readonly from?: { readonly options?: readonly SourceMultiStep[] } };
  readonly options?: { readonly from?: { readonly options?: readonly SourceAction[] } };
  readonly attacks?: readonly SourceAction[];
  readonly spellcasting?: SourceSpellcasting;
}

export interface SourceSpellcasting {
  readonly level?: number;
  readonly ability?: SourceRef;
  readonly dc?: number;
  readonly modifier?: number;
  readonly components_required?: readonly string[];
  readonly slots?: Readonly<Record<string, number>>;
  readonly spells?: readonly {
    readonly name: string;
    readonly level: number;
    readonly url?: string;
    readonly usage?: SourceUsage;
  }[];
}

export interface SourceMonster {
  readonly index: string;
  readonly name: string;
  readonly size: string;
  readonly type: string;
  readonly subtype?: string;
  readonly armor_class: readonly { readonly type?: string; readonly value: number }[];
  readonly hit_points: number;
  readonly hit_dice?: string;
  readonly hit_points_roll?: string;
  readonly speed: Readonly<Record<string, string | boolean>>;
  readonly strength: number;
  readonly dexterity: number;
  readonly constitution: number;
  readonly intelligence: number;
  readonly wisdom: number;
  readonly charisma: number;
  readonly proficiencies?: readonly { readonly value: number; readonly proficiency: SourceRef }[];
  readonly damage_vulnerabilities?: readonly string[];
  readonly damage_resistances?: readonly string[];
  readonly damage_immunities?: readonly string[];
  readonly condition_immunities?: readonly SourceRef[];
  readonly senses?: Readonly<Record<string, string | number>>;
  readonly challenge_rating: number;
  readonly special_abilities?: readonly SourceAction[];
  readonly actions?: readonly SourceAction[];
  readonly legendary_actions?: readonly SourceAction[];
  readonly reactions?: readonly SourceAction[];
  readonly forms?: readonly SourceRef[];
}

export interface SourceSpell {
  readonly index: string;
  readonly name: string;
  readonly desc?: readonly string[];
  readonly higher_level?: readonly string[];
  readonly range: string;
  readonly components?: readonly string[];
  readonly ritual?: boolean;
  readonly duration: string;
  readonly concentration?: boolean;
  readonly casting_time: string;
  readonly level: number;
  readonly attack_type?: string;
  readonly damage?: {
    readonly damage_type?: SourceRef;
    readonly damage_at_slot_level?: Readonly<Record<string, string>>;
    readonly damage_at_character_level?: Readonly<Record<string, string>>;
  };
  readonly heal_at_slot_level?: Readonly<Record<string, string>>;
  readonly dc?: SourceDc;
  readonly area_of_effect?: { readonly type: string; readonly size: number };
  readonly school?: SourceRef;
}

export interface SourceMagicItem {
  readonly index: string;
  readonly name: string;
  readonly desc?: readonly string[];
  readonly equipment_category?: SourceRef;
  readonly variants?: readonly SourceRef[];
  readonly variant?: boolean;
}
