import type { TurnGuard } from '../tool-runtime/turn-guard.ts';
import type { MessageRoute } from '../tools/tool-search/tool-search.ts';

export type PreRoutedTool = NonNullable<MessageRoute['preRouted']>;

/** The pre-routed tool to offer before the first step; undefined when there is none or it is declared as remembered anyway. */
export function earlyOffer({
  preRouted,
  rememberedTools,
}: {
  preRouted: PreRoutedTool | undefined;
  rememberedTools: readonly string[];
}): PreRoutedTool | undefined {
  return preRouted && !rememberedTools.includes(preRouted.tool) ? preRouted : undefined;
}

/**
 * Counts the offered tool and its prerequisites as discovered this turn (those not already remembered), and its
 * category's rules as given, as if the model had searched for it; logs the pre-routing.
 */
export function offerEarly({ turn, offer, rememberedTools }: { turn: TurnGuard; offer: PreRoutedTool; rememberedTools: readonly string[] }): void {
  for (const name of [offer.tool, ...offer.prerequisites]) if (!rememberedTools.includes(name)) turn.discoveredTools.add(name);
  turn.rulesGiven.add(offer.category);
  turn.log.info({ event: 'tool_pre_routed', tool: offer.tool }, 'tool_pre_routed');
}
