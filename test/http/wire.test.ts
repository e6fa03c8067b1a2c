import { describe, expectTypeOf, it } from 'vitest';
import type { PreviewAccess } from '../../server/http/preview-access.ts';
import type { ChatRequestBody } from '../../server/http/chat-request-body.ts';
import type { ChatRequest, PreviewAccessGrant, StopAnswer, ToolSearchAnswer } from '../../server/http/wire.ts';
import type { ConversationLocks } from '../../server/conversations/conversation-locks.ts';
import type { ToolSearchResult } from '../../server/tools/tool-search/tool-search.ts';

// wire.ts states these shapes itself, because the modules that produce them need Node types the chat page
// is checked without. Checked by `tsc` (npm test's typecheck): a route's answer that drifts from what
// clients are told fails the build here.
describe('the wire types clients import', () => {
  it('match what the routes answer', () => {
    expectTypeOf<PreviewAccessGrant>().toEqualTypeOf<ReturnType<PreviewAccess['issue']>>();
    expectTypeOf<ToolSearchAnswer['tools']>().toEqualTypeOf<ToolSearchResult['tools']>();
    expectTypeOf<ToolSearchAnswer['path']>().toEqualTypeOf<ToolSearchResult['path']>();
    expectTypeOf<StopAnswer['stopped']>().toEqualTypeOf<Awaited<ReturnType<ConversationLocks['stop']>>>();
  });

  it('send only what POST /api/chat accepts', () => {
    expectTypeOf<ChatRequest>().toExtend<ChatRequestBody>();
  });
});
