import { describe, expect, it } from 'vitest';
import { asksAboutConcepts } from '../../server/text/asks-about-concepts.ts';

describe('asksAboutConcepts', () => {
  it('recognises questions about what something is, how it works or how two things differ', () => {
    for (const message of [
      'What is a CMS section?',
      "what's the difference between a page and a post?",
      'how do section templates work?',
      'Was ist eigentlich der Unterschied zwischen einem Abschnitt und einer Seite?',
      "Qu'est-ce qu'un modèle de section ?",
      '¿Qué es una plantilla de sección?',
      'Come funzionano i modelli di sezione?',
      'Bölüm şablonu tam olarak nedir?',
      'Что такое шаблон раздела?',
      'Как ты ищешь картинки — по словам или по смыслу?',
      'セクションテンプレートとは何ですか？',
    ]) {
      expect(asksAboutConcepts(message), message).toBe(true);
    }
  });

  it('recognises "what does it mean" in every phrase language, as in English', () => {
    for (const message of [
      "what does 'archived' mean?",
      'O que significa arquivar um post?',
      '¿Qué significa "borrador"?',
      "Cosa significa 'archiviato'?",
      'Was bedeutet „archiviert“?',
      'Que veut dire « archivé » ?',
      'Wat betekent gearchiveerd?',
      'vad betyder "arkiverad"?',
      'Co znaczy "zarchiwizowany"?',
      'Ce înseamnă o pagină „ciornă”?',
      'CMS tam olarak ne demek?',
      'Что значит «в архиве»?',
    ]) {
      expect(asksAboutConcepts(message), message).toBe(true);
    }
  });

  it('recognises questions about what the assistant can do and requests for advice, as ways of asking', () => {
    // Development rounds 3-6 had these pre-routed: a meta description's length to cms_updatePage, "what can you do"
    // in Chinese and Korean to cms_getSectionFields, an Italian "cos'è" with its apostrophe to cms_getSectionContent.
    for (const message of [
      'lol ok. what can you actually do?',
      'what can this assistant do',
      'how long should a meta description be?',
      "what's a good length for a meta description?",
      'recommended length of a meta description',
      "is it better to say 'trek' or 'hike' for an american audience?",
      "che cos'è una sezione hero?",
      'セクションテンプレートって何ですか？',
      '你能做什么？',
      '你是谁？能帮我做什么？',
      '안녕하세요! 뭘 도와줄 수 있어요?',
      '포스트랑 페이지는 뭐가 달라?',
    ]) {
      expect(asksAboutConcepts(message), message).toBe(true);
    }
  });

  it('recognises what something is for, advice and "which is better", in English and the other phrase languages', () => {
    // Development rounds 7-12 had these kinds pre-routed, cms_updatePage for most (written here in other words).
    for (const message of [
      'explain how draft and archived differ',
      'what does the excerpt actually do',
      'is archiving a post the same as unpublishing it?',
      'optimal page title length',
      'is it fine to put emoji in a heading?',
      'which is better for a hero, a photo or an illustration?',
      'any tips for a good call to action?',
      'Wie lang sollte eine Überschrift sein?',
      '¿Para qué sirve el extracto?',
      'À quoi sert un extrait ?',
      'A cosa serve il riassunto?',
      'Waarvoor dient een samenvatting?',
      'O que é melhor, um título curto ou longo?',
      'タイトルは何文字くらいがいいですか？',
      '좋은 제목은 어떻게 써야 하나요?',
    ]) {
      expect(asksAboutConcepts(message), message).toBe(true);
    }
  });

  it('recognises how many something should have, how to write a good one, and whether it is really needed', () => {
    // Development rounds 13-19 had these kinds pre-routed (written here in other words).
    for (const message of [
      'how many images should a gallery have?',
      'how to write a catchy post title',
      "what's the point of an excerpt if the card shows the first paragraph?",
      'do team bios really need a photo?',
      'should meta titles always include the brand name?',
      'Was genau ist ein Slug?',
      'Wie schreibe ich einen guten Teaser?',
    ]) {
      expect(asksAboutConcepts(message), message).toBe(true);
    }
  });

  it('recognises whether, when and what for, what happens if, and asking for ideas', () => {
    // Development rounds 7-27 had these kinds pre-routed (written here in other words).
    for (const message of [
      'should a post have tags?',
      'when should we use a gallery instead of a hero?',
      'what length should a page title have',
      'what makes a great call to action',
      "what's the featured image for",
      'what does a slug do for search engines',
      'what is an excerpt for blog cards',
      'are 12 menu items too many?',
      'how long is too long for a post title',
      'which one reads better, trek or hike?',
      'some title ideas for our winter post',
      'if we archive a post does the link break?',
      'when I delete an image is it gone from the pages too?',
      'Quelle est la longueur idéale pour un titre ?',
      '¿Cómo se escribe una buena descripción meta?',
      "Che differenza c'è tra bozza e archiviato?",
      'Är det bättre att ha korta eller långa rubriker?',
      '제목은 몇 글자가 적당해요?',
    ]) {
      expect(asksAboutConcepts(message), message).toBe(true);
    }
  });

  it('recognises how to write something, best practices, general advice and when to use a thing, in each core language', () => {
    for (const message of [
      'how do I write a good hero headline?',
      'how should we write image alt text',
      'best practices for writing a meta description',
      'SEO best practices for page titles',
      'any advice on alt text for decorative images?',
      'general writing advice: ideal excerpt length',
      'when to use a gallery instead of an image with text',
      'user said hi, no tool needed',
      'Wie schreibt man gute Meta-Titel?',
      'Comment rédiger une bonne méta-description ?',
      '¿Cómo redactar un buen titular?',
      'Como escrever um bom título de post?',
      'Come scrivere un titolo accattivante per un articolo?',
      'Hoe schrijf je een goede metabeschrijving?',
      'Jak napisać dobry tytuł wpisu?',
      'Hur skriver man en bra rubrik för ett blogginlägg?',
      'Cum să scriu un titlu bun pentru blog?',
      'İyi bir blog başlığı nasıl yazılır?',
      'Как написать хороший заголовок для поста?',
      '良い見出しの書き方を教えて',
      '博客标题怎么写比较好？',
      '좋은 제목 쓰는 법 알려줘',
    ]) {
      expect(asksAboutConcepts(message), message).toBe(true);
    }
  });

  it('leaves requests alone that only mention advice, as a blog post does', () => {
    for (const message of [
      'new blog post: five tips for your first winter hike, keep it as a draft',
      'Neuer Beitrag: Tipps für Hüttentouren, als Entwurf',
      'make the footer the same as the header',
      'set the excerpt to the ideal length for the blog card',
      'write a good call to action for the pricing page',
      'the link should take people to the course prices',
      'how many posts did we publish in March?',
      'the excerpt of the gear post is way too long, shorten it',
      'the SEO title is too long for google, trim it please',
      'what is on the about page right now?',
      'write a post with ten gift ideas for hikers',
      'Research best practices for hiking at altitude and write a post about it',
      'add a section with general advice for first-time hikers to the about page',
      'write the meta description for the about page',
      'use the gallery template when you add the new section',
      'Schreib einen Beitrag über Wintertouren',
      'Napisz wpis o zimowych wędrówkach',
    ]) {
      expect(asksAboutConcepts(message), message).toBe(false);
    }
  });

  it('recognises the same ways of asking in the languages added since', () => {
    for (const message of [
      'Co je to slug?',
      'Jak funguje vyhledávání obrázků?',
      'Jak dlouhý by měl být meta popis?',
      'Čo znamená koncept?',
      'Aký je rozdiel medzi stránkou a príspevkom?',
      'Tipy na dobrý nadpis',
      'Koja je razlika između stranice i objave?',
      'Čemu služi sažetak?',
      'Hvad er et slug?',
      'Hvad bruges et uddrag til?',
      'Hvor lang bør en metabeskrivelse være?',
      'Hva er forskjellen på en side og et innlegg?',
      'Hva kan du gjøre?',
      'Mikä on slug?',
      'Kumpi on parempi, lyhyt vai pitkä otsikko?',
      'Kuinka pitkä metakuvauksen pitäisi olla?',
      'Mi az a slug?',
      'Mire való a kivonat?',
      'Tippek egy jó címhez?',
      "Com funciona la cerca d'imatges?",
      'Què vol dir «arxivat»?',
      'Τι είναι ένα slug;',
      'Τι μπορείς να κάνεις;',
      'Πόσο μεγάλη πρέπει να είναι η περιγραφή meta;',
      'Що таке слаг?',
      'Чим сторінка відрізняється від допису?',
      'Якої довжини має бути метаопис?',
      'Каква е разликата между страница и публикация?',
      'Кое е по-добре, кратко или дълго заглавие?',
      'מה זה סלאג?',
      'מה ההבדל בין עמוד לפוסט?',
      'טיפים לכותרת טובה?',
      'ما هو السلاج؟',
      'ماذا يمكنك أن تفعل؟',
      'أيهما أفضل، عنوان قصير أم طويل؟',
      'स्लग क्या होता है?',
      'पेज और पोस्ट में क्या फ़र्क है?',
      'मेटा विवरण कितना लंबा होना चाहिए?',
      'Slug คืออะไร',
      'คุณทำอะไรได้บ้าง',
      'คำอธิบายเมตาควรยาวแค่ไหน',
      'Apa itu slug?',
      'Mana yang lebih baik, judul pendek atau panjang?',
      'Apa perbezaan antara halaman dan siaran?',
      'Petua untuk tajuk yang baik?',
      'Slug là gì?',
      'Trang và bài viết khác nhau như thế nào?',
      'Mô tả meta nên dài bao nhiêu?',
    ]) {
      expect(asksAboutConcepts(message), message).toBe(true);
    }
  });

  it('leaves the requests of the languages added since alone, with the same nouns', () => {
    for (const message of [
      'Změň slug stránky O nás na o-nas',
      "Změň nadpis na 'Co je nového'",
      'Zkrať meta popis na stránce Kontakt',
      'Odstráň sekciu s tipmi',
      "Promijeni naslov u 'Što je novo'",
      'Izbriši odjeljak sa savjetima',
      "Ændr overskriften til 'Hvad er nyt'",
      'Slet sektionen med tips',
      'Endre slugen på Om oss-siden',
      "Vaihda otsikoksi 'Mikä on uutta'",
      'Poista vinkit-osio',
      'Töröld a tippek szekciót',
      "Írd át a címet erre: 'Mi az újdonság'",
      'Esborra la secció de consells',
      "Canvia el títol a 'Què hi ha de nou'",
      'Κάνε τον τίτλο καλύτερο',
      'Διάγραψε την ενότητα με τις συμβουλές',
      'Зміни заголовок на «Що нового»',
      'Видали розділ з порадами',
      'Направи заглавието по-добро',
      'Изтрий секцията със съвети',
      'שנה את הכותרת ל"מה חדש"',
      'מחק את קטע הטיפים',
      'غيّر العنوان إلى "ما الجديد"',
      'احذف قسم النصائح',
      'शीर्षक को "नया क्या है" में बदलो',
      'टिप्स सेक्शन हटाओ',
      'ลบส่วนเคล็ดลับ',
      'ทำให้คำอธิบายเมตาของหน้าแรกสั้นลง',
      "Ubah judul menjadi 'Apa itu hiking'",
      'Hapus bagian tips',
      'Padam bahagian petua',
      "Đổi tiêu đề thành 'Slug là gì'",
      'Rút ngắn mô tả meta của trang chủ',
    ]) {
      expect(asksAboutConcepts(message), message).toBe(false);
    }
  });

  it('recognises a question pressed by an adverb, a term of several words and a verdict on a quoted text', () => {
    for (const message of [
      'what even is a breadcrumb',
      'What exactly is an excerpt?',
      'roughly what image size should a gallery photo be?',
      "Is 'Walk with the people who map the trails' a good tagline or too long?",
      'Τι είναι το alt text;',
      'Καλημέρα! Τι είναι ένα call to action;',
      "Cos'è esattamente uno slug?",
      "Cos'è l'excerpt di un post?",
      'SEO başlığı kaç karakter olmalı?',
      'Как лучше сформулировать заголовок для страницы цен?',
    ]) {
      expect(asksAboutConcepts(message), message).toBe(true);
    }
  });

  it('recognises ideas asked for and work on a text the editor pastes, but not a request that uses them', () => {
    for (const message of [
      'give me 3 headline ideas for a post about hiking with toddlers',
      'can you suggest 3 punchier alternatives to "Find your summit"?',
      'brainstorm blog post ideas',
      "proofread this for me: 'Our guides has years of experiance.'",
      'can you make this less stiff: "Participants are required to bring appropriate footwear."',
      "rewrite this to sound friendlier, just reply here: 'Late arrivals will not be refunded.'",
    ]) {
      expect(asksAboutConcepts(message), message).toBe(true);
    }
    for (const message of [
      'Could you read this and give me three post ideas from it? https://www.nps.gov/articles/leave-no-trace.htm',
      "research women's hiking groups and give me 3 blog ideas, with sources",
      'Replace the founder note on the about page with this:\n\n"My first guided climb taught me to read the mountains."',
      'make this page a draft',
      'give me the list of draft posts',
    ]) {
      expect(asksAboutConcepts(message), message).toBe(false);
    }
  });

  it('leaves requests and questions about the site content alone', () => {
    for (const message of [
      'is there a good photo of the lake in the library?',
      'is the careers page live yet or still a draft?',
      'what is the title of the about page?',
      'Τι είναι γραμμένο στη σελίδα About;',
      'which pages are still drafts?',
      "What's the hero heading on the home page?",
      'publish the careers page',
      'Welche Seiten sind Entwürfe?',
      'Найди картинку с палатками и покажи, как ты её нашёл',
      'Zeig mir, was auf der Seite „Bedeutung der Berge“ steht',
      '使えるセクションのテンプレートって何がある？',
    ]) {
      expect(asksAboutConcepts(message), message).toBe(false);
    }
  });
});
