import { describe, expect, it } from 'vitest';
import { agentCallOptionsForTurn } from '../../server/agent/run-turn.ts';
import type { ConversationMemory } from '../../server/conversations/working-memory/working-memory.ts';
import { createTurnGuard } from '../../server/tool-runtime/turn-guard.ts';
import { captureLogs } from '../support/captured-logs.ts';

const memory = { sessionId: 's1', discoveredTools: ['cms_getPage', 'cms_retired'], usedTools: [], entities: [] } as unknown as ConversationMemory;
const turn = createTurnGuard({
  sessionId: 's1',
  turn: 1,
  registryVersion: 'v1',
  budgets: { modelSteps: 8, toolCalls: 20, toolSearches: 4 },
  logger: captureLogs().logger,
});

describe('agentCallOptionsForTurn', () => {
  it("passes the memory with only the discovered tools the registry still has, and the new message's text", () => {
    const options = agentCallOptionsForTurn({
      sessionId: 's1',
      editor: 'ada',
      turn,
      memory,
      discoveredBefore: ['cms_getPage'],
      input: {
        kind: 'message',
        message: {
          id: 'm1',
          role: 'user',
          parts: [
            { type: 'text', text: ' Rename ' },
            { type: 'file', mediaType: 'image/png', url: 'data:,' },
            { type: 'text', text: 'the about page ' },
          ],
        },
      },
    });
    expect(options).toEqual({
      sessionId: 's1',
      editor: 'ada',
      turn,
      memory: { ...memory, discoveredTools: ['cms_getPage'] },
      message: 'Rename  the about page',
    });
  });

  it('has no message when the turn continues after approvals', () => {
    expect(
      agentCallOptionsForTurn({ sessionId: 's1', editor: 'ada', turn, memory, discoveredBefore: [], input: { kind: 'approvals', answers: [] } }),
    ).not.toHaveProperty('message');
  });
});
