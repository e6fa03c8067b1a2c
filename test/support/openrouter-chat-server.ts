import type { Logger } from '../../server/logger.ts';
import { startOpenAICompatibleServer } from '../../scripts/support/openai-compatible-server.ts';
import { createTestServices } from './test-services.ts';
import { serveApp } from './serve-app.ts';

export const OPENROUTER_CHAT_TOKEN = 'alice-token-0123456789';

/**
 * The real server listening on 127.0.0.1, its chat model the OpenRouter provider pointed at a scripted
 * local OpenAI-compatible server: the whole path over real HTTP, no network beyond this machine.
 */
export async function startOpenRouterChatServer({ logger }: { logger?: Logger } = {}) {
  const provider = await startOpenAICompatibleServer();
  const services = await createTestServices({
    ...(logger ? { logger } : {}),
    environment: {
      WAYFINDER_TOKENS: `alice:${OPENROUTER_CHAT_TOKEN}`,
      OPENROUTER_API_KEY: 'test-key-not-a-secret',
      OPENROUTER_BASE_URL: provider.baseUrl,
      WAYFINDER_MODEL: 'test/model',
    },
  });
  const app = await serveApp(services);
  return {
    provider,
    services,
    baseUrl: app.baseUrl,
    async close() {
      await app.close();
      await provider.close();
      await services.cleanup();
    },
  };
}
