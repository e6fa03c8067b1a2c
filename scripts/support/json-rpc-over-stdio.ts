import { type ChildProcessWithoutNullStreams, spawn, type SpawnOptions } from 'node:child_process';

export type JsonRpcMessage = { jsonrpc: '2.0'; id?: number | string | null; method?: string; [key: string]: unknown };

export type JsonRpcOverStdio = {
  child: ChildProcessWithoutNullStreams;
  /** Every line the child wrote on stdout, in order, with when it arrived (ms after the start). */
  lines: { text: string; atMs: number }[];
  /** The lines parsed; throws, naming the line, when one is not JSON (stdout is the protocol's alone). */
  messages(): { message: JsonRpcMessage; atMs: number }[];
  send(message: JsonRpcMessage): void;
  /** Resolves with the answer to request `id` once it has arrived. */
  answerTo(id: number | string): Promise<JsonRpcMessage>;
  /** Closes stdin and resolves with the exit code. */
  end(): Promise<number | null>;
};

/**
 * A process spoken to with newline-delimited JSON-RPC on stdin/stdout, as MCP's stdio transport does, with
 * no client library in between: for the raw protocol a client sends (probes, order) and its timing.
 */
export function startJsonRpcOverStdio(command: string, args: readonly string[], options: Omit<SpawnOptions, 'stdio'> = {}): JsonRpcOverStdio {
  const startedAt = performance.now();
  const child = spawn(command, args, { ...options, stdio: ['pipe', 'pipe', 'pipe'] }) as ChildProcessWithoutNullStreams;
  const lines: JsonRpcOverStdio['lines'] = [];
  let partialLine = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const texts = (partialLine + chunk.toString('utf8')).split('\n');
    partialLine = texts.pop() ?? '';
    for (const text of texts) lines.push({ text, atMs: performance.now() - startedAt });
  });
  const messages = () =>
    lines.map(({ text, atMs }) => {
      try {
        return { message: JSON.parse(text) as JsonRpcMessage, atMs };
      } catch {
        throw new Error(`not JSON-RPC on stdout: ${text.slice(0, 200)}`);
      }
    });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    lines,
    messages,
    send: (message) => child.stdin.write(`${JSON.stringify(message)}\n`),
    async answerTo(id) {
      for (;;) {
        const answer = messages().find(({ message }) => message.id === id && message.method === undefined);
        if (answer) return answer.message;
        if (child.exitCode !== null) throw new Error(`the process exited (${child.exitCode}) before answering request ${id}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    end() {
      child.stdin.end();
      return exited;
    },
  };
}
