import type { DiscoveryFacts } from '../../discovery/tool-metadata.ts';
import type { CmsToolName } from '../index.ts';
import type { createResearchTools } from './index.ts';

type ResearchToolName = ReturnType<typeof createResearchTools>[number]['name'];

/** How editors ask for the research tools, per language, and the tools usually needed with each. */
export const RESEARCH_DISCOVERY = {
  web_quickSearch: {
    phrases: {
      en: [
        'search the web', 'google it', 'look it up online', 'quick internet search', 'search online for', 'find on the internet', 'latest news on',
        'web search', 'check online', 'search the internet', 'look up the opening times', 'check the web for', 'quick fact from the internet',
        'find the current price online', 'search online for the fees', 'what are the rules for', 'look up the date of', 'google the opening hours',
      ],
      es: ['buscar en internet', 'búscalo en google', 'buscar en la web', 'busca online', 'últimas noticias sobre', 'mira en internet'],
      de: ['im Internet suchen', 'googel das', 'Websuche', 'such online nach', 'neueste Nachrichten zu', 'schnell im Web nachschauen'],
      fr: ['chercher sur internet', 'cherche sur google', 'recherche web', 'cherche en ligne', 'dernières nouvelles sur', 'vérifier sur le web'],
      pt: ['pesquisar na internet', 'procura no google', 'pesquisa na web', 'busca online', 'últimas notícias sobre', 'dar uma olhada na internet'],
      it: ['cercare su internet', 'cerca su google', 'ricerca sul web', 'cerca online', 'ultime notizie su', 'controllare in rete'],
    },
    relatedTools: ['web_fetchContent', 'web_deepResearch'],
  },
  web_fetchContent: {
    phrases: {
      en: [
        'read this url', 'fetch the page at', 'open this link', 'get the text from a website', 'scrape the page', 'summarise this url',
        'extract content from the url', 'read the competitor page', 'what does this link say', 'grab the text from the url',
        'read the article at this link', 'extract the web page text', 'scrape the article', 'pull the content from this link',
        'get the page at this address', 'read the linked article',
      ],
      es: ['leer esta url', 'abre este enlace', 'sacar el texto de la web', 'resume esta url', 'extraer el contenido del enlace', 'qué dice este enlace'],
      de: [
        'diese URL lesen', 'öffne diesen Link', 'Text von der Webseite holen', 'fasse diese URL zusammen', 'Inhalt der URL extrahieren',
        'was steht unter dem Link',
      ],
      fr: ['lire cette url', 'ouvre ce lien', 'récupérer le texte du site', 'résume cette url', 'extraire le contenu du lien', 'que dit ce lien'],
      pt: ['ler esta url', 'abre este link', 'pegar o texto do site', 'resume esta url', 'extrair o conteúdo do link', 'o que diz este link'],
      it: [
        'leggere questo url', 'apri questo link', 'prendere il testo dal sito', 'riassumi questo url', 'estrarre il contenuto del link',
        'cosa dice questo link',
      ],
    },
    relatedTools: ['web_quickSearch', 'cms_createPost'],
  },
  web_deepResearch: {
    phrases: {
      en: [
        'research the topic', 'deep research', 'thorough research with sources', 'write a research report', 'in-depth investigation',
        'compare several sources', 'research our competitors', 'gather facts from several sources', 'summarise the findings',
        'background research for an article', 'dig into the topic', 'what competitors say', 'market research', 'in-depth research on',
        'thorough report on', 'compare what sources say', 'research report with citations', 'competitor analysis', 'industry trends research',
      ],
      es: [
        'investigar a fondo el tema', 'investigación con fuentes', 'informe de investigación', 'investiga a la competencia',
        'recopilar datos de varias fuentes', 'investigación en profundidad',
      ],
      de: [
        'Thema gründlich recherchieren', 'Recherche mit Quellen', 'Recherchebericht erstellen', 'recherchiere die Konkurrenz',
        'Fakten aus mehreren Quellen sammeln', 'tiefgehende Recherche',
      ],
      fr: [
        'faire une recherche approfondie', 'recherche avec sources', 'rapport de recherche', 'étudier la concurrence',
        'rassembler des faits de plusieurs sources', 'enquêter sur le sujet',
      ],
      pt: [
        'pesquisar a fundo o tema', 'pesquisa com fontes', 'relatório de pesquisa', 'pesquisa a concorrência', 'reunir dados de várias fontes',
        'pesquisa aprofundada',
      ],
      it: [
        'fare una ricerca approfondita', 'ricerca con fonti', 'rapporto di ricerca', 'studia la concorrenza', 'raccogliere dati da più fonti',
        "approfondire l'argomento",
      ],
    },
    relatedTools: ['cms_createPost', 'web_fetchContent'],
  },
} satisfies Record<ResearchToolName, DiscoveryFacts<CmsToolName>>;
