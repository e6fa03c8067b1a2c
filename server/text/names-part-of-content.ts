import { boundText } from './bound-text.ts';
import { foldAccents } from './fold-accents.ts';

// The parts a text is made of, below a section or a page: what "remove", "drop" or "delete" takes out of it when
// the editor wants it edited, not deleted ("delete the second paragraph of Our story", "drop the half day hike price
// to $85", "quita el subtítulo del hero"). Matched on the folded, lower-case message as word starts, so plurals and
// cases match too, or as whole words where a longer word means something else (Swedish "radera" is delete).
// Words that also name a whole thing ("title" of a post, "image" in the library, "text" block) are not parts, nor
// are links and items, which are also the menu's, nor cards ("the gift cards post").
const PARTS: readonly RegExp[] = [
  // en
  /\b(?:paragraph|sentence|line|words?\b|button|bullet|point|caption|subtitle|subheading|heading|footnote|quote|price|emoji)/,
  // de
  /\b(?:absatz|absatze|satz|satze|zeile|wort|worter|knopf|button|schaltflache|aufzahlung|punkt|bildunterschrift|untertitel|unterzeile|uberschrift|fussnote|zitat|preis(?:e|es)?\b)/,
  // fr
  /\b(?:paragraphe|phrase|ligne|mot|bouton|puce|point|legende|sous-titre|note de bas|citation|prix)/,
  // es
  /\b(?:parrafo|frase|oracion|linea|palabra|boton|vineta|punto|leyenda|pie de foto|subtitulo|encabezado|nota al pie|cita|precio)/,
  // pt
  /\b(?:paragrafo|frase|linha|palavra|botao|marcador|ponto|legenda|subtitulo|cabecalho|nota de rodape|citacao|preco)/,
  // it
  /\b(?:paragrafo|frase|riga|parola|pulsante|bottone|punto|didascalia|sottotitolo|intestazione|nota a pie|citazione|prezzo)/,
  // nl
  /\b(?:alinea|zin|regel|woord|knop|opsommingsteken|punt|onderschrift|ondertitel|subkop|kop(?:je|pen)?\b|voetnoot|citaat|prijs)/,
  // pl
  /\b(?:akapit|zdani|linijk|wiersz|slow|przycisk|punkt|podpis|podtytul|naglowek|przypis|cytat|cen[aey]\b)/,
  // sv
  /\b(?:stycke|mening|rad(?:en|er|erna)?\b|ord(?:et|en)?\b|knapp|punkt|bildtext|underrubrik|rubrik|fotnot|citat|pris)/,
  // ro
  /\b(?:paragraf|propozit|fraz|rand|cuvant|buton|punct|legend|subtitlu|nota de subsol|citat|pret)/,
  // tr (dotless ı stays, and k softens to ğ: "başlığı")
  /\b(?:paragraf|cumle|sat[iı]r|kelime|buton|dugme|madde|altyaz[iı]|basl[iı][kg]|dipnot|al[iı]nt[iı]|fiyat)/,
  // ru (\b knows only ASCII letters)
  /(?:^|[^а-я])(?:абзац|предложени|строк|слов|кнопк|пункт|подпис|подзаголов|заголов|сноск|цитат|цен[аыу])/,
  // ja, zh, ko: no word boundaries, so only words no longer word contains
  /段落|単語|ボタン|箇条書き|キャプション|サブタイトル|小見出し|見出し|脚注|価格|料金/,
  /段落|句子|这句|那句|一句|按钮|要点|图注|副标题|小标题|脚注|价格/,
  /문단|단락|문장|단어|버튼|캡션|부제|소제목|각주|가격/,
];

/**
 * Whether a message names a part of a text (a paragraph, a button, a price, a caption): taking one out is an edit
 * of the section or post that holds it, though the message asks to remove or delete.
 */
export function namesPartOfContent(message: string): boolean {
  const text = foldAccents(boundText(message).toLowerCase());
  return PARTS.some((pattern) => pattern.test(text));
}
