/**
 * Writes a deterministic synthetic catalogue and labelled queries for the eval harness:
 *   npm run generate:catalogue -- --size 10000 --queries 200 --out /tmp/catalogue
 *   npm run eval:discovery -- --tools /tmp/catalogue/tools.json --queries /tmp/catalogue/queries.json
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateSyntheticCatalogue, generateSyntheticQueries } from './evaluation/synthetic-catalogue.ts';
import { parseScriptArgs } from './support/parse-script-args.ts';

const { values } = parseScriptArgs(import.meta.filename, {
  size: { type: 'string', default: '10000' },
  queries: { type: 'string', default: '200' },
  out: { type: 'string' },
});
if (!values.out) throw new Error('--out DIRECTORY is required');
const tools = generateSyntheticCatalogue(Number(values.size));
fs.mkdirSync(values.out, { recursive: true });
fs.writeFileSync(path.join(values.out, 'tools.json'), JSON.stringify(tools, null, 1));
fs.writeFileSync(path.join(values.out, 'queries.json'), JSON.stringify(generateSyntheticQueries(tools.length, Number(values.queries)), null, 1));
console.log(`wrote ${tools.length} tools to ${values.out}`);
