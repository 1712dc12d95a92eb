export declare const DOC: string;
export declare const ROWS: readonly (readonly [label: string, file: string])[];
export declare function measure(file: string): { raw: number; gzipped: number };
export declare function kib(bytes: number): string;
export declare function sizeTable(): string;
export declare function documentedSizes(text?: string): Map<string, [raw: number, gzipped: number]>;
export declare function writeDoc(): void;
