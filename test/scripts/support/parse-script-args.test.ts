import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseScriptArgs, scriptUsage } from '../../../scripts/support/parse-script-args.ts';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'script-args-'));
const script = path.join(directory, 'eval-something.ts');
fs.writeFileSync(script, "/**\n * Evaluates something.\n *   npm run eval:something -- [--k 5]\n */\nimport fs from 'node:fs';\n");

/** process.exit, caught: the code it was called with, and what was printed on each stream. */
function run(args: string[]): { out: string; err: string; exit?: string; values?: { k: string } } {
  const printed = { out: '', err: '' };
  vi.spyOn(console, 'log').mockImplementation((text: string) => {
    printed.out += text;
  });
  vi.spyOn(console, 'error').mockImplementation((text: string) => {
    printed.err += text;
  });
  vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`);
  });
  try {
    const { values } = parseScriptArgs(script, { k: { type: 'string', default: '5' } }, args);
    return { ...printed, values };
  } catch (error) {
    return { ...printed, exit: (error as Error).message };
  }
}

afterEach(() => vi.restoreAllMocks());

describe('parseScriptArgs', () => {
  it("prints the script's doc comment for --help, without its comment marks", () => {
    expect(scriptUsage(script)).toBe('Evaluates something.\n  npm run eval:something -- [--k 5]');
    expect(run(['--help'])).toMatchObject({ exit: 'exit 0', out: scriptUsage(script) });
  });

  it('names an unknown option and shows the usage, with exit code 2 instead of a stack trace', () => {
    const { exit, err } = run(['--bogus']);
    expect(exit).toBe('exit 2');
    expect(err).toContain("Unknown option '--bogus'");
    expect(err).toContain('npm run eval:something');
  });

  it('returns the options it was given', () => {
    expect(run(['--k', '3']).values).toEqual({ k: '3' });
    expect(run([]).values).toEqual({ k: '5' });
  });
});
