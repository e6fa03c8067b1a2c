import { z } from 'zod';
import { TOOL_CATEGORIES } from '../define-cms-tool.ts';

/** Languages editors write in; phrases in each are stemmed with that language's stemmer. */
export const PHRASE_LANGUAGES = ['en', 'es', 'de', 'fr', 'pt', 'it'] as const;
export type PhraseLanguage = (typeof PHRASE_LANGUAGES)[number];

export const ENTITY_TYPES = ['page', 'section', 'template', 'image', 'post', 'navigationItem', 'collection', 'entry', 'webPage', 'stockPhoto', 'plan'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** Where a tool's successful result names entities, so "update it" can be resolved next turn. */
export type ExtractionRule = {
  /** Dot path into the result; '' is the result itself. */
  path: string;
  entityType: EntityType;
  idField: string;
  nameField: string;
  isArray: boolean;
};

/** What only discovery needs. Name, description, category and risk come from the tool module itself. */
export type DiscoveryFacts<NAME extends string = string> = {
  /** How editors ask for it, per language: "swap the logo", "cambiar el logo". English is required. */
  phrases: { en: string[] } & Partial<Record<Exclude<PhraseLanguage, 'en'>, string[]>>;
  /** Tools usually needed together with this one; tool_search adds them when there is room. */
  relatedTools: NAME[];
  extraction: ExtractionRule | null;
};

export const toolMetadataSchema = z.object({
  name: z.string().regex(/^[a-z]+_[A-Za-z]+$/),
  description: z.string().min(20),
  category: z.enum(TOOL_CATEGORIES),
  riskLevel: z.enum(['safe', 'moderate', 'destructive']),
  requiresConfirmation: z.boolean(),
  parameterNames: z.array(z.string()),
  phrases: z
    .object({ en: z.array(z.string().min(2)).min(3) })
    .catchall(z.array(z.string().min(2)))
    .refine((phrases) => Object.keys(phrases).every((language) => (PHRASE_LANGUAGES as readonly string[]).includes(language)), {
      message: `phrase languages must be among ${PHRASE_LANGUAGES.join(', ')}`,
    }),
  relatedTools: z.array(z.string()),
  extraction: z
    .object({
      path: z.string(),
      entityType: z.enum(ENTITY_TYPES),
      idField: z.string().min(1),
      nameField: z.string().min(1),
      isArray: z.boolean(),
    })
    .nullable(),
});

/** One tool as discovery sees it: the module's facts plus the discovery facts, validated. */
export type ToolMetadata = z.infer<typeof toolMetadataSchema>;
