import type { ResourceTemplate } from '@modelcontextprotocol/sdk/types.js';

/** Any page of the site, by slug; its `slug` completes from the site's pages (completion/complete). */
export const PAGE_RESOURCE_TEMPLATE: ResourceTemplate = {
  uriTemplate: 'page://{slug}',
  name: 'page',
  title: 'A page of the site',
  description: 'A page with its sections, as cms_getPage returns it.',
  mimeType: 'application/json',
};
