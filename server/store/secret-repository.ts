/**
 * Secrets every process on one database must share (the key preview links are signed with): made by the
 * first process that asks, read by every later one.
 */
export interface SecretRepository {
  /** The secret named `name`; the first call on a database stores `create()`, and racing processes agree on one. */
  getOrCreate(name: string, create: () => string): Promise<string>;
}
