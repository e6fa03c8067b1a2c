import type { DiscoveryFacts } from '../../discovery/tool-metadata.ts';
import type { CmsToolName } from '../index.ts';
import type { createNavigationTools } from './index.ts';

type NavigationToolName = ReturnType<typeof createNavigationTools>[number]['name'];

/** How editors ask for the navigation tools, per language, and the tools usually needed with each. */
export const NAVIGATION_DISCOVERY = {
  cms_getNavigation: {
    phrases: {
      en: [
        'show the menu', 'navigation structure', "what's in the nav", 'list the menu items', 'main menu links', 'footer menu', 'header navigation',
        'view the navbar', 'menu tree',
      ],
      es: ['ver el menú', 'estructura de navegación', 'qué hay en el menú', 'enlaces del menú principal', 'menú del pie', 'mostrar la navegación'],
      de: ['Menü anzeigen', 'Navigationsstruktur', 'was ist im Menü', 'Menüpunkte auflisten', 'Hauptmenü', 'Footer-Navigation anzeigen'],
      fr: [
        'afficher le menu', 'structure de navigation', "qu'y a-t-il dans le menu", 'liens du menu principal', 'menu du pied de page',
        'voir la navigation',
      ],
      pt: ['ver o menu', 'estrutura de navegação', 'o que tem no menu', 'links do menu principal', 'menu do rodapé', 'mostrar a navegação'],
      it: ['mostra il menu', 'struttura della navigazione', "cosa c'è nel menu", 'voci del menu principale', 'menu del footer', 'vedere la navigazione'],
    },
    relatedTools: ['cms_addNavigationItem', 'cms_updateNavigationItem', 'cms_toggleNavigationItem'],
  },
  cms_addNavigationItem: {
    phrases: {
      en: [
        'add a menu item', 'add a link to the nav', 'new navigation link', 'put the blog in the menu', 'add the page to the menu', 'insert a nav item',
        'link the pricing page in the header', 'add a footer link', 'create a submenu item',
      ],
      es: [
        'añadir un elemento al menú', 'agrega un enlace al menú', 'nuevo enlace de navegación', 'poner el blog en el menú', 'añadir la página al menú',
        'enlace nuevo en el pie',
      ],
      de: [
        'Menüpunkt hinzufügen', 'Link ins Menü einfügen', 'neuer Navigationslink', 'Blog ins Menü aufnehmen', 'Seite zur Navigation hinzufügen',
        'Footer-Link ergänzen',
      ],
      fr: [
        'ajouter un élément au menu', 'ajoute un lien dans le menu', 'nouveau lien de navigation', 'mettre le blog dans le menu',
        'ajouter la page au menu', 'lien dans le pied de page',
      ],
      pt: [
        'adicionar um item ao menu', 'adiciona um link no menu', 'novo link de navegação', 'colocar o blog no menu', 'adicionar a página ao menu',
        'link novo no rodapé',
      ],
      it: [
        'aggiungere una voce al menu', 'aggiungi un link nel menu', 'nuovo link di navigazione', 'mettere il blog nel menu',
        'aggiungere la pagina al menu', 'link nel footer',
      ],
    },
    relatedTools: ['cms_getNavigation', 'cms_listPages'],
  },
  cms_updateNavigationItem: {
    phrases: {
      en: [
        'rename the menu item', 'change the menu label', 'move the link in the nav', 'reorder the menu items', 'point the nav link to another page',
        'change where the menu link goes', 'edit a navigation item', 'move contact to the end of the menu', 'fix the menu link url',
      ],
      es: [
        'renombrar el elemento del menú', 'cambiar el texto del enlace del menú', 'mover el enlace en el menú', 'reordenar el menú',
        'cambiar a dónde apunta el enlace', 'editar el enlace de navegación',
      ],
      de: [
        'Menüpunkt umbenennen', 'Menü-Label ändern', 'Link im Menü verschieben', 'Menü neu sortieren', 'Menülink auf andere Seite zeigen lassen',
        'Navigationspunkt bearbeiten',
      ],
      fr: [
        "renommer l'élément du menu", 'changer le libellé du menu', 'déplacer le lien dans le menu', 'réordonner le menu', 'changer la cible du lien',
        'modifier un lien de navigation',
      ],
      pt: [
        'renomear o item do menu', 'mudar o texto do link do menu', 'mover o link no menu', 'reordenar o menu', 'mudar para onde o link aponta',
        'editar o item de navegação',
      ],
      it: [
        'rinominare la voce del menu', "cambiare l'etichetta del menu", 'spostare il link nel menu', 'riordinare il menu',
        'cambiare la destinazione del link', 'modificare la voce di navigazione',
      ],
    },
    relatedTools: ['cms_getNavigation', 'cms_listPages'],
  },
  cms_removeNavigationItem: {
    phrases: {
      en: [
        'remove the menu item', 'delete the nav link', 'take the link out of the menu', 'kill the menu entry', 'drop blog from the navigation',
        'delete a footer link', 'get rid of the menu link', 'remove the link from the header',
      ],
      es: [
        'quitar el elemento del menú', 'borrar el enlace del menú', 'elimina el enlace de la navegación', 'sacar el blog del menú',
        'borrar un enlace del pie', 'eliminar la opción del menú',
      ],
      de: [
        'Menüpunkt entfernen', 'Navigationslink löschen', 'Link aus dem Menü nehmen', 'lösche den Menüeintrag', 'Blog aus der Navigation entfernen',
        'Footer-Link löschen',
      ],
      fr: [
        "supprimer l'élément du menu", 'supprimer le lien du menu', 'retire le lien de la navigation', 'enlever le blog du menu',
        'supprimer un lien du pied de page', 'effacer une entrée du menu',
      ],
      pt: [
        'remover o item do menu', 'excluir o link do menu', 'tira o link da navegação', 'apagar o blog do menu', 'excluir um link do rodapé',
        'deletar a opção do menu',
      ],
      it: [
        'rimuovere la voce del menu', 'eliminare il link dal menu', 'togli il link dalla navigazione', 'cancellare il blog dal menu',
        'eliminare un link dal footer', 'cancella la voce di menu',
      ],
    },
    relatedTools: ['cms_getNavigation', 'cms_toggleNavigationItem'],
  },
  cms_toggleNavigationItem: {
    phrases: {
      en: [
        'hide the menu item', 'show the menu item again', 'disable the nav link', 'enable the menu link', 'temporarily hide the link',
        'unhide the navigation item', 'turn off the menu entry', 'toggle the nav item', 'make the link visible again', 'hide the link in the menu',
        'make the nav item visible', 'disable the menu link', 'enable the nav item', 'hide a link from the navigation', 'switch off the menu item',
        'reactivate the menu entry', 'hide the page from the menu',
      ],
      es: [
        'ocultar el elemento del menú', 'mostrar de nuevo el enlace', 'desactivar el enlace del menú', 'activar el enlace del menú',
        'esconde el enlace temporalmente', 'ocultar un enlace de la navegación',
      ],
      de: [
        'Menüpunkt ausblenden', 'Menüpunkt wieder einblenden', 'Navigationslink deaktivieren', 'Menülink aktivieren', 'Link vorübergehend verstecken',
        'blende den Link aus',
      ],
      fr: [
        "masquer l'élément du menu", 'masquer le lien du menu', 'réafficher le lien', 'désactiver le lien de navigation', 'activer le lien du menu',
        'cacher le lien temporairement',
      ],
      pt: [
        'ocultar o item do menu', 'mostrar o link de novo', 'desativar o link do menu', 'ativar o link do menu', 'esconde o link temporariamente',
        'esconder um link da navegação',
      ],
      it: [
        'nascondere la voce del menu', 'mostrare di nuovo il link', 'disattivare il link del menu', 'attivare la voce del menu',
        'nascondi il link temporaneamente', 'rendere visibile la voce del menu',
      ],
    },
    relatedTools: ['cms_getNavigation', 'cms_removeNavigationItem'],
  },
} satisfies Record<NavigationToolName, DiscoveryFacts<CmsToolName>>;
