import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { fetchReadablePage } from '../../../services/readable-content/fetch-readable-page.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';

export function createFetchContentTool({ http }: Pick<ToolDependencies, 'http'>) {
  return defineCmsTool({
    name: 'web_fetchContent',
    title: 'Read a web page',
    risk: 'safe',
    extraction: { path: '', entityType: 'webPage', idField: 'url', nameField: 'title', isArray: false },
    description:
      'Read a web page: fetches the URL and extracts its main text the way a reader view does (no menus, ads or scripts). Returns the ' +
      'title, author (byline), the text (cut to maxCharacters, with a note) and the word count. Plain-text and JSON URLs come back as they ' +
      'are. Use it on a url from web_quickSearch or one the editor gave. Private network addresses are refused.',
    inputSchema: z.object({
      url: z.string().trim().min(1).describe('Absolute http(s) URL of the page, e.g. "https://example.com/blog/post"'),
      maxCharacters: z.number().int().min(500).max(50_000).default(8_000).describe('How much text to return, in characters (default 8000)'),
    }),
    execute: async ({ url, maxCharacters }, context) => {
      const page = await fetchReadablePage({ http, url, maxCharacters, signal: context.abortSignal });
      return {
        url: page.url,
        title: page.title || null,
        byline: page.byline,
        wordCount: page.wordCount,
        text: page.text,
        ...(page.truncated
          ? { truncated: `Text cut at ${maxCharacters} characters of about ${page.wordCount} words; raise maxCharacters (up to 50000) for more.` }
          : {}),
      };
    },
  });
}
