/**
 * Deterministic synthetic tool catalogues of any size, with labelled queries, for testing that search
 * scales (10,000 tools) and for the search-scale benchmark. Names and descriptions read like real
 * SaaS tools: a domain, an action and an object, with parameters.
 */

const DOMAINS = [
  ['crm', 'customer relationship'],
  ['billing', 'billing'],
  ['hr', 'human resources'],
  ['inventory', 'warehouse inventory'],
  ['support', 'customer support'],
  ['calendar', 'calendar'],
  ['mail', 'email'],
  ['files', 'file storage'],
  ['analytics', 'analytics'],
  ['shop', 'online shop'],
  ['project', 'project management'],
  ['chat', 'team chat'],
  ['docs', 'documents'],
  ['social', 'social media'],
  ['ads', 'advertising'],
  ['survey', 'surveys'],
  ['events', 'event ticketing'],
  ['fleet', 'vehicle fleet'],
  ['legal', 'contracts'],
  ['lms', 'online courses'],
] as const;
const ACTIONS = [
  ['create', 'Create a new', 'add'],
  ['get', 'Get one', 'show'],
  ['list', 'List all', 'browse'],
  ['update', 'Update an existing', 'change'],
  ['delete', 'Permanently delete a', 'remove'],
  ['archive', 'Archive a', 'put away'],
  ['export', 'Export', 'download'],
  ['assign', 'Assign a', 'give'],
  ['search', 'Search for', 'find'],
  ['duplicate', 'Duplicate a', 'copy'],
] as const;
const OBJECTS = [
  'contact',
  'invoice',
  'employee',
  'product',
  'ticket',
  'meeting',
  'message',
  'folder',
  'report',
  'order',
  'task',
  'channel',
  'document',
  'post',
  'campaign',
  'response',
  'ticket type',
  'vehicle',
  'contract',
  'course',
  'note',
  'tag',
  'comment',
  'attachment',
  'reminder',
  'label',
  'template',
  'workflow',
  'segment',
  'budget',
  'payment',
  'refund',
  'shipment',
  'supplier',
  'lead',
  'deal',
  'quote',
  'schedule',
  'review',
  'badge',
  'webhook',
  'integration',
  'user',
  'team',
  'role',
  'permission',
  'dashboard',
  'metric',
  'goal',
  'milestone',
] as const;

const camel = (words: string) =>
  words
    .split(' ')
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');

export type SyntheticTool = {
  name: string;
  description: string;
  category: string;
  parameters: { type: 'object'; properties: Record<string, { type: string; description: string }> };
};
export type SyntheticQuery = { query: string; relevant: string[] };

type Entry = { tool: SyntheticTool; everydayVerb: string; object: string; domainLabel: string };

/** `size` distinct entries; the first tools of every domain come first, so small catalogues stay varied. */
function* entries(): Generator<Entry> {
  for (let variant = 0; ; variant++) {
    for (const object of OBJECTS) {
      for (const [action, phrase, everydayVerb] of ACTIONS) {
        for (const [domain, domainLabel] of DOMAINS) {
          const suffix = variant === 0 ? '' : `V${variant + 1}`;
          const tool: SyntheticTool = {
            name: `${domain}_${camel(`${action} ${object}`)}${suffix}`,
            category: domain,
            description: `${phrase} ${object} in the ${domainLabel} system${variant === 0 ? '' : ` (API version ${variant + 1})`}. Returns the ${object} with its id.`,
            parameters: {
              type: 'object',
              properties: {
                [`${camel(object)}Id`]: { type: 'string', description: `Id of the ${object}` },
                ...(action === 'list' || action === 'search' ? { query: { type: 'string', description: 'Words to filter by' } } : {}),
              },
            },
          };
          yield { tool, everydayVerb, object, domainLabel };
        }
      }
    }
  }
}

function take(size: number): Entry[] {
  const taken: Entry[] = [];
  for (const entry of entries()) {
    if (taken.length >= size) break;
    taken.push(entry);
  }
  return taken;
}

export function generateSyntheticCatalogue(size: number): SyntheticTool[] {
  return take(size).map((entry) => entry.tool);
}

/** `count` queries spread over a catalogue of `size`, phrased with everyday verbs, each labelled with its tool. */
export function generateSyntheticQueries(size: number, count: number): SyntheticQuery[] {
  const all = take(size);
  const step = Math.max(1, Math.floor(all.length / count));
  return all
    .filter((_, index) => index % step === 0)
    .slice(0, count)
    .map(({ tool, everydayVerb, object, domainLabel }) => ({ query: `${everydayVerb} the ${object} in ${domainLabel}`, relevant: [tool.name] }));
}
