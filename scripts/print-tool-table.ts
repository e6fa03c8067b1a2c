/**
 * Prints the README's tool table from the tool modules themselves (the one source of truth), without
 * opening any service or embedding anything:
 *   npm run docs:tools
 *   npm run docs:tools -- --parameters   each tool in full, with its parameters and the seed site's enums: what the
 *                                        writer of a frozen evaluation round reads (data/eval/frozen/README.md)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { JSONSchema7 } from 'ai';
import { toModelInputSchema } from '../server/tool-runtime/to-model-input-schema.ts';
import { describeCmsTools } from '../server/tools/cms/describe-cms-tools.ts';
import type { SchemaChoices } from '../server/tools/define-cms-tool.ts';
import { parseScriptArgs } from './support/parse-script-args.ts';

const { values: args } = parseScriptArgs(import.meta.filename, { parameters: { type: 'boolean', default: false } });
type DescribedTool = ReturnType<typeof describeCmsTools>[number];
const tools = describeCmsTools();
const riskOf = (tool: DescribedTool) => (tool.requiresConfirmation ? `${tool.risk}, needs approval` : tool.risk);

if (args.parameters) printInFull(tools, seedChoices());
else printTable(tools);

function printTable(tools: readonly DescribedTool[]) {
  const firstSentence = (text: string) => (text.match(/^.*?[.!?](?=\s+[A-Z]|$)/)?.[0] ?? text).trim();
  console.log('| category | tool | risk | what it does |');
  console.log('|---|---|---|---|');
  for (const tool of tools) console.log(`| ${tool.category} | \`${tool.name}\` | ${riskOf(tool)} | ${firstSentence(tool.description).replace(/\|/g, '\\|')} |`);
  console.log(`\n${tools.length} tools, plus \`tool_search\`, the only tool the agent starts with.`);
}

function printInFull(tools: readonly DescribedTool[], choices: SchemaChoices) {
  console.log(`# Tool table (${tools.length} tools, plus tool_search, the only tool the agent starts with)\n`);
  for (const tool of tools) {
    console.log(`## ${tool.name}\ncategory: ${tool.category} · risk: ${riskOf(tool)}\n\n${tool.description}\n\nparameters:`);
    const schema = toModelInputSchema(tool, choices);
    const required = new Set(schema.required ?? []);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const { type, enum: values, description = '' } = property as JSONSchema7;
      const kind = [type ?? 'object', required.has(name) ? 'required' : undefined].filter(Boolean).join(', ');
      console.log(`- \`${name}\` (${kind})${values ? ` one of ${values.join(', ')}` : ''}: ${description.replace(/\n/g, ' ')}`);
    }
    console.log('');
  }
}

/** The enums a tool's schema reads from the database, as the demo site seeds them. */
function seedChoices(): SchemaChoices {
  const namesIn = (file: string) =>
    (JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', 'data', 'seed', file), 'utf8')) as Array<{ name: string }>).map((entry) => entry.name);
  return { templateNames: namesIn('section-templates.json'), collectionNames: namesIn('collections.json') };
}
