import { createOpenRouter } from '@openrouter/ai-sdk-provider';
import type { LanguageModel } from 'ai';
import type { Config } from '../config.ts';

/** The configured chat model, or undefined when no API key is set (chat then answers 503). */
export function createLanguageModel(config: Config['model']): LanguageModel | undefined {
  if (!config.apiKey) return undefined;
  return createOpenRouter({ apiKey: config.apiKey, baseURL: config.baseUrl }).chat(config.modelId);
}
