import { describe, expect, it } from 'vitest';
import { toolVocabulary } from '../../../server/tools/tool-search/tool-vocabulary.ts';

describe('toolVocabulary', () => {
  it('counts every word of names, descriptions, categories, parameter names and phrases, accents folded', () => {
    const vocabulary = toolVocabulary([
      {
        name: 'cms_publishPost',
        description: 'Publish a post.',
        category: 'posts',
        parameters: [{ name: 'postId', description: 'never counted' }],
        phrases: { es: ['publicar el artículo'] },
      },
      { name: 'cms_findImage', description: 'Find an image.', parameters: [], phrases: { en: ['publish nothing'] } },
    ]);
    expect(vocabulary.get('publish')).toBe(3);
    expect(vocabulary.get('articulo')).toBe(1);
    expect(vocabulary.get('posts')).toBe(1);
    expect(vocabulary.has('never')).toBe(false);
  });
});
