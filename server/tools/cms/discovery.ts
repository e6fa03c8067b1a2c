import type { DiscoveryFacts } from '../discovery/tool-metadata.ts';
import { ENTRIES_DISCOVERY } from './entries/discovery.ts';
import { HISTORY_DISCOVERY } from './history/discovery.ts';
import { HTTP_DISCOVERY } from './http/discovery.ts';
import { IMAGES_DISCOVERY } from './images/discovery.ts';
import type { CmsToolName } from './index.ts';
import { NAVIGATION_DISCOVERY } from './navigation/discovery.ts';
import { PAGES_DISCOVERY } from './pages/discovery.ts';
import { PEXELS_DISCOVERY } from './pexels/discovery.ts';
import { PLANNING_DISCOVERY } from './planning/discovery.ts';
import { POSTS_DISCOVERY } from './posts/discovery.ts';
import { RESEARCH_DISCOVERY } from './research/discovery.ts';
import { SEARCH_DISCOVERY } from './search/discovery.ts';
import { SECTIONS_DISCOVERY } from './sections/discovery.ts';

/**
 * Discovery facts of every CMS tool, gathered from the category folders. Typed as a Record over the
 * tool names, so the compiler refuses a tool without an entry; `validateToolIndex` checks the rest at startup.
 */
export const CMS_TOOL_DISCOVERY: Record<CmsToolName, DiscoveryFacts<CmsToolName>> = {
  ...PAGES_DISCOVERY,
  ...SECTIONS_DISCOVERY,
  ...IMAGES_DISCOVERY,
  ...POSTS_DISCOVERY,
  ...NAVIGATION_DISCOVERY,
  ...ENTRIES_DISCOVERY,
  ...SEARCH_DISCOVERY,
  ...HTTP_DISCOVERY,
  ...RESEARCH_DISCOVERY,
  ...PEXELS_DISCOVERY,
  ...PLANNING_DISCOVERY,
  ...HISTORY_DISCOVERY,
};
