import { describe, expect, it } from 'vitest';
import { toExternalToolOutput } from '../../../server/tools/external/external-tool-output.ts';

const options = { server: 'dam', tool: 'dam__get', mayChange: false, redact: (text: string) => text.replaceAll('s3cr3t-value', '[redacted]') };

describe('toExternalToolOutput', () => {
  it('keeps structured content and describes what it cannot show instead of passing base64 on', () => {
    const output = toExternalToolOutput({
      ...options,
      result: {
        structuredContent: { id: 7, title: 'Tent', signedUrl: 'https://x/?sig=s3cr3t-value' },
        content: [
          { type: 'text', text: '{"id":7}' },
          { type: 'image', data: 'A'.repeat(4096), mimeType: 'image/png' },
          { type: 'resource_link', uri: 'dam://assets/7', name: 'Tent' },
        ],
      },
    });
    expect(output).toEqual({
      data: { id: 7, title: 'Tent', signedUrl: 'https://x/?sig=[redacted]' },
      content: '[image image/png, 3 KB: not shown]\n\n[link: dam://assets/7 (Tent)]',
    });
  });

  it('joins text parts and embedded text resources', () => {
    expect(
      toExternalToolOutput({
        ...options,
        mayChange: true,
        result: {
          content: [
            { type: 'text', text: 'Done.' },
            { type: 'resource', resource: { uri: 'dam://log', text: 'log line' } },
          ],
        },
      }),
    ).toEqual({ content: 'Done.\n\nlog line', note: expect.stringContaining('outside the CMS') });
  });
});
