import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browserMissing, type ChatPage, startChatPage, TOKEN } from '../support/chat-page-harness.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };

describe.skipIf(browserMissing)('the chat page while the agent works, on a phone, and with many conversations, in a real browser', () => {
  let chat: ChatPage;
  beforeAll(async () => {
    chat = await startChatPage();
    await chat.signIn();
  });
  afterAll(() => chat?.close());
  // Each test starts a conversation of its own, on a desktop.
  beforeEach(async () => {
    await chat.page.setViewportSize(DESKTOP);
    await chat.newConversation();
  });

  const textbox = (on = chat.page) => on.getByRole('textbox', { name: 'Message' });
  const activity = () => chat.lastAnswer().getByTestId('activity');
  const working = () => chat.page.getByText('Wayfinder is working…');

  it('says what the agent is doing from the moment the model starts each call: finding tools, then reading the page', async () => {
    chat.provider.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'read a page' } }], toolInputPauseMs: 1_500 },
      { toolCalls: [{ toolName: 'cms_getPage', input: { slug: 'home' } }], toolInputPauseMs: 1_500 },
      { text: 'The home page has a hero banner and three sections.' },
    ]);
    await chat.send('What is on the home page?');

    await expect.poll(() => activity().allTextContents()).toEqual(['◌ Looking for the right tools…']);
    // Still the model's first step, its call half written: the line came with the call's start, not its end.
    expect(chat.provider.requests).toHaveLength(1);
    expect(await working().count()).toBe(0);
    await chat.screenshot('chat-page-progress.png');

    await expect.poll(() => activity().allTextContents()).toEqual(['◌ Reading page “home”…']);
    expect(chat.provider.requests).toHaveLength(2);

    await chat.lastAnswer().getByText('three sections').waitFor();
    // Done: finding tools folds into Details, the call reads as what it did.
    expect(await activity().allTextContents()).toEqual(['✓ Get page']);
    expect(chat.pageErrors).toEqual([]);
  });

  it('draws a table in an answer with borders around its cells', async () => {
    chat.provider.play([{ text: '| Page | Status |\n|---|---|\n| Home | live |\n| Careers | draft |' }]);
    await chat.send('Which pages are live?');
    const cell = chat.lastAnswer().locator('.markdown td', { hasText: 'Careers' });
    await cell.waitFor();
    const borders = await cell.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.borderTopStyle, style.borderTopWidth, style.borderLeftStyle, style.borderLeftWidth];
    });
    expect(borders).toEqual(['solid', '1px', 'solid', '1px']);
  });

  it('keeps Enter = send and Shift+Enter = new line on a desktop', async () => {
    const sent = chat.chatBodies.length;
    await textbox().fill('first line');
    await textbox().press('Shift+Enter');
    await textbox().pressSequentially('second line');
    expect(await textbox().inputValue()).toBe('first line\nsecond line');
    expect(chat.chatBodies.length).toBe(sent);
    chat.provider.play([{ text: 'Two lines received.' }]);
    await textbox().press('Enter');
    await chat.lastAnswer().getByText('Two lines received.').waitFor();
    expect(await chat.page.locator('article.message.user .user-text').allTextContents()).toEqual(['first line\nsecond line']);
  });

  it('on a touch phone, Enter starts a new line and the Send button sends; the top bar is one row', async () => {
    const context = await chat.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    try {
      const phone = await context.newPage();
      phone.setDefaultTimeout(15_000);
      const sentFromPhone: string[] = [];
      phone.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/api/chat') && sentFromPhone.push(request.url()));
      await phone.goto(chat.url);
      await phone.evaluate((token) => localStorage.setItem('wayfinder.token', token), TOKEN);
      await phone.reload();
      expect(await phone.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);

      await textbox(phone).fill('Make the hero say');
      await textbox(phone).press('Enter');
      await textbox(phone).pressSequentially('Spring Sale');
      expect(await textbox(phone).inputValue()).toBe('Make the hero say\nSpring Sale');
      expect(sentFromPhone).toEqual([]);

      chat.provider.play([{ text: 'Which hero do you mean?' }]);
      await phone.getByRole('button', { name: 'Send' }).tap();
      await chat.lastAnswer(phone).getByText('Which hero do you mean?').waitFor();
      expect(sentFromPhone).toHaveLength(1);
      expect(await textbox(phone).inputValue()).toBe('');

      // One row: every control of the bar centred on the same line, the bar as tall as one button and its padding.
      const bar = (await phone.locator('.top-bar').boundingBox())!;
      const middles = await phone
        .locator('.top-bar > *')
        .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map((box) => box.top + box.height / 2));
      expect(bar.height).toBeLessThanOrEqual(52);
      expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(1);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await phone.getByRole('button', { name: 'New conversation' }).waitFor();
      await chat.screenshot('chat-page-phone-top-bar.png', phone);
      console.info(`top bar at ${PHONE.width} px: ${bar.height} px high`);
    } finally {
      await context.close();
    }
  });

  it('renames, finds by title and deletes conversations from the side panel; a deleted one keeps its changes on the site', async () => {
    const hero = await chat.homeHero();
    chat.provider.play([{ text: 'Noted.' }]);
    await chat.send('Plan the equinox sale banner');
    await chat.lastAnswer().getByText('Noted.').waitFor();
    const equinoxConversation = await chat.page.evaluate(() => localStorage.getItem('wayfinder.sessionId'));

    await chat.page.getByRole('button', { name: 'New conversation' }).click();
    chat.provider.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'change the hero heading' } }] },
      { toolCalls: [{ toolName: 'cms_updateSectionContent', input: { sectionId: hero.id, content: { heading: 'Tidy menu week' } } }] },
      { text: 'Done.' },
    ]);
    await chat.send('Make the hero say Tidy menu week');
    await chat.lastAnswer().getByTestId('change-line').filter({ hasText: 'Tidy menu week' }).waitFor();
    const menuConversation = (await chat.page.evaluate(() => localStorage.getItem('wayfinder.sessionId')))!;
    const panel = chat.page.getByRole('complementary', { name: 'Sessions and working memory' });
    const titles = () => panel.locator('.session-title').allTextContents();
    await expect.poll(titles).toContain('Make the hero say Tidy menu week');

    // Rename the open conversation.
    await panel.getByRole('button', { name: 'Rename' }).click();
    await panel.getByLabel('New title').fill('Menu clean-up');
    await panel.getByLabel('New title').press('Enter');
    await expect.poll(titles).toContain('Menu clean-up');
    expect(await titles()).not.toContain('Make the hero say Tidy menu week');
    expect((await chat.services.workingMemory.get(menuConversation))?.title).toBe('Menu clean-up');

    // Search by title, in any case.
    const search = panel.getByRole('searchbox', { name: 'Search conversations' });
    await search.fill('EQUINOX');
    await expect.poll(titles).toEqual(['Plan the equinox sale banner']);
    await search.fill('no such words');
    await panel.getByText("No conversation's title contains “no such words”.").waitFor();
    await search.fill('');
    await expect.poll(titles).toEqual(expect.arrayContaining(['Menu clean-up', 'Plan the equinox sale banner']));

    // Delete it: asked first; then it is gone, a new conversation opens, and what it changed stays.
    await panel.getByRole('button', { name: 'Delete' }).click();
    const confirm = panel.getByRole('group', { name: 'Delete “Menu clean-up”?' });
    expect(await confirm.textContent()).toContain('the changes it made stay on the site');
    await chat.screenshot('chat-page-delete-conversation.png');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(titles).not.toContain('Menu clean-up');
    await expect.poll(() => chat.page.locator('article.message').count()).toBe(0);
    expect(await chat.page.evaluate(() => localStorage.getItem('wayfinder.sessionId'))).not.toBe(menuConversation);
    expect(await chat.services.workingMemory.get(menuConversation)).toBeUndefined();
    expect(await chat.services.workingMemory.get(equinoxConversation!)).toBeDefined();
    const { changes } = await chat.services.store.changes.list({ sessionId: menuConversation, limit: 10 });
    expect(changes.map((change) => change.summary)).toEqual([expect.stringContaining('Tidy menu week')]);
    expect((await chat.services.store.sections.getById(hero.id))!.content.heading).toBe('Tidy menu week');
    expect(chat.pageErrors).toEqual([]);
  });

  it('says why an undo was refused without a change number', async () => {
    const hero = await chat.homeHero();
    chat.provider.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'change the hero heading' } }] },
      { toolCalls: [{ toolName: 'cms_updateSectionContent', input: { sectionId: hero.id, content: { heading: 'Winter Sale' } } }] },
      { text: 'Done.' },
    ]);
    await chat.send('Make the hero say Winter Sale');
    await chat.lastAnswer().getByTestId('change-line').filter({ hasText: 'Winter Sale' }).waitFor();
    await chat.services.store.sections.updateContent(hero.id, { heading: 'Changed by a colleague' });
    await chat.lastAnswer().getByRole('button', { name: 'Undo' }).click();
    const refusal = chat.lastAnswer().getByRole('alert');
    await expect.poll(() => refusal.textContent()).toMatch(/^Nothing was undone: Home › Hero banner changed since/);
    expect(await refusal.textContent()).not.toMatch(/#\s*\d|change \d/);
  });
});
