import type { ToolDependencies } from '../tool-dependencies.ts';
import { createCmsTools } from './index.ts';

/**
 * A dependency that refuses every use. Tool factories only keep their dependencies for `execute`, so
 * a tool built on these can be described (name, description, schema, risk) but not run.
 */
function unavailable(name: string): never {
  const refuse = (): never => {
    throw new Error(`${name} is not available: these tools were built to be described, not run.`);
  };
  return new Proxy({}, { get: refuse, apply: refuse, has: refuse }) as never;
}

/**
 * The CMS tools for describing them (registry file, docs, evaluation) without opening any service.
 * `available` dependencies are real (tests of store-only tools pass the store); the rest refuse use.
 */
export function describeCmsTools(available: Partial<ToolDependencies> = {}) {
  const dependencies: ToolDependencies = {
    logger: unavailable('logger'),
    store: unavailable('store'),
    embedder: unavailable('embedder'),
    contentIndex: unavailable('contentIndex'),
    imageFiles: unavailable('imageFiles'),
    http: unavailable('http'),
    webSearch: unavailable('webSearch'),
    pexels: unavailable('pexels'),
    ...available,
  };
  return createCmsTools(dependencies);
}
