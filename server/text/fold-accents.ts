/**
 * "Beiträge" -> "Beitrage", "Straße" -> "Strasse", "usuń" -> "usun", "sayfayı" -> "sayfayi", "ёлка" -> "елка":
 * compatibility-decomposed, the marks on Latin, Greek and Cyrillic letters dropped, and the letters that carry
 * their mark inside (Polish ł, Turkish dotless ı) spelled plain, as editors type them on keyboards without them.
 * Other scripts are recomposed as they were: Japanese "ガ" keeps its voicing mark, Korean syllables stay whole.
 */
export function foldAccents(text: string): string {
  // Most words are plain ASCII, which every step below leaves as it is; index builds fold every word several times.
  if (ASCII.test(text)) return text;
  return text
    .normalize('NFKD')
    .replace(/([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ı/g, 'i');
}

const ASCII = /^\p{ASCII}*$/u;
