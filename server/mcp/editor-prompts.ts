import { ErrorCode, type GetPromptResult, McpError, type Prompt } from '@modelcontextprotocol/sdk/types.js';
import type { CmsStore } from '../store/cms-store.ts';

/** What a prompt argument names, and so where its completions come from. */
export type ArgumentKind = 'page' | 'post' | 'template' | 'collection';

type EditorPrompt = {
  prompt: Prompt;
  /** The kind of each argument that names something in the CMS (free-text arguments have none). */
  kinds: Record<string, ArgumentKind>;
  /** The user message the client puts in the conversation; every required argument is present. */
  text: (args: Record<string, string | undefined>) => string;
};

/**
 * Editors' common jobs as MCP prompts: a client offers them as commands (often "/rewrite-hero"), the
 * person fills in the arguments (completed from the site), and the model gets the request in words it
 * acts on with tool_search. The texts say what to check first, as an editor would.
 */
export const EDITOR_PROMPTS: readonly EditorPrompt[] = [
  {
    prompt: {
      name: 'rewrite-hero',
      title: "Rewrite a page's hero",
      description: 'Rewrites the hero section (heading, text, button) of a page, optionally in a given direction.',
      arguments: [
        { name: 'page', description: 'The page slug, e.g. "home".', required: true },
        { name: 'direction', description: 'What the new hero should say or how it should feel (optional).' },
      ],
    },
    kinds: { page: 'page' },
    text: ({ page, direction }) =>
      `Rewrite the hero section of the page "${page}"${direction ? `: ${direction}` : '.'} Read the page first to find its hero section and current text, ` +
      'then update that section. Keep the heading short. Tell me what you changed.',
  },
  {
    prompt: {
      name: 'publish-post',
      title: 'Publish a post',
      description: 'Publishes a draft blog post after checking it is complete.',
      arguments: [{ name: 'post', description: 'The post slug.', required: true }],
    },
    kinds: { post: 'post' },
    text: ({ post }) =>
      `Publish the blog post "${post}". Check first that it has a title, an excerpt and a featured image; if something is missing, tell me what instead of publishing.`,
  },
  {
    prompt: {
      name: 'add-section',
      title: 'Add a section to a page',
      description: 'Adds a section of a given template to a page, with content that fits the page.',
      arguments: [
        { name: 'page', description: 'The page slug.', required: true },
        { name: 'template', description: 'The section template, e.g. "hero".', required: true },
      ],
    },
    kinds: { page: 'page', template: 'template' },
    text: ({ page, template }) =>
      `Add a "${template}" section to the page "${page}". Look up the template's fields and read the page first, so the content fits it. Tell me what you added.`,
  },
  {
    prompt: {
      name: 'add-collection-entry',
      title: 'Add a collection entry',
      description: 'Adds an entry to a collection (team members, testimonials…), asking for what it cannot infer.',
      arguments: [
        { name: 'collection', description: 'The collection name.', required: true },
        { name: 'details', description: 'What the entry should contain (optional).' },
      ],
    },
    kinds: { collection: 'collection' },
    text: ({ collection, details }) =>
      `Add an entry to the "${collection}" collection${details ? `: ${details}` : '.'} Look up the collection's fields first, and ask me for anything required that you cannot infer.`,
  },
];

const promptsByName = new Map(EDITOR_PROMPTS.map((entry) => [entry.prompt.name, entry]));

/** The prompt's message, or undefined for an unknown prompt; throws InvalidParams naming the missing required arguments. */
export function getEditorPrompt(name: string, args: Record<string, string> = {}): GetPromptResult | undefined {
  const entry = promptsByName.get(name);
  if (!entry) return undefined;
  const missing = (entry.prompt.arguments ?? []).filter((argument) => argument.required && !args[argument.name]?.trim()).map((argument) => argument.name);
  if (missing.length > 0) throw new McpError(ErrorCode.InvalidParams, `Prompt ${name} needs ${missing.join(' and ')}.`);
  return { description: entry.prompt.description, messages: [{ role: 'user', content: { type: 'text', text: entry.text(args) } }] };
}

/** The kind of thing a prompt's argument names, if it names one. */
export const promptArgumentKind = (prompt: string, argument: string): ArgumentKind | undefined => promptsByName.get(prompt)?.kinds[argument];

/** Every name of a kind on the site now: page and post slugs, template and collection names. */
export function namesOfKind(store: CmsStore, kind: ArgumentKind): Promise<string[]> {
  switch (kind) {
    case 'page':
      return store.pages.listSlugs();
    case 'post':
      return store.posts.listSlugs();
    case 'template':
      return store.sectionTemplates.listNames();
    case 'collection':
      return store.collections.listNames();
  }
}
