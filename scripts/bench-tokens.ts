/**
 * Token-usage benchmark (issue 5): every scenario of data/bench/scenarios.json, the 2–3-turn conversations
 * of conversations.json and the 10–20-turn editing sessions of long-conversations.json (issue 28) through the
 * real chat route and agent in seven modes (classic, discovery, discoveryDeferred, discoveryInline, oracle,
 * oracleWithRules, aiSdkToolSearch), counting what each model call sends with o200k_base. discoveryDeferred is
 * Wayfinder with provider-native deferred tools (WAYFINDER_TOOL_LOADING=deferred), billed as Anthropic documents it:
 * deferred declarations not billed, a referenced definition billed where the reference stands. discoveryInline is
 * Wayfinder with inline tool loading (WAYFINDER_TOOL_LOADING=inline): tool_search and call_tool declared, a found
 * tool's declaration sent in tool_search's answer as ordinary tokens (counted as tools). Long conversations are
 * billed whole: cached input at 10%, and Anthropic-style with cache writes at 1.25x.
 *
 *   npm run bench:tokens                   markdown table on stdout
 *   npm run bench:tokens -- --json         one JSON object { byType: { A: { classic, discovery, ... } } }
 *   npm run bench:tokens -- --live         the same scenarios against the configured OpenRouter model
 *                                          (needs OPENROUTER_API_KEY; exits 2 without it)
 *   --modes discovery,classic  --types A,B  run a subset (useful with --live, which costs money)
 *   --languages de,fr,es                   only the scenarios whose editor writes in these languages
 *   --search-limit 3                       what-if: tool_search returns at most 3 tools (WAYFINDER_TOOL_SEARCH_LIMIT), not 5
 *   --external-servers                     the fresh scenarios without and with three external MCP servers connected
 *                                          (server-everything and server-memory over stdio, server-everything over
 *                                          Streamable HTTP): how much each mode's input per turn rises
 *
 * Offline, the model is scripted (deterministic, no network). Live, the model decides its own steps,
 * so the live table compares provider usage with the offline count of the very requests it was sent.
 */
import { createLanguageModel } from '../server/agent/language-model.ts';
import { loadConfig } from '../server/config.ts';
import { createLogger } from '../server/logger.ts';
import { createProgressLine } from '../server/console/progress-line.ts';
import { openConfiguredEmbedder } from '../server/services/embeddings/open-configured-embedder.ts';
import { BENCH_MODES, type BenchMode, isWayfinderMode, WAYFINDER_MODES } from './bench/bench-modes.ts';
import { inputOf } from './bench/count-request-tokens.ts';
import { checkTargets, formatLiveReport, formatReport } from './bench/format-report.ts';
import { recordingModel, scriptedConversationModelFor } from './bench/models-under-test.ts';
import { BENCH_DATE, buildSeededTemplate, runBenchmark } from './bench/run-benchmark.ts';
import { loadConversations, loadLongConversations, loadScenarios, SCENARIO_TYPES } from './bench/scenarios.ts';
import { checkLongConversationTargets, summarizeLongConversations } from './bench/summarize-long-conversations.ts';
import { summarizeRuns } from './bench/summarize-runs.ts';
import { measureWithExternalServers } from './bench/with-external-servers.ts';
import { parseScriptArgs } from './support/parse-script-args.ts';

const { values: flags } = parseScriptArgs(import.meta.filename, {
  json: { type: 'boolean', default: false },
  live: { type: 'boolean', default: false },
  modes: { type: 'string', default: BENCH_MODES.join(',') },
  types: { type: 'string', default: SCENARIO_TYPES.join(',') },
  languages: { type: 'string' },
  'search-limit': { type: 'string' },
  'external-servers': { type: 'boolean', default: false },
});

const modes = flags.modes.split(',').map((mode) => mode.trim()) as BenchMode[];
const unknownModes = modes.filter((mode) => !BENCH_MODES.includes(mode));
if (unknownModes.length > 0) {
  console.error(`Unknown mode ${unknownModes.join(', ')}; choose from ${BENCH_MODES.join(', ')}.`);
  process.exit(2);
}
const searchLimit = flags['search-limit'] === undefined ? undefined : Number(flags['search-limit']);
if (searchLimit !== undefined && !(Number.isInteger(searchLimit) && searchLimit >= 1 && searchLimit <= 10)) {
  console.error("--search-limit takes a whole number from 1 to 10 (tool_search's own range).");
  process.exit(2);
}
const types = new Set(flags.types.split(',').map((type) => type.trim().toUpperCase()));
const languages = flags.languages ? new Set(flags.languages.split(',').map((language) => language.trim())) : undefined;
const wanted = (scenario: { type: string; language: string }) => types.has(scenario.type) && (!languages || languages.has(scenario.language));
const allScenarios = loadScenarios();
const scenarios = allScenarios.filter(wanted);
const conversations = loadConversations(allScenarios).filter((conversation) => conversation.turns.every(wanted));
const longConversations = loadLongConversations(allScenarios).filter((conversation) => conversation.turns.every(wanted));
// Turns written in place in a long conversation also run fresh (Wayfinder's modes only), to judge what being later costs.
const inPlaceTurns = [
  ...new Map(
    longConversations.flatMap((conversation) => conversation.turns.filter((turn) => !allScenarios.includes(turn)).map((turn) => [turn.id, turn])),
  ).values(),
];

const liveModel = flags.live ? createLanguageModel(loadConfig(process.env).model) : undefined;
if (flags.live && !liveModel) {
  console.error(
    '--live needs OPENROUTER_API_KEY (and optionally WAYFINDER_MODEL, OPENROUTER_BASE_URL). Without it, run the offline benchmark: npm run bench:tokens',
  );
  process.exit(2);
}

const logger = createLogger({ level: 'silent' });
const { embedder, close: closeEmbedder } = openConfiguredEmbedder(loadConfig({}).embeddings);
const started = Date.now();
const progress = createProgressLine();
let runsDone = 0;
progress.update('building the demo site', 0, 1);
const template = await buildSeededTemplate({ embedder, logger });
try {
  const freshInPlaceModes = modes.filter(isWayfinderMode);
  const runCount = (scenarios.length + conversations.length + longConversations.length) * modes.length + inPlaceTurns.length * freshInPlaceModes.length;
  const benchmark = (
    options: Pick<Parameters<typeof runBenchmark>[0], 'scenarios' | 'conversations' | 'modes'>,
    configuration: Record<string, string> = {},
    total = runCount,
  ) =>
    runBenchmark({
      ...options,
      environment: {
        templateDir: template.templateDir,
        embedder,
        logger,
        now: () => BENCH_DATE,
        configuration: { ...(searchLimit === undefined ? {} : { WAYFINDER_TOOL_SEARCH_LIMIT: String(searchLimit) }), ...configuration },
      },
      modelFor: (turns, mode) => (liveModel ? recordingModel(liveModel) : scriptedConversationModelFor(turns, mode)),
      onRun: () => progress.update('scenario runs', ++runsDone, total),
    });
  if (flags['external-servers']) {
    const report = await measureWithExternalServers({
      benchmark: (configuration) => benchmark({ scenarios, modes }, configuration, scenarios.length * modes.length * 2),
      embedder,
      logger,
    });
    progress.finish();
    console.log(flags.json ? JSON.stringify(report.json, null, 2) : report.text);
    if (!report.json.targets.every((target) => target.met)) process.exitCode = 1;
  } else {
    const runs = await benchmark({ scenarios, conversations, modes });
    const inPlaceFreshRuns = await benchmark({ scenarios: inPlaceTurns, modes: freshInPlaceModes });
    const longRuns = await benchmark({ scenarios: [], conversations: longConversations, modes });
    progress.finish();
    const summary = summarizeRuns(runs);
    const longSummary = summarizeLongConversations(longRuns, [...runs, ...inPlaceFreshRuns]);
    const seconds = Math.round((Date.now() - started) / 1000);
    if (flags.json) {
      const live = liveModel
        ? {
            live: runs.map((run) => ({
              scenario: run.scenario.id,
              mode: run.mode,
              offlineInput: run.requests.reduce((sum, request) => sum + inputOf(request), 0),
              providerUsage: run.providerUsage,
            })),
          }
        : {};
      console.log(
        JSON.stringify(
          {
            ...summary,
            longConversations: longSummary,
            targets: Object.fromEntries(
              WAYFINDER_MODES.map((mode) => [mode, [...checkTargets(summary, mode), ...checkLongConversationTargets(longSummary, mode)]]),
            ),
            tokenizer: 'o200k_base',
            scenarios: scenarios.length,
            searchLimit,
            seconds,
            ...live,
          },
          null,
          2,
        ),
      );
    } else {
      if (liveModel) console.log('What the live model sent, counted offline:\n');
      console.log(formatReport(summary, [...runs, ...longRuns], longSummary));
      if (liveModel) console.log(`\nLive (${loadConfig(process.env).model.modelId}):\n\n${formatLiveReport(runs)}`);
      console.log(`\n${runs.length} runs in ${seconds} s.`);
    }
    // A scripted tool call that fails where every tool is offered means the scenario itself is wrong.
    const broken = [...runs, ...longRuns].filter((run) => !liveModel && (run.mode === 'classic' || run.mode === 'oracle') && run.toolErrors.length > 0);
    if (broken.length > 0) {
      console.error(`Broken scenarios (a tool call failed with every needed tool declared): ${[...new Set(broken.map((run) => run.scenario.id))].join(', ')}`);
      process.exitCode = 1;
    }
  }
} finally {
  template.remove();
  closeEmbedder();
}
