import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../../../server/errors/cms-errors.ts';
import type { ChangeRecord } from '../../../server/store/change-history.ts';
import type { CmsStore } from '../../../server/store/cms-store.ts';
import { DATABASE_BACKENDS } from '../../support/test-database.ts';
import { createTestStore, type TestStore } from '../../support/test-store.ts';

describe.each(DATABASE_BACKENDS)('change history on %s', (backend) => {
  let testStore: TestStore;
  let store: CmsStore;

  beforeEach(async () => {
    testStore = await createTestStore({ backend });
    store = testStore.store;
  });
  afterEach(() => testStore.cleanup());

  const latest = async (): Promise<ChangeRecord> => (await store.changes.list({ limit: 1 })).changes[0]!;
  const heroOf = async (slug: string) => {
    const page = (await store.pages.getBySlug(slug))!;
    return (await store.sections.listByPage(page.id)).find((section) => section.templateName === 'hero')!;
  };

  describe('the change history records every CMS write', () => {
    it('records nothing for the demo seed: it is the starting point', async () => {
      expect((await store.changes.list({ limit: 10 })).changes).toEqual([]);
    });

    it('describes a section edit for people, with the fields before and after', async () => {
      const hero = await heroOf('home');
      await store.sections.updateContent(hero.id, { heading: 'Spring Sale' });
      const change = await latest();
      expect(change).toMatchObject({
        action: 'update',
        editor: 'system',
        sessionId: null,
        entity: { type: 'section', id: hero.id, name: 'Home › Hero banner' },
        summary: `Home › Hero banner: heading '${hero.content.heading}' → 'Spring Sale'`,
        fields: [{ field: 'heading', before: hero.content.heading, after: 'Spring Sale' }],
        location: { pageSlug: 'home', sectionId: hero.id },
        revertedByChangeId: null,
      });
    });

    it('counts what a deleted page took with it', async () => {
      const careers = (await store.pages.getBySlug('careers'))!;
      await store.pages.delete(careers.id);
      expect(await latest()).toMatchObject({
        action: 'delete',
        entity: { type: 'page', id: careers.id, name: 'Careers' },
        summary: 'Deleted page Careers (4 sections, 1 menu link)',
        location: null,
      });
    });

    it('stamps the editor, session, turn and tool the writes are attributed to', async () => {
      await store.attributed({ editor: 'alice', sessionId: 's-1', turn: 3, tool: 'cms_updatePage' }, async () => {
        const about = (await store.pages.getBySlug('about'))!;
        await store.pages.update(about.id, { title: 'About Summit & Trail' });
      });
      expect(await latest()).toMatchObject({
        editor: 'alice',
        sessionId: 's-1',
        turn: 3,
        tool: 'cms_updatePage',
        summary: "About Us: title 'About Us' → 'About Summit & Trail'",
      });
    });

    it('records one change per entity for every repository write, and none for an update that changed nothing', async () => {
      const page = await store.pages.create({ slug: 'spring', title: 'Spring' });
      await store.pages.update(page.id, {});
      const section = await store.sections.create({ pageId: page.id, templateName: 'text', content: { body: 'Hello' } });
      await store.sections.updateContent(section.id, { heading: 'Hi' });
      await store.sections.move((await heroOf('home')).id, 2);
      await store.sections.delete(section.id);
      const image = (await store.images.list({ limit: 1, offset: 0 })).images[0]!;
      await store.images.update(image.id, { altText: 'A new alt text' });
      const post = await store.posts.create({ title: 'Trail news', body: 'Body', author: 'Elena' });
      await store.posts.update(post.id, { status: 'published' });
      await store.posts.delete(post.id);
      const link = await store.navigation.create({ label: 'Spring', pageSlug: 'spring', menu: 'footer' });
      await store.navigation.update(link.id, { enabled: false });
      await store.navigation.delete(link.id);
      const entry = await store.collections.createEntry({
        collection: 'faq',
        title: 'Dogs?',
        data: { question: 'Can I bring my dog?', answer: 'Yes.', category: 'Trips' },
      });
      await store.collections.updateEntry(entry.id, { title: 'Dogs allowed?' });
      await store.collections.deleteEntry(entry.id);
      await store.pages.delete(page.id);

      const { changes } = await store.changes.list({ limit: 50 });
      expect(changes.map((change) => change.summary).reverse()).toEqual([
        'Created page Spring (draft)',
        'Added Text block to Spring',
        "Spring › Text block: heading (empty) → 'Hi'",
        'Home › Hero banner: position 1 → 2',
        'Deleted section Spring › Text block',
        expect.stringMatching(new RegExp(`^${image.filename.replace('.', '\\.')}: altText '.+' → 'A new alt text'$`)),
        'Created post Trail news (draft)',
        expect.stringMatching(/^Trail news: status 'draft' → 'published', publishedAt \(empty\) → '20/),
        'Deleted post Trail news',
        'Added menu link Footer menu › Spring → /spring',
        'Footer menu › Spring: enabled true → false',
        'Removed menu link Footer menu › Spring',
        'Added entry FAQ › Dogs?',
        "FAQ › Dogs?: title 'Dogs?' → 'Dogs allowed?'",
        'Deleted entry FAQ › Dogs allowed?',
        'Deleted page Spring',
      ]);
    });

    it('keeps no record of a write that failed or a transaction that rolled back', async () => {
      await expect(store.pages.create({ slug: 'home', title: 'Second home' })).rejects.toThrow();
      const about = (await store.pages.getBySlug('about'))!;
      await expect(
        store.transaction(async (transaction) => {
          await transaction.pages.update(about.id, { title: 'Gone soon' });
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect((await store.changes.list({ limit: 10 })).changes).toEqual([]);
      expect((await store.pages.getBySlug('about'))!.title).toBe('About Us');
    });

    it('filters by session, turn, editor and entity, newest first, in pages', async () => {
      const about = (await store.pages.getBySlug('about'))!;
      for (const [turn, title] of [
        [1, 'One'],
        [2, 'Two'],
        [2, 'Three'],
      ] as const) {
        await store.attributed({ editor: 'alice', sessionId: 's-2', turn }, () => store.pages.update(about.id, { title }));
      }
      await store.pages.update(about.id, { title: 'By the system' });
      expect((await store.changes.list({ sessionId: 's-2', turn: 2, limit: 10 })).changes.map((change) => change.fields[0]!.after)).toEqual(['Three', 'Two']);
      expect((await store.changes.list({ editor: 'system', limit: 10 })).changes).toHaveLength(1);
      expect((await store.changes.list({ entityType: 'page', entityId: about.id, limit: 10 })).changes).toHaveLength(4);
      const first = await store.changes.list({ editor: 'alice', limit: 2 });
      expect(first.changes).toHaveLength(2);
      const second = await store.changes.list({ editor: 'alice', limit: 2, before: first.nextCursor! });
      expect(second).toMatchObject({ changes: [{ fields: [{ after: 'One' }] }], nextCursor: null });
    });
  });

  describe('undo', () => {
    it('puts an edited field back and records the undo as a change of its own', async () => {
      const hero = await heroOf('home');
      await store.sections.updateContent(hero.id, { heading: 'Spring Sale' });
      const edit = await latest();
      const outcome = await store.changes.revert([edit.id]);
      expect((await store.sections.getById(hero.id))!.content.heading).toBe(hero.content.heading);
      expect(outcome.reverted).toMatchObject([{ id: edit.id, revertedByChangeId: outcome.changes[0]!.id }]);
      expect(outcome.changes).toMatchObject([
        { action: 'update', revertsChangeId: edit.id, summary: `Undo: Home › Hero banner: heading 'Spring Sale' → '${hero.content.heading}'` },
      ]);
    });

    it('changes nothing and says what is different when the entity changed again since', async () => {
      const hero = await heroOf('home');
      await store.sections.updateContent(hero.id, { heading: 'Spring Sale' });
      const edit = await latest();
      await store.sections.updateContent(hero.id, { heading: 'Summer Sale' });
      const error = await store.changes.revert([edit.id]).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ConflictError);
      // Editors read the message, so it names the change by what it did; the id is the error's key.
      expect((error as Error).message).toBe(`Nothing was undone: Home › Hero banner changed since: heading is now "Summer Sale" (${edit.summary}).`);
      expect(error).toMatchObject({ entity: 'change', key: edit.id });
      expect((await store.sections.getById(hero.id))!.content.heading).toBe('Summer Sale');
    });

    it('undoes an edit of one field when another field of the same section changed since', async () => {
      const hero = await heroOf('home');
      await store.sections.updateContent(hero.id, { heading: 'Spring Sale' });
      const edit = await latest();
      await store.sections.updateContent(hero.id, { subheading: 'Ten percent off' });
      await store.changes.revert([edit.id]);
      expect((await store.sections.getById(hero.id))!.content).toMatchObject({ heading: hero.content.heading, subheading: 'Ten percent off' });
    });

    it('undoes several changes together or not at all', async () => {
      const hero = await heroOf('home');
      const about = (await store.pages.getBySlug('about'))!;
      await store.sections.updateContent(hero.id, { heading: 'Spring Sale' });
      await store.pages.update(about.id, { title: 'Our story' });
      await store.pages.update(about.id, { title: 'Our story, again' });
      const ids = (await store.changes.list({ limit: 3 })).changes.map((change) => change.id);
      // Newest first: undoing the second title edit puts back what the first one wrote, so it can be undone too.
      await store.changes.revert(ids);
      expect((await store.pages.getBySlug('about'))!.title).toBe('About Us');

      await store.sections.updateContent(hero.id, { heading: 'Autumn Sale' });
      const edit = await latest();
      await store.pages.update(about.id, { title: 'Changed by someone' });
      const titleEdit = await latest();
      await store.pages.update(about.id, { title: 'Changed again' });
      await expect(store.changes.revert([edit.id, titleEdit.id])).rejects.toBeInstanceOf(ConflictError);
      expect((await store.sections.getById(hero.id))!.content.heading).toBe('Autumn Sale');
    });

    it('brings back a deleted page with its sections and menu link, under the same ids and in order', async () => {
      const careers = (await store.pages.getBySlug('careers'))!;
      const sections = await store.sections.listByPage(careers.id);
      const menu = await store.navigation.list('main');
      await store.pages.delete(careers.id);
      const deletion = await latest();
      const outcome = await store.changes.revert([deletion.id]);
      expect(outcome.changes[0]!.summary).toBe('Undo: Restored page Careers (4 sections, 1 menu link)');
      expect(await store.pages.getBySlug('careers')).toMatchObject({ id: careers.id, title: 'Careers', status: 'draft' });
      expect((await store.sections.listByPage(careers.id)).map(({ id, position, content }) => ({ id, position, content }))).toEqual(
        sections.map(({ id, position, content }) => ({ id, position, content })),
      );
      expect((await store.navigation.list('main')).map(({ id, label, position, enabled }) => ({ id, label, position, enabled }))).toEqual(
        menu.map(({ id, label, position, enabled }) => ({ id, label, position, enabled })),
      );
    });

    it('refuses to bring a page back when its slug has been taken since', async () => {
      const careers = (await store.pages.getBySlug('careers'))!;
      await store.pages.delete(careers.id);
      const deletion = await latest();
      await store.pages.create({ slug: 'careers', title: 'Jobs' });
      await expect(store.changes.revert([deletion.id])).rejects.toThrow(/another page has its slug "careers" now/);
      expect((await store.pages.getBySlug('careers'))!.title).toBe('Jobs');
    });

    it('undoes a creation only when nothing came to depend on it', async () => {
      const page = await store.pages.create({ slug: 'spring', title: 'Spring' });
      const creation = await latest();
      await store.sections.create({ pageId: page.id, templateName: 'text', content: { body: 'Hello' } });
      const sectionCreation = await latest();
      await expect(store.changes.revert([creation.id])).rejects.toThrow(/Spring is in use by 1 section added since/);
      await store.changes.revert([creation.id, sectionCreation.id]);
      expect(await store.pages.getBySlug('spring')).toBeUndefined();
    });

    it('can undo an undo, and then the original again', async () => {
      const about = (await store.pages.getBySlug('about'))!;
      await store.pages.update(about.id, { title: 'Our story' });
      const edit = await latest();
      const undo = (await store.changes.revert([edit.id])).changes[0]!;
      await store.changes.revert([undo.id]);
      expect((await store.pages.getBySlug('about'))!.title).toBe('Our story');
      expect(await store.changes.get(edit.id)).toMatchObject({ revertedByChangeId: null });
      await store.changes.revert([edit.id]);
      expect((await store.pages.getBySlug('about'))!.title).toBe('About Us');
      await expect(store.changes.revert([edit.id])).rejects.toThrow(/^Nothing was undone: it was already undone \(/);
    });

    it('says an image deletion cannot be undone, and an unknown change is not found', async () => {
      const image = await store.images.create({
        filename: 'spare.png',
        storagePath: 'x/spare.png',
        mimeType: 'image/png',
        sizeBytes: 1,
        width: 1,
        height: 1,
        altText: 'spare',
        description: '',
        tags: [],
      });
      await store.images.delete(image.id);
      const deletion = await latest();
      expect(deletion.irreversible).toMatch(/file was removed/);
      await expect(store.changes.revert([deletion.id])).rejects.toThrow(/cannot be undone: the image's file was removed/);
      await expect(store.changes.revert([999_999])).rejects.toBeInstanceOf(NotFoundError);
    });

    it('undoes the creation of a section template, and its undo puts it back', async () => {
      await store.sectionTemplates.create({
        name: 'quote',
        label: 'Quote',
        description: 'A single quote.',
        fields: [{ name: 'text', label: 'Text', type: 'text', required: true }],
      });
      const creation = await latest();
      expect(creation).toMatchObject({ entity: { type: 'template', name: 'Quote' }, summary: 'Created section template Quote' });
      const undo = (await store.changes.revert([creation.id])).changes[0]!;
      expect(await store.sectionTemplates.getByName('quote')).toBeUndefined();
      await store.changes.revert([undo.id]);
      expect(await store.sectionTemplates.getByName('quote')).toMatchObject({ label: 'Quote' });
    });

    it('moves a section back to where it was', async () => {
      const hero = await heroOf('home');
      await store.sections.move(hero.id, 3);
      await store.changes.revert([(await latest()).id]);
      expect((await store.sections.getById(hero.id))!.position).toBe(1);
    });
  });
});
