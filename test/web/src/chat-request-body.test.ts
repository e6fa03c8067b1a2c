import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../server/http/wire.ts';
import { chatRequestBody } from '../../../web/src/api-client.ts';

describe('chatRequestBody', () => {
  const edited: ChatMessage = {
    id: 'm2',
    role: 'user',
    parts: [{ type: 'text', text: 'Make it say Deals' }],
    metadata: { earlierVersions: [{ messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'Make it say Offers' }] }] }] },
  };

  it('sends an edit as the new message and the id it replaces, without the versions the page shows meanwhile', () => {
    expect(chatRequestBody({ id: 's1', messages: [edited], trigger: 'submit-message', replaces: 'm1' })).toEqual({
      id: 's1',
      trigger: 'submit-message',
      message: { id: 'm2', role: 'user', parts: [{ type: 'text', text: 'Make it say Deals' }] },
      replaces: 'm1',
    });
  });

  it('sends no "replaces" for a new message, and nothing but the trigger for a regenerate', () => {
    expect(chatRequestBody({ id: 's1', messages: [edited], trigger: 'submit-message' })).not.toHaveProperty('replaces');
    expect(chatRequestBody({ id: 's1', messages: [edited], trigger: 'regenerate-message', replaces: 'm1' })).toEqual({
      id: 's1',
      trigger: 'regenerate-message',
    });
  });
});
