import { describe, expect, it } from 'vitest';
import { loadLanguageDetector } from '../../server/text/detect-language.ts';
import { writtenInOtherLanguage } from '../../server/text/written-in-other-language.ts';

const languages = ['en', 'es', 'de', 'fr', 'pt', 'it', 'nl', 'pl', 'ro', 'sv', 'tr', 'ru', 'ja', 'zh', 'ko'];
const letters = new Set([...'abcdefghijklmnopqrstuvwxyzäöåüßéèàçñóíúşığабвгдежзийклмнопрстуфхцчшщъыьэюя']);
const other = (text: string) => writtenInOtherLanguage(text, { languages, letters });

describe('writtenInOtherLanguage', () => {
  it('reads a text in a script none of the languages is written in as another language', () => {
    expect(other('Δείξε μου όλες τις σελίδες του ιστότοπου')).toBe(true);
    expect(other('اعرض لي كل صفحات الموقع')).toBe(true);
  });

  it('reads a text whose stop words are most those of another language as written in it', () => {
    // Danish: "kan", "du", "mig", "på" are Swedish too; "alle" is not.
    expect(other('Kan du vise mig alle sider på sitet?')).toBe(true);
  });

  it('reads a text spelt with letters none of the texts has as another language', () => {
    // Ukrainian і is no Russian letter.
    expect(other('Покажи всі сторінки сайту')).toBe(true);
  });

  it('takes one Cyrillic word spelt with such a letter as enough, and one Latin word as a name', () => {
    // A development round's Ukrainian request had been pre-routed: "місце" is its only word with і.
    expect(other("Перенеси пункт меню 'Contact' на перше місце")).toBe(true);
    expect(other('play the Dvořák piece on the home page')).toBe(false);
  });

  it('reads a suffix an apostrophe joins to a name as part of the name, not as a word', () => {
    // Turkish writes a case ending after a name so: "ten" is a Czech stop word, and with "ve" the request was Czech.
    expect(other("Pexels'ten kamp ateşi fotoğrafı bul ve kütüphaneye ekle")).toBe(false);
    // French elides before the apostrophe: the word after it stays a word.
    expect(other("montre-moi l'image de la page d'accueil")).toBe(false);
  });

  it("takes the languages' own texts, keyword queries and one chance stop word as theirs", () => {
    expect(other('Visa alla sidor på webbplatsen')).toBe(false);
    expect(other('Покажи все страницы сайта')).toBe(false);
    expect(other('サイトのページ一覧を出して')).toBe(false);
    expect(other('remove menu link')).toBe(false);
    expect(other("show me Maya Lopez's full bio")).toBe(false);
    expect(other('2024')).toBe(false);
  });

  describe('with a language detector', async () => {
    const detectLanguage = await loadLanguageDetector();
    const read = (text: string) => writtenInOtherLanguage(text, { languages, letters, detectLanguage });

    it('reads requests with neither foreign letters nor enough stop words as another language', () => {
      // Each was answered with tools it did not need before: Finnish, Croatian, Hungarian, Catalan.
      expect(other('Päivitä etusivun otsikko sanomaan Kevätale')).toBe(false);
      expect(read('Päivitä etusivun otsikko sanomaan Kevätale')).toBe(true);
      expect(read('Promijeni naslov stranice o nama u Tko smo mi')).toBe(true);
      expect(read('Töröld a régi hegyi képet a médiatárból')).toBe(true);
      expect(read('Afegeix la foto de la muntanya a la pàgina sobre nosaltres')).toBe(true);
    });

    it("lets a detector sure of one of the reader's languages overrule a stop word of another", () => {
      // "нами" is a Ukrainian stop word: the Russian request had been sent back to be searched in English.
      expect(other('поменяй заголовок страницы контактов на «Свяжитесь с нами»')).toBe(true);
      expect(read('поменяй заголовок страницы контактов на «Свяжитесь с нами»')).toBe(false);
    });

    it("keeps short keyword queries and the reader's own requests as theirs", () => {
      expect(read('hide nav item')).toBe(false);
      expect(read('getRevisions')).toBe(false);
      expect(read('publicar entrada del blog')).toBe(false);
      expect(read('Ändere die Überschrift der Startseite auf Frühlingsangebot')).toBe(false);
      expect(read('Zmień tytuł strony głównej na Wiosenna wyprzedaż')).toBe(false);
    });
  });
});
