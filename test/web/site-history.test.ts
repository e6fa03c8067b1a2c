import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_HEADER } from '../../server/mcp/mcp-route.ts';
import { browserMissing, type ChatPage, startChatPage, TOKEN } from '../support/chat-page-harness.ts';
import { connectMcpTestClient } from '../support/mcp-test-client.ts';

const MCP_CONVERSATION = 'mcp-hero-edit';

describe.skipIf(browserMissing)('the site history and MCP conversations, in a real browser', () => {
  let chat: ChatPage;
  let heroId: number;
  let originalHeading: string;

  beforeAll(async () => {
    chat = await startChatPage();
    await chat.signIn();
    const hero = await chat.homeHero();
    heroId = hero.id;
    originalHeading = String(hero.content.heading);

    // An MCP client (the official SDK's) edits the hero in a conversation of its own, then another editor renames a page.
    const mcp = await connectMcpTestClient(
      new StreamableHTTPClientTransport(new URL(`${chat.url}mcp`), {
        requestInit: { headers: { authorization: `Bearer ${TOKEN}`, [CONVERSATION_HEADER]: MCP_CONVERSATION } },
      }),
    );
    await mcp.call('tool_search', { query: 'change the hero heading' });
    expect((await mcp.call('cms_updateSectionContent', { sectionId: heroId, content: { heading: 'Edited over MCP' } })).isError).toBe(false);
    await mcp.close();
    const about = (await chat.services.store.pages.getBySlug('about'))!;
    await chat.services.store.attributed({ editor: 'bob' }, () => chat.services.store.pages.update(about.id, { title: 'Our story' }));
  });
  afterAll(() => chat?.close());

  const heading = async () => (await chat.services.store.sections.getById(heroId))!.content.heading;
  const history = () => chat.page.getByRole('region', { name: 'Site history' });
  const lines = () => history().getByTestId('history-line');
  const summaries = () => lines().locator('.history-summary').allTextContents();

  it('lists the MCP edit and the other editor’s, newest first, in editor words, with Undo and Redo', async () => {
    await chat.page.getByRole('button', { name: 'History' }).click();
    await lines().nth(1).waitFor();
    expect(await summaries()).toEqual(["About Us: title 'About Us' → 'Our story'", `Home › Hero banner: heading '${originalHeading}' → 'Edited over MCP'`]);
    expect(await lines().locator('.history-meta').allTextContents()).toEqual([
      expect.stringMatching(/^bob · /),
      expect.stringMatching(/^alice · .* · in “MCP: wayfinder-test-client”$/),
    ]);
    const text = await history().textContent();
    expect(text).not.toMatch(/cms_|tool_search|#\d/);

    await lines().nth(1).getByRole('button', { name: 'Undo' }).click();
    await expect.poll(heading).toBe(originalHeading);
    await expect.poll(summaries).toHaveLength(3);
    expect((await summaries())[0]).toBe(`Undo: Home › Hero banner: heading 'Edited over MCP' → '${originalHeading}'`);
    expect(await lines().nth(2).locator('.badge').textContent()).toBe('undone');

    await lines().first().getByRole('button', { name: 'Redo' }).click();
    await expect.poll(heading).toBe('Edited over MCP');
    await expect.poll(summaries).toHaveLength(4);
    expect((await summaries())[0]).toBe(`Redo: Home › Hero banner: heading '${originalHeading}' → 'Edited over MCP'`);
    // The redo is in effect (it can be undone); the undo it took back is marked undone, and the MCP edit holds again.
    expect(await lines().first().getByRole('button', { name: 'Undo' }).count()).toBe(1);
    expect(await lines().nth(3).locator('.badge').count()).toBe(0);
    await chat.screenshot('site-history.png');
    await chat.page.setViewportSize({ width: 390, height: 844 });
    await chat.screenshot('site-history-phone.png');
    await chat.page.setViewportSize({ width: 1280, height: 860 });
    expect(chat.pageErrors).toEqual([]);
  });

  it('filters by editor, page and conversation', async () => {
    await history().getByLabel('Editor').selectOption('bob');
    await expect.poll(summaries).toEqual(["About Us: title 'About Us' → 'Our story'"]);
    await history().getByLabel('Editor').selectOption('');
    await history().getByLabel('Page').selectOption({ label: 'Home' });
    await expect.poll(async () => (await summaries()).length).toBe(3);
    expect((await summaries()).every((summary) => summary.includes('Home › Hero banner'))).toBe(true);
    await history().getByLabel('Page').selectOption('');
    await history().getByLabel('Conversation').selectOption({ label: 'MCP: wayfinder-test-client' });
    await expect.poll(summaries).toEqual([`Home › Hero banner: heading '${originalHeading}' → 'Edited over MCP'`]);
  });

  it('opens the MCP conversation with its tool calls and what they changed, with Undo and Redo', async () => {
    await history().getByRole('button', { name: 'Back to the conversation' }).click();
    await chat.page.getByRole('button', { name: /MCP: wayfinder-test-client/ }).click();
    const edit = chat.lastAnswer();
    await edit.getByTestId('change-line').waitFor();
    expect(await chat.page.getByTestId('activity').allTextContents()).toEqual(['✓ Find tools', '✓ Update section content']);
    expect(await edit.locator('.mcp-client').textContent()).toBe('Over MCP, from wayfinder-test-client');
    expect(await edit.getByRole('button', { name: 'Regenerate' }).count()).toBe(0);

    await edit.getByRole('button', { name: 'Undo' }).click();
    await edit.locator('[data-testid="change-line"].undone').waitFor();
    expect(await heading()).toBe(originalHeading);
    await edit.getByRole('button', { name: 'Redo' }).click();
    await edit.locator('[data-testid="change-line"]:not(.undone)').waitFor();
    expect(await heading()).toBe('Edited over MCP');
    await chat.screenshot('mcp-conversation.png');
    expect(chat.pageErrors).toEqual([]);
  });

  it('shows older changes a page at a time, down to the first', async () => {
    const about = (await chat.services.store.pages.getBySlug('about'))!;
    for (let edit = 1; edit <= 30; edit++) {
      await chat.services.store.attributed({ editor: 'carol' }, () => chat.services.store.pages.update(about.id, { metaTitle: `About, take ${edit}` }));
    }
    await chat.page.getByRole('button', { name: 'History' }).click();
    await expect.poll(async () => lines().count()).toBe(30);
    expect((await summaries())[0]).toMatch(/take 30'$/);
    await history().getByRole('button', { name: 'Show older changes' }).click();
    await expect.poll(async () => (await summaries()).at(-1)).toBe(`Home › Hero banner: heading '${originalHeading}' → 'Edited over MCP'`);
    expect(await history().getByRole('button', { name: 'Show older changes' }).count()).toBe(0);
  });
});
