import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { headersField, maxCharactersField, queryField, toHttpResult, urlField, withQuery } from './http-request-fields.ts';

export function createHttpPostTool({ http }: Pick<ToolDependencies, 'http'>) {
  return defineCmsTool({
    name: 'http_post',
    title: 'HTTP POST request',
    risk: 'moderate',
    // It sends data out of the CMS to a URL the model chose (possibly after reading an injected page): a person decides.
    requiresConfirmation: true,
    extraction: null,
    description:
      'Send an HTTP POST request to a public URL, e.g. to call a webhook or an external API. An object or array body is sent as JSON; ' +
      'a string body is sent as text (set contentType for anything else, e.g. "application/x-www-form-urlencoded"). Returns the status, ' +
      'content type, main headers, the response body (JSON parsed; long bodies cut with a note) and the time taken. For reading use http_get.',
    inputSchema: z.object({
      url: urlField,
      body: z
        .union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())])
        .optional()
        .describe('Request body: an object/array is sent as JSON, e.g. {"title": "Hello"}; a string is sent as text'),
      contentType: z.string().trim().min(1).optional().describe('Overrides the Content-Type header, e.g. "application/xml"'),
      query: queryField,
      headers: headersField,
      maxCharacters: maxCharactersField,
    }),
    describeEffect: async ({ url, body, query }) => {
      const sent =
        body === undefined ? 'no body' : typeof body === 'string' ? `${body.length} characters of text` : `${JSON.stringify(body).length} characters of JSON`;
      return `Send a POST request with ${sent} to ${withQuery(url, query)}, a site outside the CMS`;
    },
    execute: async ({ url, body, contentType, query, headers, maxCharacters }, context) => {
      const isText = typeof body === 'string';
      // An explicit contentType wins over a Content-Type header, which wins over the default for the body's kind.
      const otherHeaders = Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => name.toLowerCase() !== 'content-type'));
      const headerType = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
      const defaultType = body === undefined ? undefined : isText ? 'text/plain; charset=utf-8' : 'application/json';
      const type = contentType ?? headerType ?? defaultType;
      const response = await http.request({
        url: withQuery(url, query),
        method: 'POST',
        headers: { ...otherHeaders, ...(type ? { 'content-type': type } : {}) },
        body: body === undefined ? undefined : isText ? body : JSON.stringify(body),
        signal: context.abortSignal,
      });
      return toHttpResult(response, maxCharacters);
    },
  });
}
