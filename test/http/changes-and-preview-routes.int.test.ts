import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createPreviewAccess } from '../../server/http/preview-access.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';
import type { ChangeRecord } from '../../server/store/change-history.ts';

const TOKEN = 'alice-token-0123456789';

/** A change as the routes answer it: the record, with where to preview it. */
type ChangeAnswer = ChangeRecord & { previewPath: string | null };
let services: TestServices;
let app: Hono;
const previewAccess = createPreviewAccess();

beforeAll(async () => {
  services = await createTestServices({ environment: { WAYFINDER_TOKENS: `alice:${TOKEN},bob:bob-token-0123456789` } });
  app = createApp(services, { previewAccess });
});
afterAll(() => services.cleanup());

const api = (path: string, init: RequestInit = {}, token = TOKEN) =>
  app.request(`/api${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });
const revert = (changeIds: unknown) => api('/changes/revert', { method: 'POST', body: JSON.stringify({ changeIds }) });

async function editHomeHero(heading: string, attribution = { editor: 'alice', sessionId: 'routes-1', turn: 1, tool: 'cms_updateSectionContent' }) {
  const home = (await services.store.pages.getBySlug('home'))!;
  const hero = (await services.store.sections.listByPage(home.id))[0]!;
  await services.store.attributed(attribution, () => services.store.sections.updateContent(hero.id, { heading }));
  return hero;
}

describe('GET /api/changes', () => {
  it('lists changes newest first with where to preview them, filtered and paged', async () => {
    const hero = await editHomeHero('Spring Sale');
    await editHomeHero('Summer Sale', { editor: 'alice', sessionId: 'routes-1', turn: 2, tool: 'cms_updateSectionContent' });
    const response = await api('/changes?sessionId=routes-1&turn=1');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { changes: ChangeAnswer[]; nextCursor: number | null };
    expect(body).toMatchObject({
      changes: [{ turn: 1, summary: `Home › Hero banner: heading '${hero.content.heading}' → 'Spring Sale'`, previewPath: `/preview/home#section-${hero.id}` }],
      nextCursor: null,
    });
    const firstPage = (await (await api('/changes?sessionId=routes-1&limit=1')).json()) as { changes: ChangeAnswer[]; nextCursor: number };
    expect(firstPage.changes[0]!.turn).toBe(2);
    const secondPage = (await (await api(`/changes?sessionId=routes-1&limit=1&before=${firstPage.nextCursor}`)).json()) as { changes: ChangeAnswer[] };
    expect(secondPage.changes[0]!.turn).toBe(1);
  });

  it("filters by page slug: the page's changes and its sections', none for a page that does not exist", async () => {
    const hero = await editHomeHero('Page Sale');
    const body = (await (await api('/changes?pageSlug=home&limit=1')).json()) as { changes: ChangeAnswer[] };
    expect(body.changes).toMatchObject([{ entity: { type: 'section', id: hero.id }, location: { pageSlug: 'home', pageTitle: 'Home' } }]);
    expect(await (await api('/changes?pageSlug=no-such-page')).json()).toEqual({ changes: [], nextCursor: null });
    await services.store.changes.revert([body.changes[0]!.id]); // the next tests expect the heading before it
  });

  it('answers 400 for a bad filter and 401 without a token', async () => {
    expect((await api('/changes?entityType=planet')).status).toBe(400);
    expect((await api('/changes?limit=0')).status).toBe(400);
    expect((await api('/changes?pageSlug=')).status).toBe(400);
    expect((await api(`/changes?pageSlug=${'x'.repeat(201)}`)).status).toBe(400);
    expect((await app.request('/api/changes')).status).toBe(401);
  });
});

describe('POST /api/changes/revert', () => {
  it('undoes changes and records the undo as the editor’s', async () => {
    const hero = await editHomeHero('Autumn Sale');
    const latest = ((await (await api('/changes?limit=1')).json()) as { changes: ChangeAnswer[] }).changes[0]!;
    const response = await revert([latest.id]);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { reverted: ChangeAnswer[]; changes: ChangeAnswer[] };
    expect(body.reverted).toMatchObject([{ id: latest.id, revertedByChangeId: body.changes[0]!.id }]);
    expect(body.changes).toMatchObject([{ editor: 'alice', sessionId: null, revertsChangeId: latest.id, previewPath: `/preview/home#section-${hero.id}` }]);
    expect((await services.store.sections.getById(hero.id))!.content.heading).toBe('Summer Sale');
  });

  it('redoes an undo: reverting the undo puts the edit back, recorded as a redo', async () => {
    const hero = await editHomeHero('Redo Sale');
    const edit = ((await (await api('/changes?limit=1')).json()) as { changes: ChangeAnswer[] }).changes[0]!;
    const undo = ((await (await revert([edit.id])).json()) as { changes: ChangeAnswer[] }).changes[0]!;
    expect(undo).toMatchObject({ kind: 'undo', summary: expect.stringMatching(/^Undo: /) });
    const redo = ((await (await revert([undo.id])).json()) as { changes: ChangeAnswer[] }).changes[0]!;
    expect(redo).toMatchObject({ kind: 'redo', editor: 'alice', summary: expect.stringMatching(/^Redo: Home › Hero banner: heading '.*' → 'Redo Sale'$/) });
    expect((await services.store.sections.getById(hero.id))!.content.heading).toBe('Redo Sale');
    expect(((await (await api(`/changes?entityType=section&entityId=${hero.id}&limit=1`)).json()) as { changes: ChangeAnswer[] }).changes[0]).toMatchObject({
      id: redo.id,
    });
    expect(await services.store.changes.get(edit.id)).toMatchObject({ revertedByChangeId: null });
  });

  it('answers 409 with the reason and changes nothing when the entity changed since; 404 for an unknown change; 400 for a bad body', async () => {
    const hero = await editHomeHero('Winter Sale');
    const edit = ((await (await api('/changes?limit=1')).json()) as { changes: ChangeAnswer[] }).changes[0]!;
    await editHomeHero('Edited again');
    const conflict = await revert([edit.id]);
    expect(conflict.status).toBe(409);
    const refusal = (await conflict.json()) as { error: { message: string } };
    // Editors read the message: no change numbers in it; clients get the refused change's id as a field.
    expect(refusal).toMatchObject({
      error: { type: 'CONFLICT', message: expect.stringContaining('heading is now "Edited again"'), entity: 'change', key: edit.id },
    });
    expect(refusal.error.message).not.toMatch(/#\d/);
    expect((await services.store.sections.getById(hero.id))!.content.heading).toBe('Edited again');
    const unknown = await revert([987_654]);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { type: 'NOT_FOUND', entity: 'change' } });
    expect((await revert([])).status).toBe(400);
    expect((await api('/changes/revert', { method: 'POST', body: '{' })).status).toBe(400);
  });
});

describe('the preview', () => {
  const access = () => previewAccess.issue('alice').access;

  it('hands the signed-in editor an access, which opens the rendered site, drafts included', async () => {
    const { access: issued, expiresAt } = (await (await api('/preview-access')).json()) as { access: string; expiresAt: string };
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    const response = await app.request(`/preview/careers?access=${encodeURIComponent(issued)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('Draft: not on the live site');
  });

  it('serves the home page at /preview, the blog, posts and library images', async () => {
    expect(await (await app.request(`/preview?access=${access()}`)).text()).toContain('<span>/home</span>');
    expect(await (await app.request(`/preview/blog?access=${access()}`)).text()).toContain('<h1>Blog</h1>');
    const { posts } = await services.store.posts.list({ limit: 1, offset: 0 });
    expect(await (await app.request(`/preview/blog/${posts[0]!.slug}?access=${access()}`)).text()).toContain(posts[0]!.title);
    const image = (await services.store.images.list({ limit: 1, offset: 0 })).images[0]!;
    const file = await app.request(`/preview/media/${image.id}?access=${access()}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer()).slice(1, 4)).toEqual(new TextEncoder().encode('PNG'));
  });

  it('is sandboxed, scriptless and sends no referrer', async () => {
    const response = await app.request(`/preview/home?access=${access()}`);
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'; img-src 'self'/);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 without a valid access, and 404 for what does not exist', async () => {
    expect((await app.request('/preview/home')).status).toBe(401);
    expect((await app.request('/preview/home?access=forged.1.x')).status).toBe(401);
    expect((await app.request(`/preview/media/1?access=${encodeURIComponent(createPreviewAccess().issue('alice').access)}`)).status).toBe(401);
    expect((await app.request(`/preview/nowhere?access=${access()}`)).status).toBe(404);
    expect((await app.request(`/preview/media/999999?access=${access()}`)).status).toBe(404);
  });
});
