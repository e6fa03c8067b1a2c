import { getToolName, isToolUIPart } from 'ai';
import type { ReactNode } from 'react';
import { ActivityLine } from './activity-line.tsx';
import type { Change, ChatMessage, PreviewAccessGrant } from '../../server/http/wire.ts';
import { ApprovalCard } from './approval-card.tsx';
import { DeveloperDetails } from './developer-details.tsx';
import { Markdown } from './markdown.tsx';
import { isAtWork } from './tool-at-work.ts';
import type { ToolPart } from './tool-parts.ts';
import { WhatChanged } from './what-changed.tsx';

type MessageViewProps = {
  message: ChatMessage;
  /** The conversation's last message, with no turn running: its approvals can be answered, it can be regenerated. */
  isLatest: boolean;
  busy: boolean;
  /** The changes its turns made, oldest first. */
  changes: Change[];
  previewAccess: PreviewAccessGrant | undefined;
  /** Whether an undo of its changes is on its way, and why the server refused the last one. */
  undoState: { working: boolean; refusal: string | undefined };
  onApproval: (id: string, approved: boolean) => void;
  onRegenerate: () => void;
  onUndo: (changeIds: number[]) => void;
  /** More buttons for its footer (Copy, Edit, the switch between versions). */
  actions?: ReactNode;
};

export function MessageView({ message, isLatest, busy, changes, previewAccess, undoState, onApproval, onRegenerate, onUndo, actions }: MessageViewProps) {
  if (message.role === 'user') {
    return (
      <article className="message user" aria-label="Your message">
        {message.parts.map((part, index) => {
          // Text parts have no id of their own; a message's parts are only ever appended, so the position is stable.
          const textKey = `text-${index}`;
          return part.type === 'text' ? (
            <p key={textKey} className="user-text">
              {part.text}
            </p>
          ) : null;
        })}
        <footer className="message-footer">{actions}</footer>
      </article>
    );
  }
  const usage = message.metadata?.usage;
  const tokens = usage?.totalTokens ?? (usage ? (usage.inputTokens ?? 0) + (usage.outputTokens ?? 0) : undefined);
  const modelError = message.metadata?.modelError;
  const mcpClient = message.metadata?.mcpClient;
  return (
    <article className="message assistant" aria-label="Wayfinder">
      {mcpClient && <p className="muted mcp-client">Over MCP, from {mcpClient}</p>}
      {message.parts.map((part, index) => {
        const textKey = `text-${index}`;
        if (part.type === 'text') return <Markdown key={textKey} text={part.text} />;
        if (!isToolUIPart(part)) return null;
        const toolPart = part as ToolPart;
        // The chat's tool search shows while it runs, then is its own bookkeeping (in Details); an MCP client's search is what it did.
        if (getToolName(part) === 'tool_search' && !mcpClient && !isAtWork(toolPart)) return null;
        return (
          <div key={toolPart.toolCallId}>
            <ActivityLine part={toolPart} message={message} />
            {toolPart.state === 'approval-requested' && <ApprovalCard part={toolPart} answerable={isLatest && !busy} onAnswer={onApproval} />}
          </div>
        );
      })}
      {message.metadata?.stopped && <p className="muted">Stopped.</p>}
      {modelError && (
        <div className="model-error" role="alert">
          <p>{modelError.message}</p>
          {isLatest && !busy && (
            <button type="button" onClick={onRegenerate}>
              Retry
            </button>
          )}
        </div>
      )}
      <WhatChanged changes={changes} previewAccess={previewAccess} working={undoState.working} refusal={undoState.refusal} onUndo={onUndo} />
      <footer className="message-footer">
        {tokens !== undefined && <span className="tokens">{tokens.toLocaleString('en')} tokens</span>}
        {isLatest && !busy && !modelError && !mcpClient && (
          <button type="button" className="link" onClick={onRegenerate}>
            Regenerate
          </button>
        )}
        {actions}
      </footer>
      <DeveloperDetails message={message} />
    </article>
  );
}
