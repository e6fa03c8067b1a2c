import { type CmsError, NotConfirmedError } from '../errors/cms-errors.ts';
import type { Metrics } from '../services/metrics/metrics.ts';
import type { CmsTool } from '../tools/define-cms-tool.ts';

/** The person's answer to "run this?": only 'accept' lets the call run. */
export type ConfirmationAnswer = 'accept' | 'decline' | 'cancel';

/** What the person is asked about: the tool, its arguments, and what the call would do in their words. */
export type ConfirmationRequest = { tool: Pick<CmsTool, 'name' | 'title' | 'description'>; input: unknown; effect?: string };

/** Asks the person behind the surface whether a tool call may run (over MCP: elicitation). */
export type ConfirmToolCall = (request: ConfirmationRequest) => Promise<ConfirmationAnswer>;

const refusalFor: Record<Exclude<ConfirmationAnswer, 'accept'>, 'declined' | 'cancelled'> = { decline: 'declined', cancel: 'cancelled' };

/**
 * Asks for the yes a call needs, during the call. Undefined when it was given; otherwise why the call
 * may not run: the surface cannot ask (no `confirm`), the person said no or closed the question, or
 * asking failed (a client that errors or never answers has not said yes).
 */
export async function askForApproval({
  request,
  confirm,
  metrics,
}: {
  request: ConfirmationRequest;
  confirm: ConfirmToolCall | undefined;
  metrics: Metrics;
}): Promise<CmsError | undefined> {
  const { name } = request.tool;
  if (!confirm) return new NotConfirmedError({ toolName: name, reason: 'unsupported' });
  metrics.approvals.inc({ decision: 'requested' });
  let answer: ConfirmationAnswer;
  try {
    answer = await confirm(request);
  } catch {
    return new NotConfirmedError({ toolName: name, reason: 'failed' });
  }
  metrics.approvals.inc({ decision: answer === 'accept' ? 'granted' : 'denied' });
  return answer === 'accept' ? undefined : new NotConfirmedError({ toolName: name, reason: refusalFor[answer] });
}
