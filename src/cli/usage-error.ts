/** An error of the user's making (a bad option, a file that is not there): printed as it is, exit 2. */
export class UsageError extends Error {}
