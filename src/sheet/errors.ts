// Rejections: every sheet operation either succeeds or returns one of these and changes nothing.

export interface Rejection {
  readonly ok: false;
  /** A short stable code (`unknown-check`, `not-enough`, `bad-command`, `cannot-heal`, …). */
  readonly code: string;
  readonly message: string;
  /** Where the problem is: a JSON path into the sheet or ruleset, or the command's attribute. */
  readonly path: string;
}

/** Thrown inside an operation and turned into a `Rejection` at its edge, so nested steps stay simple. */
export class SheetError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = "SheetError";
  }
}

export function reject(code: string, message: string, path: string): never {
  throw new SheetError(code, message, path);
}

export function toRejection(error: unknown): Rejection {
  if (error instanceof SheetError) return { ok: false, code: error.code, message: error.message, path: error.path };
  throw error;
}
