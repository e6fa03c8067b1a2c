import { createOpenRouter } from '@openrouter/ai-sdk-provider';
import type { LanguageModel } from 'ai';

/** The configured chat model, or undefined when no API key is set (chat then answers 503). */
export type ModelOptions = {
  apiKey?: string;
  baseUrl: string;
  modelId: string;
  /** Model steps per turn; the last one is made without tools. */
  maxSteps: number;
};

export function createLanguageModel(config: ModelOptions): LanguageModel | undefined {
  if (!config.apiKey) return undefined;
  return createOpenRouter({ apiKey: config.apiKey, baseURL: config.baseUrl }).chat(config.modelId);
}
