import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../web/src/api-client.ts';
import { countOf } from '../../../web/src/count-of.ts';
import { describeRequestFailure, describeSendFailure, MAX_MESSAGE_CHARACTERS, SERVER_UNREACHABLE, tooLongToSend } from '../../../web/src/send-failure.ts';

describe('a message that cannot be sent', () => {
  it('over the limit: says how long it is and the limit in characters and words, never in bytes', () => {
    expect(tooLongToSend('x'.repeat(MAX_MESSAGE_CHARACTERS))).toBeUndefined();
    expect(tooLongToSend('x'.repeat(MAX_MESSAGE_CHARACTERS + 1))).toBe(
      'This message has 100,001 characters; one message can have at most 100,000 (about 15,000 words). Shorten it or send it in parts.',
    );
  });

  it('when the server is away ("Failed to fetch"): says Wayfinder could not be reached and the text is kept', () => {
    expect(describeSendFailure(new TypeError('Failed to fetch'))).toBe(SERVER_UNREACHABLE);
    expect(SERVER_UNREACHABLE).toMatch(/^Couldn't reach Wayfinder\. Your message is still in the box/);
  });

  it("when refused: the server's reason, or for a body over its limit words instead of bytes", () => {
    const conflict = new ApiError({
      type: 'CONFLICT',
      status: 409,
      message: 'A turn is still running in this conversation; wait for it to finish, then send again.',
    });
    expect(describeSendFailure(conflict)).toBe(`${conflict.message} Your message is still in the box.`);
    const tooLarge = describeSendFailure(new ApiError({ type: 'PAYLOAD_TOO_LARGE', status: 413, message: 'Request body is larger than 4096 bytes.' }));
    expect(tooLarge).not.toMatch(/bytes/);
    expect(tooLarge).toMatch(/too large.*still in the box/);
  });
});

describe('a request without a message that fails (Regenerate, the turn after an approval)', () => {
  it('says Wayfinder could not be reached instead of the browser\'s "Failed to fetch", and keeps the server\'s reasons', () => {
    expect(describeRequestFailure(new TypeError('Failed to fetch'))).toBe("Couldn't reach Wayfinder, so nothing happened. Try again once it is back.");
    const conflict = new ApiError({ type: 'CONFLICT', status: 409, message: 'A turn is still running in this conversation.' });
    expect(describeRequestFailure(conflict)).toBe(conflict.message);
  });
});

describe('countOf', () => {
  it('says "1 tool", not "1 tools"', () => {
    expect([0, 1, 2, 1200].map((count) => countOf(count, 'tool'))).toEqual(['0 tools', '1 tool', '2 tools', '1,200 tools']);
  });
});
