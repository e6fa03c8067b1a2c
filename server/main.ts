import { serve } from '@hono/node-server';
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
  const app = createApp(services);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    services.logger.info({ dataDir: config.dataDir, tools: services.tools.length }, 'wayfinder started');
    console.log(`Wayfinder listening on http://${info.address.includes(':') ? `[${info.address}]` : info.address}:${info.port}`);
  });
  const shutdown = () => {
    server.close(() => void services.close().then(() => process.exit(0)));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

await main();
