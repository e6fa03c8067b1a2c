import type { DiscoveryFacts } from '../../discovery/tool-metadata.ts';
import type { CmsToolName } from '../index.ts';
import type { createSectionTools } from './index.ts';

type SectionsToolName = ReturnType<typeof createSectionTools>[number]['name'];

/** How editors ask for the sections tools, per language, and the tools usually needed with each. */
export const SECTIONS_DISCOVERY = {
  cms_listSectionTemplates: {
    phrases: {
      en: [
        'what section types are there', 'list section templates', 'available blocks', 'kinds of sections', 'which templates can I use',
        'section layouts available', 'show block types', 'what components exist', 'template options',
      ],
      es: [
        'qué tipos de sección hay', 'listar plantillas de sección', 'bloques disponibles', 'qué plantillas puedo usar', 'tipos de bloques',
        'plantillas de secciones',
      ],
      de: [
        'welche Abschnittstypen gibt es', 'Vorlagen auflisten', 'verfügbare Blöcke', 'welche Templates gibt es', 'Sektionsvorlagen anzeigen',
        'Blocktypen',
      ],
      fr: [
        'quels types de sections existent', 'lister les modèles de section', 'blocs disponibles', 'quels templates utiliser', 'types de blocs',
        'modèles de sections',
      ],
      pt: [
        'quais tipos de seção existem', 'listar modelos de seção', 'blocos disponíveis', 'quais templates posso usar', 'tipos de bloco',
        'modelos de seções',
      ],
      it: [
        'quali tipi di sezione ci sono', 'elencare i modelli di sezione', 'blocchi disponibili', 'quali template posso usare', 'tipi di blocco',
        'modelli di sezioni',
      ],
    },
    relatedTools: ['cms_getSectionFields', 'cms_addSectionToPage'],
  },
  cms_getSectionFields: {
    phrases: {
      en: [
        'what fields does the hero template have', 'template fields', 'section schema', 'required fields for a section', 'field names and types',
        'what can I fill in a testimonials block', 'template structure', 'which fields does the section take',
      ],
      es: [
        'qué campos tiene la plantilla', 'campos de la sección', 'campos obligatorios del bloque', 'estructura de la plantilla',
        'esquema de la sección', 'qué campos lleva el hero',
      ],
      de: [
        'welche Felder hat die Vorlage', 'Felder des Abschnitts', 'Pflichtfelder der Sektion', 'Schema der Vorlage', 'Feldnamen und Typen',
        'welche Felder hat der Hero-Block',
      ],
      fr: [
        'quels champs a le modèle', 'champs de la section', 'champs obligatoires du bloc', 'structure du template', 'schéma de la section',
        'quels champs pour le hero',
      ],
      pt: [
        'quais campos tem o modelo', 'campos da seção', 'campos obrigatórios do bloco', 'estrutura do template', 'esquema da seção',
        'quais campos tem o hero',
      ],
      it: [
        'quali campi ha il modello', 'campi della sezione', 'campi obbligatori del blocco', 'struttura del template', 'schema della sezione',
        'quali campi ha il hero',
      ],
    },
    relatedTools: ['cms_listSectionTemplates', 'cms_addSectionToPage', 'cms_updateSectionContent'],
  },
  cms_getPageSections: {
    phrases: {
      en: [
        'list sections on the page', 'what sections does the homepage have', 'section order', 'show page blocks', 'section ids',
        'which blocks are on the page', 'page structure', 'outline of the page', 'sections of the page in order', 'which sections and in what order',
        'the second section on the page', 'the last section of the page', 'first section of the page', 'find the section before editing it',
        'section ids of a page', 'how many sections the page has', 'which section comes after the hero',
      ],
      es: [
        'listar las secciones de la página', 'qué secciones tiene la página', 'orden de las secciones', 'bloques de la página',
        'estructura de la página', 'ids de las secciones',
      ],
      de: [
        'Abschnitte der Seite auflisten', 'welche Sektionen hat die Startseite', 'Reihenfolge der Abschnitte', 'Blöcke der Seite', 'Seitenstruktur',
        'Sektions-IDs anzeigen',
      ],
      fr: [
        'lister les sections de la page', 'quelles sections a la page', 'ordre des sections', 'blocs de la page', 'structure de la page',
        'ids des sections',
      ],
      pt: ['listar as seções da página', 'quais seções tem a página', 'ordem das seções', 'blocos da página', 'estrutura da página', 'ids das seções'],
      it: [
        'elencare le sezioni della pagina', 'quali sezioni ha la home', 'ordine delle sezioni', 'blocchi della pagina', 'struttura della pagina',
        'id delle sezioni',
      ],
    },
    relatedTools: ['cms_getSectionContent', 'cms_updateSectionContent', 'cms_deletePageSection'],
  },
  cms_getSectionContent: {
    phrases: {
      en: [
        'show the section content', 'read the hero section', 'what does the hero say', 'current text of the section', 'view block content',
        'see the cta text', 'what is in the faq section', 'section field values', 'raw fields of the section', 'full content of the section',
        'everything in the section', 'dump the section data', 'inspect the section', 'show all fields of the block', 'what the section contains',
        'section data', 'show everything in this section',
      ],
      es: [
        'ver el contenido de la sección', 'qué dice el hero', 'texto actual del bloque', 'leer la sección', 'muéstrame el contenido del cta',
        'qué pone en la sección',
      ],
      de: [
        'Inhalt des Abschnitts anzeigen', 'was steht im Hero', 'aktueller Text der Sektion', 'Block-Inhalt lesen', 'zeig mir den CTA-Text',
        'Inhalt der Sektion abrufen',
      ],
      fr: ['voir le contenu de la section', 'que dit le hero', 'texte actuel du bloc', 'lire la section', 'montre le texte du cta', 'contenu du bloc'],
      pt: ['ver o conteúdo da seção', 'o que diz o hero', 'texto atual do bloco', 'ler a seção', 'mostra o texto do cta', 'conteúdo do bloco'],
      it: [
        'vedere il contenuto della sezione', "cosa dice l'hero", 'testo attuale del blocco', 'leggere la sezione', 'mostra il testo della cta',
        'contenuto del blocco',
      ],
    },
    relatedTools: ['cms_getPageSections', 'cms_updateSectionContent'],
  },
  cms_addSectionToPage: {
    phrases: {
      en: [
        'add a section', 'add a hero to the page', 'insert a testimonials block', 'put a faq section on the page', 'append a call to action',
        'new section at the top', 'add a pricing table to the page', 'add a gallery block', 'insert a section after the hero',
        'stick a cta at the bottom',
      ],
      es: [
        'añadir una sección', 'agrega un bloque de testimonios', 'insertar una sección en la página', 'poner un faq en la página',
        'añade un hero arriba', 'nueva sección al final',
      ],
      de: [
        'Abschnitt hinzufügen', 'füge einen Testimonial-Block ein', 'neue Sektion einfügen', 'FAQ-Bereich auf die Seite setzen', 'Hero oben einfügen',
        'Call-to-Action unten ergänzen',
      ],
      fr: [
        'ajouter une section', 'ajoute un bloc témoignages', 'insérer une section dans la page', 'mettre une FAQ sur la page',
        'ajouter un hero en haut', 'nouvelle section en bas',
      ],
      pt: [
        'adicionar uma seção', 'adiciona um bloco de depoimentos', 'inserir uma seção na página', 'colocar um faq na página', 'põe um hero no topo',
        'nova seção no final',
      ],
      it: [
        'aggiungere una sezione', 'aggiungi un blocco testimonianze', 'inserire una sezione nella pagina', 'mettere le faq nella pagina',
        'inserisci un hero in alto', 'nuova sezione in fondo',
      ],
    },
    relatedTools: ['cms_listSectionTemplates', 'cms_getSectionFields', 'cms_getPageSections'],
  },
  cms_updateSectionContent: {
    phrases: {
      en: [
        'change the hero heading', 'make the headline say', 'edit the section text', 'update the button label', 'rewrite the cta text',
        'fix a typo in the section', 'tweak the subtitle', 'change the testimonial quote', 'update section content', 'change the copy',
        'reword the features block', 'change the hero title text', 'change the price in the table', 'update the phone number shown', 'fix the wording',
        'rewrite the intro text', 'update the numbers in the block', 'change a faq section answer', 'edit the testimonial text', 'move the section up',
        'move the section to another position', 'reorder the sections on the page', 'change the subtitle text', 'update the opening hours text',
        'move the section above another one', 'move a section below the hero',
      ],
      es: [
        'cambiar el título del hero', 'edita el texto de la sección', 'cambia el texto del botón', 'actualizar el contenido del bloque',
        'corregir una errata en la sección', 'que el titular diga', 'reescribir el texto del cta',
      ],
      de: [
        'Hero-Überschrift ändern', 'Text im Abschnitt bearbeiten', 'Button-Text ändern', 'Inhalt der Sektion aktualisieren',
        'Tippfehler im Block korrigieren', 'die Headline soll lauten', 'Untertitel anpassen',
      ],
      fr: [
        'changer le titre du hero', 'modifier le texte de la section', 'change le texte du bouton', 'mettre à jour le contenu du bloc',
        'corriger une faute dans la section', 'que le titre dise', 'reformuler le texte du cta',
      ],
      pt: [
        'mudar o título do hero', 'editar o texto da seção', 'troca o texto do botão', 'atualizar o conteúdo do bloco',
        'corrigir um erro de digitação na seção', 'que o título diga', 'reescrever o texto do cta',
      ],
      it: [
        "cambiare il titolo dell'hero", 'modificare il testo della sezione', 'cambia il testo del pulsante', 'aggiornare il contenuto del blocco',
        'correggere un refuso nella sezione', 'il titolo deve dire', 'riscrivere il testo della cta',
      ],
    },
    relatedTools: ['cms_getPageSections', 'cms_getSectionContent', 'cms_getSectionFields'],
  },
  cms_deletePageSection: {
    phrases: {
      en: [
        'delete a section', 'remove the hero section', 'remove this block', 'drop the testimonials section', 'get rid of the cta',
        'delete one section from the page', 'kill the banner section', 'take out the gallery block',
      ],
      es: [
        'borrar una sección', 'eliminar el bloque de testimonios', 'quita la sección hero', 'elimina esta sección', 'borrar el cta de la página',
        'quitar un bloque',
      ],
      de: [
        'Abschnitt löschen', 'Hero-Sektion entfernen', 'diesen Block löschen', 'Testimonial-Bereich entfernen', 'lösche die Sektion',
        'einen Block von der Seite nehmen',
      ],
      fr: [
        'supprimer une section', 'enlever la section hero', 'supprime ce bloc', 'retirer les témoignages', 'supprimer le cta de la page',
        'enlever un bloc',
      ],
      pt: ['excluir uma seção', 'remover a seção hero', 'apaga este bloco', 'tirar os depoimentos', 'remover o cta da página', 'deletar um bloco'],
      it: [
        'eliminare una sezione', 'rimuovere la sezione hero', 'cancella questo blocco', 'togliere le testimonianze', 'eliminare la cta dalla pagina',
        'rimuovere un blocco',
      ],
    },
    relatedTools: ['cms_getPageSections', 'cms_deletePageSections'],
  },
  cms_deletePageSections: {
    phrases: {
      en: [
        'delete several sections', 'remove all the sections', 'clear the page', 'delete multiple blocks', 'bulk delete sections',
        'remove every testimonial section', 'wipe all sections from the page', 'delete sections 2 and 3', 'empty the page', 'remove all the ctas',
        'clear out all the sections', 'wipe the sections', 'remove everything except the hero', 'delete all blocks in one go',
        'remove several blocks at once', 'bulk remove sections', 'delete all sections but one',
      ],
      es: [
        'borrar varias secciones', 'eliminar todas las secciones', 'vaciar la página', 'quita todos los bloques', 'borrar secciones en bloque',
        'elimina las secciones 2 y 3',
      ],
      de: [
        'mehrere Abschnitte löschen', 'alle Sektionen entfernen', 'Seite leeren', 'lösche alle Blöcke', 'Abschnitte auf einmal löschen',
        'Sektionen 2 und 3 entfernen',
      ],
      fr: [
        'supprimer plusieurs sections', 'enlever toutes les sections', 'vider la page', 'supprime tous les blocs', 'suppression en masse des sections',
        'retirer les sections 2 et 3',
      ],
      pt: [
        'excluir várias seções', 'remover todas as seções', 'esvaziar a página', 'apaga todos os blocos', 'excluir seções em massa',
        'tirar as seções 2 e 3',
      ],
      it: [
        'eliminare più sezioni', 'rimuovere tutte le sezioni', 'svuotare la pagina', 'cancella tutti i blocchi',
        'eliminazione in blocco delle sezioni', 'togliere le sezioni 2 e 3',
      ],
    },
    relatedTools: ['cms_getPageSections', 'cms_deletePageSection'],
  },
} satisfies Record<SectionsToolName, DiscoveryFacts<CmsToolName>>;
