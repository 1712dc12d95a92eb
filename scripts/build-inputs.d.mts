export declare const BUILD_OUTPUTS: readonly string[];
export declare const BUILD_STAMP: string;
export declare function buildInputsHash(): string;
export declare function builtAndCurrent(inputs: string): boolean;
