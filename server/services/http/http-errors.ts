import { PermissionError } from '../../errors/cms-errors.ts';

/** The guard refused a destination: the address (or one its name resolves to) is not public. */
export class BlockedAddressError extends PermissionError {
  constructor(
    readonly url: string,
    readonly address: string,
    readonly addressClass: string,
  ) {
    super(
      `Refused to contact ${url}: it resolves to ${address} (${addressClass}). Tools may only reach public internet addresses; ` +
        'if this host is trusted, an administrator can add it to WAYFINDER_HTTP_ALLOWLIST.',
    );
  }
}

/** The response was larger than the configured limit; reading stopped there. */
export class ResponseTooLargeError extends PermissionError {
  constructor(
    readonly url: string,
    readonly limitBytes: number,
  ) {
    super(
      `The response from ${url} is larger than the ${limitBytes}-byte limit (WAYFINDER_HTTP_MAX_BYTES); reading stopped there. ` +
        'Ask for a smaller resource (a paginated or filtered URL) instead of retrying.',
    );
  }
}
