/** The generated module's text for the given assembly/abi.ts source. */
export function abiModule(source: string): string;
/** Writes bindings/abi.generated.ts (or, with `check`, only tells whether it is current). */
export function generate(check?: boolean): boolean;
