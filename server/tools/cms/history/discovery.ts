import type { DiscoveryFacts } from '../../discovery/tool-metadata.ts';
import type { CmsToolName } from '../index.ts';
import type { createHistoryTools } from './index.ts';

type HistoryToolName = ReturnType<typeof createHistoryTools>[number]['name'];

/** How editors ask for the history tools, per language, and the tools usually needed with each. */
export const HISTORY_DISCOVERY = {
  cms_listChanges: {
    phrases: {
      en: [
        'what did you change',
        'what changed',
        'show the change history',
        'list recent changes',
        'what was edited today',
        'who changed the page',
        'show me your edits',
        'changelog of the site',
        'edit history',
        'what have you done so far',
        'recent edits on the site',
        'audit log of changes',
      ],
      es: [
        'qué has cambiado',
        'historial de cambios',
        'qué cambió en la web',
        'lista de cambios recientes',
        'quién cambió la página',
        'muéstrame tus ediciones',
      ],
      de: [
        'was hast du geändert',
        'Änderungsverlauf anzeigen',
        'was wurde geändert',
        'Änderungen auflisten',
        'wer hat die Seite geändert',
        'zeig mir deine Änderungen',
      ],
      fr: [
        "qu'as-tu modifié",
        'historique des modifications',
        "qu'est-ce qui a changé",
        'liste des changements récents',
        'qui a modifié la page',
        'montre-moi tes modifications',
      ],
      pt: ['o que você mudou', 'histórico de alterações', 'o que foi alterado', 'lista das mudanças recentes', 'quem mudou a página', 'mostra as tuas edições'],
      it: [
        'cosa hai cambiato',
        'cronologia delle modifiche',
        "cos'è cambiato",
        'elenco delle modifiche recenti',
        'chi ha modificato la pagina',
        'mostrami le tue modifiche',
      ],
    },
    relatedTools: ['cms_undoChanges'],
  },
  cms_undoChanges: {
    phrases: {
      en: [
        'undo that',
        'undo the change you made',
        'revert it',
        'put it back the way it was',
        'take that back',
        'restore the deleted page',
        'roll back your changes',
        'change it back',
        'undo everything you just did',
        'revert the heading',
        'bring back what you deleted',
        'go back to the previous version',
      ],
      es: ['deshaz eso', 'deshacer el cambio', 'revierte los cambios', 'déjalo como estaba', 'restaura la página borrada', 'vuelve a la versión anterior'],
      de: [
        'mach das rückgängig',
        'die Änderung rückgängig machen',
        'Änderungen zurücknehmen',
        'stell den alten Zustand her',
        'gelöschte Seite wiederherstellen',
        'zurück zur vorherigen Version',
      ],
      fr: [
        'annule ça',
        'annuler la modification',
        'reviens en arrière',
        'remets comme avant',
        'restaurer la page supprimée',
        'revenir à la version précédente',
      ],
      pt: ['desfaz isso', 'desfazer a alteração', 'reverter as mudanças', 'deixa como estava', 'restaurar a página apagada', 'voltar à versão anterior'],
      it: [
        'annulla',
        'annulla la modifica',
        'ripristina come era prima',
        'torna indietro',
        'ripristinare la pagina eliminata',
        'tornare alla versione precedente',
      ],
    },
    relatedTools: ['cms_listChanges'],
    prerequisites: ['cms_listChanges'],
  },
} satisfies Record<HistoryToolName, DiscoveryFacts<CmsToolName>>;
