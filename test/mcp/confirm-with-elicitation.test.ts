import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { describe, expect, it } from 'vitest';
import { confirmationMessage, elicitationConfirmer } from '../../server/mcp/confirm-with-elicitation.ts';

describe('confirmationMessage', () => {
  it('names the tool, says what it does in one sentence, shows the arguments and what each answer does', () => {
    const message = confirmationMessage({
      tool: {
        name: 'cms_deletePage',
        title: 'Delete page',
        description: 'Permanently delete a page with all its sections. Cannot be undone. Returns what was deleted.',
      },
      input: { slug: 'careers' },
    });
    expect(message).toBe(
      'Allow "Delete page"? Permanently delete a page with all its sections.\n\ncms_deletePage {"slug":"careers"}\n\nAccept runs it now; decline changes nothing.',
    );
  });
});

describe('elicitationConfirmer', () => {
  it('offers no way to confirm when the client did not declare form elicitation', () => {
    const server = new Server({ name: 'test', version: '1' }, { capabilities: { tools: {} } });
    expect(elicitationConfirmer({ server, relatedRequestId: 1, signal: new AbortController().signal, timeoutMs: 1000 })).toBeUndefined();
  });
});
