import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, type ChatPage, startChatPage } from '../support/chat-page-harness.ts';

describe.skipIf(browserMissing)('what changed, its preview and undo, in a real browser', () => {
  let chat: ChatPage;
  let heroId: number;
  let originalHeading: string;

  beforeAll(async () => {
    chat = await startChatPage();
    await chat.signIn();
    const hero = await chat.homeHero();
    heroId = hero.id;
    originalHeading = String(hero.content.heading);
  });
  afterAll(() => chat?.close());

  const heading = async () => (await chat.services.store.sections.getById(heroId))!.content.heading;

  it('shows an edit as a change line under the answer', async () => {
    chat.provider.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'change the hero heading' } }] },
      { toolCalls: [{ toolName: 'cms_updateSectionContent', input: { sectionId: heroId, content: { heading: 7 } } }] },
      { toolCalls: [{ toolName: 'cms_updateSectionContent', input: { sectionId: heroId, content: { heading: 'Spring Sale' } } }] },
      { text: 'The home hero now says **Spring Sale**.' },
    ]);
    await chat.send('Make the home hero say Spring Sale');
    await chat.lastAnswer().locator('strong', { hasText: 'Spring Sale' }).waitFor();
    const line = chat.lastAnswer().getByTestId('change-line');
    await line.waitFor();
    expect(await line.locator('.summary').textContent()).toBe(`Home › Hero banner: heading '${originalHeading}' → 'Spring Sale'`);
    // The model's first call had a bad value and it fixed it: a retry, not a failure.
    expect(await chat.lastAnswer().getByTestId('activity').allTextContents()).toEqual([
      '↻ Update section content: retried with corrected details',
      '✓ Update section content',
    ]);
    expect(await heading()).toBe('Spring Sale');
  });

  it('opens the rendered page in the preview, showing the new heading', async () => {
    const [preview] = await Promise.all([chat.page.waitForEvent('popup'), chat.lastAnswer().getByRole('link', { name: 'Preview' }).click()]);
    await preview.waitForLoadState();
    expect(await preview.locator(`#section-${heroId} h1`).textContent()).toBe('Spring Sale');
    expect(await preview.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0))).toBe(true);
    await preview.setViewportSize({ width: 1280, height: 900 });
    await chat.screenshot('preview.png', preview);
    await preview.setViewportSize({ width: 390, height: 844 });
    await chat.screenshot('preview-phone.png', preview);

    await chat.lastAnswer().getByRole('button', { name: 'Undo' }).click();
    await chat.lastAnswer().locator('[data-testid="change-line"].undone').waitFor();
    expect(await heading()).toBe(originalHeading);
    await preview.reload();
    expect(await preview.locator(`#section-${heroId} h1`).textContent()).toBe(originalHeading);
    await preview.close();
  });

  it('says why an undo cannot be done, and changes nothing', async () => {
    chat.provider.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'change the hero heading' } }] },
      { toolCalls: [{ toolName: 'cms_updateSectionContent', input: { sectionId: heroId, content: { heading: 'Autumn Sale' } } }] },
      { text: 'Done.' },
    ]);
    await chat.send('Now make it say Autumn Sale');
    // This turn's own change line: right after sending, the last answer on the page can still be the previous
    // one, and a colleague's edit made then came before the agent's (the undo then went through).
    await chat.lastAnswer().getByTestId('change-line').filter({ hasText: 'Autumn Sale' }).waitFor();
    await chat.services.store.sections.updateContent(heroId, { heading: 'Changed by a colleague' });
    await chat.lastAnswer().getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(() => chat.lastAnswer().getByRole('alert').textContent())
      .toMatch(/^Nothing was undone: Home › Hero banner changed since: heading is now "Changed by a colleague"/);
    expect(await heading()).toBe('Changed by a colleague');
    await chat.page.setViewportSize({ width: 1280, height: 1100 });
    await chat.screenshot('what-changed.png');
    await chat.page.setViewportSize({ width: 390, height: 844 });
    await chat.screenshot('what-changed-phone.png');
    expect(chat.pageErrors).toEqual([]);
  });
});
