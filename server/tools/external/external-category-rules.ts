import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_RULES_DIRECTORY } from '../tool-search/category-rules.ts';

/** A server's instructions are sent with its tools' first result of a turn: cut to about 500 tokens. */
export const MAX_INSTRUCTIONS_CHARACTERS = 2_000;

/** Said of every external server, first: what the model must tell the editor about its changes. */
const externalPreamble = (server: string) =>
  `Tools named ${server}__… belong to the external server "${server}", not to the CMS. What they change is not in the site's change history and cannot be undone from Wayfinder: say so when you report such a change.`;

/** Instructions as rules: multi-line Markdown kept, angle brackets neutralised (they could close the prompt's sections), cut short. */
function instructionsAsRules(instructions: string): string {
  const text = instructions
    .replace(/</g, '‹')
    .replace(/>/g, '›')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text.length > MAX_INSTRUCTIONS_CHARACTERS ? `${text.slice(0, MAX_INSTRUCTIONS_CHARACTERS - 1)}…` : text;
}

/** The operator's `rules/<server>.md`, read once when the server's tools are first indexed; undefined when there is none. */
export function readRulesOverride({ server, directory = DEFAULT_RULES_DIRECTORY }: { server: string; directory?: string }): string | undefined {
  const file = path.join(directory, `${server}.md`);
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  return text || undefined;
}

/**
 * An external server's category rules: the operator's `rules/<server>.md` when there is one (trusted, as it is),
 * otherwise the server's own `instructions` from initialize (untrusted: quoted as the server's words, prompt-safe,
 * cut). Either way they start with the note that its changes are outside the CMS.
 */
export function externalCategoryRules({ server, instructions, override }: { server: string; instructions?: string; override?: string }): string {
  if (override) return `${externalPreamble(server)}\n\n${override}`;
  const given = instructions?.trim() ? instructionsAsRules(instructions) : '';
  return given ? `${externalPreamble(server)}\n\nThe server's own instructions (its words, not Wayfinder's):\n${given}` : externalPreamble(server);
}
