/** What a secret is replaced with wherever text that may quote it goes on. */
export const REDACTED = '[redacted]';

/**
 * Values this short are left alone: "1", "true" or a port number in a server's environment is configuration,
 * not a credential, and blanking every occurrence of it would garble what the server says.
 */
export const MIN_SECRET_LENGTH = 8;

/**
 * A function that replaces every occurrence of the given secrets in a text (an error message, a log line, what an
 * external server answered) with `[redacted]`. Longest first, so a secret containing another is replaced whole.
 */
export function secretRedactor(secrets: Iterable<string>): (text: string) => string {
  const values = [...new Set(secrets)].filter((secret) => secret.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
  if (values.length === 0) return (text) => text;
  return (text) => values.reduce((redacted, secret) => redacted.replaceAll(secret, REDACTED), text);
}
