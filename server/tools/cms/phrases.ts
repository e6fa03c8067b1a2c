import type { ToolPhrases } from '../tool-search/tool-metadata.ts';
import { ENTRIES_PHRASES } from './entries/phrases.ts';
import { HISTORY_PHRASES } from './history/phrases.ts';
import { HTTP_PHRASES } from './http/phrases.ts';
import { IMAGES_PHRASES } from './images/phrases.ts';
import type { CmsToolName } from './index.ts';
import { NAVIGATION_PHRASES } from './navigation/phrases.ts';
import { PAGES_PHRASES } from './pages/phrases.ts';
import { PEXELS_PHRASES } from './pexels/phrases.ts';
import { PLANNING_PHRASES } from './planning/phrases.ts';
import { POSTS_PHRASES } from './posts/phrases.ts';
import { RESEARCH_PHRASES } from './research/phrases.ts';
import { SEARCH_PHRASES } from './search/phrases.ts';
import { SECTIONS_PHRASES } from './sections/phrases.ts';

/**
 * Phrases of every CMS tool, gathered from the category folders. Typed as a Record over the tool names, so
 * the compiler refuses a tool without an entry; `validateToolIndex` checks the rest at startup. TypeScript
 * and not JSON, to keep those compile-time checks: docs/decisions/023-phrase-data-as-typed-modules.md.
 */
export const CMS_TOOL_PHRASES: Record<CmsToolName, ToolPhrases<CmsToolName>> = {
  ...PAGES_PHRASES,
  ...SECTIONS_PHRASES,
  ...IMAGES_PHRASES,
  ...POSTS_PHRASES,
  ...NAVIGATION_PHRASES,
  ...ENTRIES_PHRASES,
  ...SEARCH_PHRASES,
  ...HTTP_PHRASES,
  ...RESEARCH_PHRASES,
  ...PEXELS_PHRASES,
  ...PLANNING_PHRASES,
  ...HISTORY_PHRASES,
};
