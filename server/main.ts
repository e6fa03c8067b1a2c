import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createServices } from './services/container.ts';

// The only module that reads the environment, opens files and listens.
async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const services = await createServices(config);
  const app = createApp(services, { webDirectory: fileURLToPath(new URL('../web/dist', import.meta.url)) });
  if (services.createdEditorToken) {
    const { editor, token, file } = services.createdEditorToken;
    // Printed once, to the console only (not the JSON log), so the operator can sign in.
    console.log(`Created an editor token for "${editor}" (stored in ${file}): ${token}`);
  }
  if (!services.agent) console.log('No language model configured: set OPENROUTER_API_KEY to enable POST /api/chat.');
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    services.logger.info({ dataDir: config.dataDir, tools: services.tools.length, registryVersion: services.toolRegistry.version }, 'wayfinder started');
    console.log(`Wayfinder listening on http://${info.address.includes(':') ? `[${info.address}]` : info.address}:${info.port}`);
  });
  const shutdown = () => {
    server.close(() => void services.close().then(() => process.exit(0)));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

await main();
