import type { CmsToolName } from '../cms/index.ts';
import type { DiscoveryFacts } from './tool-metadata.ts';

/**
 * Discovery facts for every CMS tool. Typed as a Record over the tool names, so the compiler
 * refuses a tool without an entry; `validateToolIndex` checks the rest at startup.
 */
export const TOOL_DISCOVERY: Record<CmsToolName, DiscoveryFacts<CmsToolName>> = {
  // ── pages ────────────────────────────────────────────────────────────────
  cms_getPage: {
    phrases: {
      en: [
        'show me the page', 'open the about page', 'what is on the homepage', 'view the whole page',
        'get page by slug', 'look at the pricing page', 'load the contact page', 'page with all its sections',
        'read the landing page', 'page details',
      ],
      es: ['ver la página', 'muéstrame la página de inicio', 'abrir la página de contacto', 'qué hay en la página', 'abre la página sobre nosotros', 'contenido de la página'],
      de: ['Seite anzeigen', 'zeig mir die Startseite', 'Seite öffnen', 'was steht auf der Seite', 'Über-uns-Seite ansehen', 'Seiteninhalt abrufen'],
      fr: ['afficher la page', "montre-moi la page d'accueil", 'ouvrir la page contact', "qu'y a-t-il sur la page", 'voir la page à propos', 'contenu de la page'],
      pt: ['ver a página', 'mostra a página inicial', 'abrir a página de contato', 'o que tem na página', 'abre a página sobre nós', 'conteúdo da página'],
      it: ['mostra la pagina', 'aprire la home page', "vedere la pagina chi siamo", "cosa c'è nella pagina", 'apri la pagina contatti', 'contenuto della pagina'],
    },
    relatedTools: ['cms_listPages', 'cms_getPageSections', 'cms_updateSectionContent'],
    extraction: { path: 'page', entityType: 'page', idField: 'id', nameField: 'title', isArray: false },
  },
  cms_createPage: {
    phrases: {
      en: [
        'create a page', 'new page', 'add a page', 'make a blank page', 'empty page', 'set up a new page',
        'add a page called careers', 'new page with slug', 'create a draft page', 'spin up a page', 'start a new landing page',
      ],
      es: ['crear una página', 'nueva página', 'crea una página en blanco', 'añadir una página', 'agregar página vacía', 'página nueva llamada empleo'],
      de: ['Seite erstellen', 'neue Seite anlegen', 'leere Seite erstellen', 'lege eine neue Seite an', 'Seite hinzufügen', 'neue Unterseite'],
      fr: ['créer une page', 'nouvelle page', 'crée une page vide', 'ajouter une page', 'page blanche', 'créer une page brouillon'],
      pt: ['criar uma página', 'nova página', 'cria uma página em branco', 'adicionar uma página', 'página vazia', 'criar página rascunho'],
      it: ['creare una pagina', 'nuova pagina', 'crea una pagina vuota', 'aggiungere una pagina', 'pagina bianca', 'crea una pagina in bozza'],
    },
    relatedTools: ['cms_addSectionToPage', 'cms_listSectionTemplates', 'cms_addNavigationItem'],
    extraction: { path: 'page', entityType: 'page', idField: 'id', nameField: 'title', isArray: false },
  },
  cms_createPageWithContent: {
    phrases: {
      en: [
        'create a page with sections', 'build a full landing page', 'new page with hero and features', 'make a complete page',
        'page with content in one go', 'build a page from scratch', 'create a page and fill it in', 'landing page with hero, pricing and faq',
        'generate a whole page', 'set up a services page with content', 'page with several sections',
      ],
      es: ['crear una página con secciones', 'montar una landing completa', 'página nueva con hero y testimonios', 'crea una página completa con contenido', 'construir una página desde cero', 'página con varias secciones'],
      de: ['Seite mit Inhalt erstellen', 'komplette Landingpage bauen', 'neue Seite mit Hero und Features', 'baue eine ganze Seite', 'Seite mit mehreren Abschnitten anlegen', 'Seite von Grund auf erstellen'],
      fr: ['créer une page avec des sections', "construire une landing page complète", 'nouvelle page avec hero et témoignages', 'crée une page complète avec contenu', 'monter une page de zéro', 'page avec plusieurs sections'],
      pt: ['criar uma página com seções', 'montar uma landing page completa', 'página nova com hero e depoimentos', 'cria uma página completa com conteúdo', 'construir uma página do zero', 'página com várias seções'],
      it: ['creare una pagina con sezioni', 'costruire una landing page completa', 'nuova pagina con hero e testimonianze', 'crea una pagina completa con contenuti', 'fare una pagina da zero', 'pagina con più sezioni'],
    },
    relatedTools: ['cms_listSectionTemplates', 'cms_getSectionFields', 'cms_findImage'],
    extraction: { path: 'page', entityType: 'page', idField: 'id', nameField: 'title', isArray: false },
  },
  cms_updatePage: {
    phrases: {
      en: [
        'rename the page', 'change the page title', 'change the slug', 'change the page url', 'edit the seo meta description',
        'update the meta title', 'publish the page', 'unpublish the page', 'set the page to draft', 'make the page live',
        'take the page offline', 'page seo settings', 'fix the page url',
        'retitle the page', 'change the page name', 'title shown in the browser tab', 'change the browser tab title',
        'seo title and description', 'write a page meta description', 'search engine snippet for the page',
        'put the page online', 'set the page live', 'make the page public', 'page goes live', 'deactivate the page',
        'take a page offline for now', 'put the page live',
      ],
      es: ['cambiar el título de la página', 'renombrar la página', 'cambia el slug', 'editar la meta descripción', 'publicar la página', 'despublica la página', 'poner la página en borrador', 'cambiar la url de la página'],
      de: ['Seitentitel ändern', 'Seite umbenennen', 'Slug ändern', 'Meta-Beschreibung bearbeiten', 'Seite veröffentlichen', 'Seite offline nehmen', 'Seite auf Entwurf setzen', 'SEO-Titel der Seite ändern'],
      fr: ['changer le titre de la page', 'renommer la page', "modifier l'url de la page", 'modifier la meta description', 'publier la page', 'dépublier la page', 'repasser la page en brouillon', 'titre SEO de la page'],
      pt: ['mudar o título da página', 'renomear a página', 'trocar o slug', 'editar a meta descrição', 'publicar a página', 'despublicar a página', 'voltar a página para rascunho', 'mudar a url da página'],
      it: ['cambiare il titolo della pagina', 'rinominare la pagina', "modifica l'url della pagina", 'modificare la meta description', 'pubblicare la pagina', 'togliere la pagina dalla pubblicazione', 'rimettere la pagina in bozza', 'titolo SEO della pagina'],
    },
    relatedTools: ['cms_getPage', 'cms_listPages', 'cms_updateNavigationItem'],
    extraction: { path: 'page', entityType: 'page', idField: 'id', nameField: 'title', isArray: false },
  },
  cms_deletePage: {
    phrases: {
      en: [
        'delete the page', 'remove the page', 'get rid of the old page', 'kill the landing page', 'trash the page',
        'drop the promo page', 'delete a page and its sections', 'remove an unused page', 'erase the page',
      ],
      es: ['borrar la página', 'eliminar la página', 'elimina la página antigua', 'quitar la página de promoción', 'borra esta página', 'suprimir la página'],
      de: ['Seite löschen', 'lösche die alte Seite', 'Seite entfernen', 'Landingpage löschen', 'Seite komplett entfernen', 'weg mit der Seite'],
      fr: ['supprimer la page', "supprime l'ancienne page", 'effacer la page', 'retirer la page promo', 'supprimer une page inutile', 'enlever la page'],
      pt: ['excluir a página', 'apagar a página', 'apaga a página antiga', 'remover a página', 'deletar a página', 'eliminar a página de promoção'],
      it: ['eliminare la pagina', 'cancella la pagina', 'elimina la vecchia pagina', 'rimuovere la pagina', 'togli la pagina promo', 'cancellare una pagina inutilizzata'],
    },
    relatedTools: ['cms_listPages', 'cms_getNavigation', 'cms_removeNavigationItem'],
    extraction: null,
  },
  cms_listPages: {
    phrases: {
      en: [
        'list all pages', 'what pages do we have', 'show every page', 'all pages on the site', 'pages overview',
        'which pages are drafts', 'which pages are published', 'how many pages', 'list of pages with status', 'site pages',
        'which pages are live', 'which pages are online', 'how many pages are published', 'overview of all pages', 'sitemap overview',
        'site map of all our pages', 'every page and its status', 'page count',
        'list the live pages', 'which pages are currently published',
      ],
      es: ['listar todas las páginas', 'qué páginas tenemos', 'muéstrame todas las páginas', 'páginas en borrador', 'cuántas páginas hay', 'lista de páginas'],
      de: ['alle Seiten auflisten', 'welche Seiten gibt es', 'zeig alle Seiten', 'Seitenübersicht', 'welche Seiten sind Entwürfe', 'wie viele Seiten haben wir'],
      fr: ['lister toutes les pages', 'quelles pages avons-nous', 'montre toutes les pages', 'liste des pages', 'pages en brouillon', 'combien de pages'],
      pt: ['listar todas as páginas', 'quais páginas temos', 'mostra todas as páginas', 'lista de páginas', 'páginas em rascunho', 'quantas páginas existem'],
      it: ['elencare tutte le pagine', 'quali pagine abbiamo', 'mostra tutte le pagine', 'elenco delle pagine', 'pagine in bozza', 'quante pagine ci sono'],
    },
    relatedTools: ['cms_getPage', 'cms_findResource'],
    extraction: { path: 'pages', entityType: 'page', idField: 'slug', nameField: 'title', isArray: true },
  },

  // ── sections ─────────────────────────────────────────────────────────────
  cms_listSectionTemplates: {
    phrases: {
      en: [
        'what section types are there', 'list section templates', 'available blocks', 'kinds of sections',
        'which templates can I use', 'section layouts available', 'show block types', 'what components exist', 'template options',
      ],
      es: ['qué tipos de sección hay', 'listar plantillas de sección', 'bloques disponibles', 'qué plantillas puedo usar', 'tipos de bloques', 'plantillas de secciones'],
      de: ['welche Abschnittstypen gibt es', 'Vorlagen auflisten', 'verfügbare Blöcke', 'welche Templates gibt es', 'Sektionsvorlagen anzeigen', 'Blocktypen'],
      fr: ['quels types de sections existent', 'lister les modèles de section', 'blocs disponibles', 'quels templates utiliser', 'types de blocs', 'modèles de sections'],
      pt: ['quais tipos de seção existem', 'listar modelos de seção', 'blocos disponíveis', 'quais templates posso usar', 'tipos de bloco', 'modelos de seções'],
      it: ['quali tipi di sezione ci sono', 'elencare i modelli di sezione', 'blocchi disponibili', 'quali template posso usare', 'tipi di blocco', 'modelli di sezioni'],
    },
    relatedTools: ['cms_getSectionFields', 'cms_addSectionToPage'],
    extraction: { path: 'templates', entityType: 'template', idField: 'name', nameField: 'label', isArray: true },
  },
  cms_getSectionFields: {
    phrases: {
      en: [
        'what fields does the hero template have', 'template fields', 'section schema', 'required fields for a section',
        'field names and types', 'what can I fill in a testimonials block', 'template structure', 'which fields does the section take',
      ],
      es: ['qué campos tiene la plantilla', 'campos de la sección', 'campos obligatorios del bloque', 'estructura de la plantilla', 'esquema de la sección', 'qué campos lleva el hero'],
      de: ['welche Felder hat die Vorlage', 'Felder des Abschnitts', 'Pflichtfelder der Sektion', 'Schema der Vorlage', 'Feldnamen und Typen', 'welche Felder hat der Hero-Block'],
      fr: ['quels champs a le modèle', 'champs de la section', 'champs obligatoires du bloc', 'structure du template', 'schéma de la section', 'quels champs pour le hero'],
      pt: ['quais campos tem o modelo', 'campos da seção', 'campos obrigatórios do bloco', 'estrutura do template', 'esquema da seção', 'quais campos tem o hero'],
      it: ['quali campi ha il modello', 'campi della sezione', 'campi obbligatori del blocco', 'struttura del template', 'schema della sezione', 'quali campi ha il hero'],
    },
    relatedTools: ['cms_listSectionTemplates', 'cms_addSectionToPage', 'cms_updateSectionContent'],
    extraction: { path: '', entityType: 'template', idField: 'template', nameField: 'label', isArray: false },
  },
  cms_addSectionToPage: {
    phrases: {
      en: [
        'add a section', 'add a hero to the page', 'insert a testimonials block', 'put a faq section on the page',
        'append a call to action', 'new section at the top', 'add a pricing table to the page', 'add a gallery block',
        'insert a section after the hero', 'stick a cta at the bottom',
      ],
      es: ['añadir una sección', 'agrega un bloque de testimonios', 'insertar una sección en la página', 'poner un faq en la página', 'añade un hero arriba', 'nueva sección al final'],
      de: ['Abschnitt hinzufügen', 'füge einen Testimonial-Block ein', 'neue Sektion einfügen', 'FAQ-Bereich auf die Seite setzen', 'Hero oben einfügen', 'Call-to-Action unten ergänzen'],
      fr: ['ajouter une section', 'ajoute un bloc témoignages', 'insérer une section dans la page', 'mettre une FAQ sur la page', 'ajouter un hero en haut', 'nouvelle section en bas'],
      pt: ['adicionar uma seção', 'adiciona um bloco de depoimentos', 'inserir uma seção na página', 'colocar um faq na página', 'põe um hero no topo', 'nova seção no final'],
      it: ['aggiungere una sezione', 'aggiungi un blocco testimonianze', 'inserire una sezione nella pagina', 'mettere le faq nella pagina', 'inserisci un hero in alto', 'nuova sezione in fondo'],
    },
    relatedTools: ['cms_listSectionTemplates', 'cms_getSectionFields', 'cms_getPageSections'],
    extraction: { path: 'section', entityType: 'section', idField: 'id', nameField: 'template', isArray: false },
  },
  cms_updateSectionContent: {
    phrases: {
      en: [
        'change the hero heading', 'make the headline say', 'edit the section text', 'update the button label',
        'rewrite the cta text', 'fix a typo in the section', 'tweak the subtitle', 'change the testimonial quote',
        'update section content', 'change the copy', 'reword the features block', 'change the hero title text',
        'change the price in the table', 'update the phone number shown', 'fix the wording',
        'rewrite the intro text', 'update the numbers in the block', 'change a faq section answer',
        'edit the testimonial text', 'move the section up', 'move the section to another position',
        'reorder the sections on the page', 'change the subtitle text', 'update the opening hours text',
        'move the section above another one', 'move a section below the hero',
      ],
      es: ['cambiar el título del hero', 'edita el texto de la sección', 'cambia el texto del botón', 'actualizar el contenido del bloque', 'corregir una errata en la sección', 'que el titular diga', 'reescribir el texto del cta'],
      de: ['Hero-Überschrift ändern', 'Text im Abschnitt bearbeiten', 'Button-Text ändern', 'Inhalt der Sektion aktualisieren', 'Tippfehler im Block korrigieren', 'die Headline soll lauten', 'Untertitel anpassen'],
      fr: ['changer le titre du hero', 'modifier le texte de la section', 'change le texte du bouton', 'mettre à jour le contenu du bloc', 'corriger une faute dans la section', 'que le titre dise', 'reformuler le texte du cta'],
      pt: ['mudar o título do hero', 'editar o texto da seção', 'troca o texto do botão', 'atualizar o conteúdo do bloco', 'corrigir um erro de digitação na seção', 'que o título diga', 'reescrever o texto do cta'],
      it: ["cambiare il titolo dell'hero", 'modificare il testo della sezione', 'cambia il testo del pulsante', 'aggiornare il contenuto del blocco', 'correggere un refuso nella sezione', 'il titolo deve dire', 'riscrivere il testo della cta'],
    },
    relatedTools: ['cms_getPageSections', 'cms_getSectionContent', 'cms_getSectionFields'],
    extraction: { path: 'section', entityType: 'section', idField: 'id', nameField: 'template', isArray: false },
  },
  cms_deletePageSection: {
    phrases: {
      en: [
        'delete a section', 'remove the hero section', 'remove this block', 'drop the testimonials section',
        'get rid of the cta', 'delete one section from the page', 'kill the banner section', 'take out the gallery block',
      ],
      es: ['borrar una sección', 'eliminar el bloque de testimonios', 'quita la sección hero', 'elimina esta sección', 'borrar el cta de la página', 'quitar un bloque'],
      de: ['Abschnitt löschen', 'Hero-Sektion entfernen', 'diesen Block löschen', 'Testimonial-Bereich entfernen', 'lösche die Sektion', 'einen Block von der Seite nehmen'],
      fr: ['supprimer une section', 'enlever la section hero', 'supprime ce bloc', 'retirer les témoignages', 'supprimer le cta de la page', 'enlever un bloc'],
      pt: ['excluir uma seção', 'remover a seção hero', 'apaga este bloco', 'tirar os depoimentos', 'remover o cta da página', 'deletar um bloco'],
      it: ['eliminare una sezione', 'rimuovere la sezione hero', 'cancella questo blocco', 'togliere le testimonianze', 'eliminare la cta dalla pagina', 'rimuovere un blocco'],
    },
    relatedTools: ['cms_getPageSections', 'cms_deletePageSections'],
    extraction: null,
  },
  cms_deletePageSections: {
    phrases: {
      en: [
        'delete several sections', 'remove all the sections', 'clear the page', 'delete multiple blocks',
        'bulk delete sections', 'remove every testimonial section', 'wipe all sections from the page', 'delete sections 2 and 3',
        'empty the page', 'remove all the ctas',
        'clear out all the sections', 'wipe the sections', 'remove everything except the hero', 'delete all blocks in one go',
        'remove several blocks at once', 'bulk remove sections', 'delete all sections but one',
      ],
      es: ['borrar varias secciones', 'eliminar todas las secciones', 'vaciar la página', 'quita todos los bloques', 'borrar secciones en bloque', 'elimina las secciones 2 y 3'],
      de: ['mehrere Abschnitte löschen', 'alle Sektionen entfernen', 'Seite leeren', 'lösche alle Blöcke', 'Abschnitte auf einmal löschen', 'Sektionen 2 und 3 entfernen'],
      fr: ['supprimer plusieurs sections', 'enlever toutes les sections', 'vider la page', 'supprime tous les blocs', 'suppression en masse des sections', 'retirer les sections 2 et 3'],
      pt: ['excluir várias seções', 'remover todas as seções', 'esvaziar a página', 'apaga todos os blocos', 'excluir seções em massa', 'tirar as seções 2 e 3'],
      it: ['eliminare più sezioni', 'rimuovere tutte le sezioni', 'svuotare la pagina', 'cancella tutti i blocchi', 'eliminazione in blocco delle sezioni', 'togliere le sezioni 2 e 3'],
    },
    relatedTools: ['cms_getPageSections', 'cms_deletePageSection'],
    extraction: null,
  },
  cms_getPageSections: {
    phrases: {
      en: [
        'list sections on the page', 'what sections does the homepage have', 'section order', 'show page blocks',
        'section ids', 'which blocks are on the page', 'page structure', 'outline of the page', 'sections of the page in order',
        'which sections and in what order', 'the second section on the page', 'the last section of the page',
        'first section of the page', 'find the section before editing it', 'section ids of a page',
        'how many sections the page has', 'which section comes after the hero',
      ],
      es: ['listar las secciones de la página', 'qué secciones tiene la página', 'orden de las secciones', 'bloques de la página', 'estructura de la página', 'ids de las secciones'],
      de: ['Abschnitte der Seite auflisten', 'welche Sektionen hat die Startseite', 'Reihenfolge der Abschnitte', 'Blöcke der Seite', 'Seitenstruktur', 'Sektions-IDs anzeigen'],
      fr: ['lister les sections de la page', 'quelles sections a la page', 'ordre des sections', 'blocs de la page', 'structure de la page', 'ids des sections'],
      pt: ['listar as seções da página', 'quais seções tem a página', 'ordem das seções', 'blocos da página', 'estrutura da página', 'ids das seções'],
      it: ['elencare le sezioni della pagina', 'quali sezioni ha la home', 'ordine delle sezioni', 'blocchi della pagina', 'struttura della pagina', 'id delle sezioni'],
    },
    relatedTools: ['cms_getSectionContent', 'cms_updateSectionContent', 'cms_deletePageSection'],
    extraction: { path: 'sections', entityType: 'section', idField: 'id', nameField: 'template', isArray: true },
  },
  cms_getSectionContent: {
    phrases: {
      en: [
        'show the section content', 'read the hero section', 'what does the hero say', 'current text of the section',
        'view block content', 'see the cta text', 'what is in the faq section', 'section field values',
        'raw fields of the section', 'full content of the section', 'everything in the section', 'dump the section data',
        'inspect the section', 'show all fields of the block', 'what the section contains', 'section data',
        'show everything in this section',
      ],
      es: ['ver el contenido de la sección', 'qué dice el hero', 'texto actual del bloque', 'leer la sección', 'muéstrame el contenido del cta', 'qué pone en la sección'],
      de: ['Inhalt des Abschnitts anzeigen', 'was steht im Hero', 'aktueller Text der Sektion', 'Block-Inhalt lesen', 'zeig mir den CTA-Text', 'Inhalt der Sektion abrufen'],
      fr: ['voir le contenu de la section', 'que dit le hero', 'texte actuel du bloc', 'lire la section', 'montre le texte du cta', 'contenu du bloc'],
      pt: ['ver o conteúdo da seção', 'o que diz o hero', 'texto atual do bloco', 'ler a seção', 'mostra o texto do cta', 'conteúdo do bloco'],
      it: ['vedere il contenuto della sezione', "cosa dice l'hero", 'testo attuale del blocco', 'leggere la sezione', 'mostra il testo della cta', 'contenuto del blocco'],
    },
    relatedTools: ['cms_getPageSections', 'cms_updateSectionContent'],
    extraction: { path: 'section', entityType: 'section', idField: 'id', nameField: 'template', isArray: false },
  },

  // ── images ───────────────────────────────────────────────────────────────
  cms_findImage: {
    phrases: {
      en: [
        'find image', 'find the logo file', 'look up an image by name', 'image called team-photo', 'find picture by filename',
        'images tagged office', 'image by keyword', 'where is the logo', 'get the hero.jpg image', 'find the pic named',
        'image with tag', 'grab the logo image',
        'the mountain photo', 'the kayak shots', 'the lake picture', 'the logo', 'our photo of the', 'the shot of the',
        'look up the image first', 'image file named', 'which image is the team photo',
        'the existing photo in the library',
      ],
      es: ['buscar la imagen por nombre', 'encuentra el logo', 'imagen llamada equipo', 'dónde está el archivo del logo', 'imágenes con la etiqueta oficina', 'buscar foto por nombre de archivo'],
      de: ['Bild nach Namen finden', 'finde das Logo', 'Bild mit dem Dateinamen', 'wo ist die Logo-Datei', 'Bilder mit Tag Büro', 'Foto namens team suchen'],
      fr: ["trouver l'image par nom", 'trouve le logo', 'image appelée equipe', 'où est le fichier du logo', "images avec l'étiquette bureau", 'chercher une photo par nom de fichier'],
      pt: ['achar a imagem pelo nome', 'encontra o logo', 'imagem chamada equipe', 'onde está o arquivo do logo', 'imagens com a tag escritório', 'buscar foto pelo nome do arquivo'],
      it: ["trovare l'immagine per nome", 'trova il logo', 'immagine chiamata team', "dov'è il file del logo", 'immagini con il tag ufficio', 'cercare una foto per nome file'],
    },
    relatedTools: ['cms_addImageToSection', 'cms_updateSectionImage', 'cms_searchImages'],
    extraction: { path: 'images', entityType: 'image', idField: 'id', nameField: 'filename', isArray: true },
  },
  cms_searchImages: {
    phrases: {
      en: [
        'a photo that looks like', 'image showing people working', 'picture of snowy mountains', 'find a photo of a team meeting',
        'image that matches a description', 'visually similar image', 'pic with a sunset', 'photo depicting',
        'image about teamwork', 'picture with a happy customer', 'something like a beach scene',
        'a photo that feels like summer', 'moody photo', 'calm peaceful picture', 'wintry scene', 'foggy landscape',
        'cosy atmosphere', 'image with a warm vibe', 'bright colourful picture', 'photo in a minimalist style', 'autumn colours',
        'describe the picture you want', 'image with a certain mood',
      ],
      es: ['una foto que muestre', 'imagen de montañas nevadas', 'foto de gente trabajando', 'una imagen parecida a', 'foto con un atardecer', 'imagen que represente trabajo en equipo'],
      de: ['ein Foto, das zeigt', 'Bild mit verschneiten Bergen', 'Foto von Leuten bei der Arbeit', 'ein ähnliches Bild', 'Bild mit Sonnenuntergang', 'Foto, auf dem ein Team zu sehen ist'],
      fr: ['une photo qui montre', 'image de montagnes enneigées', 'photo de gens qui travaillent', 'une image qui ressemble à', 'photo avec un coucher de soleil', "image qui évoque le travail d'équipe"],
      pt: ['uma foto que mostre', 'imagem de montanhas nevadas', 'foto de pessoas trabalhando', 'uma imagem parecida com', 'foto com um pôr do sol', 'imagem que represente trabalho em equipe'],
      it: ['una foto che mostri', 'immagine di montagne innevate', 'foto di persone che lavorano', "un'immagine simile a", 'foto con un tramonto', 'immagine che rappresenti il lavoro di squadra'],
    },
    relatedTools: ['cms_findImage', 'cms_addImageToSection', 'cms_updateSectionImage'],
    extraction: { path: 'images', entityType: 'image', idField: 'id', nameField: 'filename', isArray: true },
  },
  cms_listAllImages: {
    phrases: {
      en: [
        'list all images', 'show the media library', 'browse every image', 'all pictures we have', 'image library',
        'what photos do we have', 'show me all the pics', 'media gallery overview', 'how many images', 'all uploaded images',
      ],
      es: ['listar todas las imágenes', 'ver la biblioteca de medios', 'qué fotos tenemos', 'todas las imágenes', 'mostrar la mediateca', 'cuántas imágenes hay'],
      de: ['alle Bilder auflisten', 'Mediathek anzeigen', 'welche Fotos haben wir', 'alle Bilder durchsehen', 'Bildbibliothek', 'wie viele Bilder gibt es'],
      fr: ['lister toutes les images', 'voir la médiathèque', 'quelles photos avons-nous', 'toutes les images', 'parcourir la bibliothèque', "combien d'images"],
      pt: ['listar todas as imagens', 'ver a biblioteca de mídia', 'quais fotos temos', 'todas as imagens', 'navegar pela biblioteca de imagens', 'quantas imagens existem'],
      it: ['elencare tutte le immagini', 'vedere la libreria media', 'quali foto abbiamo', 'tutte le immagini', 'sfogliare la libreria immagini', 'quante immagini ci sono'],
    },
    relatedTools: ['cms_findImage', 'cms_deleteImage'],
    extraction: { path: 'images', entityType: 'image', idField: 'id', nameField: 'filename', isArray: true },
  },
  cms_addImageToSection: {
    phrases: {
      en: [
        'add an image to the section', 'put a photo in the hero', 'insert a picture into the block', 'attach an image to the features section',
        'place the logo in the section', 'use this image in the section', 'add a pic to the cta', 'give the section an image',
        'set an image on the empty block',
        'drop a picture into the gallery', 'put the photo in the gallery', 'place an image in the hero',
        'fill the gallery with photos', 'add photos to the gallery section', 'use this picture in the section',
        'put the pic in the block',
      ],
      es: ['añadir una imagen a la sección', 'poner una foto en el hero', 'insertar una imagen en el bloque', 'agrega el logo a la sección', 'usar esta imagen en la sección', 'pon una foto en el cta'],
      de: ['Bild zum Abschnitt hinzufügen', 'Foto in den Hero einfügen', 'Bild in den Block setzen', 'Logo in die Sektion einfügen', 'dieses Bild in der Sektion verwenden', 'füge ein Bild ein'],
      fr: ['ajouter une image à la section', 'mettre une photo dans le hero', 'insérer une image dans le bloc', 'ajoute le logo à la section', 'utiliser cette image dans la section', 'place une photo dans le cta'],
      pt: ['adicionar uma imagem à seção', 'colocar uma foto no hero', 'inserir uma imagem no bloco', 'põe o logo na seção', 'usar esta imagem na seção', 'adiciona uma foto ao cta'],
      it: ["aggiungere un'immagine alla sezione", "mettere una foto nell'hero", "inserire un'immagine nel blocco", 'aggiungi il logo alla sezione', 'usare questa immagine nella sezione', 'metti una foto nella cta'],
    },
    relatedTools: ['cms_findImage', 'cms_getSectionFields', 'cms_getPageSections'],
    extraction: { path: 'image', entityType: 'image', idField: 'id', nameField: 'filename', isArray: false },
  },
  cms_updateSectionImage: {
    phrases: {
      en: [
        'change the hero image', 'swap the section picture', 'different photo in the banner', 'update the image in the section',
        'replace the hero background image', 'switch the picture on the about section', 'change the photo of this block',
        'new image for the cta', 'use another pic in the hero',
        'set the hero image', 'make this the hero image', 'different picture in the gallery',
        'put another photo in the hero', 'swap the hero shot', 'set the banner picture', 'replace the gallery photo',
      ],
      es: ['cambiar la imagen del hero', 'cambia la foto de la sección', 'otra imagen en el banner', 'actualizar la imagen del bloque', 'sustituir la foto del hero', 'poner otra foto en la sección'],
      de: ['Hero-Bild ändern', 'Bild im Abschnitt austauschen', 'anderes Foto im Banner', 'Bild der Sektion aktualisieren', 'tausche das Foto im Block', 'neues Bild für den Hero'],
      fr: ["changer l'image du hero", 'remplacer la photo de la section', 'une autre image dans la bannière', "mettre à jour l'image du bloc", 'change la photo du hero', 'nouvelle image pour le cta'],
      pt: ['trocar a imagem do hero', 'mudar a foto da seção', 'outra imagem no banner', 'atualizar a imagem do bloco', 'troca a foto do hero', 'nova imagem para o cta'],
      it: ["cambiare l'immagine dell'hero", 'sostituire la foto della sezione', "un'altra immagine nel banner", "aggiornare l'immagine del blocco", "cambia la foto dell'hero", 'nuova immagine per la cta'],
    },
    relatedTools: ['cms_getSectionFields', 'cms_findImage', 'cms_getPageSections'],
    extraction: { path: 'image', entityType: 'image', idField: 'id', nameField: 'filename', isArray: false },
  },
  cms_replaceImage: {
    phrases: {
      en: [
        'replace the image everywhere', 'swap the logo site-wide', 'replace the old logo with the new one', 'use the new logo on all pages',
        'swap this picture everywhere it is used', 'replace an image across the site', 'update the logo everywhere',
        'substitute one image for another', 'global image swap', 'change the photo on every page',
      ],
      es: ['reemplazar la imagen en todo el sitio', 'cambiar el logo en todas partes', 'sustituir el logo viejo por el nuevo', 'usar el nuevo logo en todas las páginas', 'reemplaza esta foto donde se use', 'cambio global de imagen'],
      de: ['Bild überall ersetzen', 'Logo auf der ganzen Website austauschen', 'altes Logo durch neues ersetzen', 'neues Logo auf allen Seiten', 'ersetze das Foto überall', 'Bild seitenweit tauschen'],
      fr: ["remplacer l'image partout", 'changer le logo sur tout le site', "remplacer l'ancien logo par le nouveau", 'nouveau logo sur toutes les pages', 'remplace cette photo partout', "échanger l'image sur tout le site"],
      pt: ['substituir a imagem em todo o site', 'trocar o logo em todo lugar', 'substituir o logo antigo pelo novo', 'usar o novo logo em todas as páginas', 'substitui esta foto onde for usada', 'troca global de imagem'],
      it: ["sostituire l'immagine ovunque", 'cambiare il logo su tutto il sito', 'sostituire il vecchio logo con il nuovo', 'nuovo logo su tutte le pagine', 'sostituisci questa foto ovunque', "scambiare l'immagine in tutto il sito"],
    },
    relatedTools: ['cms_findImage', 'cms_deleteImage'],
    extraction: { path: 'to', entityType: 'image', idField: 'id', nameField: 'filename', isArray: false },
  },
  cms_deleteImage: {
    phrases: {
      en: [
        'delete the image', 'remove a photo from the library', 'delete old pictures', 'trash this pic', 'get rid of the unused image',
        'remove the old logo file', 'delete an uploaded image', 'clean up the media library',
      ],
      es: ['borrar la imagen', 'eliminar una foto de la biblioteca', 'elimina las imágenes viejas', 'quitar la imagen que no se usa', 'borra este archivo', 'limpiar la mediateca'],
      de: ['Bild löschen', 'Foto aus der Mediathek entfernen', 'lösche alte Bilder', 'ungenutztes Bild entfernen', 'Bilddatei löschen', 'Mediathek aufräumen'],
      fr: ["supprimer l'image", 'retirer une photo de la médiathèque', 'supprime les vieilles images', 'effacer une image inutilisée', 'supprimer le fichier du logo', 'faire le ménage dans la médiathèque'],
      pt: ['excluir a imagem', 'apagar uma foto da biblioteca', 'apaga as imagens antigas', 'remover a imagem não usada', 'deletar o arquivo do logo', 'limpar a biblioteca de mídia'],
      it: ["eliminare l'immagine", 'cancellare una foto dalla libreria', 'elimina le vecchie immagini', "rimuovere l'immagine inutilizzata", 'cancella il file del logo', 'ripulire la libreria media'],
    },
    relatedTools: ['cms_findImage', 'cms_listAllImages', 'cms_replaceImage'],
    extraction: null,
  },

  // ── posts ────────────────────────────────────────────────────────────────
  cms_createPost: {
    phrases: {
      en: [
        'write a blog post', 'new article', 'create a post', 'draft a blog article', 'write a post about',
        'start a new blog entry', 'add a news post', 'compose an article', 'new blog post draft', 'blog about our launch',
        'turn this into a post', 'turn it into a draft post', 'write up a blog entry', 'draft a post about',
        'make a blog post from this', 'create an article draft', 'new draft article about', 'write an announcement post',
      ],
      es: ['escribir una entrada de blog', 'nuevo artículo', 'crear un post', 'redacta un artículo sobre', 'escribe un post', 'nueva noticia en el blog'],
      de: ['Blogbeitrag schreiben', 'neuer Artikel', 'Beitrag erstellen', 'schreibe einen Artikel über', 'Blogpost verfassen', 'neuen News-Beitrag anlegen'],
      fr: ['écrire un article de blog', 'nouvel article', 'créer un billet', 'rédige un article sur', 'écris un post', 'nouvelle actualité sur le blog'],
      pt: ['escrever um post no blog', 'novo artigo', 'criar um post', 'redige um artigo sobre', 'escreve uma postagem', 'nova notícia no blog'],
      it: ['scrivere un articolo per il blog', 'nuovo articolo', 'creare un post', 'scrivi un articolo su', 'redigere un post', 'nuova notizia sul blog'],
    },
    relatedTools: ['cms_publishPost', 'cms_updatePost', 'cms_findImage'],
    extraction: { path: 'post', entityType: 'post', idField: 'id', nameField: 'title', isArray: false },
  },
  cms_updatePost: {
    phrases: {
      en: [
        'edit the post', 'change the post title', 'update the article', 'unpublish the post', 'set the post back to draft',
        'change the featured image of the post', 'add tags to the blog post', 'fix the excerpt', 'rewrite the article body',
        'take the post offline', 'revert the article to draft', 'take down the blog post',
        "set the post's featured image", 'change the post cover image', 'new thumbnail for the article',
        'remove a tag from the post', 'add a paragraph to the post', 'add a line to the article', 'fix a typo in the post',
        'rewrite the blog post text', 'edit the article text', 'unpublish the article',
        'delete a tag from the article', 'untag the post',
      ],
      es: ['editar la entrada', 'cambiar el título del artículo', 'despublicar el post', 'volver a borrador', 'añadir etiquetas al post', 'cambiar la imagen destacada', 'corrige el extracto del artículo'],
      de: ['Beitrag bearbeiten', 'Titel des Artikels ändern', 'Beitrag zurückziehen', 'Beitrag auf Entwurf zurücksetzen', 'Tags zum Blogpost hinzufügen', 'Beitragsbild ändern', 'Auszug korrigieren'],
      fr: ["modifier l'article", 'changer le titre du billet', "dépublier l'article", 'repasser en brouillon', 'ajouter des tags au post', "changer l'image à la une", "corrige l'extrait"],
      pt: ['editar o post', 'mudar o título do artigo', 'despublicar o post', 'voltar o post para rascunho', 'adicionar tags ao post', 'trocar a imagem destacada', 'corrige o resumo do artigo'],
      it: ["modificare l'articolo", 'cambiare il titolo del post', "togliere l'articolo dalla pubblicazione", 'rimettere il post in bozza', 'aggiungere tag al post', "cambiare l'immagine in evidenza", "correggi l'estratto"],
    },
    relatedTools: ['cms_getPost', 'cms_listPosts', 'cms_findImage'],
    extraction: { path: 'post', entityType: 'post', idField: 'id', nameField: 'title', isArray: false },
  },
  cms_publishPost: {
    phrases: {
      en: [
        'publish the post', 'make the article live', 'go live with the blog post', 'publish the draft',
        'push the blog post live', 'release the news article', 'publish it now', 'put the article online',
        'put the post live', 'go live', 'make the post public', 'release the post', 'publish all the drafts',
        'publish the draft posts', 'make the blog post visible', 'set the post to published',
        'publish every draft post',
      ],
      es: ['publicar el post', 'publica el artículo', 'poner la entrada en línea', 'publicar el borrador', 'sacar el artículo ya', 'publica la noticia'],
      de: ['Beitrag veröffentlichen', 'veröffentliche den Artikel', 'Blogpost live schalten', 'Entwurf veröffentlichen', 'Artikel online stellen', 'Beitrag freigeben'],
      fr: ["publier l'article", 'publie le billet', 'mettre le post en ligne', 'publier le brouillon', "mets l'article en ligne", "publie l'actualité"],
      pt: ['publicar o post', 'publica o artigo', 'colocar o post no ar', 'publicar o rascunho', 'põe o artigo no ar', 'publica a notícia'],
      it: ["pubblicare l'articolo", 'pubblica il post', "mettere online l'articolo", 'pubblicare la bozza', 'metti online il post', 'pubblica la notizia'],
    },
    relatedTools: ['cms_listPosts', 'cms_getPost'],
    extraction: { path: 'post', entityType: 'post', idField: 'id', nameField: 'title', isArray: false },
  },
  cms_archivePost: {
    phrases: {
      en: [
        'archive the post', 'archive old articles', 'move the post to the archive', 'retire the blog post', 'shelve the article',
        'archive outdated news', 'hide the old post without deleting', 'keep the post but archive it',
      ],
      es: ['archivar el post', 'archiva los artículos viejos', 'mover la entrada al archivo', 'archivar noticias antiguas', 'guardar el post en el archivo', 'archivar sin borrar'],
      de: ['Beitrag archivieren', 'archiviere alte Artikel', 'Blogpost ins Archiv verschieben', 'veraltete News archivieren', 'Artikel archivieren statt löschen', 'Beitrag ins Archiv'],
      fr: ["archiver l'article", 'archive les vieux billets', 'déplacer le post dans les archives', 'archiver les actualités obsolètes', 'archiver sans supprimer', 'mettre le billet aux archives'],
      pt: ['arquivar o post', 'arquiva os artigos antigos', 'mover o post para o arquivo', 'arquivar notícias antigas', 'arquivar sem apagar', 'mandar o artigo para o arquivo'],
      it: ["archiviare l'articolo", 'archivia i vecchi post', "spostare l'articolo nell'archivio", 'archiviare le notizie vecchie', 'archiviare senza eliminare', "mettere il post in archivio"],
    },
    relatedTools: ['cms_listPosts', 'cms_getPost'],
    extraction: { path: 'post', entityType: 'post', idField: 'id', nameField: 'title', isArray: false },
  },
  cms_deletePost: {
    phrases: {
      en: [
        'delete the post', 'remove the blog post permanently', 'trash the article', 'kill the draft post', 'erase the article',
        'get rid of the post', 'delete a blog entry for good', 'permanently delete the article',
      ],
      es: ['borrar el post', 'eliminar el artículo definitivamente', 'elimina la entrada del blog', 'borra el borrador', 'suprimir el artículo', 'quitar el post para siempre'],
      de: ['Beitrag löschen', 'Artikel endgültig löschen', 'lösche den Blogpost', 'Entwurf löschen', 'Beitrag dauerhaft entfernen', 'Blogartikel entfernen'],
      fr: ["supprimer l'article", 'supprimer définitivement le billet', 'supprime le post', 'effacer le brouillon', "supprimer l'article du blog", 'retirer le post pour de bon'],
      pt: ['excluir o post', 'apagar o artigo definitivamente', 'apaga o post do blog', 'deletar o rascunho', 'remover o artigo de vez', 'excluir a postagem'],
      it: ["eliminare l'articolo", 'cancellare definitivamente il post', 'elimina il post del blog', 'cancella la bozza', "rimuovere l'articolo per sempre", 'eliminare il post'],
    },
    relatedTools: ['cms_listPosts', 'cms_getPost'],
    extraction: null,
  },
  cms_listPosts: {
    phrases: {
      en: [
        'list blog posts', 'show all articles', 'which posts are drafts', 'published posts', 'posts tagged news',
        'recent blog posts', 'posts from last month', 'all the articles', 'what have we blogged', 'posts mentioning pricing',
      ],
      es: ['listar las entradas del blog', 'muéstrame todos los artículos', 'qué posts están en borrador', 'posts publicados', 'artículos recientes', 'posts con la etiqueta noticias'],
      de: ['Blogbeiträge auflisten', 'zeig alle Artikel', 'welche Beiträge sind Entwürfe', 'veröffentlichte Beiträge', 'neueste Blogposts', 'Beiträge mit dem Tag News'],
      fr: ['lister les articles du blog', 'montre tous les billets', 'quels articles sont en brouillon', 'articles publiés', 'derniers posts', 'articles avec le tag actualités'],
      pt: ['listar os posts do blog', 'mostra todos os artigos', 'quais posts estão em rascunho', 'posts publicados', 'artigos recentes', 'posts com a tag notícias'],
      it: ['elencare gli articoli del blog', 'mostra tutti i post', 'quali post sono in bozza', 'articoli pubblicati', 'post recenti', 'post con il tag notizie'],
    },
    relatedTools: ['cms_getPost', 'cms_updatePost', 'cms_publishPost'],
    extraction: { path: 'posts', entityType: 'post', idField: 'id', nameField: 'title', isArray: true },
  },
  cms_getPost: {
    phrases: {
      en: [
        'read the post', 'open the article', 'show the blog post', 'full text of the post', 'view the article',
        'what does the post say', 'get post content', 'see the draft article',
      ],
      es: ['leer el post', 'abrir el artículo', 'muéstrame la entrada', 'texto completo del artículo', 'qué dice el post', 'ver el borrador'],
      de: ['Beitrag lesen', 'Artikel öffnen', 'zeig mir den Blogpost', 'vollständiger Text des Beitrags', 'was steht im Artikel', 'Entwurf ansehen'],
      fr: ["lire l'article", 'ouvrir le billet', 'montre-moi le post', "texte complet de l'article", 'que dit le billet', 'voir le brouillon'],
      pt: ['ler o post', 'abrir o artigo', 'mostra o post', 'texto completo do artigo', 'o que diz o post', 'ver o rascunho'],
      it: ["leggere l'articolo", 'aprire il post', 'mostrami il post', "testo completo dell'articolo", 'cosa dice il post', 'vedere la bozza'],
    },
    relatedTools: ['cms_listPosts', 'cms_updatePost'],
    extraction: { path: 'post', entityType: 'post', idField: 'id', nameField: 'title', isArray: false },
  },

  // ── navigation ───────────────────────────────────────────────────────────
  cms_getNavigation: {
    phrases: {
      en: [
        'show the menu', 'navigation structure', "what's in the nav", 'list the menu items', 'main menu links',
        'footer menu', 'header navigation', 'view the navbar', 'menu tree',
      ],
      es: ['ver el menú', 'estructura de navegación', 'qué hay en el menú', 'enlaces del menú principal', 'menú del pie', 'mostrar la navegación'],
      de: ['Menü anzeigen', 'Navigationsstruktur', 'was ist im Menü', 'Menüpunkte auflisten', 'Hauptmenü', 'Footer-Navigation anzeigen'],
      fr: ['afficher le menu', 'structure de navigation', "qu'y a-t-il dans le menu", 'liens du menu principal', 'menu du pied de page', 'voir la navigation'],
      pt: ['ver o menu', 'estrutura de navegação', 'o que tem no menu', 'links do menu principal', 'menu do rodapé', 'mostrar a navegação'],
      it: ['mostra il menu', 'struttura della navigazione', "cosa c'è nel menu", 'voci del menu principale', 'menu del footer', 'vedere la navigazione'],
    },
    relatedTools: ['cms_addNavigationItem', 'cms_updateNavigationItem', 'cms_toggleNavigationItem'],
    extraction: { path: 'items', entityType: 'navigationItem', idField: 'id', nameField: 'label', isArray: true },
  },
  cms_addNavigationItem: {
    phrases: {
      en: [
        'add a menu item', 'add a link to the nav', 'new navigation link', 'put the blog in the menu', 'add the page to the menu',
        'insert a nav item', 'link the pricing page in the header', 'add a footer link', 'create a submenu item',
      ],
      es: ['añadir un elemento al menú', 'agrega un enlace al menú', 'nuevo enlace de navegación', 'poner el blog en el menú', 'añadir la página al menú', 'enlace nuevo en el pie'],
      de: ['Menüpunkt hinzufügen', 'Link ins Menü einfügen', 'neuer Navigationslink', 'Blog ins Menü aufnehmen', 'Seite zur Navigation hinzufügen', 'Footer-Link ergänzen'],
      fr: ['ajouter un élément au menu', 'ajoute un lien dans le menu', 'nouveau lien de navigation', 'mettre le blog dans le menu', 'ajouter la page au menu', 'lien dans le pied de page'],
      pt: ['adicionar um item ao menu', 'adiciona um link no menu', 'novo link de navegação', 'colocar o blog no menu', 'adicionar a página ao menu', 'link novo no rodapé'],
      it: ['aggiungere una voce al menu', 'aggiungi un link nel menu', 'nuovo link di navigazione', 'mettere il blog nel menu', 'aggiungere la pagina al menu', 'link nel footer'],
    },
    relatedTools: ['cms_getNavigation', 'cms_listPages'],
    extraction: { path: 'item', entityType: 'navigationItem', idField: 'id', nameField: 'label', isArray: false },
  },
  cms_updateNavigationItem: {
    phrases: {
      en: [
        'rename the menu item', 'change the menu label', 'move the link in the nav', 'reorder the menu items',
        'point the nav link to another page', 'change where the menu link goes', 'edit a navigation item',
        'move contact to the end of the menu', 'fix the menu link url',
      ],
      es: ['renombrar el elemento del menú', 'cambiar el texto del enlace del menú', 'mover el enlace en el menú', 'reordenar el menú', 'cambiar a dónde apunta el enlace', 'editar el enlace de navegación'],
      de: ['Menüpunkt umbenennen', 'Menü-Label ändern', 'Link im Menü verschieben', 'Menü neu sortieren', 'Menülink auf andere Seite zeigen lassen', 'Navigationspunkt bearbeiten'],
      fr: ["renommer l'élément du menu", 'changer le libellé du menu', 'déplacer le lien dans le menu', 'réordonner le menu', 'changer la cible du lien', 'modifier un lien de navigation'],
      pt: ['renomear o item do menu', 'mudar o texto do link do menu', 'mover o link no menu', 'reordenar o menu', 'mudar para onde o link aponta', 'editar o item de navegação'],
      it: ['rinominare la voce del menu', "cambiare l'etichetta del menu", 'spostare il link nel menu', 'riordinare il menu', 'cambiare la destinazione del link', 'modificare la voce di navigazione'],
    },
    relatedTools: ['cms_getNavigation', 'cms_listPages'],
    extraction: { path: 'item', entityType: 'navigationItem', idField: 'id', nameField: 'label', isArray: false },
  },
  cms_removeNavigationItem: {
    phrases: {
      en: [
        'remove the menu item', 'delete the nav link', 'take the link out of the menu', 'kill the menu entry',
        'drop blog from the navigation', 'delete a footer link', 'get rid of the menu link', 'remove the link from the header',
      ],
      es: ['quitar el elemento del menú', 'borrar el enlace del menú', 'elimina el enlace de la navegación', 'sacar el blog del menú', 'borrar un enlace del pie', 'eliminar la opción del menú'],
      de: ['Menüpunkt entfernen', 'Navigationslink löschen', 'Link aus dem Menü nehmen', 'lösche den Menüeintrag', 'Blog aus der Navigation entfernen', 'Footer-Link löschen'],
      fr: ["supprimer l'élément du menu", 'supprimer le lien du menu', 'retire le lien de la navigation', 'enlever le blog du menu', 'supprimer un lien du pied de page', 'effacer une entrée du menu'],
      pt: ['remover o item do menu', 'excluir o link do menu', 'tira o link da navegação', 'apagar o blog do menu', 'excluir um link do rodapé', 'deletar a opção do menu'],
      it: ['rimuovere la voce del menu', 'eliminare il link dal menu', 'togli il link dalla navigazione', 'cancellare il blog dal menu', 'eliminare un link dal footer', 'cancella la voce di menu'],
    },
    relatedTools: ['cms_getNavigation', 'cms_toggleNavigationItem'],
    extraction: null,
  },
  cms_toggleNavigationItem: {
    phrases: {
      en: [
        'hide the menu item', 'show the menu item again', 'disable the nav link', 'enable the menu link', 'temporarily hide the link',
        'unhide the navigation item', 'turn off the menu entry', 'toggle the nav item', 'make the link visible again',
        'hide the link in the menu', 'make the nav item visible', 'disable the menu link', 'enable the nav item',
        'hide a link from the navigation', 'switch off the menu item', 'reactivate the menu entry', 'hide the page from the menu',
      ],
      es: ['ocultar el elemento del menú', 'mostrar de nuevo el enlace', 'desactivar el enlace del menú', 'activar el enlace del menú', 'esconde el enlace temporalmente', 'ocultar un enlace de la navegación'],
      de: ['Menüpunkt ausblenden', 'Menüpunkt wieder einblenden', 'Navigationslink deaktivieren', 'Menülink aktivieren', 'Link vorübergehend verstecken', 'blende den Link aus'],
      fr: ["masquer l'élément du menu", 'masquer le lien du menu', 'réafficher le lien', 'désactiver le lien de navigation', 'activer le lien du menu', 'cacher le lien temporairement'],
      pt: ['ocultar o item do menu', 'mostrar o link de novo', 'desativar o link do menu', 'ativar o link do menu', 'esconde o link temporariamente', 'esconder um link da navegação'],
      it: ['nascondere la voce del menu', 'mostrare di nuovo il link', 'disattivare il link del menu', 'attivare la voce del menu', 'nascondi il link temporaneamente', 'rendere visibile la voce del menu'],
    },
    relatedTools: ['cms_getNavigation', 'cms_removeNavigationItem'],
    extraction: { path: 'item', entityType: 'navigationItem', idField: 'id', nameField: 'label', isArray: false },
  },

  // ── entries ──────────────────────────────────────────────────────────────
  cms_getCollectionEntries: {
    phrases: {
      en: [
        'list team members', 'show the faqs', "who's on the team", 'collection entries', 'all faq questions',
        'list entries in the collection', 'team list', 'staff members', 'items in a collection',
        'who is on the team', 'list the people on the team', 'all the staff profiles', 'every faq entry', 'list all team members',
        'our staff', 'who works here',
      ],
      es: ['listar los miembros del equipo', 'muéstrame las preguntas frecuentes', 'quién está en el equipo', 'entradas de la colección', 'todas las faq', 'lista del equipo'],
      de: ['Teammitglieder auflisten', 'zeig die FAQs', 'wer ist im Team', 'Einträge der Sammlung', 'alle häufigen Fragen', 'Mitarbeiterliste'],
      fr: ["lister les membres de l'équipe", 'afficher la FAQ', "qui fait partie de l'équipe", 'entrées de la collection', 'toutes les questions fréquentes', "liste de l'équipe"],
      pt: ['listar os membros da equipe', 'mostra as perguntas frequentes', 'quem está na equipe', 'itens da coleção', 'todas as faq', 'lista da equipe'],
      it: ['elencare i membri del team', 'mostra le faq', "chi c'è nel team", 'voci della collezione', 'tutte le domande frequenti', 'elenco dello staff'],
    },
    relatedTools: ['cms_getEntryContent'],
    extraction: { path: 'entries', entityType: 'entry', idField: 'id', nameField: 'title', isArray: true },
  },
  cms_getEntryContent: {
    phrases: {
      en: [
        'read one entry', 'show the bio of a team member', 'full faq answer', 'entry details', 'what does the faq entry say',
        'team member profile', 'open the collection entry', 'view entry content',
        "a person's bio", 'profile of a team member', 'team member details', 'answer to a specific faq',
        'read the faq answer about', 'show the staff profile', 'bio of our founder',
      ],
      es: ['ver una entrada de la colección', 'biografía de un miembro del equipo', 'respuesta completa de la faq', 'detalles de la entrada', 'perfil del miembro del equipo', 'abrir la entrada'],
      de: ['Eintrag lesen', 'Bio eines Teammitglieds', 'vollständige FAQ-Antwort', 'Details des Eintrags', 'Profil des Mitarbeiters', 'Sammlungseintrag öffnen'],
      fr: ['lire une entrée', "bio d'un membre de l'équipe", 'réponse complète de la FAQ', "détails de l'entrée", 'profil du collaborateur', "ouvrir l'entrée de la collection"],
      pt: ['ler uma entrada', 'bio de um membro da equipe', 'resposta completa da faq', 'detalhes da entrada', 'perfil do membro da equipe', 'abrir o item da coleção'],
      it: ['leggere una voce', 'bio di un membro del team', 'risposta completa della faq', 'dettagli della voce', 'profilo del collaboratore', 'aprire la voce della collezione'],
    },
    relatedTools: ['cms_getCollectionEntries'],
    extraction: { path: 'entry', entityType: 'entry', idField: 'id', nameField: 'title', isArray: false },
  },

  // ── search ───────────────────────────────────────────────────────────────
  search_vector: {
    phrases: {
      en: [
        'what does the site say about', 'search all content', 'find mentions of pricing', 'where do we talk about',
        'content about sustainability', 'search everything on the site', 'which pages mention refunds', 'semantic search',
        'find content related to', 'anything about our warranty',
        'is there any content about', 'anything on the site about', 'where do we mention', 'what does our site say about',
        'do we talk about it anywhere', 'find every mention of', 'which posts talk about', 'do we have anything on',
      ],
      es: ['qué dice la web sobre', 'buscar en todo el contenido', 'dónde hablamos de', 'contenido sobre sostenibilidad', 'qué páginas mencionan', 'busca todo lo relacionado con'],
      de: ['was sagt die Website über', 'gesamten Inhalt durchsuchen', 'wo sprechen wir über', 'Inhalte zum Thema Nachhaltigkeit', 'welche Seiten erwähnen', 'alles zum Thema suchen'],
      fr: ['que dit le site sur', 'chercher dans tout le contenu', 'où parle-t-on de', 'contenu sur le développement durable', 'quelles pages mentionnent', 'tout ce qui concerne'],
      pt: ['o que o site diz sobre', 'buscar em todo o conteúdo', 'onde falamos de', 'conteúdo sobre sustentabilidade', 'quais páginas mencionam', 'tudo relacionado com'],
      it: ['cosa dice il sito su', 'cercare in tutti i contenuti', 'dove parliamo di', 'contenuti sulla sostenibilità', 'quali pagine parlano di', 'tutto ciò che riguarda'],
    },
    relatedTools: ['cms_getPage', 'cms_getPost', 'cms_findResource'],
    extraction: null,
  },
  cms_findResource: {
    phrases: {
      en: [
        'where is the page called', 'find the page named', 'find by name', 'locate the post titled', 'which page is the careers one',
        'look up the section called', 'find the entry named', 'find something by its title', 'get the id of', 'find the about us page',
        'the page called', 'the post named', 'find the item called', 'locate by name', 'look up by title', 'the thing titled',
        'which post is called', 'find the page with the title',
      ],
      es: ['dónde está la página llamada', 'encuentra la página que se llama', 'buscar por nombre', 'localizar el post titulado', 'cuál es la página de empleo', 'buscar algo por su título'],
      de: ['wo ist die Seite namens', 'finde die Seite mit dem Namen', 'nach Namen suchen', 'Beitrag mit dem Titel finden', 'welche Seite ist die Karriereseite', 'ID herausfinden von'],
      fr: ['où est la page appelée', 'trouve la page nommée', 'chercher par nom', "trouver l'article intitulé", 'quelle page est celle des carrières', "retrouver quelque chose par son titre"],
      pt: ['onde está a página chamada', 'encontra a página com o nome', 'buscar pelo nome', 'localizar o post intitulado', 'qual é a página de carreiras', 'achar algo pelo título'],
      it: ["dov'è la pagina chiamata", 'trova la pagina di nome', 'cercare per nome', "trovare l'articolo intitolato", 'qual è la pagina lavora con noi', 'trovare qualcosa dal titolo'],
    },
    relatedTools: ['cms_getPage', 'cms_getPost', 'search_vector'],
    extraction: null,
  },

  // ── http ─────────────────────────────────────────────────────────────────
  http_get: {
    phrases: {
      en: [
        'call the api', 'get json from an endpoint', 'GET request', 'check the status url', 'ping the health endpoint',
        'query an external api', 'pull data from the api', 'hit the endpoint', 'is the api up', 'read the api response',
        'query the api', 'hit the url', 'call an endpoint', 'fetch json from the api', 'check the api status',
        'get data from an external system', 'request the endpoint',
      ],
      es: ['llamar a la api', 'hacer una petición GET', 'consultar el endpoint', 'comprobar la url de estado', 'obtener datos de la api', 'está la api funcionando'],
      de: ['API aufrufen', 'GET-Anfrage senden', 'Endpoint abfragen', 'Status-URL prüfen', 'Daten von der API holen', 'ist die API erreichbar'],
      fr: ["appeler l'api", 'faire une requête GET', "interroger l'endpoint", "vérifier l'url de statut", "récupérer des données de l'api", "l'api répond-elle"],
      pt: ['chamar a api', 'fazer uma requisição GET', 'consultar o endpoint', 'verificar a url de status', 'buscar dados da api', 'a api está no ar'],
      it: ["chiamare l'api", 'fare una richiesta GET', "interrogare l'endpoint", "controllare l'url di stato", "prendere i dati dall'api", "l'api è attiva"],
    },
    relatedTools: ['http_post'],
    extraction: null,
  },
  http_post: {
    phrases: {
      en: [
        'send to the webhook', 'post data to the api', 'POST request', 'trigger the webhook', 'notify slack',
        'send json to an endpoint', 'submit data to an external service', 'call the webhook', 'push data to the api', 'trigger a deploy hook',
        'ping the webhook', 'notify the webhook', 'send the lead to the crm', 'push data to the hr system',
        'post a message to slack', 'send data to an external system', 'sync to our crm', 'push records to an external system',
      ],
      es: ['enviar al webhook', 'mandar datos a la api', 'hacer una petición POST', 'disparar el webhook', 'avisar por slack', 'enviar json a un endpoint'],
      de: ['an den Webhook senden', 'Daten an die API schicken', 'POST-Anfrage senden', 'Webhook auslösen', 'Slack benachrichtigen', 'JSON an Endpoint senden'],
      fr: ['envoyer au webhook', "envoyer des données à l'api", 'faire une requête POST', 'déclencher le webhook', 'notifier slack', 'poster du json sur un endpoint'],
      pt: ['enviar para o webhook', 'mandar dados para a api', 'fazer uma requisição POST', 'disparar o webhook', 'avisar no slack', 'enviar json para um endpoint'],
      it: ['inviare al webhook', "mandare dati all'api", 'fare una richiesta POST', 'attivare il webhook', 'notificare su slack', 'inviare json a un endpoint'],
    },
    relatedTools: ['http_get'],
    extraction: null,
  },

  // ── research ─────────────────────────────────────────────────────────────
  web_quickSearch: {
    phrases: {
      en: [
        'search the web', 'google it', 'look it up online', 'quick internet search', 'search online for',
        'find on the internet', 'latest news on', 'web search', 'check online', 'search the internet',
        'look up the opening times', 'check the web for', 'quick fact from the internet', 'find the current price online',
        'search online for the fees', 'what are the rules for', 'look up the date of', 'google the opening hours',
      ],
      es: ['buscar en internet', 'búscalo en google', 'buscar en la web', 'busca online', 'últimas noticias sobre', 'mira en internet'],
      de: ['im Internet suchen', 'googel das', 'Websuche', 'such online nach', 'neueste Nachrichten zu', 'schnell im Web nachschauen'],
      fr: ['chercher sur internet', 'cherche sur google', 'recherche web', 'cherche en ligne', 'dernières nouvelles sur', 'vérifier sur le web'],
      pt: ['pesquisar na internet', 'procura no google', 'pesquisa na web', 'busca online', 'últimas notícias sobre', 'dar uma olhada na internet'],
      it: ['cercare su internet', 'cerca su google', 'ricerca sul web', 'cerca online', 'ultime notizie su', 'controllare in rete'],
    },
    relatedTools: ['web_fetchContent', 'web_deepResearch'],
    extraction: { path: 'results', entityType: 'webPage', idField: 'url', nameField: 'title', isArray: true },
  },
  web_deepResearch: {
    phrases: {
      en: [
        'research the topic', 'deep research', 'thorough research with sources', 'write a research report', 'in-depth investigation',
        'compare several sources', 'research our competitors', 'gather facts from several sources', 'summarise the findings',
        'background research for an article', 'dig into the topic',
        'what competitors say', 'market research', 'in-depth research on', 'thorough report on', 'compare what sources say',
        'research report with citations', 'competitor analysis', 'industry trends research',
      ],
      es: ['investigar a fondo el tema', 'investigación con fuentes', 'informe de investigación', 'investiga a la competencia', 'recopilar datos de varias fuentes', 'investigación en profundidad'],
      de: ['Thema gründlich recherchieren', 'Recherche mit Quellen', 'Recherchebericht erstellen', 'recherchiere die Konkurrenz', 'Fakten aus mehreren Quellen sammeln', 'tiefgehende Recherche'],
      fr: ['faire une recherche approfondie', 'recherche avec sources', 'rapport de recherche', 'étudier la concurrence', 'rassembler des faits de plusieurs sources', 'enquêter sur le sujet'],
      pt: ['pesquisar a fundo o tema', 'pesquisa com fontes', 'relatório de pesquisa', 'pesquisa a concorrência', 'reunir dados de várias fontes', 'pesquisa aprofundada'],
      it: ['fare una ricerca approfondita', 'ricerca con fonti', 'rapporto di ricerca', 'studia la concorrenza', 'raccogliere dati da più fonti', "approfondire l'argomento"],
    },
    relatedTools: ['cms_createPost', 'web_fetchContent'],
    extraction: { path: 'sources', entityType: 'webPage', idField: 'url', nameField: 'title', isArray: true },
  },
  web_fetchContent: {
    phrases: {
      en: [
        'read this url', 'fetch the page at', 'open this link', 'get the text from a website', 'scrape the page',
        'summarise this url', 'extract content from the url', 'read the competitor page', 'what does this link say',
        'grab the text from the url', 'read the article at this link', 'extract the web page text', 'scrape the article',
        'pull the content from this link', 'get the page at this address', 'read the linked article',
      ],
      es: ['leer esta url', 'abre este enlace', 'sacar el texto de la web', 'resume esta url', 'extraer el contenido del enlace', 'qué dice este enlace'],
      de: ['diese URL lesen', 'öffne diesen Link', 'Text von der Webseite holen', 'fasse diese URL zusammen', 'Inhalt der URL extrahieren', 'was steht unter dem Link'],
      fr: ['lire cette url', 'ouvre ce lien', 'récupérer le texte du site', 'résume cette url', 'extraire le contenu du lien', 'que dit ce lien'],
      pt: ['ler esta url', 'abre este link', 'pegar o texto do site', 'resume esta url', 'extrair o conteúdo do link', 'o que diz este link'],
      it: ['leggere questo url', 'apri questo link', 'prendere il testo dal sito', 'riassumi questo url', 'estrarre il contenuto del link', 'cosa dice questo link'],
    },
    relatedTools: ['web_quickSearch', 'cms_createPost'],
    extraction: { path: '', entityType: 'webPage', idField: 'url', nameField: 'title', isArray: false },
  },

  // ── pexels ───────────────────────────────────────────────────────────────
  pexels_searchPhotos: {
    phrases: {
      en: [
        'find stock photos', 'free photos of', 'search pexels', 'stock image of a beach', 'royalty free pictures',
        'stock pics', 'find a free photo online', 'browse stock photography', 'need a stock photo for the hero',
      ],
      es: ['buscar fotos de stock', 'fotos gratis de', 'buscar en pexels', 'imágenes libres de derechos', 'foto de banco de imágenes', 'busca una foto gratuita'],
      de: ['Stockfotos suchen', 'kostenlose Fotos von', 'auf Pexels suchen', 'lizenzfreie Bilder', 'Stockbild für den Hero', 'such ein Gratis-Foto'],
      fr: ['chercher des photos libres de droits', 'photos gratuites de', 'chercher sur pexels', 'image de banque photo', 'photo stock pour le hero', 'trouve une photo gratuite'],
      pt: ['buscar fotos de banco de imagens', 'fotos grátis de', 'pesquisar no pexels', 'imagens livres de direitos', 'foto stock para o hero', 'procura uma foto gratuita'],
      it: ['cercare foto stock', 'foto gratis di', 'cercare su pexels', 'immagini royalty free', 'foto stock per il hero', 'trova una foto gratuita'],
    },
    relatedTools: ['pexels_downloadPhoto'],
    extraction: { path: 'photos', entityType: 'stockPhoto', idField: 'id', nameField: 'alt', isArray: true },
  },
  pexels_downloadPhoto: {
    phrases: {
      en: [
        'download the stock photo', 'import the pexels photo', 'save this photo to the library', 'add the stock image to media',
        'grab that pexels picture', 'upload the stock photo to the library', 'download photo from pexels', 'bring the stock pic into the cms',
      ],
      es: ['descargar la foto de stock', 'importar la foto de pexels', 'guardar esta foto en la biblioteca', 'sube la imagen de stock a medios', 'descarga la foto de pexels', 'añadir la foto gratuita a la biblioteca'],
      de: ['Stockfoto herunterladen', 'Pexels-Foto importieren', 'Foto in die Mediathek speichern', 'lade das Pexels-Bild herunter', 'Stockbild in die Bibliothek übernehmen', 'Foto von Pexels holen'],
      fr: ['télécharger la photo stock', 'importer la photo pexels', 'enregistrer cette photo dans la médiathèque', 'télécharge la photo de pexels', "ajouter l'image stock à la bibliothèque", 'importer une photo gratuite'],
      pt: ['baixar a foto de stock', 'importar a foto do pexels', 'salvar esta foto na biblioteca', 'baixa a foto do pexels', 'adicionar a imagem stock à biblioteca', 'importar uma foto gratuita'],
      it: ['scaricare la foto stock', 'importare la foto da pexels', 'salvare questa foto nella libreria', 'scarica la foto di pexels', "aggiungere l'immagine stock alla libreria", 'importare una foto gratuita'],
    },
    relatedTools: ['pexels_searchPhotos', 'cms_addImageToSection', 'cms_updateSectionImage'],
    extraction: { path: 'image', entityType: 'image', idField: 'id', nameField: 'filename', isArray: false },
  },

  // ── planning ─────────────────────────────────────────────────────────────
  plan_analyzeTask: {
    phrases: {
      en: [
        'make a plan', 'plan the steps', 'step by step', 'break this down', 'multi-step task', 'plan it first',
        'outline the steps', 'several changes at once', 'redesign the whole site', 'do all of these',
        'plan first', 'map out the steps', 'big job', 'multi-step project', 'break it down into steps',
        'work out a plan beforehand', 'large project with many steps', 'plan the whole job',
      ],
      es: ['hacer un plan', 'planificar los pasos', 'paso a paso', 'divide la tarea', 'varios cambios a la vez', 'haz todo esto'],
      de: ['einen Plan machen', 'Schritte planen', 'Schritt für Schritt', 'zerleg die Aufgabe', 'mehrere Änderungen auf einmal', 'erledige all das'],
      fr: ['faire un plan', 'planifier les étapes', 'étape par étape', 'découper la tâche', 'plusieurs changements à la fois', 'fais tout ça'],
      pt: ['fazer um plano', 'planejar os passos', 'passo a passo', 'dividir a tarefa', 'várias mudanças de uma vez', 'faz tudo isso'],
      it: ['fare un piano', 'pianificare i passaggi', 'passo dopo passo', 'scomporre il compito', 'più modifiche insieme', 'fai tutto questo'],
    },
    relatedTools: ['cms_listPages', 'cms_listSectionTemplates'],
    extraction: null,
  },
};
