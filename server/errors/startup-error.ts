/**
 * What stops the server from starting that the operator fixes outside the code: an unreachable database, a
 * database migrated by a newer Wayfinder. The entry points print its message alone, without a stack.
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}
