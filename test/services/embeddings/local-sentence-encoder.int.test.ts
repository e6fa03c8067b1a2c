import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * Runs a script until it prints `marker`, then waits `graceMs` for its process to end by itself.
 * (Loading the encoder's weights can take a minute on a busy machine; ending should not.)
 */
function runToTheEnd(script: string, marker: string, graceMs: number): Promise<{ exited: boolean; output: string }> {
  return new Promise((resolve) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-encoder-')), 'embed-once.mts');
    fs.writeFileSync(file, script);
    const child = spawn(process.execPath, [file], { cwd: root });
    let output = '';
    let timer: NodeJS.Timeout | undefined;
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (!timer && output.includes(marker)) {
        timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve({ exited: false, output });
        }, graceMs);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve({ exited: true, output });
    });
  });
}

describe('the local sentence encoder', () => {
  // The evaluation script printed its report and then stayed alive for good: the encoder's thread kept it running.
  it('lets a process that used it end by itself', async () => {
    const script = `
      import { createLocalSentenceEncoder } from '${pathToFileURL(path.join(root, 'server/services/embeddings/local-sentence-encoder.ts')).href}';
      const model = createLocalSentenceEncoder();
      const { embeddings } = await model.doEmbed({ values: ['add a photo to the about page'] });
      console.log('dimensions', embeddings[0].length);
    `;
    const { exited, output } = await runToTheEnd(script, 'dimensions', 10_000);
    expect(output).toContain('dimensions 512');
    expect(exited).toBe(true);
  }, 180_000);
});
