/** "cms_getPageSections" -> "cms get Page Sections"; "HTTPStatus" -> "HTTP Status". */
export function splitIdentifier(name: string): string {
  return (
    name
      .replace(/[_\-./]+/g, ' ')
      .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
      // A lookahead, not `(\p{Lu}+)(\p{Lu}\p{Ll})`: that one retried every start in a run of capitals, quadratic in its length.
      .replace(/(\p{Lu})(?=\p{Lu}\p{Ll})/gu, '$1 ')
  );
}
