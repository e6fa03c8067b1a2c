import type { DiscoveryFacts } from '../../discovery/tool-metadata.ts';
import type { CmsToolName } from '../index.ts';
import type { createSearchTools } from './index.ts';

type SearchToolName = ReturnType<typeof createSearchTools>[number]['name'];

/** How editors ask for the search tools, per language, and the tools usually needed with each. */
export const SEARCH_DISCOVERY = {
  search_vector: {
    phrases: {
      en: [
        'what does the site say about', 'search all content', 'find mentions of pricing', 'where do we talk about', 'content about sustainability',
        'search everything on the site', 'which pages mention refunds', 'semantic search', 'find content related to', 'anything about our warranty',
        'is there any content about', 'anything on the site about', 'where do we mention', 'what does our site say about',
        'do we talk about it anywhere', 'find every mention of', 'which posts talk about', 'do we have anything on',
      ],
      es: [
        'qué dice la web sobre', 'buscar en todo el contenido', 'dónde hablamos de', 'contenido sobre sostenibilidad', 'qué páginas mencionan',
        'busca todo lo relacionado con',
      ],
      de: [
        'was sagt die Website über', 'gesamten Inhalt durchsuchen', 'wo sprechen wir über', 'Inhalte zum Thema Nachhaltigkeit',
        'welche Seiten erwähnen', 'alles zum Thema suchen',
      ],
      fr: [
        'que dit le site sur', 'chercher dans tout le contenu', 'où parle-t-on de', 'contenu sur le développement durable',
        'quelles pages mentionnent', 'tout ce qui concerne',
      ],
      pt: [
        'o que o site diz sobre', 'buscar em todo o conteúdo', 'onde falamos de', 'conteúdo sobre sustentabilidade', 'quais páginas mencionam',
        'tudo relacionado com',
      ],
      it: [
        'cosa dice il sito su', 'cercare in tutti i contenuti', 'dove parliamo di', 'contenuti sulla sostenibilità', 'quali pagine parlano di',
        'tutto ciò che riguarda',
      ],
    },
    relatedTools: ['cms_getPage', 'cms_getPost', 'cms_findResource'],
  },
  cms_findResource: {
    phrases: {
      en: [
        'where is the page called', 'find the page named', 'find by name', 'locate the post titled', 'which page is the careers one',
        'look up the section called', 'find the entry named', 'find something by its title', 'get the id of', 'find the about us page',
        'the page called', 'the post named', 'find the item called', 'locate by name', 'look up by title', 'the thing titled', 'which post is called',
        'find the page with the title',
      ],
      es: [
        'dónde está la página llamada', 'encuentra la página que se llama', 'buscar por nombre', 'localizar el post titulado',
        'cuál es la página de empleo', 'buscar algo por su título',
      ],
      de: [
        'wo ist die Seite namens', 'finde die Seite mit dem Namen', 'nach Namen suchen', 'Beitrag mit dem Titel finden',
        'welche Seite ist die Karriereseite', 'ID herausfinden von',
      ],
      fr: [
        'où est la page appelée', 'trouve la page nommée', 'chercher par nom', "trouver l'article intitulé", 'quelle page est celle des carrières',
        'retrouver quelque chose par son titre',
      ],
      pt: [
        'onde está a página chamada', 'encontra a página com o nome', 'buscar pelo nome', 'localizar o post intitulado',
        'qual é a página de carreiras', 'achar algo pelo título',
      ],
      it: [
        "dov'è la pagina chiamata", 'trova la pagina di nome', 'cercare per nome', "trovare l'articolo intitolato", 'qual è la pagina lavora con noi',
        'trovare qualcosa dal titolo',
      ],
    },
    relatedTools: ['cms_getPage', 'cms_getPost', 'search_vector'],
  },
} satisfies Record<SearchToolName, DiscoveryFacts<CmsToolName>>;
