import type { DiscoveryFacts } from '../../discovery/tool-metadata.ts';
import type { CmsToolName } from '../index.ts';
import type { createPageTools } from './index.ts';

type PagesToolName = ReturnType<typeof createPageTools>[number]['name'];

/** How editors ask for the pages tools, per language, and the tools usually needed with each. */
export const PAGES_DISCOVERY = {
  cms_getPage: {
    phrases: {
      en: [
        'show me the page', 'open the about page', 'what is on the homepage', 'view the whole page', 'get page by slug', 'look at the pricing page',
        'load the contact page', 'page with all its sections', 'read the landing page', 'page details',
      ],
      es: [
        'ver la página', 'muéstrame la página de inicio', 'abrir la página de contacto', 'qué hay en la página', 'abre la página sobre nosotros',
        'contenido de la página',
      ],
      de: ['Seite anzeigen', 'zeig mir die Startseite', 'Seite öffnen', 'was steht auf der Seite', 'Über-uns-Seite ansehen', 'Seiteninhalt abrufen'],
      fr: [
        'afficher la page', "montre-moi la page d'accueil", 'ouvrir la page contact', "qu'y a-t-il sur la page", 'voir la page à propos',
        'contenu de la page',
      ],
      pt: ['ver a página', 'mostra a página inicial', 'abrir a página de contato', 'o que tem na página', 'abre a página sobre nós', 'conteúdo da página'],
      it: [
        'mostra la pagina', 'aprire la home page', 'vedere la pagina chi siamo', "cosa c'è nella pagina", 'apri la pagina contatti',
        'contenuto della pagina',
      ],
    },
    relatedTools: ['cms_listPages', 'cms_getPageSections', 'cms_updateSectionContent'],
  },
  cms_listPages: {
    phrases: {
      en: [
        'list all pages', 'what pages do we have', 'show every page', 'all pages on the site', 'pages overview', 'which pages are drafts',
        'which pages are published', 'how many pages', 'list of pages with status', 'site pages', 'which pages are live', 'which pages are online',
        'how many pages are published', 'overview of all pages', 'sitemap overview', 'site map of all our pages', 'every page and its status',
        'page count', 'list the live pages', 'which pages are currently published',
      ],
      es: [
        'listar todas las páginas', 'qué páginas tenemos', 'muéstrame todas las páginas', 'páginas en borrador', 'cuántas páginas hay',
        'lista de páginas',
      ],
      de: [
        'alle Seiten auflisten', 'welche Seiten gibt es', 'zeig alle Seiten', 'Seitenübersicht', 'welche Seiten sind Entwürfe',
        'wie viele Seiten haben wir',
      ],
      fr: ['lister toutes les pages', 'quelles pages avons-nous', 'montre toutes les pages', 'liste des pages', 'pages en brouillon', 'combien de pages'],
      pt: [
        'listar todas as páginas', 'quais páginas temos', 'mostra todas as páginas', 'lista de páginas', 'páginas em rascunho',
        'quantas páginas existem',
      ],
      it: [
        'elencare tutte le pagine', 'quali pagine abbiamo', 'mostra tutte le pagine', 'elenco delle pagine', 'pagine in bozza',
        'quante pagine ci sono',
      ],
    },
    relatedTools: ['cms_getPage', 'cms_findResource'],
  },
  cms_createPage: {
    phrases: {
      en: [
        'create a page', 'new page', 'add a page', 'make a blank page', 'empty page', 'set up a new page', 'add a page called careers',
        'new page with slug', 'create a draft page', 'spin up a page', 'start a new landing page',
      ],
      es: ['crear una página', 'nueva página', 'crea una página en blanco', 'añadir una página', 'agregar página vacía', 'página nueva llamada empleo'],
      de: ['Seite erstellen', 'neue Seite anlegen', 'leere Seite erstellen', 'lege eine neue Seite an', 'Seite hinzufügen', 'neue Unterseite'],
      fr: ['créer une page', 'nouvelle page', 'crée une page vide', 'ajouter une page', 'page blanche', 'créer une page brouillon'],
      pt: ['criar uma página', 'nova página', 'cria uma página em branco', 'adicionar uma página', 'página vazia', 'criar página rascunho'],
      it: ['creare una pagina', 'nuova pagina', 'crea una pagina vuota', 'aggiungere una pagina', 'pagina bianca', 'crea una pagina in bozza'],
    },
    relatedTools: ['cms_addSectionToPage', 'cms_listSectionTemplates', 'cms_addNavigationItem'],
  },
  cms_createPageWithContent: {
    phrases: {
      en: [
        'create a page with sections', 'build a full landing page', 'new page with hero and features', 'make a complete page',
        'page with content in one go', 'build a page from scratch', 'create a page and fill it in', 'landing page with hero, pricing and faq',
        'generate a whole page', 'set up a services page with content', 'page with several sections',
      ],
      es: [
        'crear una página con secciones', 'montar una landing completa', 'página nueva con hero y testimonios',
        'crea una página completa con contenido', 'construir una página desde cero', 'página con varias secciones',
      ],
      de: [
        'Seite mit Inhalt erstellen', 'komplette Landingpage bauen', 'neue Seite mit Hero und Features', 'baue eine ganze Seite',
        'Seite mit mehreren Abschnitten anlegen', 'Seite von Grund auf erstellen',
      ],
      fr: [
        'créer une page avec des sections', 'construire une landing page complète', 'nouvelle page avec hero et témoignages',
        'crée une page complète avec contenu', 'monter une page de zéro', 'page avec plusieurs sections',
      ],
      pt: [
        'criar uma página com seções', 'montar uma landing page completa', 'página nova com hero e depoimentos',
        'cria uma página completa com conteúdo', 'construir uma página do zero', 'página com várias seções',
      ],
      it: [
        'creare una pagina con sezioni', 'costruire una landing page completa', 'nuova pagina con hero e testimonianze',
        'crea una pagina completa con contenuti', 'fare una pagina da zero', 'pagina con più sezioni',
      ],
    },
    relatedTools: ['cms_listSectionTemplates', 'cms_getSectionFields', 'cms_findImage'],
  },
  cms_updatePage: {
    phrases: {
      en: [
        'rename the page', 'change the page title', 'change the slug', 'change the page url', 'edit the seo meta description', 'update the meta title',
        'publish the page', 'unpublish the page', 'set the page to draft', 'make the page live', 'take the page offline', 'page seo settings',
        'fix the page url', 'retitle the page', 'change the page name', 'title shown in the browser tab', 'change the browser tab title',
        'seo title and description', 'write a page meta description', 'search engine snippet for the page', 'put the page online', 'set the page live',
        'make the page public', 'page goes live', 'deactivate the page', 'take a page offline for now', 'put the page live',
      ],
      es: [
        'cambiar el título de la página', 'renombrar la página', 'cambia el slug', 'editar la meta descripción', 'publicar la página',
        'despublica la página', 'poner la página en borrador', 'cambiar la url de la página',
      ],
      de: [
        'Seitentitel ändern', 'Seite umbenennen', 'Slug ändern', 'Meta-Beschreibung bearbeiten', 'Seite veröffentlichen', 'Seite offline nehmen',
        'Seite auf Entwurf setzen', 'SEO-Titel der Seite ändern',
      ],
      fr: [
        'changer le titre de la page', 'renommer la page', "modifier l'url de la page", 'modifier la meta description', 'publier la page',
        'dépublier la page', 'repasser la page en brouillon', 'titre SEO de la page',
      ],
      pt: [
        'mudar o título da página', 'renomear a página', 'trocar o slug', 'editar a meta descrição', 'publicar a página', 'despublicar a página',
        'voltar a página para rascunho', 'mudar a url da página',
      ],
      it: [
        'cambiare il titolo della pagina', 'rinominare la pagina', "modifica l'url della pagina", 'modificare la meta description',
        'pubblicare la pagina', 'togliere la pagina dalla pubblicazione', 'rimettere la pagina in bozza', 'titolo SEO della pagina',
      ],
    },
    relatedTools: ['cms_getPage', 'cms_listPages', 'cms_updateNavigationItem'],
  },
  cms_deletePage: {
    phrases: {
      en: [
        'delete the page', 'remove the page', 'get rid of the old page', 'kill the landing page', 'trash the page', 'drop the promo page',
        'delete a page and its sections', 'remove an unused page', 'erase the page',
      ],
      es: [
        'borrar la página', 'eliminar la página', 'elimina la página antigua', 'quitar la página de promoción', 'borra esta página',
        'suprimir la página',
      ],
      de: ['Seite löschen', 'lösche die alte Seite', 'Seite entfernen', 'Landingpage löschen', 'Seite komplett entfernen', 'weg mit der Seite'],
      fr: ['supprimer la page', "supprime l'ancienne page", 'effacer la page', 'retirer la page promo', 'supprimer une page inutile', 'enlever la page'],
      pt: ['excluir a página', 'apagar a página', 'apaga a página antiga', 'remover a página', 'deletar a página', 'eliminar a página de promoção'],
      it: [
        'eliminare la pagina', 'cancella la pagina', 'elimina la vecchia pagina', 'rimuovere la pagina', 'togli la pagina promo',
        'cancellare una pagina inutilizzata',
      ],
    },
    relatedTools: ['cms_listPages', 'cms_getNavigation', 'cms_removeNavigationItem'],
  },
} satisfies Record<PagesToolName, DiscoveryFacts<CmsToolName>>;
