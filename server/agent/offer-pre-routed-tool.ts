import type { TurnGuard } from '../tool-runtime/turn-guard.ts';
import type { MessageRoute } from '../tools/tool-search/tool-search.ts';

export type PreRoutedTool = NonNullable<MessageRoute['preRouted']>;

/**
 * Counts the offered tool and its prerequisites as discovered this turn (those not already remembered), and its
 * category's rules as given, as if the model had searched for it; logs the pre-routing. A remembered tool that
 * is pre-routed is offered too, so its prerequisites come with it as they would for a new one.
 */
export function offerEarly({ turn, offer, rememberedTools }: { turn: TurnGuard; offer: PreRoutedTool; rememberedTools: readonly string[] }): void {
  for (const name of [offer.tool, ...offer.prerequisites]) if (!rememberedTools.includes(name)) turn.discoveredTools.add(name);
  turn.rulesGiven.add(offer.category);
  turn.log.info({ event: 'tool_pre_routed', tool: offer.tool }, 'tool_pre_routed');
}
