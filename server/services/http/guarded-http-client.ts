// STUB: replaced by the owner of outbound HTTP.
import type { Config } from '../../config.ts';

export interface GuardedHttpClient {}

export function createGuardedHttpClient(_options: Config['http']): GuardedHttpClient {
  return {};
}
