import { isToolUIPart } from 'ai';
import type { ChatMessage } from './api.ts';
import { Markdown } from './markdown.tsx';
import { ToolCall } from './tool-call.tsx';

export function MessageView({ message, onApproval }: { message: ChatMessage; onApproval: (id: string, approved: boolean) => void }) {
  const usage = message.metadata?.usage;
  const tokens = usage?.totalTokens ?? (usage ? (usage.inputTokens ?? 0) + (usage.outputTokens ?? 0) : undefined);
  return (
    <article className={`message ${message.role}`} aria-label={message.role === 'user' ? 'Your message' : 'Wayfinder'}>
      {message.parts.map((part, index) => {
        // Text parts have no id of their own; a message's parts are only ever appended, so the position is stable.
        const textKey = `text-${index}`;
        if (part.type === 'text')
          return message.role === 'user' ? (
            <p key={textKey} className="user-text">
              {part.text}
            </p>
          ) : (
            <Markdown key={textKey} text={part.text} />
          );
        if (isToolUIPart(part)) return <ToolCall key={part.toolCallId} part={part} onApproval={onApproval} />;
        return null;
      })}
      {tokens !== undefined && <div className="tokens">{tokens.toLocaleString('en')} tokens</div>}
    </article>
  );
}
