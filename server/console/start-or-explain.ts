import { type Config, ConfigError, loadConfig } from '../config.ts';
import { StartupError } from '../errors/startup-error.ts';

/** Runs the start-up; a StartupError ends the process with its message on one line instead of a stack trace. */
export async function startOrExplain<T>(start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The configuration from the environment; an invalid one ends the process with the message naming each variable. */
export function loadConfigOrExplain(environment: Record<string, string | undefined>): Config {
  try {
    return loadConfig(environment);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
