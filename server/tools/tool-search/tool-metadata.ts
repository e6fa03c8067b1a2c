import { z } from 'zod';
import { TOOL_CATEGORIES } from '../define-cms-tool.ts';
import { extractionRuleSchema } from '../extraction-rule.ts';

/** The languages whose phrases every request is searched in: short keyword requests of unknown language among them. */
export const CORE_PHRASE_LANGUAGES = ['en', 'es', 'de', 'fr', 'pt', 'it', 'nl', 'pl', 'ro', 'sv', 'tr', 'ru', 'ja', 'zh', 'ko'] as const;
/**
 * The languages whose phrases are searched only for a request written in none of the core languages: added later,
 * they leave the core languages' searches as they were (docs/decisions/093).
 */
export const DETECTED_PHRASE_LANGUAGES = ['cs', 'sk', 'hr', 'da', 'no', 'fi', 'hu', 'ca', 'el', 'uk', 'bg', 'he', 'ar', 'hi', 'th', 'id', 'ms', 'vi'] as const;
/** Languages editors write in; phrases in each are analysed as that language (stemmer, stop words, word segmentation). */
export const PHRASE_LANGUAGES = [...CORE_PHRASE_LANGUAGES, ...DETECTED_PHRASE_LANGUAGES] as const;
export type PhraseLanguage = (typeof PHRASE_LANGUAGES)[number];

/**
 * What only tool search needs, kept per category beside the tools (server/tools/cms/<category>/phrases.ts):
 * how editors ask for each tool, and the tools that come with it.
 * Name, description, category, risk and extraction come from the tool module itself.
 */
export type ToolPhrases<NAME extends string = string> = {
  /** How editors ask for it, per language: "swap the logo", "cambiar el logo". English is required. */
  phrases: { en: string[] } & Partial<Record<Exclude<PhraseLanguage, 'en'>, string[]>>;
  /** Tools usually needed together with this one; tool_search adds them when there is room. */
  relatedTools: NAME[];
  /**
   * Tools whose results supply what this one needs and the editor cannot know (a section's id, an
   * image's id, a post's slug, a template's fields). A search this tool answers clearly declares them with it.
   */
  prerequisites?: NAME[];
  /**
   * Its arguments are a section template's fields: the site's template names and their fields' names are searched
   * as its parameters, so a request that names a field ("team grid showBios false", "contact form recipientEmail")
   * finds it. The site's own words, so they come from the database, not from here.
   */
  searchesTemplateFields?: boolean;
};

export const toolMetadataSchema = z.object({
  name: z.string().regex(/^[a-z]+_[A-Za-z]+$/),
  title: z.string().min(3).max(60),
  description: z.string().min(20),
  category: z.enum(TOOL_CATEGORIES),
  riskLevel: z.enum(['safe', 'moderate', 'destructive']),
  requiresConfirmation: z.boolean(),
  idempotent: z.boolean(),
  parameterNames: z.array(z.string()),
  phrases: z
    .object({ en: z.array(z.string().min(2)).min(3) })
    .catchall(z.array(z.string().min(2)))
    .refine((phrases) => Object.keys(phrases).every((language) => (PHRASE_LANGUAGES as readonly string[]).includes(language)), {
      message: `phrase languages must be among ${PHRASE_LANGUAGES.join(', ')}`,
    }),
  relatedTools: z.array(z.string()),
  prerequisites: z.array(z.string()),
  searchesTemplateFields: z.boolean(),
  extraction: extractionRuleSchema.nullable(),
});

/** One built-in tool as tool search sees it: the module's facts plus its phrases, validated. */
export type BuiltInToolMetadata = z.infer<typeof toolMetadataSchema>;

/**
 * Any tool tool search indexes: a built-in tool's metadata, or an external MCP server's tool, whose category is
 * its server and whose phrases are only those its server's discovery file adds (often none).
 */
export type ToolMetadata = Omit<BuiltInToolMetadata, 'category' | 'phrases'> & {
  category: string;
  phrases: Partial<Record<PhraseLanguage, string[]>>;
  /** Set for an external server's tool: the server and the tool's own name there. */
  source?: { server: string; tool: string };
};
