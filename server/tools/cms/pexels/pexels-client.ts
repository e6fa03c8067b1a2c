import type { ToolServices } from '../../../services/container.ts';
import { createPexelsClient, type PexelsClient } from '../../../services/pexels/pexels-client.ts';

/** The Pexels tools' client, built from the configured endpoint and the guarded HTTP client. */
export function pexelsClient({ config, http }: Pick<ToolServices, 'config' | 'http'>): PexelsClient {
  return createPexelsClient({ ...config.pexels, http });
}
