import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenRouter } from '@openrouter/ai-sdk-provider';
import type { SharedV4ProviderOptions as ProviderOptions } from '@ai-sdk/provider';
import type { LanguageModel } from 'ai';
import type { ModelOptions, ModelProvider } from './model-options.ts';

/** The configured chat model, or undefined when no API key is set (chat then answers 503). */
export function createLanguageModel(config: ModelOptions): LanguageModel | undefined {
  if (!config.apiKey) return undefined;
  switch (config.provider) {
    case 'openrouter':
      return createOpenRouter({ apiKey: config.apiKey, baseURL: config.baseUrl }).chat(config.modelId);
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseUrl }).languageModel(config.modelId);
  }
}

/**
 * Options every model call of this provider carries. Anthropic caches a prompt only when asked: a top-level
 * `cache_control` (automatic caching) puts the breakpoint on the request's last block, so each call's prefix is
 * cached for the next (https://platform.claude.com/docs/en/build-with-claude/prompt-caching). OpenAI, behind
 * OpenRouter, caches prefixes by itself.
 */
export function providerCallOptions(provider: ModelProvider): ProviderOptions | undefined {
  return provider === 'anthropic' ? { anthropic: { cacheControl: { type: 'ephemeral' } } } : undefined;
}
