/**
 * Prints the README's tool table from the tool modules themselves (the one source of truth), without
 * opening any service or embedding anything:
 *   npm run docs:tools
 */
import { describeCmsTools } from '../server/tools/cms/describe-cms-tools.ts';

const tools = describeCmsTools();
const firstSentence = (text: string) => (text.match(/^.*?[.!?](?=\s+[A-Z]|$)/)?.[0] ?? text).trim();
console.log('| category | tool | risk | what it does |');
console.log('|---|---|---|---|');
for (const tool of tools) {
  const risk = tool.requiresConfirmation ? `${tool.risk}, needs approval` : tool.risk;
  console.log(`| ${tool.category} | \`${tool.name}\` | ${risk} | ${firstSentence(tool.description).replace(/\|/g, '\\|')} |`);
}
console.log(`\n${tools.length} tools, plus \`tool_search\`, the only tool the agent starts with.`);
