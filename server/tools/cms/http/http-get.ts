import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { headersField, maxCharactersField, queryField, toHttpResult, urlField, withQuery } from './http-request-fields.ts';

export function createHttpGetTool({ http }: Pick<ToolDependencies, 'http'>) {
  return defineCmsTool({
    name: 'http_get',
    title: 'HTTP GET request',
    risk: 'safe',
    extraction: null,
    description:
      'Send an HTTP GET request to a public URL (an API endpoint, a JSON feed, a file) and return the status, content type, main headers, ' +
      'the body (JSON parsed, text as is, binary described by type and size; long bodies cut with a note) and the time taken. ' +
      'Redirects are followed. For the readable text of an article or web page use web_fetchContent; to find pages use web_quickSearch.',
    inputSchema: z.object({ url: urlField, query: queryField, headers: headersField, maxCharacters: maxCharactersField }),
    execute: async ({ url, query, headers, maxCharacters }, context) => {
      const response = await http.request({ url: withQuery(url, query), headers, signal: context.abortSignal });
      return toHttpResult(response, maxCharacters);
    },
  });
}
