import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolSearchOutput } from '../../../server/tools/tool-search/tool-search-tool.ts';
import { createToolRuntime } from '../../../server/tool-runtime/tool-runtime.ts';
import { createTestServices, type TestServices } from '../../support/test-services.ts';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices({ seed: false });
});
afterAll(() => services.cleanup());

const search = async ({ query, limit = 5 }: { query: string; limit?: number }) => {
  // tool_search as both surfaces run it, here with the test's limit.
  const runtime = createToolRuntime({
    ...services,
    catalogue: services.toolCatalogue,
    toolTimeoutMs: 10_000,
    toolSearchLimit: limit,
    maxResultCharacters: 40_000,
  });
  const { output } = await runtime.searchTools({ input: { query }, log: services.logger });
  return output as ToolSearchOutput;
};

describe('tool_search', () => {
  it('returns the matching tools with the rules of their categories', async () => {
    const result = await search({ query: 'publish a blog post' });
    expect(result.tools[0]).toBe('cms_publishPost');
    expect(result.rules).toContain('# Posts');
    expect(result.instruction).toMatch(/Call these tools directly/);
  });

  it('finds tools from requests in other languages', async () => {
    expect((await search({ query: 'Beitrag veröffentlichen' })).tools).toContain('cms_publishPost');
    expect((await search({ query: 'ocultar el enlace del menú' })).tools).toContain('cms_toggleNavigationItem');
  });

  it('answers a Dutch request with its tool, not with tools the words merely resemble', async () => {
    const names = (await search({ query: 'verwijder de oude pagina met de prijzen' })).tools;
    expect(names[0]).toBe('cms_deletePage');
    expect(names).not.toContain('http_post');
  });

  it("finds a tool first by the words of its own name, though the name's first word is a stop word", async () => {
    expect((await search({ query: 'get page sections' })).tools[0]).toBe('cms_getPageSections');
    expect((await search({ query: 'get section fields' })).tools[0]).toBe('cms_getSectionFields');
  });

  it('orders a request in a script the embedding model cannot read with the ranker: the lookup a change needs, no stray tools', async () => {
    // Without vectors BM25's order had stood: deleting a post named by its title got web and image tools, not the
    // post list that finds its id (decision 097).
    const { tools } = await search({ query: '「Ten Essentials」の記事を削除して' });
    expect(tools).toEqual(expect.arrayContaining(['cms_deletePost', 'cms_listPosts']));
    expect(tools).not.toContain('http_get');
  });

  it('finds nothing for small talk in a script the offline embedding model cannot read', async () => {
    expect((await search({ query: 'こんにちは、元気ですか？' })).tools).toEqual([]);
  });

  it('answers a request one tool explains with that tool and the tools it needs first, not with lookalikes', async () => {
    // "update section text" once declared cms_updatePost and cms_updateNavigationItem for the rest of the turn,
    // but not cms_getPageSections, which finds the section's id: the model had to search a second time.
    const { tools } = await search({ query: 'update section text' });
    expect(tools[0]).toBe('cms_updateSectionContent');
    expect(tools).toContain('cms_getPageSections');
    expect(tools).not.toContain('cms_updatePost');
    expect(tools).not.toContain('cms_updateNavigationItem');
    expect((await search({ query: 'add an image to a gallery section' })).tools).toEqual(
      expect.arrayContaining(['cms_addImageToSection', 'cms_getPage', 'cms_findImage']),
    );
  });

  it('answers each request of a search that asks for several things, though one tool covers every word', async () => {
    // cms_listChanges' phrases cover "list recent changes and undo some of them": the focused answer was that tool alone.
    expect((await search({ query: 'list recent changes and undo some of them' })).tools).toEqual(
      expect.arrayContaining(['cms_listChanges', 'cms_undoChanges']),
    );
    // Verbs sharing one object are one request: both are other forms of the post tools' capability.
    expect((await search({ query: 'update and publish a blog post' })).tools).not.toContain('cms_createPage');
  });

  it('leaves out a near-equal tool of another category: it shares the words, not the subject', async () => {
    expect((await search({ query: 'add a section to a page' })).tools).toEqual(['cms_addSectionToPage', 'cms_getSectionFields']);
    expect((await search({ query: 'find image by name' })).tools).toEqual(['cms_findImage']);
  });

  it('answers a search for two steps with the tools of both, where one tool explained every word', async () => {
    // The focus rule answered "search the web and read the top result" with web_quickSearch alone: its phrases cover
    // the words, and reading a page is web_fetchContent's. A search of more than six words is the answer chooser's: it
    // keeps the places it is sure enough of (decision 098).
    expect((await search({ query: 'search the web and read the top result' })).tools).toEqual(expect.arrayContaining(['web_quickSearch', 'web_fetchContent']));
  });

  it('answers "publish a page" with the tool that publishes pages, not only the list of published ones', async () => {
    // Three near-identical "which pages are published" phrases had put cms_listPages alone in the focused answer.
    expect((await search({ query: 'publish a page' })).tools).toContain('cms_updatePage');
  });

  it('reads an English word as English: stemmed as Swedish, "delete" had found the planning tool first', async () => {
    expect((await search({ query: 'delete a page' })).tools[0]).toBe('cms_deletePage');
  });

  it('offers with the tool an editor’s request names the tools that find what it needs', async () => {
    // Before, cms_findImage was not among the five: the request names the photo, not a search for it.
    const { tools } = await search({ query: 'Setz das Kajakfoto in die Galerie auf der Über-uns-Seite' });
    expect(tools[0]).toBe('cms_addImageToSection');
    expect(tools).toEqual(expect.arrayContaining(['cms_findImage', 'cms_getPage']));
  });

  it('offers the lookup a tool below the best match needs: the message names the change, not its id', async () => {
    // The message shares no word with cms_listChanges; before, it was left out of the answer.
    const change = await search({ query: 'Oops, I deleted the FAQ section by mistake earlier — can you bring it back?' });
    expect(change.tools).toEqual(expect.arrayContaining(['cms_undoChanges', 'cms_listChanges']));
  });

  // Lost with the boosted-tree ranker (docs/decisions/067), which placed cms_listPosts sixth; back in the top five
  // since the ranker was refitted with decision 104's phrases.
  it('offers the lookup a tool below the best match needs: the message names the post, not its id', async () => {
    const post = await search({
      query: "Zoek een stockfoto van een fietser in de duinen en zet die als uitgelichte afbeelding bij de post 'Fietsen langs de kust'",
    });
    expect(post.tools).toEqual(expect.arrayContaining(['pexels_searchPhotos', 'cms_updatePost', 'cms_listPosts']));
  });

  it('keeps the full ranking for an editor’s own words that no single tool explains', async () => {
    expect((await search({ query: 'Pon la foto del kayak en la galería de la página Nosotros' })).tools).toHaveLength(5);
  });

  it('respects the limit', async () => {
    expect((await search({ query: 'image', limit: 2 })).tools).toHaveLength(2);
  });

  it('answers nothing matched for a capability the catalogue lacks, asked for in words no tool has', async () => {
    // A crop had been offered the image tools, which the model could only misuse. "install or renew SSL certificate"
    // shares no word with any tool text; the vectors alone had offered tools for it.
    for (const query of ['crop image to square', 'install or renew SSL certificate']) {
      const result = await search({ query });
      expect(result.tools, query).toEqual([]);
      expect(result.instruction).toMatch(/^No tool matched/);
    }
  });

  it('names what the CMS cannot do when a search asks for one of its known limits', async () => {
    // The gates had refused the first without saying why, and offered the section tools for the second. Every word of
    // the last two is in some tool's text: they were answered with http_post and http_get (decision 086).
    for (const [query, capability] of [
      ['send the spring newsletter to our subscribers', 'sending emails or newsletters'],
      ['add a cookie consent banner to the site', 'cookie consent and privacy banners'],
      ['send email', 'sending emails or newsletters'],
      ['create 301 redirect from old URL to new URL', 'redirects'],
      // Each limit has phrases in the 14 other phrase languages too (decision 087).
      ['newsletter an unsere abonnenten verschicken', 'sending emails or newsletters'],
      ['방문자 통계 보여줘', 'site analytics and visitor statistics'],
      // Function names models guess and the services people name (decision 089); these got the page and image tools.
      ['updateImageMetadata alt text', 'editing images (cropping, resizing, compressing, alt texts)'],
      ['page view analytics for last month', 'site analytics and visitor statistics'],
      ['upload image from local computer', 'uploading files from a computer or phone'],
      // Editors' whole requests in their own language (decision 092): these got the post and page tools.
      ['Kannst du bitte den Newsletter an alle unsere Abonnenten rausschicken?', 'sending emails or newsletters'],
      ['Czy możesz wysłać newsletter do naszych klientów?', 'sending emails or newsletters'],
    ]) {
      const result = await search({ query: query! });
      expect(result.tools, query).toEqual([]);
      expect(result.instruction).toContain(`no tools for ${capability}`);
    }
    // A request the tools carry out is not refused for sharing a word with a limit ("post_to_twitter" had refused the
    // last two, "alt attributes" the third, until they were left out).
    expect((await search({ query: 'send the draft post to publication' })).tools).toContain('cms_publishPost');
    expect((await search({ query: 'get_posts' })).tools).toContain('cms_listPosts');
    expect((await search({ query: 'wp_delete_post' })).tools).toContain('cms_deletePost');
    expect((await search({ query: 'update_block_attributes' })).tools).toContain('cms_updateSectionContent');
    // Nor for reading as a typo or compound of the limits' words, or sharing their request words ("visa", "alla").
    expect((await search({ query: 'vilka blogginlägg är arkiverade?' })).tools).toContain('cms_listPosts');
    expect((await search({ query: 'visa alla sidor' })).tools).toContain('cms_listPages');
  });

  it('says that collection entries and section templates can be read but not changed when a search asks to change one', async () => {
    // No tool writes either kind; these were answered with the entry and template tools, and the section editor after
    // them invited the model to write a team bio into a page section (decision 088).
    for (const [query, kind] of [
      ['update faq entry answer', 'entries'],
      ['updateEntry team member bio', 'entries'],
      ['create new content type / collection schema', 'templates'],
    ]) {
      const result = await search({ query: query! });
      expect(result.tools, query).toEqual([]);
      expect(result.instruction).toContain(`the CMS can read ${kind} but has no tools that change them`);
    }
    // Reading them, asking about them, or putting an entry into a page's section is carried out.
    expect((await search({ query: 'get the FAQ entries about cancellations' })).tools).toContain('cms_getCollectionEntries');
    expect((await search({ query: 'what kinds of sections can I add to a page?' })).tools).toContain('cms_listSectionTemplates');
    expect((await search({ query: "put Greg and Lin's testimonial into the home page's testimonials section" })).tools).not.toEqual([]);
  });

  // A known loss of the nothing-matched trees: the unknown-word floor they replaced refused the first two short searches
  // (docs/decisions/070), the hand-set rule they no longer add to the third (its best match explains under 0.2 of it,
  // docs/decisions/079); the trees put them under their threshold and answer the page and post tools. `it.fails` keeps
  // the cases in view: when a change refuses them again, this fails and should become `it` again.
  it.fails('answers nothing matched for a translation of the site’s own text', async () => {
    for (const query of ['translate page content into German', 'translate this text', 'translate a text into German']) {
      expect((await search({ query })).tools, query).toEqual([]);
    }
  });

  it('answers nothing matched for an editor’s longer request the catalogue cannot carry out', async () => {
    // Over eight words, neither the hand-set rule nor the unknown-word floor read them, and both got tools (the section
    // editor for a colour, the page tools for visitor numbers); the nothing-matched trees read every query (decision 070).
    for (const query of [
      "can you make the site's green a bit darker? like the brand colour in the header",
      'how many people visited the pricing page last month?',
    ]) {
      expect((await search({ query })).tools, query).toEqual([]);
    }
  });

  it('answers an editor’s short request with its tool, though its best match explains little of it', async () => {
    // The hand-set rule said nothing matched for a short message whose best match explains under 0.2 of it, and the
    // learned gates had added it to their own verdict: these went unanswered (docs/decisions/079).
    const cases: Array<[string, string]> = [
      ['pls publsh the desrt canyon post', 'cms_publishPost'],
      ['archve the choosng your frist alpine course post', 'cms_archivePost'],
      ['who wrote the snowshoeing 101 article?', 'cms_listPosts'],
      ['what did Sofia change yesterday?', 'cms_listChanges'],
      ['Quels articles a écrit Jonah ?', 'cms_listPosts'],
      ['check if our instagram link even works https://www.instagram.com/summitandtrailco', 'http_get'],
      ['summarise this article for me pls https://www.nps.gov/articles/leave-no-trace-seven-principles.htm', 'web_fetchContent'],
    ];
    const answered = [];
    for (const [query, tool] of cases) if ((await search({ query })).tools.includes(tool)) answered.push(query);
    expect(answered).toEqual(cases.map(([query]) => query));
  });

  it('keeps the tools of a search whose unknown words only name the thing it changes', async () => {
    // The words of a page's or a post's name, which no tool has, had outweighed "find" and "page", or "delete" and
    // "post": tool_search answered nothing matched.
    for (const query of ['find the page called Trail Safety', 'permanently delete the holiday gift cards post']) {
      expect((await search({ query })).tools, query).not.toEqual([]);
    }
  });

  it("keeps the tools of a search that names another platform's function: the words it knows name the capability", async () => {
    expect((await search({ query: 'wp_update_nav_menu_item' })).tools[0]).toBe('cms_updateNavigationItem');
  });

  it('puts first the tool a search names by its identifier, though another tool shares more of its words', async () => {
    // Split into words, "cms_getPage slug=about" had cms_updatePage first and "getPageSections pageSlug=pricing" cms_getPage.
    expect((await search({ query: 'cms_getPage slug=about' })).tools[0]).toBe('cms_getPage');
    expect((await search({ query: 'getPageSections pageSlug=pricing' })).tools[0]).toBe('cms_getPageSections');
    expect((await search({ query: 'get_section_fields(template="team-grid")' })).tools[0]).toBe('cms_getSectionFields');
    // The gates had answered nothing matched: a search that names a tool has matched it.
    expect((await search({ query: 'searchImages "people around a fire at night" limit 5' })).tools).toContain('cms_searchImages');
  });

  it('answers nothing matched for a request in a language the tools have no phrases in, and asks for English', async () => {
    // Lithuanian and Estonian share words with the phrase languages by chance: Danish "Slet den gamle prisside", before
    // Danish had phrases, had found cms_replaceImage.
    for (const query of ['Ar galite parodyti visus svetainės puslapius?', 'Kustuta palun vana hinnakirja leht ära']) {
      const result = await search({ query });
      expect(result.tools, query).toEqual([]);
      expect(result.instruction, query).toMatch(/plain English/);
    }
  });

  it("searches a request in a language added later in that language's phrases", async () => {
    // Before Danish, Finnish, Croatian and Thai had phrases, each was sent back to be searched in English.
    expect((await search({ query: 'Kan du vise mig alle sider på sitet?' })).tools).toContain('cms_listPages');
    expect((await search({ query: 'Poista talvialennusta koskeva blogikirjoitus kokonaan' })).tools).toContain('cms_deletePost');
    expect((await search({ query: 'na početnoj stranici promijeni tekst gumba "Ask us a question" u "Pitajte nas"' })).tools).toContain(
      'cms_updateSectionContent',
    );
    expect((await search({ query: 'ลบหน้าเกี่ยวกับเราออกจากเว็บไซต์' })).tools).toContain('cms_deletePage');
  });

  it('searches a Russian request that shares a stop word with Ukrainian', async () => {
    // "нами" is a Ukrainian stop word: the request had been sent back to be searched in English.
    expect((await search({ query: 'поменяй заголовок страницы контактов на «Свяжитесь с нами»' })).tools).toContain('cms_updatePage');
  });

  it('answers an English search whose words are also stop words of another language', async () => {
    // "fire" and "at" are Danish stop words, "link" and "it" Lithuanian ones: both searches were read as written in
    // those languages and answered nothing matched, with the instruction to search again in English.
    expect((await search({ query: 'semantic image search people around a fire at night' })).tools).toContain('cms_searchImages');
    expect((await search({ query: 'hide a menu link without deleting it' })).tools).toContain('cms_toggleNavigationItem');
  });

  it('answers nothing matched for a greeting or thanks, whose words match tools by chance', async () => {
    // "good morning" had cms_deletePost first, "thanks, that's all for today" cms_listChanges and cms_undoChanges.
    // Czech and Thai thanks, since their languages have courtesy words, had tools by chance too.
    for (const query of ['good morning ☀️', "thanks, that's all for today 🙏", 'gracias, eso es todo', 'Děkuji moc za pomoc!', 'ขอบคุณมากครับ']) {
      expect((await search({ query })).tools, query).toEqual([]);
    }
  });

  it('finds nothing for text no tool relates to, and says how to search better or answer directly', async () => {
    const result = await search({ query: 'hello there, how are you?' });
    expect(result.tools).toEqual([]);
    expect(result.rules).toBe('');
    expect(result.instruction).toMatch(/answer directly/);
  });
});
