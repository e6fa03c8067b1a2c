import type { DiscoveryFacts } from '../../discovery/tool-metadata.ts';
import type { CmsToolName } from '../index.ts';
import type { createPlanningTools } from './index.ts';

type PlanningToolName = ReturnType<typeof createPlanningTools>[number]['name'];

/** How editors ask for the planning tools, per language, and the tools usually needed with each. */
export const PLANNING_DISCOVERY = {
  plan_analyzeTask: {
    phrases: {
      en: [
        'make a plan',
        'plan the steps',
        'step by step',
        'break this down',
        'multi-step task',
        'plan it first',
        'outline the steps',
        'several changes at once',
        'redesign the whole site',
        'do all of these',
        'plan first',
        'map out the steps',
        'big job',
        'multi-step project',
        'break it down into steps',
        'work out a plan beforehand',
        'large project with many steps',
        'plan the whole job',
      ],
      es: ['hacer un plan', 'planificar los pasos', 'paso a paso', 'divide la tarea', 'varios cambios a la vez', 'haz todo esto'],
      de: ['einen Plan machen', 'Schritte planen', 'Schritt für Schritt', 'zerleg die Aufgabe', 'mehrere Änderungen auf einmal', 'erledige all das'],
      fr: ['faire un plan', 'planifier les étapes', 'étape par étape', 'découper la tâche', 'plusieurs changements à la fois', 'fais tout ça'],
      pt: ['fazer um plano', 'planejar os passos', 'passo a passo', 'dividir a tarefa', 'várias mudanças de uma vez', 'faz tudo isso'],
      it: ['fare un piano', 'pianificare i passaggi', 'passo dopo passo', 'scomporre il compito', 'più modifiche insieme', 'fai tutto questo'],
    },
    relatedTools: ['cms_listPages', 'cms_listSectionTemplates'],
  },
} satisfies Record<PlanningToolName, DiscoveryFacts<CmsToolName>>;
