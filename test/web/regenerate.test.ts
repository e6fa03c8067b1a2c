import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browserMissing, type ChatPage, startChatPage } from '../support/chat-page-harness.ts';

describe.skipIf(browserMissing)('Regenerate, Copy and Edit keep every answer and what it changed, in a real browser', () => {
  let chat: ChatPage;
  let heroId: number;
  beforeAll(async () => {
    chat = await startChatPage();
    await chat.signIn();
    heroId = (await chat.homeHero()).id;
  });
  afterAll(() => chat?.close());
  beforeEach(async () => {
    await chat.newConversation();
  });

  const heading = async () => (await chat.services.store.sections.getById(heroId))!.content.heading;
  /** A turn that sets the hero heading once per value, then answers `text`; its first step waits `delayMs`. */
  const setHeading = (values: string[], text: string, delayMs = 0) => [
    { toolCalls: [{ toolName: 'tool_search', input: { query: 'change the hero heading' } }], delayMs },
    ...values.map((value) => ({ toolCalls: [{ toolName: 'cms_updateSectionContent', input: { sectionId: heroId, content: { heading: value } } }] })),
    { text },
  ];
  const warning = () => chat.page.getByRole('alertdialog', { name: 'Before the answer is replaced' });
  const versionCount = () => chat.lastAnswer().locator('.version-count');
  const changeLines = () => chat.lastAnswer().getByTestId('change-line').locator('.summary').allTextContents();

  it('warns before regenerating an answer that changed the site, and keeps that answer and its changes as "1 of 2", also after a reload', async () => {
    chat.provider.play(setHeading(['Spring', 'Spring Sale'], 'The hero now says Spring Sale.'));
    await chat.send('Make the home hero say Spring Sale');
    await expect.poll(() => chat.lastAnswer().getByTestId('change-line').count()).toBe(2);

    const sent = chat.chatBodies.length;
    await chat.lastAnswer().getByRole('button', { name: 'Regenerate' }).click();
    expect(await warning().locator('p').textContent()).toBe('This answer changed 2 things; regenerating keeps them (or Undo them first).');
    await chat.screenshot('chat-page-regenerate-warning.png');
    await chat.page.setViewportSize({ width: 390, height: 844 });
    expect(await chat.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await warning().getByRole('button', { name: 'Undo and regenerate' }).isVisible()).toBe(true);
    await chat.screenshot('chat-page-regenerate-warning-phone.png');
    await chat.page.setViewportSize({ width: 1280, height: 860 });
    await warning().getByRole('button', { name: 'Cancel' }).click();
    expect(await warning().count()).toBe(0);
    expect(chat.chatBodies.length).toBe(sent);

    chat.provider.play(setHeading(['Summer Sale'], 'The hero now says Summer Sale.', 1_500));
    await chat.lastAnswer().getByRole('button', { name: 'Regenerate' }).click();
    await warning().getByRole('button', { name: 'Regenerate anyway' }).click();
    // While the new answer is written, the one it replaces is already in reach.
    await chat.page.getByTestId('version-note').waitFor();
    expect(await chat.page.getByText('Wayfinder is working…').isVisible()).toBe(true);
    expect(await chat.page.getByTestId('version-note').textContent()).toMatch(/^Answer 1 changed 2 things, still on the site\./);
    await chat.lastAnswer().getByText('The hero now says Summer Sale.').waitFor();
    await expect.poll(() => versionCount().textContent()).toBe('2 of 2');
    expect(await chat.lastAnswer().getByTestId('version-note').textContent()).toMatch(/^Answer 1 changed 2 things, still on the site\./);
    expect(await heading()).toBe('Summer Sale');
    await chat.screenshot('chat-page-regenerated.png');

    for (const when of ['before', 'after'] as const) {
      if (when === 'after') {
        await chat.page.reload();
        await expect.poll(() => versionCount().textContent()).toBe('2 of 2');
      }
      await chat.lastAnswer().getByRole('button', { name: 'Previous version' }).click();
      await chat.lastAnswer().getByText('The hero now says Spring Sale.').waitFor();
      expect(await versionCount().textContent()).toBe('1 of 2');
      await expect.poll(changeLines).toEqual([expect.stringMatching(/→ 'Spring'$/), expect.stringMatching(/→ 'Spring Sale'$/)]);
      // An earlier version is read only: it cannot be regenerated.
      expect(await chat.lastAnswer().getByRole('button', { name: 'Regenerate' }).count()).toBe(0);
      await chat.lastAnswer().getByRole('button', { name: 'Next version' }).click();
      await chat.lastAnswer().getByText('The hero now says Summer Sale.').waitFor();
    }
    expect(chat.pageErrors).toEqual([]);
  });

  it('Undo and regenerate undoes what the answer changed, then answers again', async () => {
    const before = await heading();
    chat.provider.play(setHeading(['Autumn Sale'], 'The hero now says Autumn Sale.'));
    await chat.send('Make the home hero say Autumn Sale');
    await chat.lastAnswer().getByTestId('change-line').waitFor();

    chat.provider.play([{ text: 'Which sale do you mean?' }]);
    await chat.lastAnswer().getByRole('button', { name: 'Regenerate' }).click();
    expect(await warning().locator('p').textContent()).toBe('This answer changed 1 thing; regenerating keeps it (or Undo it first).');
    await warning().getByRole('button', { name: 'Undo and regenerate' }).click();
    await chat.lastAnswer().getByText('Which sale do you mean?').waitFor();
    expect(await heading()).toBe(before);
    // Nothing of the first answer is left on the site, so no note; its undone change is still in its version.
    await expect.poll(() => versionCount().textContent()).toBe('2 of 2');
    expect(await chat.lastAnswer().getByTestId('version-note').count()).toBe(0);
    await chat.lastAnswer().getByRole('button', { name: 'Previous version' }).click();
    await chat.lastAnswer().locator('.what-changed li.undone').waitFor();
    expect(await chat.lastAnswer().locator('.what-changed .badge').allTextContents()).toEqual(['undone']);
  });

  it('regenerates nothing when the undo is refused, and says why under the answer', async () => {
    chat.provider.play(setHeading(['Easter Sale'], 'The hero now says Easter Sale.'));
    await chat.send('Make the home hero say Easter Sale');
    await chat.lastAnswer().getByTestId('change-line').filter({ hasText: 'Easter Sale' }).waitFor();
    await chat.services.store.sections.updateContent(heroId, { heading: 'Changed by a colleague' });

    const sent = chat.chatBodies.length;
    await chat.lastAnswer().getByRole('button', { name: 'Regenerate' }).click();
    await warning().getByRole('button', { name: 'Undo and regenerate' }).click();
    await expect.poll(() => chat.lastAnswer().getByRole('alert').textContent()).toMatch(/^Nothing was undone: Home › Hero banner changed since/);
    await expect.poll(() => warning().count()).toBe(0);
    expect(chat.chatBodies.length).toBe(sent);
    expect(await chat.lastAnswer().getByText('The hero now says Easter Sale.').count()).toBe(1);
    expect(await heading()).toBe('Changed by a colleague');
  });

  it('puts an edit that did not get through back in its box, with the reason, over the conversation as it was; Send then sends the edit', async () => {
    chat.provider.play([{ text: 'Which colour?' }]);
    await chat.send('Paint the hero blue');
    await chat.lastAnswer().getByText('Which colour?').waitFor();
    await chat.page.route('**/api/chat', (route) => route.abort('failed'));
    const editor = chat.page.getByRole('textbox', { name: 'Edited text' });
    try {
      await chat.page.locator('article.message.user').last().getByRole('button', { name: 'Edit' }).click();
      await editor.fill('Paint the hero dark blue');
      await editor.press('Enter');
      const form = chat.page.getByRole('form', { name: 'Edit your message' });
      await form.getByRole('alert').waitFor();
      expect(await form.getByRole('alert').textContent()).toContain("Couldn't reach Wayfinder.");
      expect(await editor.inputValue()).toBe('Paint the hero dark blue');
      await chat.lastAnswer().getByText('Which colour?').waitFor();
      expect(await chat.page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    } finally {
      await chat.page.unroute('**/api/chat');
    }
    chat.provider.play([{ text: 'Dark blue it is.' }]);
    await editor.press('Enter');
    await chat.lastAnswer().getByText('Dark blue it is.').waitFor();
    expect(chat.chatBodies.at(-1)).toMatchObject({ replaces: expect.any(String) });
    expect(await chat.page.locator('article.message.user .user-text').allTextContents()).toEqual(['Paint the hero dark blue']);
    expect(await chat.page.getByRole('alert').count()).toBe(0);
  });

  it('drops an unanswered warning and an open edit when the editor sends a new message instead', async () => {
    chat.provider.play(setHeading(['Holiday Sale'], 'The hero now says Holiday Sale.'));
    await chat.send('Make the home hero say Holiday Sale');
    await chat.lastAnswer().getByTestId('change-line').waitFor();
    await chat.page.locator('article.message.user').last().getByRole('button', { name: 'Edit' }).click();
    await chat.lastAnswer().getByRole('button', { name: 'Regenerate' }).click();
    await warning().waitFor();

    chat.provider.play([{ text: 'Done, nothing else to do.' }]);
    await chat.send('Thanks, that is all');
    await chat.lastAnswer().getByText('Done, nothing else to do.').waitFor();
    expect(await warning().count()).toBe(0);
    expect(await chat.page.getByRole('form', { name: 'Edit your message' }).count()).toBe(0);
    expect(await chat.page.locator('article.message.user .user-text').allTextContents()).toEqual([
      'Make the home hero say Holiday Sale',
      'Thanks, that is all',
    ]);
  });

  it('Copy puts the answer text on the clipboard and says so', async () => {
    await chat.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(chat.url).origin });
    chat.provider.play([{ text: 'The home page has **three** sections.' }]);
    await chat.send('How many sections does the home page have?');
    await chat.lastAnswer().getByText('sections.').waitFor();
    await chat.lastAnswer().getByRole('button', { name: 'Copy' }).click();
    await chat.lastAnswer().getByRole('button', { name: 'Copied' }).waitFor();
    expect(await chat.page.evaluate(() => navigator.clipboard.readText())).toBe('The home page has **three** sections.');
    // The editor's own message has nothing to copy from the answer's footer.
    expect(await chat.page.locator('article.message.user').getByRole('button', { name: 'Copy' }).count()).toBe(0);
  });

  it('edits the last message and sends it again: the same warning first, then the edit and its answer, the earlier one as "1 of 2"', async () => {
    chat.provider.play([{ text: 'Which page?' }]);
    await chat.send('Make the hero say Winter');
    await chat.lastAnswer().getByText('Which page?').waitFor();
    // An answer that changed nothing: the edit goes at once.
    chat.provider.play(setHeading(['Winter Sale'], 'The home hero now says Winter Sale.'));
    await chat.page.locator('article.message.user').last().getByRole('button', { name: 'Edit' }).click();
    const editor = chat.page.getByRole('textbox', { name: 'Edited text' });
    expect(await editor.inputValue()).toBe('Make the hero say Winter');
    await editor.fill('Make the home hero say Winter Sale');
    await chat.page.getByRole('form', { name: 'Edit your message' }).getByRole('button', { name: 'Send' }).click();
    await chat.lastAnswer().getByText('The home hero now says Winter Sale.').waitFor();
    expect(chat.chatBodies.at(-1)).toMatchObject({
      message: { parts: [{ type: 'text', text: 'Make the home hero say Winter Sale' }] },
      replaces: expect.any(String),
    });
    expect(await chat.page.locator('article.message.user .user-text').allTextContents()).toEqual(['Make the home hero say Winter Sale']);
    await expect.poll(() => versionCount().textContent()).toBe('2 of 2');

    // This answer changed the site: editing again warns first.
    const sent = chat.chatBodies.length;
    await chat.page.locator('article.message.user').last().getByRole('button', { name: 'Edit' }).click();
    await editor.fill('Make the home hero say Winter Deals');
    await editor.press('Enter');
    expect(await warning().locator('p').textContent()).toBe('This answer changed 1 thing; sending your edited message keeps it (or Undo it first).');
    expect(chat.chatBodies.length).toBe(sent);
    chat.provider.play(setHeading(['Winter Deals'], 'The home hero now says Winter Deals.', 1_500));
    await warning().getByRole('button', { name: 'Send anyway' }).click();
    await chat.page.getByTestId('version-note').waitFor();
    expect(await chat.page.getByText('Wayfinder is working…').isVisible()).toBe(true);
    await chat.lastAnswer().getByText('The home hero now says Winter Deals.').waitFor();
    await expect.poll(() => versionCount().textContent()).toBe('3 of 3');
    expect(await chat.lastAnswer().getByTestId('version-note').textContent()).toMatch(/^Answer 2 changed 1 thing, still on the site\./);

    await chat.lastAnswer().getByRole('button', { name: 'Show answer 2' }).click();
    await chat.lastAnswer().getByText('The home hero now says Winter Sale.').waitFor();
    expect(await chat.page.locator('article.message.user .user-text').allTextContents()).toEqual(['Make the home hero say Winter Sale']);
    expect(await changeLines()).toEqual([expect.stringMatching(/→ 'Winter Sale'$/)]);
    // Only the current version's message can be edited.
    expect(await chat.page.locator('article.message.user').getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await chat.lastAnswer().getByRole('button', { name: 'Previous version' }).click();
    await chat.lastAnswer().getByText('Which page?').waitFor();
    expect(await chat.page.locator('article.message.user .user-text').allTextContents()).toEqual(['Make the hero say Winter']);
    expect(chat.pageErrors).toEqual([]);
  });
});
