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
      nl: [
        'maak eerst een plan',
        'stap voor stap',
        'deel het op in stappen',
        'meerdere wijzigingen tegelijk',
        'een grote klus met veel stappen',
        'doe dit allemaal',
      ],
      pl: ['zrób najpierw plan', 'krok po kroku', 'rozbij to na etapy', 'kilka zmian naraz', 'duże zadanie z wieloma krokami', 'zrób to wszystko'],
      ro: ['fă mai întâi un plan', 'pas cu pas', 'împarte sarcina în pași', 'mai multe modificări deodată', 'un proiect mare cu mulți pași', 'fă toate astea'],
      sv: ['gör en plan först', 'steg för steg', 'dela upp det i steg', 'flera ändringar på en gång', 'stort jobb med många steg', 'gör allt det här'],
      tr: ['önce bir plan yap', 'adım adım', 'işi adımlara böl', 'aynı anda birkaç değişiklik', 'çok adımlı büyük bir iş', 'bunların hepsini yap'],
      ru: ['сначала составь план', 'пошагово', 'разбей задачу на шаги', 'несколько изменений сразу', 'большая задача из многих шагов', 'сделай всё это'],
      ja: ['まず計画を立てて', 'ステップごとに', '作業を手順に分解して', '複数の変更をまとめて', '手順の多い大きな作業', 'これ全部やって'],
      zh: ['先做个计划', '一步一步来', '把任务拆成几个步骤', '同时改好几处', '步骤很多的大任务', '把这些都做了'],
      ko: ['먼저 계획 세워 줘', '단계별로', '작업을 단계로 나눠 줘', '여러 가지 한꺼번에 수정', '단계가 많은 큰 작업', '이거 전부 다 해 줘'],
    },
    relatedTools: ['cms_listPages', 'cms_listSectionTemplates'],
  },
} satisfies Record<PlanningToolName, DiscoveryFacts<CmsToolName>>;
