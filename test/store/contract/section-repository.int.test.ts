import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../../../server/errors/cms-errors.ts';
import { DATABASE_BACKENDS } from '../../support/test-database.ts';
import { createTestServices, type TestServices } from '../../support/test-services.ts';
import { createImageRecord, createPageWithHeroes, createTemplates, HERO_FIELDS, headingsOf } from '../../tools/cms/sections/section-fixtures.ts';

describe.each(DATABASE_BACKENDS)('section repositories on %s', (backend) => {
  let services: TestServices;
  beforeAll(async () => {
    services = await createTestServices({ seed: false, backend });
    await createTemplates(services.store);
  });
  afterAll(() => services.cleanup());

  it('stores templates with their fields and refuses duplicates or malformed fields', async () => {
    expect(await services.store.sectionTemplates.listNames()).toEqual(['features', 'hero']);
    expect((await services.store.sectionTemplates.getByName('hero'))?.fields).toEqual(HERO_FIELDS);
    await expect(services.store.sectionTemplates.create({ name: 'hero', label: 'x', description: 'x', fields: HERO_FIELDS })).rejects.toBeInstanceOf(
      ConflictError,
    );
    await expect(services.store.sectionTemplates.create({ name: 'empty', label: 'x', description: 'x', fields: [] })).rejects.toBeInstanceOf(ValidationError);
  });

  it('appends sections, or inserts at a position and shifts the later ones down', async () => {
    const { page } = await createPageWithHeroes(services.store, 'positions', ['A', 'B']);
    await services.store.sections.create({ pageId: page.id, templateName: 'hero', content: { heading: 'First' }, position: 1 });
    await services.store.sections.create({ pageId: page.id, templateName: 'hero', content: { heading: 'Last' }, position: 99 });
    expect(await headingsOf(services.store, page.id)).toEqual(['First', 'A', 'B', 'Last']);
    expect((await services.store.sections.listByPage(page.id)).map((section) => section.position)).toEqual([1, 2, 3, 4]);
  });

  it('rejects invalid content naming every bad field, and writes nothing', async () => {
    const { page } = await createPageWithHeroes(services.store, 'invalid', []);
    const attempt = services.store.sections.create({ pageId: page.id, templateName: 'hero', content: { body: 1, image: 404, colour: 'red' } });
    await expect(attempt).rejects.toMatchObject({
      fields: [
        { field: 'content.colour' },
        { field: 'content.heading' },
        { field: 'content.body' },
        { field: 'content.image', message: expect.stringContaining('404') },
      ],
    });
    expect(await services.store.sections.listByPage(page.id)).toEqual([]);
  });

  it('accepts an image field holding the id of an existing image', async () => {
    const image = await createImageRecord(services.store);
    const { sections } = await createPageWithHeroes(services.store, 'with-image', ['Hello']);
    const updated = await services.store.sections.updateContent(sections[0]!.id, { image: image.id });
    expect(updated.content).toEqual({ heading: 'Hello', image: image.id });
  });

  it('merges a content patch, keeps other fields, and null clears an optional field', async () => {
    const { sections } = await createPageWithHeroes(services.store, 'merge', ['Hello']);
    const id = sections[0]!.id;
    await services.store.sections.updateContent(id, { body: 'Intro', cta: { label: 'Go', href: 'https://example.com' } });
    const updated = await services.store.sections.updateContent(id, { heading: 'Hi', body: null });
    expect(updated.content).toEqual({ heading: 'Hi', cta: { label: 'Go', href: 'https://example.com' } });
  });

  it('refuses a patch that would break the content, leaving it unchanged', async () => {
    const { sections } = await createPageWithHeroes(services.store, 'broken-patch', ['Keep me']);
    const id = sections[0]!.id;
    await expect(services.store.sections.updateContent(id, { heading: null, cta: 'nope' })).rejects.toMatchObject({
      fields: [{ field: 'content.heading' }, { field: 'content.cta' }],
    });
    expect((await services.store.sections.getById(id))?.content).toEqual({ heading: 'Keep me' });
    await expect(services.store.sections.updateContent(9999, { heading: 'x' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('moves a section and deletes one, keeping positions 1..n', async () => {
    const { page, sections } = await createPageWithHeroes(services.store, 'reorder', ['A', 'B', 'C', 'D']);
    await services.store.sections.move(sections[3]!.id, 2);
    expect(await headingsOf(services.store, page.id)).toEqual(['A', 'D', 'B', 'C']);
    expect(await services.store.sections.delete(sections[1]!.id)).toMatchObject({ content: { heading: 'B' } });
    expect(await services.store.sections.delete(sections[1]!.id)).toBeUndefined();
    const remaining = await services.store.sections.listByPage(page.id);
    expect(remaining.map((section) => [section.content.heading, section.position])).toEqual([
      ['A', 1],
      ['D', 2],
      ['C', 3],
    ]);
  });

  it('leaves the store exactly as it was when a bulk delete and reorder fails midway in a transaction', async () => {
    const { page, sections } = await createPageWithHeroes(services.store, 'atomic', ['A', 'B', 'C']);
    const before = await services.store.sections.listByPage(page.id);
    const attempt = services.store.transaction(async (transaction) => {
      await transaction.sections.delete(sections[0]!.id);
      await transaction.sections.move(sections[2]!.id, 1);
      await transaction.sections.updateContent(sections[1]!.id, { heading: null });
    });
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    expect(await services.store.sections.listByPage(page.id)).toEqual(before);
  });
});
