import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SEED_DIRECTORY } from '../../server/store/seed/load-seed-data.ts';
import { SEED_FILES } from '../../server/store/seed/seed-data-schema.ts';
import type { CreateToolSearchEngineOptions } from '../../server/tools/tool-search/tool-search-engine.ts';
import type { OfflineWorkspace } from './offline-workspace.ts';
import { describeCmsTools } from '../../server/tools/cms/describe-cms-tools.ts';
import { CMS_LIMITS } from '../../server/tools/cms/limits.ts';
import { CMS_TOOL_PHRASES } from '../../server/tools/cms/phrases.ts';
import type { CatalogueLimit } from '../../server/tools/tool-search/catalogue-limits.ts';
import { type SiteTemplate, toSearchableTool, toSiteTemplate, validateToolIndex } from '../../server/tools/tool-search/build-tool-index.ts';
import { mayDestroy } from '../../server/tools/tool-search/pre-route.ts';
import type { SearchableTool } from '../../server/tools/tool-search/searchable-tool.ts';
import { createSiteNameIndex, type SiteName, type SiteNameIndex, siteNamesOf } from '../../server/tools/tool-search/site-names/site-names.ts';
import { type SiteKinds, siteKinds } from '../../server/tools/tool-search/read-only-kinds.ts';
import type { z } from 'zod';

export type EvaluatedCatalogue = {
  tools: SearchableTool[];
  relatedTools: (name: string) => readonly string[];
  prerequisitesOf: (name: string) => readonly string[];
  isDestructive: (name: string) => boolean;
  /** As the agent records calls: a tool that is not safe writes. Unknown for external catalogues. */
  isWrite?: (name: string) => boolean;
  /** The site's names the ranker reads, and the kinds of things the tools work on: the demo site's for Wayfinder, none for external catalogues. */
  siteNames?: SiteNameIndex;
  siteKinds?: SiteKinds;
  /** What the catalogue cannot do (`server/tools/cms/limits.ts` for Wayfinder; none for external catalogues). */
  limits?: readonly CatalogueLimit[];
};

/** Wayfinder's own tools with their phrases and the demo site's templates, as the eval scripts search them. */
export function wayfinderCatalogue(): EvaluatedCatalogue {
  const metadata = validateToolIndex({ tools: describeCmsTools(), phrases: CMS_TOOL_PHRASES });
  const byName = new Map(metadata.map((entry) => [entry.name, entry]));
  const siteTemplates = demoSiteTemplates();
  const kinds = siteKinds(metadata);
  return {
    tools: metadata.map((entry) => toSearchableTool(entry, siteTemplates)),
    relatedTools: (name) => byName.get(name)?.relatedTools ?? [],
    prerequisitesOf: (name) => byName.get(name)?.prerequisites ?? [],
    isDestructive: (name) => byName.has(name) && mayDestroy(byName.get(name)!),
    isWrite: kinds.makesChanges,
    siteNames: createSiteNameIndex(demoSiteNames()),
    siteKinds: kinds,
    limits: CMS_LIMITS,
  };
}

/** The engine options for a catalogue in an offline workspace, routing as configured, as the training scripts build them. */
export function engineOptionsFor(
  { tools, relatedTools, prerequisitesOf, siteNames, siteKinds, limits }: EvaluatedCatalogue,
  { config, logger, embedder, lanceDirectory }: OfflineWorkspace,
): CreateToolSearchEngineOptions {
  return {
    tools,
    relatedTools,
    prerequisitesOf,
    siteNames,
    siteKinds,
    limits,
    lanceDirectory,
    embedder,
    logger,
    routing: config.toolSearch,
    minConfidence: config.toolSearch.minConfidence,
  };
}

/** One seed file, parsed as the seeder parses it. */
function readSeed<SCHEMA extends z.ZodType>({ file, schema }: { file: string; schema: SCHEMA }): z.infer<SCHEMA> {
  return schema.parse(JSON.parse(fs.readFileSync(path.join(DEFAULT_SEED_DIRECTORY, file), 'utf8')));
}

/** The demo site's section templates, as the server seeds them and then reads them at start-up. */
function demoSiteTemplates(): SiteTemplate[] {
  return readSeed(SEED_FILES.sectionTemplates).map(toSiteTemplate);
}

type NavigationLabels = { label: string; children?: NavigationLabels[] };

/** The demo site's names, as the server reads them from the seeded store (`readSiteNames`). */
export function demoSiteNames(): SiteName[] {
  return siteNamesOf({
    pages: readSeed(SEED_FILES.pages).map((page) => ({ title: page.title, sections: page.sections.map((section) => section.content) })),
    posts: readSeed(SEED_FILES.posts),
    images: readSeed(SEED_FILES.images).map((image) => ({ filename: image.filename, altText: image.altText })),
    navigationLabels: readSeed(SEED_FILES.navigation).flatMap(function labels(item: NavigationLabels): string[] {
      return [item.label, ...(item.children ?? []).flatMap(labels)];
    }),
    entries: readSeed(SEED_FILES.collections).flatMap((collection) => collection.entries),
  });
}
