import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../server/http/wire.ts';
import { preferServerVersion } from '../../../web/src/server-version.ts';

const user: ChatMessage = { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'delete the careers page' }] };
const asking = (state: 'approval-requested' | 'approval-responded'): ChatMessage => ({
  id: 'a1',
  role: 'assistant',
  parts: [
    {
      type: 'tool-cms_deletePage',
      toolCallId: 'call-1',
      state,
      input: { slug: 'careers' },
      approval: state === 'approval-requested' ? { id: 'approval-1' } : { id: 'approval-1', approved: true },
    } as ChatMessage['parts'][number],
  ],
});
const server = [user, asking('approval-requested')];

describe("after a turn, the page shows the server's version of the conversation", () => {
  it('when the server has one', () => {
    expect(preferServerVersion({ shown: [user], server, afterError: false })).toBe(server);
    expect(preferServerVersion({ shown: [user], server: [], afterError: false })).toEqual([user]);
  });

  it('but keeps an approval the editor has already answered, on its way to the server', () => {
    const shown = [user, asking('approval-responded')];
    expect(preferServerVersion({ shown, server, afterError: false })).toBe(shown);
  });

  it('unless that answer was refused or stopped: then the server is right', () => {
    expect(preferServerVersion({ shown: [user, asking('approval-responded')], server, afterError: true })).toBe(server);
  });
});
