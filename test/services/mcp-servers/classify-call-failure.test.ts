import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { PermissionError } from '../../../server/errors/cms-errors.ts';
import { classifyCallFailure } from '../../../server/services/mcp-servers/classify-call-failure.ts';

const fetchFailed = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) });

describe('classifyCallFailure', () => {
  it('knows a request that never left: refused connection, unknown host, a session the restarted server forgot', () => {
    expect(classifyCallFailure(fetchFailed('ECONNREFUSED')).kind).toBe('not-sent');
    expect(classifyCallFailure(fetchFailed('ENOTFOUND')).kind).toBe('not-sent');
    expect(classifyCallFailure(new StreamableHTTPError(404, 'Session not found')).kind).toBe('not-sent');
    expect(classifyCallFailure(new Error('Not connected')).kind).toBe('not-sent');
  });

  it('knows a request that may have run: the connection broke in flight, or the server failed with a 5xx', () => {
    expect(classifyCallFailure(new McpError(ErrorCode.ConnectionClosed, 'Connection closed')).kind).toBe('interrupted');
    expect(classifyCallFailure(fetchFailed('ECONNRESET')).kind).toBe('interrupted');
    expect(classifyCallFailure(new StreamableHTTPError(502, 'Bad gateway')).kind).toBe('interrupted');
  });

  it('tells refusals, the server’s own answers and the caller’s abort apart', () => {
    expect(classifyCallFailure(new StreamableHTTPError(401, 'Unauthorized'))).toEqual({
      kind: 'refused',
      reason: "the server refused Wayfinder's credentials (HTTP 401)",
    });
    expect(classifyCallFailure(new PermissionError('blocked by the outbound guard')).kind).toBe('refused');
    expect(classifyCallFailure(new McpError(ErrorCode.InvalidParams, 'Unknown tool: nope'))).toEqual({
      kind: 'answered',
      reason: 'MCP error -32602: Unknown tool: nope',
    });
    const controller = new AbortController();
    controller.abort();
    expect(classifyCallFailure(new Error('whatever'), controller.signal).kind).toBe('aborted');
  });
});
