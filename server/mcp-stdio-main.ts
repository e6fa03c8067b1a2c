import { createProgressLine } from './console/progress-line.ts';
import { composeWayfinder } from './compose.ts';
import { loadConfigOrExplain, startOrExplain } from './console/start-or-explain.ts';
import { StartupError } from './errors/startup-error.ts';
import { NotFoundError } from './errors/cms-errors.ts';
import { createLogger } from './logger.ts';
import { serveMcpOverStdio } from './mcp/serve-mcp-over-stdio.ts';

// `npm run mcp`: Wayfinder for MCP clients that start local servers over stdio. Like main.ts, the only
// module here that reads the environment. stdout carries the protocol and nothing else: a stray line
// there breaks the client, so everything a library might print goes to stderr too.
console.log = console.error;
console.info = console.error;
console.debug = console.error;
console.warn = console.error;

async function main() {
  const config = loadConfigOrExplain(process.env);
  console.error(`Starting Wayfinder over MCP stdio (Node ${process.version}, data in ${config.dataDir})`);
  const progress = createProgressLine({ stream: process.stderr });
  const logger = createLogger({ level: config.logLevel, destination: process.stderr });
  const services = await startOrExplain(() => composeWayfinder(config, { logger, onProgress: ({ step, done, total }) => progress.update(step, done, total) }));
  progress.finish();
  const { conversationId, closed } = await startOrExplain(() =>
    serveMcpOverStdio({ ...services, ...config.mcp }).catch((error) => {
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
