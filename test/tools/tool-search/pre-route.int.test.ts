import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../../support/test-services.ts';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices({ seed: false });
});
afterAll(() => services.cleanup());

const preRouted = async (message: string) => (await services.toolSearch.routeMessage({ message, limit: 5 })).preRouted?.tool;

describe('pre-routing the tool a message names', () => {
  it('does not send a question about page content to the change history', async () => {
    // The history tool's description once quoted a change summary ("Home › Hero banner: heading …").
    expect((await preRouted("What's the hero heading on the home page?")) ?? '').not.toMatch(/^cms_(list|undo)Changes$/);
  });

  it('does not send a question about page content to a tool whose description quotes a field path', async () => {
    expect(await preRouted('What does the hero heading on the about page say?')).not.toBe('cms_createPageWithContent');
  });

  it("never offers the site-wide image swap for a Spanish question about the site's pages", async () => {
    // cms_listPages leads, but cms_replaceImage is within 0.9 of it: the words do not decide, so the model searches.
    expect(await preRouted('¿Qué páginas tiene el sitio?')).not.toBe('cms_replaceImage');
  });

  it('ranks the tools that make the change a request asks for above those that make another', async () => {
    // "FAQ", "contact" and "page" are all in cms_addSectionToPage's phrases; "remove" is what the editor wants.
    const { ranked } = await services.toolSearch.routeMessage({ message: 'remove the FAQ block from the contact page', limit: 5 });
    const rank = (name: string) => (ranked.includes(name) ? ranked.indexOf(name) : Number.POSITIVE_INFINITY);
    expect(rank('cms_deletePageSection')).toBeLessThan(rank('cms_addSectionToPage'));
  });

  it('does not offer the tool that adds a menu item for a request to rename one', async () => {
    // Ten development editor messages (rounds 3-12) renamed the footer's "Trip Prices" and had cms_addNavigationItem
    // pre-routed: "rename" marked no change, and "footer" is in many of the adding tool's phrases.
    expect(await preRouted("rename 'Trip Prices' in the footer to just 'Prices'")).not.toBe('cms_addNavigationItem');
  });

  it('offers the image library search for a search by meaning, not the site-wide content search', async () => {
    // Eleven development model searches "semantic image search" had search_vector pre-routed: only it said "semantic".
    const route = await services.toolSearch.routeMessage({ message: 'semantic image search', limit: 5 });
    expect(route.ranked[0]).toBe('cms_searchImages');
    expect(route.preRouted?.tool ?? 'cms_searchImages').toBe('cms_searchImages');
  });

  it('offers the tool a clear request names', async () => {
    expect(await preRouted('list all draft blog posts')).toBe('cms_listPosts');
  });

  it('offers with it the tools that supply what it needs', async () => {
    const route = await services.toolSearch.routeMessage({ message: 'Add the kayak photo to the About page gallery', limit: 5 });
    expect(route.preRouted).toMatchObject({ tool: 'cms_addImageToSection', prerequisites: ['cms_getPage', 'cms_findImage'] });
  });

  it('offers the section editor with the tools that find the section and show what it holds now', async () => {
    // cms_getSectionContent's description says to use it before cms_updateSectionContent; 146 development editor
    // messages that edit a section missed it in their top five (2026-11-27).
    const route = await services.toolSearch.routeMessage({ message: "change the hero heading on the about page to 'Who we are'", limit: 5 });
    expect(route.preRouted).toMatchObject({ tool: 'cms_updateSectionContent', prerequisites: ['cms_getPageSections', 'cms_getSectionContent'] });
  });

  it('offers no lookup for a request to change something, nor a reading tool for a change no tool makes', async () => {
    // Development round 6 and 5 messages that had the lookup or a collection reader pre-routed (2026-11-27).
    for (const message of [
      'add our facebook to the footer menu: https://www.facebook.com/summitandtrailco',
      'get rid of the stats block on the home page, it looks cheesy',
      "Please update Priya's bio, she now has 10 years of ER experience not 8",
      'delete the gift card question from the FAQ',
    ]) {
      const tool = await preRouted(message);
      expect(tool ?? '', message).not.toMatch(/^cms_(get|list|find)/);
    }
  });

  it('offers nothing for a greeting or thanks, though a word of it matches a tool', async () => {
    // "today" matched cms_listChanges ("what changed today"), "alles" cms_deletePageSections ("alle Abschnitte löschen").
    expect(await preRouted("thanks, that's all for today")).toBeUndefined();
    expect(await preRouted('Hallo! Was kannst du alles?')).toBeUndefined();
    expect(await preRouted('good morning!')).toBeUndefined();
  });

  it('offers nothing for a question about what something is or how it works', async () => {
    expect(await preRouted('What is a CMS section?')).toBeUndefined();
    expect(await preRouted("what's the difference between archiving a post and deleting it?")).toBeUndefined();
    expect(await preRouted('Was ist eigentlich der Unterschied zwischen einem Abschnitt und einer Seite?')).toBeUndefined();
  });

  it('offers nothing for a request for advice or a question about what the assistant can do', async () => {
    // Development rounds 3-6 had these pre-routed (cms_updatePage, cms_getSectionFields, cms_getSectionContent).
    for (const message of ['how long should a meta description be?', '你能做什么？', '안녕하세요! 뭘 도와줄 수 있어요?', "che cos'è una sezione hero?"]) {
      expect(await preRouted(message), message).toBeUndefined();
    }
  });

  it('offers nothing for advice asked as keywords, or for what something is for', async () => {
    // Development rounds 7-12 had these kinds pre-routed, cms_updatePage for most (written here in other words).
    for (const message of ['optimal meta description length', 'is archiving a post the same as unpublishing it?', '¿Para qué sirve el extracto?']) {
      expect(await preRouted(message), message).toBeUndefined();
    }
  });

  it('reads a report that something is wrong as a request to change it', async () => {
    // Development rounds: "points to the wrong page, it should go to …" had cms_addNavigationItem pre-routed, and
    // "title -> '…'" had cms_updatePage outside the five.
    expect(await preRouted('the Pricing menu link points to the wrong page, it should go to /pricing-2024')).not.toBe('cms_addNavigationItem');
    const { ranked } = await services.toolSearch.routeMessage({ message: "Pricing page title -> 'Prices & Booking'", limit: 5 });
    expect(ranked.slice(0, 5)).toContain('cms_updatePage');
  });

  it('never offers a tool that may destroy content, whatever the message asks: the model searches for it', async () => {
    // "list them once more" had pre-routed cms_deletePageSections; a Swedish rename had pre-routed cms_deletePage.
    // The last three are from frozen round 4 (measured after, 2026-11-27): negations and a question no word list caught.
    for (const message of [
      'and list them once more',
      'show me the about page once more',
      "don't delete anything yet, just hide the Contact link in the footer menu",
      'No quiero borrar nada, solo ocultar el enlace de Contacto del menú del pie',
      'byt namn på sidan Om oss till Vår historia',
      "undo isn't what I want – I just want the old heading back on services, 'Adventures for every level'",
      'lösch bitte nix, aber blende den Blog-Link im Footer erstmal aus',
      'if you delete an image by mistake can it be undone?',
      'delete a blog post',
      'undo the last change',
    ]) {
      const tool = await preRouted(message);
      expect(tool ?? '', message).not.toMatch(/^cms_(delete|remove|undo|replace|archive)/);
    }
  });

  it('offers nothing for a message in a language the tools have no phrases in', async () => {
    // Danish read as Swedish had pre-routed cms_listPages before Danish had phrases; Serbian Cyrillic reads as
    // Russian or Ukrainian by chance, Persian as Arabic.
    expect(await preRouted('Ar galite parodyti visus svetainės puslapius?')).toBeUndefined();
    expect(await preRouted('Избриши стару страницу са ценама')).toBeUndefined();
    expect(await preRouted('صفحه قدیمی قیمت‌ها را حذف کن')).toBeUndefined();
  });

  it('offers the tool a request in a language added later asks for, but not for its questions or thanks', async () => {
    // Before these languages had words for concepts and courtesy, their questions were pre-routed one in ten.
    expect(await preRouted('Zobraz mi prosím seznam všech stránek webu')).toBe('cms_listPages');
    expect(await preRouted('Mikä on slug ja miten sitä käytetään?')).toBeUndefined();
    expect(await preRouted('Τι είναι το slug;')).toBeUndefined();
    expect(await preRouted('Takk for hjelpen!')).toBeUndefined();
    expect(await preRouted('Děkuji moc za pomoc!')).toBeUndefined();
  });

  it('still offers the tool a request after a thanks names', async () => {
    expect(await preRouted('thanks! now list all draft blog posts')).toBe('cms_listPosts');
  });
});
