import fs from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { validateSectionContent } from '../section-content.ts';
import type { TemplateField } from '../section-repository.ts';
import { replaceImageFilenames } from './image-references.ts';
import { SEED_FILES, type SeedData, type SeedNavigationItem } from './seed-data-schema.ts';

/** The demo content shipped with Wayfinder. */
export const DEFAULT_SEED_DIRECTORY = path.resolve(import.meta.dirname, '..', '..', '..', 'data', 'seed');

export type SeedProblem = { file: string; path: string; message: string };

/** The seed files are broken: every problem names its file and the path inside it. */
export class SeedDataError extends Error {
  readonly problems: SeedProblem[];
  constructor(problems: SeedProblem[]) {
    super(`Invalid demo seed data:\n${problems.map((problem) => `  - ${problem.file} ${problem.path}: ${problem.message}`).join('\n')}`);
    this.problems = problems;
    this.name = 'SeedDataError';
  }
}

/**
 * Reads and checks every seed file before anything is written: each file against its schema, then the
 * references between files and every section's and entry's values against their fields.
 */
export async function loadSeedData(directory: string = DEFAULT_SEED_DIRECTORY): Promise<SeedData> {
  const problems: SeedProblem[] = [];
  const loaded: Record<string, unknown> = {};
  for (const [key, { file, schema }] of Object.entries(SEED_FILES)) {
    let json: unknown;
    try {
      json = await readJson(path.join(directory, file));
    } catch (error) {
      problems.push({ file, path: '(file)', message: (error as Error).message });
      continue;
    }
    const parsed = (schema as z.ZodType).safeParse(json);
    if (parsed.success) loaded[key] = parsed.data;
    else problems.push(...parsed.error.issues.map((issue) => ({ file, path: formatPath(issue.path), message: issue.message })));
  }
  if (problems.length > 0) throw new SeedDataError(problems);
  const data = loaded as SeedData;
  problems.push(...checkReferences(data));
  if (problems.length > 0) throw new SeedDataError(problems);
  return data;
}

async function readJson(filePath: string): Promise<unknown> {
  const text = await fs.readFile(filePath, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new Error(`cannot read ${filePath} (${error.code ?? error.message})`);
  });
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`not valid JSON: ${(error as Error).message}`);
  }
}

function checkReferences(data: SeedData): SeedProblem[] {
  // Stand-in ids let the store's own content rules run here, where a problem can still name its file.
  const imageIds = new Map(data.images.map((image, index) => [image.filename, index + 1]));
  const existingImageIds = new Set(imageIds.values());
  const templates = new Map(data.sectionTemplates.map((template) => [template.name, template]));
  const pageSlugs = new Set(data.pages.map((page) => page.slug));

  const checkValues = (file: string, fields: readonly TemplateField[], values: Record<string, unknown>, at: string): SeedProblem[] => {
    const resolved = replaceImageFilenames({ fields, values, imageIds, path: at });
    const invalid = resolved.problems.length > 0 ? [] : validateSectionContent({ fields, content: resolved.values, existingImageIds, path: at });
    return [...resolved.problems, ...invalid].map((problem) => ({ file, path: problem.field, message: problem.message }));
  };

  return [
    ...duplicates(
      SEED_FILES.sectionTemplates.file,
      data.sectionTemplates.map((template) => template.name),
      'name',
    ),
    ...duplicates(
      SEED_FILES.images.file,
      data.images.map((image) => image.filename),
      'filename',
    ),
    ...duplicates(
      SEED_FILES.pages.file,
      data.pages.map((page) => page.slug),
      'slug',
    ),
    ...duplicates(
      SEED_FILES.posts.file,
      data.posts.map((post) => post.slug),
      'slug',
    ),
    ...duplicates(
      SEED_FILES.collections.file,
      data.collections.map((collection) => collection.name),
      'name',
    ),
    ...data.pages.flatMap((page, pageIndex) =>
      page.sections.flatMap((section, sectionIndex) => {
        const at = `[${pageIndex}].sections[${sectionIndex}]`;
        const template = templates.get(section.template);
        if (!template) return [{ file: SEED_FILES.pages.file, path: `${at}.template`, message: `no template "${section.template}" in section-templates.json` }];
        return checkValues(SEED_FILES.pages.file, template.fields, section.content, `${at}.content`);
      }),
    ),
    ...data.posts.flatMap((post, index) =>
      post.featuredImage && !imageIds.has(post.featuredImage)
        ? [{ file: SEED_FILES.posts.file, path: `[${index}].featuredImage`, message: `no image "${post.featuredImage}" in images.json` }]
        : [],
    ),
    ...checkNavigationPages(data.navigation, pageSlugs, ''),
    ...data.collections.flatMap((collection, collectionIndex) =>
      collection.entries.flatMap((entry, entryIndex) =>
        checkValues(SEED_FILES.collections.file, collection.fields, entry.data, `[${collectionIndex}].entries[${entryIndex}].data`),
      ),
    ),
  ];
}

function checkNavigationPages(items: readonly SeedNavigationItem[], pageSlugs: ReadonlySet<string>, at: string): SeedProblem[] {
  return items.flatMap((item, index) => {
    const itemPath = `${at}[${index}]`;
    const problems =
      item.page !== undefined && !pageSlugs.has(item.page)
        ? [{ file: SEED_FILES.navigation.file, path: `${itemPath}.page`, message: `no page "${item.page}" in pages.json` }]
        : [];
    return [...problems, ...checkNavigationPages(item.children ?? [], pageSlugs, `${itemPath}.children`)];
  });
}

function duplicates(file: string, keys: ReadonlyArray<string | undefined>, keyName: string): SeedProblem[] {
  return keys.flatMap((key, index) =>
    key !== undefined && keys.indexOf(key) !== index ? [{ file, path: `[${index}].${keyName}`, message: `"${key}" is used twice` }] : [],
  );
}

function formatPath(segments: ReadonlyArray<PropertyKey>): string {
  return segments.map((segment) => (typeof segment === 'number' ? `[${segment}]` : `.${String(segment)}`)).join('') || '(file)';
}
