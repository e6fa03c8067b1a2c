import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalHttpServer } from '../support/local-http-server.ts';
import { browserMissing, CHROMIUM, type ChatPage, startChatPage } from '../support/chat-page-harness.ts';

if (browserMissing) console.warn(`Skipping the chat page browser tests: ${CHROMIUM} is missing (apt-get install -y chromium). In CI they always run.`);

const CONTEXT_FULL = {
  status: 400,
  body: { error: { message: "This endpoint's maximum context length is 8192 tokens. However, you requested about 9000 tokens.", code: 400 } },
};
const deletePage = (slug: string) => [
  { toolCalls: [{ toolName: 'tool_search', input: { query: 'delete a page' } }] },
  { toolCalls: [{ toolName: 'cms_deletePage', input: { slug } }] },
];

describe.skipIf(browserMissing)('the chat page in a real browser', () => {
  let chat: ChatPage;
  beforeAll(async () => {
    chat = await startChatPage();
  });
  afterAll(() => chat?.close());

  const approvalCard = () => chat.page.getByRole('group', { name: 'Approval needed' }).last();

  it('says so when the token is wrong, and signs in with the right one', async () => {
    await chat.page.getByLabel('Editor token').fill('not-a-token');
    await chat.page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => chat.page.getByRole('alert').textContent()).toContain('not valid');
    await chat.signIn();
  });

  it('streams an answer with a line per tool call in plain words; names, arguments and found tools sit behind Details', async () => {
    chat.provider.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'find an image by name' } }] },
      { toolCalls: [{ toolName: 'cms_findImage', input: { query: 'campfire' } }] },
      { text: 'The **hero image** is the campfire photo.' },
    ]);
    await chat.send('find the hero image');
    const answer = chat.lastAnswer();
    await answer.locator('strong', { hasText: 'hero image' }).waitFor();
    expect(await answer.getByTestId('activity').allTextContents()).toEqual([expect.stringMatching(/^✓ Find image$/)]);
    expect(await answer.getByTestId('tool-line').first().isVisible()).toBe(false);
    await answer.getByText('Details').click();
    expect(await answer.getByTestId('tool-line').allTextContents()).toEqual([
      expect.stringMatching(/^tool_search query: find an image by name.*✓/),
      expect.stringMatching(/^cms_findImage query: campfire.*✓/),
    ]);
    await answer.getByText(/^Found \d+ tools?/).click();
    await answer.locator('.found-tools code', { hasText: 'cms_findImage' }).waitFor();
    expect(await answer.locator('.tokens').textContent()).toMatch(/tokens$/);
    await chat.page.locator('.discovered-tools li', { hasText: 'Find image' }).waitFor();
  });

  it('loads no remote image an answer names: the images become links, and the page forbids them anyway', async () => {
    const tracker = await startLocalHttpServer((_request, response) => void response.end('GIF89a'));
    try {
      const response = await chat.page.request.get(chat.page.url());
      expect(response.headers()['content-security-policy']).toMatch(/img-src 'self' data:/);
      chat.provider.play([{ text: `Look: ![the peak](${tracker.url}/markdown.png) and <img src="${tracker.url}/raw.png"> done.` }]);
      await chat.send('show me a picture');
      await chat.lastAnswer().getByText('done.').waitFor();
      expect(await chat.lastAnswer().locator('img').count()).toBe(0);
      expect(await chat.lastAnswer().getByRole('link', { name: 'the peak' }).getAttribute('href')).toBe(`${tracker.url}/markdown.png`);
      expect(tracker.requests).toEqual([]);
    } finally {
      await tracker.close();
    }
  });

  it("states the effect on the approval card; Deny keeps the page, Approve deletes it; the turn's tokens are the whole turn's", async () => {
    chat.provider.play([...deletePage('careers'), { text: 'Kept the careers page.' }]);
    await chat.send('delete the careers page');
    await approvalCard().waitFor();
    expect(await approvalCard().textContent()).toContain('Delete page Careers: its 4 sections and 1 menu link go too');
    await approvalCard().getByRole('button', { name: 'Deny' }).click();
    await chat.lastAnswer().getByText('Kept the careers page.').waitFor();
    expect(await chat.services.store.pages.getBySlug('careers')).toBeDefined();
    expect(await chat.lastAnswer().getByTestId('activity').textContent()).toContain('Delete page: denied by you');

    chat.provider.play(deletePage('careers'));
    await chat.send('please delete the careers page after all');
    await approvalCard().getByRole('button', { name: 'Approve' }).waitFor();
    const firstRequest = [...chat.provider.usageTotals];
    chat.provider.play([{ text: 'Deleted the careers page.' }]);
    await approvalCard().getByRole('button', { name: 'Approve' }).click();
    await chat.lastAnswer().getByText('Deleted the careers page.').waitFor();
    expect(await chat.services.store.pages.getBySlug('careers')).toBeUndefined();
    const sum = [...firstRequest, ...chat.provider.usageTotals].reduce((total, tokens) => total + tokens, 0);
    expect(await chat.lastAnswer().locator('.tokens').textContent()).toBe(`${sum.toLocaleString('en')} tokens`);
    await chat.lastAnswer().getByTestId('change-line').filter({ hasText: 'Deleted page Careers (4 sections, 1 menu link)' }).waitFor();
  });

  it('sends only what is new: the message typed, or the approval answers, never the transcript', async () => {
    expect(chat.chatBodies.length).toBeGreaterThanOrEqual(4);
    for (const body of chat.chatBodies) expect(body).not.toHaveProperty('messages');
    expect(chat.chatBodies.filter((body) => 'approvals' in body).map((body) => (body.approvals as Array<{ approved: boolean }>)[0]!.approved)).toEqual([
      false,
      true,
    ]);
  });

  it('settles an ignored approval when a new message is sent, refuses the stale Approve with the reason, and keeps working', async () => {
    await chat.page.getByRole('button', { name: 'New conversation' }).click();
    chat.provider.play(deletePage('pricing'));
    await chat.send('Delete the pricing page');
    await approvalCard().getByRole('button', { name: 'Approve' }).waitFor();
    const sessionId = await chat.page.evaluate(() => localStorage.getItem('wayfinder.sessionId'));
    // A second browser has the same conversation open, still showing the question.
    const stale = await chat.openSecondBrowser(sessionId!);
    try {
      await stale.page.getByRole('group', { name: 'Approval needed' }).getByRole('button', { name: 'Approve' }).waitFor();

      chat.provider.play([{ text: 'All right, nothing will be deleted.' }]);
      await chat.send("No wait, don't delete anything");
      await chat.lastAnswer().getByText('nothing will be deleted').waitFor();
      const settled = chat.page.locator('article.message.assistant').nth(-2);
      expect(await settled.getByTestId('activity').textContent()).toContain('Delete page: denied: you sent a new message');
      expect(await settled.getByRole('button', { name: 'Approve' }).count()).toBe(0);

      await stale.page.getByRole('group', { name: 'Approval needed' }).getByRole('button', { name: 'Approve' }).click();
      await expect.poll(() => stale.page.getByRole('alert').last().textContent()).toMatch(/No open approval .* answered already/);
      await stale.page.getByTestId('activity').filter({ hasText: 'denied: you sent a new message' }).waitFor();
      expect(await chat.services.store.pages.getBySlug('pricing')).toBeDefined();

      chat.provider.play([{ text: 'The pricing page is still there.' }]);
      await chat.send('Is the pricing page still there?', stale.page);
      await chat.lastAnswer(stale.page).getByText('The pricing page is still there.').waitFor();
      expect(await stale.page.getByRole('alert').count()).toBe(0);
    } finally {
      await stale.context.close();
    }
  });

  it("shows a model error's cause in editor words with Retry, which answers again", async () => {
    chat.provider.play([{ httpError: CONTEXT_FULL }]);
    await chat.send('Summarise every page of the site');
    const problem = chat.lastAnswer().locator('.model-error');
    await problem.waitFor();
    expect(await problem.textContent()).toContain("The model's context is full");
    expect(await chat.page.getByText('An error occurred.').count()).toBe(0);
    await chat.screenshot('chat-page-model-error.png');
    chat.provider.play([{ text: 'Here is a short summary.' }]);
    await problem.getByRole('button', { name: 'Retry' }).click();
    await chat.lastAnswer().getByText('Here is a short summary.').waitFor();
    expect(await chat.page.locator('.model-error').count()).toBe(0);
  });

  it('stops a running turn with Stop, and regenerates the last answer', async () => {
    chat.provider.play([{ text: 'This answer takes long.', delayMs: 5_000 }]);
    await chat.send('Take your time');
    await chat.page.getByRole('button', { name: 'Stop' }).click();
    await chat.page.getByRole('button', { name: 'Send' }).waitFor();
    await chat.lastAnswer().getByText('Stopped.').waitFor();
    expect(await chat.page.getByText('This answer takes long.').count()).toBe(0);

    chat.provider.play([{ text: 'First answer.' }]);
    await chat.send('Say something');
    await chat.lastAnswer().getByText('First answer.').waitFor();
    chat.provider.play([{ text: 'Second answer.' }]);
    await chat.lastAnswer().getByRole('button', { name: 'Regenerate' }).click();
    await chat.lastAnswer().getByText('Second answer.').waitFor();
    expect(await chat.page.getByText('First answer.').count()).toBe(0);
  });

  it('lists conversations from the server with titles and dates, the current one highlighted', async () => {
    await chat.page.reload();
    // The list comes from the server: until it arrives, the open conversation shows as a "New conversation" placeholder.
    const current = chat.page.locator('.sessions button[aria-current="true"]');
    await current.waitFor();
    expect(await current.locator('.session-title').textContent()).toBe('Delete the pricing page');
    expect(await current.locator('.session-date').textContent()).toMatch(/\d{4}/);
    expect(await chat.page.locator('.sessions .session-title').allTextContents()).toEqual(['Delete the pricing page', 'find the hero image']);
  });

  it('keeps the conversation across a reload, and shows it in another browser', async () => {
    await chat.page.getByRole('button', { name: /find the hero image/ }).click();
    await chat.lastAnswer().getByText('Deleted the careers page.').waitFor();
    expect(await chat.page.locator('article.message.user').count()).toBe(4);
    await chat.page.setViewportSize({ width: 1280, height: 1500 });
    await chat.screenshot('chat-page.png');
    await chat.page.setViewportSize({ width: 1280, height: 860 });

    const sessionId = await chat.page.evaluate(() => localStorage.getItem('wayfinder.sessionId'));
    const other = await chat.openSecondBrowser(sessionId!);
    try {
      await chat.lastAnswer(other.page).getByText('Deleted the careers page.').waitFor();
      expect(await other.page.locator('article.message.user').count()).toBe(4);
    } finally {
      await other.context.close();
    }
  });

  it('fits a phone: the composer stays pinned at the bottom, and an entity fills the composer instead of sending', async () => {
    await chat.page.setViewportSize({ width: 390, height: 844 });
    expect(await chat.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const composer = await chat.page.locator('.composer').boundingBox();
    expect(Math.round(composer!.y + composer!.height)).toBe(844);
    await chat.page.locator('.messages').evaluate((element) => element.scrollTo(0, 0));
    expect(Math.round((await chat.page.locator('.composer').boundingBox())!.y + composer!.height)).toBe(844);
    await chat.screenshot('chat-page-phone.png');

    const sent = chat.chatBodies.length;
    await chat.page.getByRole('button', { name: 'Conversations' }).click();
    await chat.page
      .getByRole('button', { name: /^Ask about image/ })
      .first()
      .click();
    expect(await chat.page.getByRole('textbox', { name: 'Message' }).inputValue()).toMatch(/^Tell me about the image ".+"\.$/);
    expect(chat.chatBodies.length).toBe(sent);
    expect(chat.pageErrors).toEqual([]);
  });
});
