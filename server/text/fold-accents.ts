/** "Beiträge" -> "Beitrage", "Straße" -> "Strasse": compatibility-decomposed, combining marks dropped. */
export function foldAccents(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss');
}
