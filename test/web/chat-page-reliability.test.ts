import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browserMissing, type ChatPage, startChatPage } from '../support/chat-page-harness.ts';
import { stallPageListing } from '../support/stall-page-listing.ts';

const LONG_ANSWER = Array.from({ length: 12 }, (_, index) => `Paragraph ${index + 1} of a long answer about the home page.`).join('\n\n');

describe.skipIf(browserMissing)('the chat page an editor can rely on, in a real browser', () => {
  let chat: ChatPage;
  beforeAll(async () => {
    chat = await startChatPage();
    await chat.signIn();
  });
  afterAll(() => chat?.close());
  // Each test starts a conversation of its own.
  beforeEach(async () => {
    await chat.newConversation();
  });

  const textbox = () => chat.page.getByRole('textbox', { name: 'Message' });
  /** How far (px) the conversation is scrolled short of its end. */
  const distanceFromEnd = () => chat.page.locator('.messages').evaluate((list) => list.scrollHeight - list.scrollTop - list.clientHeight);

  it('opens and reloads a conversation at its end, the pending approval card in view, on a desktop and a phone', async () => {
    const hero = await chat.homeHero();
    for (const heading of ['Spring Sale', 'Summer Sale', 'Autumn Sale']) {
      chat.provider.play([
        { toolCalls: [{ toolName: 'tool_search', input: { query: 'change the hero heading' } }] },
        { toolCalls: [{ toolName: 'cms_updateSectionContent', input: { sectionId: hero.id, content: { heading } } }] },
        { text: LONG_ANSWER },
      ]);
      await chat.send(`Make the home hero say ${heading}`);
      // This turn's own change line: until its answer is on the page, the last answer is the previous one.
      await chat.lastAnswer().getByTestId('change-line').filter({ hasText: heading }).waitFor();
    }
    chat.provider.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'delete a page' } }] },
      { toolCalls: [{ toolName: 'cms_deletePage', input: { slug: 'careers' } }] },
    ]);
    await chat.send('delete the careers page');
    const card = chat.page.getByRole('group', { name: 'Approval needed' });
    await card.waitFor();
    const changeLines = await chat.page.getByTestId('change-line').count();
    expect(changeLines).toBeGreaterThan(0);

    for (const viewport of [
      { width: 1280, height: 860 },
      { width: 390, height: 844 },
    ]) {
      await chat.page.setViewportSize(viewport);
      await chat.page.reload();
      await card.waitFor();
      // What changed arrives after the messages: the page must still end at the latest message.
      await expect.poll(() => chat.page.getByTestId('change-line').count()).toBe(changeLines);
      await expect.poll(distanceFromEnd).toBeLessThanOrEqual(2);
      expect(await card.isVisible()).toBe(true);
      expect(await chat.page.locator('.messages').evaluate((list) => list.scrollHeight > list.clientHeight * 2)).toBe(true);
    }
    await chat.page.setViewportSize({ width: 1280, height: 860 });
  });

  it('keeps the text when the server cannot be reached, says so in plain words, and Send again sends it', async () => {
    await chat.page.route('**/api/chat', (route) => route.abort('failed'));
    const alert = chat.page.locator('.send-failure');
    try {
      await chat.send('Publish the spring offer page');
      await alert.waitFor();
      expect(await alert.textContent()).toContain("Couldn't reach Wayfinder. Your message is still in the box");
      expect(await alert.textContent()).not.toContain('Failed to fetch');
      expect(await textbox().inputValue()).toBe('Publish the spring offer page');
      expect(await chat.page.locator('article.message.user').count()).toBe(0);
    } finally {
      await chat.page.unroute('**/api/chat');
    }
    chat.provider.play([{ text: 'Which page do you mean?' }]);
    await alert.getByRole('button', { name: 'Send again' }).click();
    await chat.lastAnswer().getByText('Which page do you mean?').waitFor();
    expect(await textbox().inputValue()).toBe('');
    expect(await chat.page.locator('article.message.user .user-text').allTextContents()).toEqual(['Publish the spring offer page']);
    expect(await alert.count()).toBe(0);
  });

  it('keeps a message over the limit in the box, with the limit in characters and words, and sends nothing', async () => {
    const sent = chat.chatBodies.length;
    const tooLong = 'word '.repeat(20_001);
    await textbox().fill(tooLong);
    await textbox().press('Enter');
    const notice = chat.page.locator('.composer-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/at most 100,000 \(about 15,000 words\)/);
    expect(await notice.textContent()).not.toMatch(/bytes|Too big/);
    expect((await textbox().inputValue()).length).toBe(tooLong.length);
    expect(chat.chatBodies.length).toBe(sent);
    await textbox().fill('');
  });

  it("keeps the text when another tab's turn is still running (409), and sends it once that turn is done", async () => {
    const sessionId = await chat.page.evaluate(() => localStorage.getItem('wayfinder.sessionId'));
    const other = await chat.openSecondBrowser(sessionId!);
    try {
      chat.provider.play([{ text: 'The slow answer.', delayMs: 2_000 }, { text: 'The second answer.' }]);
      await chat.send('Take your time');
      await chat.page.getByText('Wayfinder is working…').waitFor();
      await chat.send('And list the drafts', other.page);
      const alert = other.page.locator('.send-failure');
      await alert.waitFor();
      expect(await alert.textContent()).toMatch(/still running.*Your message is still in the box/);
      expect(await other.page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('And list the drafts');

      await chat.lastAnswer().getByText('The slow answer.').waitFor();
      await alert.getByRole('button', { name: 'Send again' }).click();
      await chat.lastAnswer(other.page).getByText('The second answer.').waitFor();
    } finally {
      await other.context.close();
    }
  });

  it('shows a call a stopped turn left unfinished as stopped, not running, live and after a reload', async () => {
    const listing = stallPageListing(chat.services.store);
    try {
      chat.provider.play([
        { toolCalls: [{ toolName: 'tool_search', input: { query: 'list pages' } }] },
        { toolCalls: [{ toolName: 'cms_listPages', input: {} }] },
      ]);
      await chat.send('list the pages');
      await listing.reached;
      await chat.page.getByRole('button', { name: 'Stop' }).click();
      const activity = chat.lastAnswer().getByTestId('activity');
      await expect.poll(() => activity.allTextContents()).toEqual(['✗ List pages: stopped before it finished']);
      await chat.page.reload();
      await chat.lastAnswer().getByText('Stopped.').waitFor();
      expect(await chat.lastAnswer().getByTestId('activity').allTextContents()).toEqual(['✗ List pages: stopped before it finished']);
      expect(chat.pageErrors).toEqual([]);
    } finally {
      listing.restore();
    }
  });
});
