import { PermissionError } from '../../errors/cms-errors.ts';

const blockedAddressName = 'BlockedAddressError';
const blockedAddressMarker = `wayfinder.error.${blockedAddressName}`;
const blockedAddressSymbol = Symbol.for(blockedAddressMarker);

/** The guard refused a destination: the address (or one its name resolves to) is not public. */
export class BlockedAddressError extends PermissionError {
  readonly [blockedAddressSymbol] = true;
  readonly url: string;
  readonly address: string;
  /** Why the address is not public, e.g. "loopback", "private". */
  readonly addressClass: string;

  constructor({ url, address, addressClass }: { url: string; address: string; addressClass: string }) {
    super(
      `Refused to contact ${url}: it resolves to ${address} (${addressClass}). Tools may only reach public internet addresses; ` +
        'if this host is trusted, an administrator can add it to WAYFINDER_HTTP_ALLOWLIST.',
      { name: blockedAddressName },
    );
    this.url = url;
    this.address = address;
    this.addressClass = addressClass;
  }

  static override isInstance(error: unknown): error is BlockedAddressError {
    return PermissionError.hasMarker(error, blockedAddressMarker);
  }
}

const responseTooLargeName = 'ResponseTooLargeError';
const responseTooLargeMarker = `wayfinder.error.${responseTooLargeName}`;
const responseTooLargeSymbol = Symbol.for(responseTooLargeMarker);

/** The response was larger than the configured limit; reading stopped there. */
export class ResponseTooLargeError extends PermissionError {
  readonly [responseTooLargeSymbol] = true;
  readonly url: string;
  readonly limitBytes: number;

  constructor({ url, limitBytes }: { url: string; limitBytes: number }) {
    super(
      `The response from ${url} is larger than the ${limitBytes}-byte limit (WAYFINDER_HTTP_MAX_BYTES); reading stopped there. ` +
        'Ask for a smaller resource (a paginated or filtered URL) instead of retrying.',
      { name: responseTooLargeName },
    );
    this.url = url;
    this.limitBytes = limitBytes;
  }

  static override isInstance(error: unknown): error is ResponseTooLargeError {
    return PermissionError.hasMarker(error, responseTooLargeMarker);
  }
}
