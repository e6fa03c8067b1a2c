import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { startOpenAICompatibleServer } from '../../scripts/support/openai-compatible-server.ts';
import { serveApp } from './serve-app.ts';
import { createTestServices, type TestServices } from './test-services.ts';
import type { SectionRecord } from '../../server/store/section-repository.ts';
import { expect } from 'vitest';

// Debian's chromium package; `npx playwright install` cannot download browsers here.
export const CHROMIUM = '/usr/bin/chromium';
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SCREENSHOTS = path.join(ROOT, 'test-output');
export const TOKEN = 'alice-token-0123456789';
export const browserMissing = !fs.existsSync(CHROMIUM) && !process.env.CI;

export type ChatPage = {
  provider: Awaited<ReturnType<typeof startOpenAICompatibleServer>>;
  services: TestServices;
  browser: Browser;
  page: Page;
  url: string;
  /** Uncaught errors of the page. */
  pageErrors: string[];
  /** Every POST /api/chat body the page sent, parsed. */
  chatBodies: Array<Record<string, unknown>>;
  /** Types a message and presses Enter. */
  send(text: string, on?: Page): Promise<void>;
  /** The last assistant message. */
  lastAnswer(on?: Page): ReturnType<Page['locator']>;
  /** Signs in (the token goes to localStorage). */
  signIn(on?: Page): Promise<void>;
  /** Opens a new conversation and waits until the page shows it empty. */
  newConversation(): Promise<void>;
  /** The home page's hero banner as the store has it now. */
  homeHero(): Promise<SectionRecord>;
  /** Another browser with its own storage, signed in, showing `sessionId` (or a new conversation). */
  openSecondBrowser(sessionId?: string): Promise<{ context: BrowserContext; page: Page }>;
  screenshot(name: string, on?: Page): Promise<string>;
  close(): Promise<void>;
};

/**
 * The real server and chat page (web/dist, which the browser project's global setup rebuilds when stale) with a scripted OpenAI-compatible model
 * behind the OpenRouter provider, and Debian's headless Chromium driving the page. `environment` adds configuration.
 */
export async function startChatPage({ environment = {} }: { environment?: Record<string, string> } = {}): Promise<ChatPage> {
  const provider = await startOpenAICompatibleServer();
  const services = await createTestServices({
    environment: {
      WAYFINDER_TOKENS: `alice:${TOKEN}`,
      OPENROUTER_API_KEY: 'test-key-not-a-secret',
      OPENROUTER_BASE_URL: provider.baseUrl,
      WAYFINDER_MODEL: 'test/model',
      ...environment,
    },
  });
  const app = await serveApp(services, { webDirectory: path.join(ROOT, 'web', 'dist') });
  const url = `${app.baseUrl}/`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  page.setDefaultTimeout(15_000);
  const pageErrors: string[] = [];
  const chatBodies: Array<Record<string, unknown>> = [];
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/chat')) chatBodies.push(JSON.parse(request.postData() ?? '{}'));
  });
  await page.goto(url);

  const harness: ChatPage = {
    provider,
    services,
    browser,
    page,
    url,
    pageErrors,
    chatBodies,
    async send(text, on = page) {
      await on.getByRole('textbox', { name: 'Message' }).fill(text);
      await on.getByRole('textbox', { name: 'Message' }).press('Enter');
    },
    lastAnswer: (on = page) => on.locator('article.message.assistant').last(),
    async signIn(on = page) {
      await on.getByLabel('Editor token').fill(TOKEN);
      await on.getByRole('button', { name: 'Sign in' }).click();
      await on.getByRole('button', { name: 'New conversation' }).waitFor();
    },
    async newConversation() {
      await page.getByRole('button', { name: 'New conversation' }).click();
      await expect.poll(() => page.locator('article.message').count()).toBe(0);
    },
    async homeHero() {
      const home = (await services.store.pages.getBySlug('home'))!;
      return (await services.store.sections.listByPage(home.id))[0]!;
    },
    async openSecondBrowser(sessionId) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
      const other = await context.newPage();
      other.setDefaultTimeout(15_000);
      other.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
      await other.goto(url);
      await other.evaluate(
        ([token, id]) => {
          localStorage.setItem('wayfinder.token', token!);
          if (id) localStorage.setItem('wayfinder.sessionId', id);
        },
        [TOKEN, sessionId ?? ''],
      );
      await other.reload();
      return { context, page: other };
    },
    async screenshot(name, on = page) {
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      const file = path.join(SCREENSHOTS, name);
      await on.screenshot({ path: file });
      return file;
    },
    async close() {
      await browser.close();
      await app.close();
      await provider.close();
      await services.cleanup();
    },
  };
  return harness;
}
