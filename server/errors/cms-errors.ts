/**
 * The failures every layer reports (store, services, tools, guardrails). They sit below all of them;
 * `toToolError` (server/tools/tool-error.ts) turns them into the one shape the model sees, and `answerError`
 * (server/http/http-error.ts) into an HTTP answer.
 * Each message is written as the way out: what was wrong and what to call or pass instead. The facts the
 * message is built from are fields too, so callers branch on them, never on message text.
 *
 * Recognise an error with `X.isInstance(error)`, not `instanceof`: as the AI SDK's `AISDKError` does, each
 * class marks its instances with a `Symbol.for` key, which a second copy of this module (a bundled script,
 * a test's module graph, a worker) shares, while its classes would be different objects.
 */
export type ToolErrorType =
  | 'VALIDATION'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PERMISSION'
  | 'TRANSIENT'
  | 'OUTCOME_UNKNOWN'
  | 'INTERNAL'
  // An external MCP server's tool reported a failure, in its own words.
  | 'EXTERNAL'
  // Set by the agent's guardrails, not by tools: the call was not run.
  | 'LOOP_DETECTED'
  | 'BUDGET_EXHAUSTED';

export type FieldProblem = { field: string; message: string };

/** What a thing is called (`'page'`, `'section template'`) and the id, slug or name it was asked by. */
type EntityReference = { entity: string; key: string | number };

const cmsErrorMarker = 'wayfinder.error';
const cmsErrorSymbol = Symbol.for(cmsErrorMarker);

export abstract class CmsError extends Error {
  /** The marker `isInstance` looks for; each subclass adds its own under `wayfinder.error.<name>`. */
  readonly [cmsErrorSymbol] = true;
  abstract readonly type: ToolErrorType;
  readonly retryable: boolean = false;

  constructor({ name, message, cause }: { name: string; message: string; cause?: unknown }) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = name;
  }

  static isInstance(error: unknown): error is CmsError {
    return CmsError.hasMarker(error, cmsErrorMarker);
  }

  protected static hasMarker(error: unknown, marker: string): boolean {
    const symbol = Symbol.for(marker);
    return typeof error === 'object' && error !== null && symbol in error && (error as Record<symbol, unknown>)[symbol] === true;
  }
}

const validationName = 'ValidationError';
const validationMarker = `${cmsErrorMarker}.${validationName}`;
const validationSymbol = Symbol.for(validationMarker);

/** The input was wrong: every bad field is named, with what to pass instead. */
export class ValidationError extends CmsError {
  readonly [validationSymbol] = true;
  readonly type = 'VALIDATION';
  readonly fields: readonly FieldProblem[];

  constructor({ fields, message = describeFields(fields) }: { fields: readonly FieldProblem[]; message?: string }) {
    super({ name: validationName, message });
    this.fields = fields;
  }

  static override isInstance(error: unknown): error is ValidationError {
    return CmsError.hasMarker(error, validationMarker);
  }
}

const notFoundName = 'NotFoundError';
const notFoundMarker = `${cmsErrorMarker}.${notFoundName}`;
const notFoundSymbol = Symbol.for(notFoundMarker);

export class NotFoundError extends CmsError {
  readonly [notFoundSymbol] = true;
  readonly type = 'NOT_FOUND';
  readonly entity: string;
  readonly key: string | number;

  constructor({ entity, key, message = `No ${entity} "${key}".` }: EntityReference & { message?: string }) {
    super({ name: notFoundName, message });
    this.entity = entity;
    this.key = key;
  }

  static override isInstance(error: unknown): error is NotFoundError {
    return CmsError.hasMarker(error, notFoundMarker);
  }
}

const conflictName = 'ConflictError';
const conflictMarker = `${cmsErrorMarker}.${conflictName}`;
const conflictSymbol = Symbol.for(conflictMarker);

/** The request does not fit the entity's current state (a taken slug, an image in use, an undo overtaken by later edits). */
export class ConflictError extends CmsError {
  readonly [conflictSymbol] = true;
  readonly type = 'CONFLICT';
  /** The entity whose state stands in the way. */
  readonly entity: string;
  readonly key: string | number;

  constructor({ entity, key, message }: EntityReference & { message: string }) {
    super({ name: conflictName, message });
    this.entity = entity;
    this.key = key;
  }

  static override isInstance(error: unknown): error is ConflictError {
    return CmsError.hasMarker(error, conflictMarker);
  }
}

const permissionName = 'PermissionError';
const permissionMarker = `${cmsErrorMarker}.${permissionName}`;
const permissionSymbol = Symbol.for(permissionMarker);

/** Something outside refused (an API key, a site that blocks readers, a limit Wayfinder keeps): retrying will not help. */
export class PermissionError extends CmsError {
  readonly [permissionSymbol] = true;
  readonly type = 'PERMISSION';

  /** `name`: a subclass's own name (`BlockedAddressError`). */
  constructor(message: string, { name = permissionName }: { name?: string } = {}) {
    super({ name, message });
  }

  static override isInstance(error: unknown): error is PermissionError {
    return CmsError.hasMarker(error, permissionMarker);
  }
}

const transientName = 'TransientError';
const transientMarker = `${cmsErrorMarker}.${transientName}`;
const transientSymbol = Symbol.for(transientMarker);

/** A service or the database is away for a moment: the same call may work shortly. */
export class TransientError extends CmsError {
  readonly [transientSymbol] = true;
  readonly type = 'TRANSIENT';
  override readonly retryable = true;

  constructor(message: string, options?: { cause?: unknown }) {
    super({ name: transientName, message, cause: options?.cause });
  }

  static override isInstance(error: unknown): error is TransientError {
    return CmsError.hasMarker(error, transientMarker);
  }
}

const outcomeUnknownName = 'OutcomeUnknownError';
const outcomeUnknownMarker = `${cmsErrorMarker}.${outcomeUnknownName}`;
const outcomeUnknownSymbol = Symbol.for(outcomeUnknownMarker);

/** A write that was stopped (a timeout) after it may already have taken effect: repeating it could do it twice. */
export class OutcomeUnknownError extends CmsError {
  readonly [outcomeUnknownSymbol] = true;
  readonly type = 'OUTCOME_UNKNOWN';

  constructor(message: string) {
    super({ name: outcomeUnknownName, message });
  }

  static override isInstance(error: unknown): error is OutcomeUnknownError {
    return CmsError.hasMarker(error, outcomeUnknownMarker);
  }
}

const notConfiguredName = 'NotConfiguredError';
const notConfiguredMarker = `${cmsErrorMarker}.${notConfiguredName}`;
const notConfiguredSymbol = Symbol.for(notConfiguredMarker);

/** A service the tool needs is not configured: the message names the variable to set. */
export class NotConfiguredError extends CmsError {
  readonly [notConfiguredSymbol] = true;
  readonly type = 'PERMISSION';
  /** The environment variable that would configure it, e.g. `PEXELS_API_KEY`. */
  readonly variable: string;
  /** What is missing, as the editor would say it, e.g. "Web search". */
  readonly purpose: string;

  constructor({ variable, purpose }: { variable: string; purpose: string }) {
    super({
      name: notConfiguredName,
      message: `${purpose} is not configured: set ${variable} in the server's environment. Tell the editor; retrying will not help.`,
    });
    this.variable = variable;
    this.purpose = purpose;
  }

  static override isInstance(error: unknown): error is NotConfiguredError {
    return CmsError.hasMarker(error, notConfiguredMarker);
  }
}

const externalToolName = 'ExternalToolError';
const externalToolMarker = `${cmsErrorMarker}.${externalToolName}`;
const externalToolSymbol = Symbol.for(externalToolMarker);

/** An external MCP server answered a call with an error (its tool failed, or it refused the request): not retryable as it stands. */
export class ExternalToolError extends CmsError {
  readonly [externalToolSymbol] = true;
  readonly type = 'EXTERNAL';
  /** The configured server's name. */
  readonly server: string;

  /** `detail`: what the server said, already cut short and cleared of the server's configured secrets. */
  constructor({ server, tool, detail }: { server: string; tool: string; detail: string }) {
    super({
      name: externalToolName,
      message: `The external server "${server}" reported that ${tool} failed: ${detail || '(no message)'}. Fix the arguments if the message says how; otherwise tell the editor.`,
    });
    this.server = server;
  }

  static override isInstance(error: unknown): error is ExternalToolError {
    return CmsError.hasMarker(error, externalToolMarker);
  }
}

export function describeFields(fields: readonly FieldProblem[]): string {
  return `Invalid input: ${fields.map((problem) => `${problem.field || '(input)'}: ${problem.message}`).join('; ')}`;
}

const toolNotAvailableName = 'ToolNotAvailableError';
const toolNotAvailableMarker = `${cmsErrorMarker}.${toolNotAvailableName}`;
const toolNotAvailableSymbol = Symbol.for(toolNotAvailableMarker);

/** Why a call was refused before it ran: no such tool, or one the conversation has not discovered yet. */
export class ToolNotAvailableError extends CmsError {
  readonly [toolNotAvailableSymbol] = true;
  readonly type = 'NOT_FOUND';
  readonly toolName: string;
  readonly reason: 'unknown' | 'not-discovered';
  /** The tools the caller may call now, in the order they were offered. */
  readonly availableTools: readonly string[];

  constructor({ toolName, reason, availableTools }: { toolName: string; reason: 'unknown' | 'not-discovered'; availableTools: readonly string[] }) {
    super({
      name: toolNotAvailableName,
      message:
        reason === 'unknown'
          ? `No tool "${toolName}". The tools you can call now: ${availableTools.join(', ')}. Call tool_search with what you need to do to find others.`
          : `${toolName} is not in this conversation's tool list yet. Call tool_search first, describing what you need to do; the tools it finds are added to the list.`,
    });
    this.toolName = toolName;
    this.reason = reason;
    this.availableTools = availableTools;
  }

  static override isInstance(error: unknown): error is ToolNotAvailableError {
    return CmsError.hasMarker(error, toolNotAvailableMarker);
  }
}

const notConfirmedName = 'NotConfirmedError';
const notConfirmedMarker = `${cmsErrorMarker}.${notConfirmedName}`;
const notConfirmedSymbol = Symbol.for(notConfirmedMarker);

/** unsupported: the client cannot ask; declined / cancelled: the editor said no or closed the question; failed: asking went wrong. */
export type NotConfirmedReason = 'unsupported' | 'declined' | 'cancelled' | 'failed';

/** A tool that needs the editor's yes did not get it, so it did not run. */
export class NotConfirmedError extends CmsError {
  readonly [notConfirmedSymbol] = true;
  readonly type = 'PERMISSION';
  readonly toolName: string;
  readonly reason: NotConfirmedReason;

  constructor({ toolName, reason }: { toolName: string; reason: NotConfirmedReason }) {
    super({
      name: notConfirmedName,
      message: {
        unsupported: `${toolName} needs the editor's confirmation, and this client cannot ask for it (it does not support MCP elicitation). Nothing was changed. Tell the editor to do this from a client that supports elicitation, or from Wayfinder's chat page.`,
        declined: `The editor declined ${toolName}: nothing was changed. Do not try again unless the editor asks for it.`,
        cancelled: `The editor closed the confirmation for ${toolName} without answering: nothing was changed. Ask the editor before trying again.`,
        failed: `The confirmation for ${toolName} could not be asked (the client did not answer): nothing was changed. Tell the editor.`,
      }[reason],
    });
    this.toolName = toolName;
    this.reason = reason;
  }

  static override isInstance(error: unknown): error is NotConfirmedError {
    return CmsError.hasMarker(error, notConfirmedMarker);
  }
}
