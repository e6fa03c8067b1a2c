import type { ToolDependencies } from '../tool-dependencies.ts';
import { createEntryTools } from './entries/index.ts';
import { createHistoryTools } from './history/index.ts';
import { createHttpTools } from './http/index.ts';
import { createImageTools } from './images/index.ts';
import { createNavigationTools } from './navigation/index.ts';
import { createPageTools } from './pages/index.ts';
import { createPexelsTools } from './pexels/index.ts';
import { createPlanningTools } from './planning/index.ts';
import { createPostTools } from './posts/index.ts';
import { createResearchTools } from './research/index.ts';
import { createSearchTools } from './search/index.ts';
import { createSectionTools } from './sections/index.ts';

/** Every CMS tool, by category. The planning tool checks plans against the names of all the others. */
export function createCmsTools(services: ToolDependencies) {
  const tools = [
    ...createPageTools(services),
    ...createSectionTools(services),
    ...createImageTools(services),
    ...createPostTools(services),
    ...createNavigationTools(services),
    ...createEntryTools(services),
    ...createSearchTools(services),
    ...createHttpTools(services),
    ...createResearchTools(services),
    ...createPexelsTools(services),
    ...createHistoryTools(services),
  ] as const;
  return [...tools, ...createPlanningTools(services, { knownToolNames: tools.map((tool) => tool.name) })] as const;
}

export type CmsToolName = ReturnType<typeof createCmsTools>[number]['name'];
