/** The URLs a preview page links to; every one carries the editor's preview access. */
export type PreviewLinks = {
  /** A page of the site by slug, e.g. "/preview/pricing?access=…". */
  page(slug: string): string;
  /** A blog post by slug. */
  post(slug: string): string;
  /** The blog index. */
  blog(): string;
  /** An image of the library by id. */
  image(id: number): string;
  /** A link written in content: a site path becomes its preview; an external URL stays; anything else is dropped. */
  href(href: string): string | undefined;
};

export function createPreviewLinks({ base = '/preview', access }: { base?: string; access: string }): PreviewLinks {
  const withAccess = (path: string, hash = '') => `${base}${path}?access=${encodeURIComponent(access)}${hash}`;
  return {
    page: (slug) => withAccess(`/${encodeURIComponent(slug)}`),
    post: (slug) => withAccess(`/blog/${encodeURIComponent(slug)}`),
    blog: () => withAccess('/blog'),
    image: (id) => withAccess(`/media/${id}`),
    href(href) {
      if (href.startsWith('/')) {
        const [path = '', hash = ''] = href.split(/(?=#)/, 2);
        const clean = path.split('?')[0]!.replace(/\/+$/, '');
        return withAccess(clean === '' ? '/home' : clean, hash);
      }
      if (href.startsWith('#')) return href;
      if (/^(https?:|mailto:)/i.test(href) && URL.canParse(href)) return href;
      return undefined;
    },
  };
}
