import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { createProgressLine } from './console/progress-line.ts';
import { composeWayfinder } from './compose.ts';
import { loadConfigOrExplain, startOrExplain } from './console/start-or-explain.ts';
import { describeDatabase } from './store/database-options.ts';
import { PROVIDER_VARIABLES } from './agent/model-options.ts';

// The only module that reads the environment, opens files and listens. What it prints is for the
// person who started it; the JSON log lines are for machines.
async function main() {
  const config = loadConfigOrExplain(process.env);
  console.log(`Starting Wayfinder (Node ${process.version}, data in ${config.dataDir}, stores on ${describeDatabase(config.database)})`);
  const progress = createProgressLine({ stream: process.stdout });
  const services = await startOrExplain(() => composeWayfinder(config, { onProgress: ({ step, done, total }) => progress.update(step, done, total) }));
  progress.finish();
  const stopping = new AbortController();
  const app = createApp(services, { webDirectory: fileURLToPath(new URL('../web/dist', import.meta.url)), shutdownSignal: stopping.signal });
  if (services.createdEditorToken) {
    const { editor, token, file } = services.createdEditorToken;
    // Printed once, to the console only (not the JSON log), so the operator can sign in.
    console.log(`Created an editor token for "${editor}", stored in ${file}: ${token}`);
  } else if (services.editorTokenFile)
    console.log(`Editor token: ${services.editorTokenFile} (set WAYFINDER_TOKENS=editor:token,… to use your own tokens instead)`);
  console.log(
    services.agent
      ? `Model: ${config.model.modelId} via ${config.model.baseUrl} (tools ${config.model.toolLoading})`
      : `No language model configured: set ${PROVIDER_VARIABLES[config.model.provider].apiKey} to enable POST /api/chat (everything else works).`,
  );
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    services.logger.info(
      { dataDir: config.dataDir, tools: services.toolCatalogue.tools().length, registryVersion: services.toolCatalogue.registry.version },
      'wayfinder started',
    );
    console.log(`Wayfinder listening on http://${info.address.includes(':') ? `[${info.address}]` : info.address}:${info.port}`);
  });
  server.once('error', (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === 'EADDRINUSE' ? 'is already in use' : error.code === 'EACCES' ? 'needs privileges this user lacks' : `failed (${error.message})`;
    console.error(`Port ${config.port} on ${config.host} ${reason}: set PORT to another port, e.g. PORT=3001 npm start.`);
    void services.close().then(() => process.exit(1));
  });
  const shutdown = () => {
    server.close(() => void services.close().then(() => process.exit(0)));
    // close() waits for every open response, and an MCP client holds its notification stream open until
    // the session ends: ending the sessions lets close() finish (the emptied connections within the keep-alive timeout).
    stopping.abort();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

await main();
