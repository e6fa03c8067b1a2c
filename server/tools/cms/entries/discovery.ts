import type { DiscoveryFacts } from '../../discovery/tool-metadata.ts';
import type { CmsToolName } from '../index.ts';
import type { createEntryTools } from './index.ts';

type EntriesToolName = ReturnType<typeof createEntryTools>[number]['name'];

/** How editors ask for the entries tools, per language, and the tools usually needed with each. */
export const ENTRIES_DISCOVERY = {
  cms_getCollectionEntries: {
    phrases: {
      en: [
        'list team members',
        'show the faqs',
        "who's on the team",
        'collection entries',
        'all faq questions',
        'list entries in the collection',
        'team list',
        'staff members',
        'items in a collection',
        'who is on the team',
        'list the people on the team',
        'all the staff profiles',
        'every faq entry',
        'list all team members',
        'our staff',
        'who works here',
      ],
      es: [
        'listar los miembros del equipo',
        'muéstrame las preguntas frecuentes',
        'quién está en el equipo',
        'entradas de la colección',
        'todas las faq',
        'lista del equipo',
      ],
      de: ['Teammitglieder auflisten', 'zeig die FAQs', 'wer ist im Team', 'Einträge der Sammlung', 'alle häufigen Fragen', 'Mitarbeiterliste'],
      fr: [
        "lister les membres de l'équipe",
        'afficher la FAQ',
        "qui fait partie de l'équipe",
        'entrées de la collection',
        'toutes les questions fréquentes',
        "liste de l'équipe",
      ],
      pt: ['listar os membros da equipe', 'mostra as perguntas frequentes', 'quem está na equipe', 'itens da coleção', 'todas as faq', 'lista da equipe'],
      it: ['elencare i membri del team', 'mostra le faq', "chi c'è nel team", 'voci della collezione', 'tutte le domande frequenti', 'elenco dello staff'],
    },
    relatedTools: ['cms_getEntryContent'],
  },
  cms_getEntryContent: {
    phrases: {
      en: [
        'read one entry',
        'show the bio of a team member',
        'full faq answer',
        'entry details',
        'what does the faq entry say',
        'team member profile',
        'open the collection entry',
        'view entry content',
        "a person's bio",
        'profile of a team member',
        'team member details',
        'answer to a specific faq',
        'read the faq answer about',
        'show the staff profile',
        'bio of our founder',
      ],
      es: [
        'ver una entrada de la colección',
        'biografía de un miembro del equipo',
        'respuesta completa de la faq',
        'detalles de la entrada',
        'perfil del miembro del equipo',
        'abrir la entrada',
      ],
      de: [
        'Eintrag lesen',
        'Bio eines Teammitglieds',
        'vollständige FAQ-Antwort',
        'Details des Eintrags',
        'Profil des Mitarbeiters',
        'Sammlungseintrag öffnen',
      ],
      fr: [
        'lire une entrée',
        "bio d'un membre de l'équipe",
        'réponse complète de la FAQ',
        "détails de l'entrée",
        'profil du collaborateur',
        "ouvrir l'entrée de la collection",
      ],
      pt: [
        'ler uma entrada',
        'bio de um membro da equipe',
        'resposta completa da faq',
        'detalhes da entrada',
        'perfil do membro da equipe',
        'abrir o item da coleção',
      ],
      it: [
        'leggere una voce',
        'bio di un membro del team',
        'risposta completa della faq',
        'dettagli della voce',
        'profilo del collaboratore',
        'aprire la voce della collezione',
      ],
    },
    relatedTools: ['cms_getCollectionEntries'],
  },
} satisfies Record<EntriesToolName, DiscoveryFacts<CmsToolName>>;
