import fs from 'node:fs';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/** A script's leading doc comment without its comment marks: what it does and how it is run. */
export function scriptUsage(scriptFile: string): string {
  const comment = /^\/\*\*([\s\S]*?)\*\//.exec(fs.readFileSync(scriptFile, 'utf8'))?.[1] ?? '';
  return comment
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
}

/**
 * `parseArgs` for a script run by hand (`npm run eval:discovery -- …`): `--help` prints the script's doc comment,
 * and an unknown or malformed option prints what is wrong and the doc comment, exit code 2, not a stack trace.
 */
export function parseScriptArgs<const T extends ParseArgsOptionsConfig>(
  scriptFile: string,
  options: T,
  args: readonly string[] = process.argv.slice(2),
): ReturnType<typeof parseArgs<{ options: T }>> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(scriptUsage(scriptFile));
    process.exit(0);
  }
  try {
    return parseArgs({ options, args: [...args] });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${scriptUsage(scriptFile)}`);
    process.exit(2);
  }
}
