import { serve, type ServerType } from '@hono/node-server';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebIfStale } from '../../scripts/web-build.ts';
import { createApp } from '../../server/app.ts';
import { startLocalHttpServer } from '../support/local-http-server.ts';
import { startOpenAICompatibleServer } from '../support/openai-compatible-server.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';

// Debian's chromium package; `npx playwright install` cannot download browsers here.
const CHROMIUM = '/usr/bin/chromium';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCREENSHOTS = path.join(ROOT, 'test-output');
const TOKEN = 'alice-token-0123456789';
const browserMissing = !fs.existsSync(CHROMIUM) && !process.env.CI;
if (browserMissing) console.warn(`Skipping the chat page browser tests: ${CHROMIUM} is missing (apt-get install -y chromium). In CI they always run.`);

describe.skipIf(browserMissing)('the chat page in a real browser', () => {
  let provider: Awaited<ReturnType<typeof startOpenAICompatibleServer>>;
  let services: TestServices;
  let server: ServerType;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  /** Every POST /api/chat body the page sent, parsed. */
  const chatBodies: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    buildWebIfStale(ROOT);
    provider = await startOpenAICompatibleServer();
    services = await createTestServices({
      environment: {
        WAYFINDER_TOKENS: `alice:${TOKEN}`,
        OPENROUTER_API_KEY: 'test-key-not-a-secret',
        OPENROUTER_BASE_URL: provider.baseUrl,
        WAYFINDER_MODEL: 'test/model',
      },
    });
    server = serve({ fetch: createApp(services, { webDirectory: path.join(ROOT, 'web', 'dist') }).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/chat')) chatBodies.push(JSON.parse(request.postData() ?? '{}'));
    });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    await provider?.close();
    await services?.cleanup();
  });

  const send = async (text: string) => {
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  };
  const lastAnswer = () => page.locator('article.message.assistant').last();

  it('says so when the token is wrong, and signs in with the right one', async () => {
    await page.getByLabel('Editor token').fill('not-a-token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('not valid');
    await page.getByLabel('Editor token').fill(TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'New conversation' }).waitFor();
  });

  it('streams an answer with a line per tool call and the tools tool_search found', async () => {
    provider.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'find an image by name' } }] },
      { toolCalls: [{ toolName: 'cms_findImage', input: { query: 'hero' } }] },
      { text: 'The **hero image** is on the home page.' },
    ]);
    await send('find the hero image');
    await lastAnswer().locator('strong', { hasText: 'hero image' }).waitFor();
    const toolLines = lastAnswer().getByTestId('tool-line');
    expect(await toolLines.allTextContents()).toEqual([
      expect.stringMatching(/^tool_search query: find an image by name.*✓/),
      expect.stringMatching(/^cms_findImage query: hero.*✓/),
    ]);
    await lastAnswer()
      .getByText(/^Found \d+ tools/)
      .click();
    await lastAnswer().locator('.found-tools code', { hasText: 'cms_findImage' }).waitFor();
    expect(await lastAnswer().locator('.tokens').textContent()).toMatch(/tokens$/);
    await page.locator('.discovered-tools code', { hasText: 'cms_findImage' }).waitFor();
  });

  it('loads no remote image an answer names: the images become links, and the page forbids them anyway', async () => {
    const tracker = await startLocalHttpServer((_request, response) => void response.end('GIF89a'));
    try {
      const response = await page.request.get(page.url());
      expect(response.headers()['content-security-policy']).toMatch(/img-src 'self' data:/);
      provider.play([{ text: `Look: ![the peak](${tracker.url}/markdown.png) and <img src="${tracker.url}/raw.png"> done.` }]);
      await send('show me a picture');
      await lastAnswer().getByText('done.').waitFor();
      expect(await lastAnswer().locator('img').count()).toBe(0);
      expect(await lastAnswer().getByRole('link', { name: 'the peak' }).getAttribute('href')).toBe(`${tracker.url}/markdown.png`);
      expect(tracker.requests).toEqual([]);
    } finally {
      await tracker.close();
    }
  });

  it('deletes a page only after Approve; Deny keeps it', async () => {
    expect(await services.store.pages.getBySlug('careers')).toBeDefined();
    provider.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'delete a page' } }] },
      { toolCalls: [{ toolName: 'cms_deletePage', input: { slug: 'careers' } }] },
      { text: 'Kept the careers page.' },
    ]);
    await send('delete the careers page');
    const approval = page.getByRole('group', { name: 'Approval needed' });
    await approval.waitFor();
    expect(await approval.textContent()).toContain('Delete page slug: careers');
    expect(await services.store.pages.getBySlug('careers')).toBeDefined();
    await approval.getByRole('button', { name: 'Deny' }).click();
    await lastAnswer().getByText('Kept the careers page.').waitFor();
    expect(await services.store.pages.getBySlug('careers')).toBeDefined();

    provider.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'delete a page' } }] },
      { toolCalls: [{ toolName: 'cms_deletePage', input: { slug: 'careers' } }] },
      { text: 'Deleted the careers page.' },
    ]);
    await send('please delete the careers page after all');
    await page.getByRole('group', { name: 'Approval needed' }).getByRole('button', { name: 'Approve' }).click();
    await lastAnswer().getByText('Deleted the careers page.').waitFor();
    expect(await services.store.pages.getBySlug('careers')).toBeUndefined();

    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'chat-page.png'), fullPage: true });
  });

  it('sends only what is new: the message typed, or the approval answers, never the transcript', async () => {
    expect(chatBodies.length).toBeGreaterThanOrEqual(4);
    for (const body of chatBodies) expect(body).not.toHaveProperty('messages');
    expect(chatBodies.filter((body) => 'approvals' in body).map((body) => (body.approvals as Array<{ approved: boolean }>)[0]!.approved)).toEqual([
      false,
      true,
    ]);
  });

  it('keeps the conversation across a reload, and shows it in another browser', async () => {
    await page.reload();
    await lastAnswer().getByText('Deleted the careers page.').waitFor();
    expect(await page.locator('article.message.user').count()).toBe(4);

    const sessionId = await page.evaluate(() => localStorage.getItem('wayfinder.sessionId'));
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await otherPage.goto(page.url());
      await otherPage.evaluate(
        ([token, id]) => {
          localStorage.setItem('wayfinder.token', token!);
          localStorage.setItem('wayfinder.sessionId', id!);
        },
        [TOKEN, sessionId],
      );
      await otherPage.reload();
      await otherPage.locator('article.message.assistant').last().getByText('Deleted the careers page.').waitFor();
      expect(await otherPage.locator('article.message.user').count()).toBe(4);
    } finally {
      await other.close();
    }
  });

  it('fits a phone-width screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'chat-page-phone.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });
});
