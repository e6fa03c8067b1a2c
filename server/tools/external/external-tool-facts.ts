import { z } from 'zod';
import { extractionRuleSchema } from '../extraction-rule.ts';
import { PHRASE_LANGUAGES } from '../tool-search/tool-metadata.ts';

/**
 * What an operator may add about one of an external server's tools, in the server's discovery file: how editors
 * ask for it, the tools that come with it (by their names on the same server), and where its results name
 * pages, images or posts. Nothing here is required; a server's tools are found by their own texts without it.
 */
export const externalToolFactsSchema = z.strictObject({
  phrases: z.partialRecord(z.enum(PHRASE_LANGUAGES), z.array(z.string().trim().min(2).max(200)).max(50)).default({}),
  relatedTools: z.array(z.string().min(1)).default([]),
  prerequisites: z.array(z.string().min(1)).default([]),
  extraction: extractionRuleSchema.optional(),
});
export type ExternalToolFacts = z.infer<typeof externalToolFactsSchema>;

/** A discovery file: `{ "tools": { "<the server's tool name>": { phrases, relatedTools, prerequisites, extraction } } }`. */
export const discoveryFileSchema = z.strictObject({ tools: z.record(z.string().min(1), externalToolFactsSchema) });
