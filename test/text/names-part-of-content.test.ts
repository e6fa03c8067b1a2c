import { describe, expect, it } from 'vitest';
import { namesPartOfContent } from '../../server/text/names-part-of-content.ts';

describe('namesPartOfContent', () => {
  it('recognises a part of a text being taken out, in the editors’ languages', () => {
    for (const message of [
      'delete the last sentence of the founder note',
      'remove the secondary button from the home hero',
      'drop the family trip price to $420',
      'Lösche den letzten Absatz im Über-uns-Text',
      'Supprime la légende de la deuxième photo',
      'quita el subtítulo del hero de la portada',
      'apaga a nota de rodapé da tabela de preços',
      'togli il sottotitolo dalla pagina Chi siamo',
      'verwijder de laatste alinea van het verhaal',
      'usuń przycisk z sekcji CTA',
      'ta bort sista stycket i texten om oss',
      'șterge ultimul paragraf din secțiunea despre noi',
      'hero bölümündeki alt başlığı sil',
      'удали подзаголовок на главной',
      '最後の段落を削除して',
      '删除第二段的副标题',
      '마지막 문단을 삭제해 주세요',
    ]) {
      expect(namesPartOfContent(message), message).toBe(true);
    }
  });

  it('leaves whole things alone: sections, pages, posts, images, menu links and items', () => {
    for (const message of [
      'delete the FAQ section on pricing',
      'remove the gift cards post',
      'delete the mountain image from the library',
      'remove the Instagram link from the footer',
      'take the Blog item out of the main menu',
      'radera sidan Karriär',
      'verwijder de careers pagina, maar check eerst of er iets in het menu naar linkt',
      'delete the WordPress import page',
    ]) {
      expect(namesPartOfContent(message), message).toBe(false);
    }
  });
});
