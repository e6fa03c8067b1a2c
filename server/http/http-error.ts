import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../logger.ts';
import { ChatRequestError } from '../agent/chat-request.ts';
import { ConflictError, NotFoundError, TransientError } from '../errors/cms-errors.ts';
import type { ErrorEnvelope, ErrorSubject, HttpErrorType } from './wire.ts';

/** The one mapping from error type to HTTP status. */
export const STATUS_OF: Record<HttpErrorType, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL: 500,
  NOT_CONFIGURED: 503,
  TRANSIENT: 503,
};

/** A request the server refuses. Routes and middleware throw it; `answerError` (the app's `onError`) answers. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly type: HttpErrorType;
  readonly headers: Record<string, string> | undefined;
  readonly subject: ErrorSubject | undefined;
  constructor({ type, message, headers, subject }: { type: HttpErrorType; message: string; headers?: Record<string, string>; subject?: ErrorSubject }) {
    super(message);
    this.type = type;
    this.headers = headers;
    this.subject = subject;
  }
}

/** The one error envelope every JSON route answers with. */
export const errorEnvelope = (type: HttpErrorType, message: string, subject?: ErrorSubject): ErrorEnvelope => ({ error: { type, message, ...subject } });

/** Answers `error` as the envelope with its type's status. */
export const respondWithError = (
  c: Context,
  { type, message, headers, subject }: { type: HttpErrorType; message: string; headers?: Record<string, string>; subject?: ErrorSubject },
) => c.json(errorEnvelope(type, message, subject), STATUS_OF[type], headers);

const typeOfStatus = (status: number): HttpErrorType => (Object.keys(STATUS_OF) as HttpErrorType[]).find((type) => STATUS_OF[type] === status) ?? 'BAD_REQUEST';

/** What an error thrown by a route means to the client, by class, never by message text; undefined: unexpected. */
function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof HTTPException) return new HttpError({ type: typeOfStatus(error.status), message: error.message });
  if (error instanceof ChatRequestError) return new HttpError({ type: 'BAD_REQUEST', message: error.message });
  // The entity and key go as fields: the message is for people (an undo refusal names the change by what it did, not its id).
  if (NotFoundError.isInstance(error)) return new HttpError({ type: 'NOT_FOUND', message: error.message, subject: { entity: error.entity, key: error.key } });
  if (ConflictError.isInstance(error)) return new HttpError({ type: 'CONFLICT', message: error.message, subject: { entity: error.entity, key: error.key } });
  // The database or another service is away for a moment: the client may retry, nothing is wrong with its request.
  if (TransientError.isInstance(error)) return new HttpError({ type: 'TRANSIENT', message: error.message, headers: { 'retry-after': '2' } });
  return undefined;
}

/** The app's `onError`: typed errors become their envelope and status; anything else is logged and answered 500. */
export function answerError(logger: Logger) {
  return (error: Error, c: Context) => {
    const known = toHttpError(error);
    if (known) return respondWithError(c, known);
    logger.error({ err: error, path: c.req.path }, 'request failed');
    return respondWithError(c, { type: 'INTERNAL', message: 'Internal server error' });
  };
}
