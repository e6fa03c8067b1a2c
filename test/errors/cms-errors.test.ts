import { describe, expect, it } from 'vitest';
import {
  CmsError,
  ConflictError,
  NotConfiguredError,
  NotConfirmedError,
  NotFoundError,
  OutcomeUnknownError,
  PermissionError,
  ToolNotAvailableError,
  TransientError,
  ValidationError,
} from '../../server/errors/cms-errors.ts';
import { BlockedAddressError, ResponseTooLargeError } from '../../server/services/http/http-errors.ts';

const examples = {
  ValidationError: new ValidationError({ fields: [{ field: 'slug', message: 'must not be empty' }] }),
  NotFoundError: new NotFoundError({ entity: 'page', key: 'abuot' }),
  ConflictError: new ConflictError({ entity: 'page', key: 'about', message: 'A page with slug "about" already exists.' }),
  PermissionError: new PermissionError('The site refuses this request.'),
  TransientError: new TransientError('The database cannot be reached right now; retry shortly.'),
  OutcomeUnknownError: new OutcomeUnknownError('cms_createPage did not finish and may have taken effect.'),
  NotConfiguredError: new NotConfiguredError({ variable: 'PEXELS_API_KEY', purpose: 'Pexels stock photos' }),
  ToolNotAvailableError: new ToolNotAvailableError({ toolName: 'cms_nope', reason: 'unknown', availableTools: ['tool_search'] }),
  NotConfirmedError: new NotConfirmedError({ toolName: 'cms_deletePage', reason: 'declined' }),
};
const classes = {
  ValidationError,
  NotFoundError,
  ConflictError,
  PermissionError,
  TransientError,
  OutcomeUnknownError,
  NotConfiguredError,
  ToolNotAvailableError,
  NotConfirmedError,
};

describe('the CMS errors', () => {
  it('are named after their class, so a log line says which failure it was', () => {
    for (const [name, error] of Object.entries(examples)) expect(error.name).toBe(name);
  });

  it('are recognised by their own class and CmsError, and by no other class', () => {
    for (const [name, error] of Object.entries(examples)) {
      expect(CmsError.isInstance(error)).toBe(true);
      for (const [otherName, other] of Object.entries(classes)) expect(other.isInstance(error), `${otherName}.isInstance(${name})`).toBe(otherName === name);
    }
  });

  it('recognises none of a plain Error, a look-alike object, null or a string', () => {
    const lookAlike = { name: 'NotFoundError', type: 'NOT_FOUND', message: 'No page "about".' };
    for (const value of [new Error('No page "about".'), lookAlike, null, undefined, 'NotFoundError'])
      expect([CmsError.isInstance(value), NotFoundError.isInstance(value)]).toEqual([false, false]);
  });

  it('recognises an error thrown by another copy of the module, which instanceof does not', async () => {
    const copy: typeof import('../../server/errors/cms-errors.ts') = await import('../../server/errors/cms-errors.ts?second-copy' as string);
    const fromCopy = new copy.NotFoundError({ entity: 'page', key: 'about' });
    expect(fromCopy instanceof NotFoundError).toBe(false);
    expect([NotFoundError.isInstance(fromCopy), CmsError.isInstance(fromCopy), ConflictError.isInstance(fromCopy)]).toEqual([true, true, false]);
    expect(copy.NotFoundError.isInstance(examples.NotFoundError)).toBe(true);
  });

  it('keep the facts their message is built from as fields', () => {
    expect(examples.NotFoundError).toMatchObject({ entity: 'page', key: 'abuot', message: 'No page "abuot".', type: 'NOT_FOUND' });
    expect(examples.ConflictError).toMatchObject({ entity: 'page', key: 'about', type: 'CONFLICT' });
    expect(examples.ValidationError).toMatchObject({
      fields: [{ field: 'slug', message: 'must not be empty' }],
      message: 'Invalid input: slug: must not be empty',
    });
    expect(examples.NotConfiguredError).toMatchObject({ variable: 'PEXELS_API_KEY', purpose: 'Pexels stock photos', type: 'PERMISSION' });
    expect(examples.NotConfiguredError.message).toBe(
      "Pexels stock photos is not configured: set PEXELS_API_KEY in the server's environment. Tell the editor; retrying will not help.",
    );
    expect(examples.ToolNotAvailableError).toMatchObject({ toolName: 'cms_nope', reason: 'unknown', availableTools: ['tool_search'] });
    expect(examples.NotConfirmedError).toMatchObject({ toolName: 'cms_deletePage', reason: 'declined', type: 'PERMISSION' });
  });

  it('marks only a transient failure as worth retrying, and keeps its cause', () => {
    const cause = new Error('ECONNREFUSED');
    expect(new TransientError('The database cannot be reached right now; retry shortly.', { cause })).toMatchObject({ retryable: true, cause });
    expect(Object.values(examples).filter((error) => error.retryable)).toEqual([examples.TransientError]);
  });

  it('recognises the HTTP guard refusals as PERMISSION errors with their own names and fields', () => {
    const blocked = new BlockedAddressError({ url: 'http://intranet/', address: '10.0.0.7', addressClass: 'private' });
    const tooLarge = new ResponseTooLargeError({ url: 'https://example.com/big', limitBytes: 1024 });
    expect(blocked).toMatchObject({ name: 'BlockedAddressError', type: 'PERMISSION', url: 'http://intranet/', address: '10.0.0.7', addressClass: 'private' });
    expect(tooLarge).toMatchObject({ name: 'ResponseTooLargeError', type: 'PERMISSION', limitBytes: 1024 });
    expect([PermissionError.isInstance(blocked), BlockedAddressError.isInstance(blocked), ResponseTooLargeError.isInstance(blocked)]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
