import { describe, expect, it } from 'vitest';
import { asksForCorrection } from '../../server/text/asks-for-correction.ts';

describe('asksForCorrection', () => {
  it('recognises a report that something reads or points wrong, in the editors’ languages', () => {
    for (const message of [
      'why is the pricing page STILL showing $165 for the full day hike?? it is 175 now',
      'the instagram link in the footer is wrong, it should be instagram.com/summitandtrail',
      "services hero -> 'Adventures for every level, all year round'",
      "theres a typo in the alpine courses bit on services, 'crevase' should be 'crevasse'",
      'use the trail map instead of the storefront photo in the Visit the shop block',
      'Der Link „Preise“ im Menü ist falsch, er sollte auf /preise-2024 führen',
      'Le lien Tarifs du menu devrait pointer vers /tarifs-2024',
      'El enlace de Precios está mal, debería apuntar a /precios-2024',
      'Il link Prezzi nel menu porta alla pagina sbagliata, dovrebbe puntare a /prezzi-2024',
      'W tytule strony cennika jest literówka',
      'Ссылка на цены в меню неправильная',
      '料金ページのタイトルに誤字があります',
      '价格页面的标题有错别字',
      '가격 페이지 제목에 오타가 있어요',
    ]) {
      expect(asksForCorrection(message), message).toBe(true);
    }
  });

  it('leaves requests that name their change, and questions, alone', () => {
    for (const message of [
      'publish the careers page',
      'add a link to the pricing page in the footer',
      'which pages are still drafts?',
      'what is a section template?',
      'Zeig mir das Hauptmenü',
      'Renomme la page Tarifs en « Nos tarifs »',
    ]) {
      expect(asksForCorrection(message), message).toBe(false);
    }
  });
});
