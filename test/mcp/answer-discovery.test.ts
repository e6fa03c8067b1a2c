import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { answerDiscovery } from '../../server/mcp/answer-discovery.ts';

describe('answerDiscovery', () => {
  it('answers server/discover with method not found and its id, naming the revision the SDK speaks', () => {
    expect(answerDiscovery({ jsonrpc: '2.0', id: 'probe', method: 'server/discover' })).toEqual({
      jsonrpc: '2.0',
      id: 'probe',
      error: { code: -32601, message: expect.stringContaining(`MCP up to ${LATEST_PROTOCOL_VERSION}`) },
    });
  });

  it('leaves every other message alone', () => {
    expect(answerDiscovery({ jsonrpc: '2.0', id: 1, method: 'initialize' })).toBeUndefined();
    expect(answerDiscovery('not json-rpc')).toBeUndefined();
  });
});
