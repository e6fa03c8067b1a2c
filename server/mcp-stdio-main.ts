import { answerDiscoveryOnStdio } from './mcp/answer-discovery-on-stdio.ts';

// `npm run mcp`: Wayfinder for MCP clients that start local servers over stdio. Like main.ts, the only
// module here that reads the environment. stdout carries the protocol and nothing else: a stray line
// there breaks the client, so everything a library might print goes to stderr too.
console.log = console.error;
console.info = console.error;
console.debug = console.error;
console.warn = console.error;

// Stdin is read from the first moment, before the rest of Wayfinder loads (seconds of synchronous
// work): what the client sends meanwhile waits, except the protocol discovery probe, which a client
// gives a second at most.
const { input, listening } = answerDiscoveryOnStdio();
// On a busy machine the reader thread's own start competed with this thread's loading for the cores
// and the probe's answer came late; loading waits the few milliseconds until the reader listens.
await listening;

const [
  { createProgressLine },
  { composeWayfinder },
  { loadConfigOrExplain, startOrExplain },
  { StartupError },
  { NotFoundError },
  { createLogger },
  { serveMcpOverStdio },
] = await Promise.all([
  import('./console/progress-line.ts'),
  import('./compose.ts'),
  import('./console/start-or-explain.ts'),
  import('./errors/startup-error.ts'),
  import('./errors/cms-errors.ts'),
  import('./logger.ts'),
  import('./mcp/serve-mcp-over-stdio.ts'),
]);

async function main() {
  const config = loadConfigOrExplain(process.env);
  console.error(`Starting Wayfinder over MCP stdio (Node ${process.version}, data in ${config.dataDir})`);
  const progress = createProgressLine({ stream: process.stderr });
  const logger = createLogger({ level: config.logLevel, destination: process.stderr });
  const services = await startOrExplain(() => composeWayfinder(config, { logger, onProgress: ({ step, done, total }) => progress.update(step, done, total) }));
  progress.finish();
  const { conversationId, closed } = await startOrExplain(() =>
    serveMcpOverStdio({ ...services, ...config.mcp, input }).catch((error) => {
      // Another editor's conversation is reported missing, as the chat does; the operator gets one line, not a stack.
      if (!NotFoundError.isInstance(error)) throw error;
      throw new StartupError(
        `WAYFINDER_MCP_CONVERSATION: editor "${config.mcp.editor}" has no conversation "${config.mcp.conversationId}"; unset it to start a new one.`,
      );
    }),
  );
  console.error(`Wayfinder MCP ready: editor "${config.mcp.editor}", conversation ${conversationId}`);
  const shutdown = () => void services.close().then(() => process.exit(0));
  void closed.then(shutdown);
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

await main();
