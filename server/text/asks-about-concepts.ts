import { boundText } from './bound-text.ts';
import { foldAccents } from './fold-accents.ts';

// How editors ask what something is, what it is for, how it works, how two things differ or how it should be done
// (advice), in the editors' languages.
// Such a question wants an explanation, not a tool, whichever tool its nouns name. Matched on the folded,
// lower-case message; each pattern stands for one way of asking, not for a catalogue's words.
const CONCEPT_QUESTIONS: readonly RegExp[] = [
  // en
  /\bwhat(?: i|')s (?:a|an)\b/,
  /\bwhat (?:are|is) (?:a |an )?\w+s?\??$/,
  /\bwhat does .* mean\b/,
  /\bhow (?:do|does) .* work\b/,
  /\b(?:difference|differences) between\b/,
  /\bwhat(?:'s| is) the difference\b/,
  /\bexplain (?:what|how|the difference)\b/,
  /^explain\b/,
  /\bwhat (?:does|do) .+ (?:actually |really )?do\b\W*$/,
  /^is .+ the same (?:thing )?as\b/,
  /\bwhat (?:else )?can (?:you|this assistant|the assistant)(?: \w+)? do\b/,
  /\bwhat (?:are )?you (?:are )?able to do\b/,
  /\bhow do you (?:search|find|work|decide)\b/,
  // Asking for advice: how something should be, not a change to it. "Tips for" only opens a question: "a blog post
  // with five tips for …" is a request.
  /\bhow (?:long|short|many words) should\b/,
  /\bwhat(?:'s| is) (?:a )?good (?:length|size)\b/,
  /^(?:what(?:'s| is) (?:the |a )?)?(?:ideal|recommended|optimal|best practice|good) (?:\w+ ){0,4}(?:length|size|word count)\b/,
  /\bis it better to\b/,
  /^(?:is|are) (?:it|a|an|long|short)\b.*\b(?:ok|okay|fine|bad|good|better|worse)\b/,
  /\b(?:which|what)(?:'s| is) better\b|\ba better (?:url|slug|title|headline)\b/,
  /^(?:any |some )?tips (?:for|on)\b|\bany tips\b/,
  // How many a thing should have, how to write a good one, whether it is really needed: advice too.
  /\bhow many \w+(?: \w+)? should\b/,
  /^how (?:to|do i|should i|do you) write (?:a |an )?(?:good|great|strong|better|catchy|compelling)\b/,
  /\bwhat(?:'s| is) the point of\b/,
  /^do (?:\w+ ){1,3}(?:really|actually) need\b/,
  /^should (?:\w+ ){1,4}(?:really|always|ideally)\b/,
  // Whether, when and what for: "should a page have more than one hero?", "when should a page use a call to action
  // block", "what makes a good hero headline", "what does a meta description do for search results", "is 160 chars
  // too long for a meta description", "hero headline ideas for a hiking company". A request that finds something too
  // long says so ("the excerpt is way too long, shorten it"): only a question that opens with the verb asks.
  /^should\b/,
  /^when should (?:i|we|you|a|an|the)\b/,
  /\bwhat \w+ should (?:a|an|the|our|my|we|i)\b/,
  /\bwhat makes (?:a |an )?(?:good|great|strong)\b/,
  /\bwhat(?:'s| is) (?:it|that|this|(?:the |a |an )?(?:\w+ ){0,2}\w+) for\b\W*$/,
  /\bwhat (?:does|do) (?:a |an |the )?.+ do for\b/,
  /^what (?:is|are) (?!(?:the|my|our|your|this|that|these|those|on|in|at)\b)\w+(?: \w+)? (?:for|in|of) \w+/,
  /^(?:is|are) (?:\S+ ){0,4}too (?:long|short|many|much|big|small)\b/,
  /\bhow (?:many|long|much) .*\btoo (?:many|long|much)\b/,
  /\b(?:which|what) (?:one |\w+ )?(?:works|reads|looks) better\b/,
  /^(?:\w+ ){0,3}ideas (?:for|on)\b/,
  // What happens if: "if I unpublish a page does it disappear from the menu too?", "when I publish a post is it live
  // straight away?". A request is not put as a condition on the editor's own act with a question mark.
  /^(?:if|when) (?:i|we) \w+.*\?\s*$/,
  // de
  /\bwas (?:ist|sind) (?:eigentlich )?(?:ein|eine|einen|der|die|das)\b/,
  /\bwie funktionier/,
  /\bunterschied zwischen\b/,
  /\bwas kannst du\b/,
  /\bwas bedeutet\b/,
  /\bwie lang(?:e)? (?:sollte|soll|darf)\b/,
  /\bwas ist besser\b/,
  /^tipps? (?:fur|zu)\b/,
  /\bwas genau ist\b/,
  /\bwie schreibe ich (?:eine?n? )?(?:gute|bessere|starke)/,
  // fr
  /\bqu['\s]?est[- ]ce qu/,
  /\bquelle est la difference\b/,
  /\bcomment fonctionne/,
  /\bque (?:sais|peux)[- ]tu faire\b/,
  /\bque (?:veut dire|signifie)\b/,
  /\bdifference entre\b/,
  /\ba quoi sert\b/,
  /\bqu'est-ce qui est mieux\b/,
  /\bquelle longueur\b/,
  /^(?:des )?conseils? pour\b/,
  /\blongueur ideale\b/,
  // es
  /\bque es (?:un|una|el|la)\b/,
  /\bcual es la diferencia\b/,
  /\bcomo funciona/,
  /\bque puedes hacer\b/,
  /\bque significa\b/,
  /\bpara que sirve\b/,
  /\bque es mejor\b/,
  /^consejos? para\b/,
  /\bcomo (?:se )?(?:escribe|hace) (?:un|una) (?:buen|buena)\b/,
  /\bcuanto (?:debe|deberia) (?:medir|tener|ser)\b/,
  // pt
  /\bo que e (?:um|uma|o|a)\b/,
  /\bqual (?:e )?a diferenca\b/,
  /\bo que (?:voce )?(?:pode|consegue) fazer\b/,
  /\bo que significa\b/,
  /\bpara que serve\b/,
  /\bo que e melhor\b/,
  /^dicas? (?:para|de)\b/,
  // it
  /\b(?:che )?cos(?: |')?e (?:un|una|il|la|lo)\b/,
  /\bcome funziona/,
  /\b(?:che )?differenza (?:c'e )?tra\b/,
  /\bcosa (?:sai|puoi) fare\b/,
  /\b(?:che )?cosa significa\b/,
  /\ba (?:che )?cosa serve\b/,
  /\bcosa e meglio\b/,
  /^consigli (?:per|su)\b/,
  /\bquanto (?:lung[ao] )?(?:deve|dovrebbe) essere\b/,
  // nl
  /\bwat is (?:een|de|het)\b/,
  /\bhoe werkt\b/,
  /\bverschil tussen\b/,
  /\bwat kun je\b/,
  /\bwat betekent\b/,
  /\bwaarvoor (?:dient|is)\b/,
  /\bwat is beter\b/,
  /^tips voor\b/,
  // pl
  /\bco to jest\b/,
  /\bczym jest\b/,
  /\bjak dziala\b/,
  /\broznica miedzy\b/,
  /\bco (?:znaczy|oznacza)\b/,
  // sv
  /\bvad ar (?:en|ett)\b/,
  /\bhur fungerar\b/,
  /\bskillnaden mellan\b/,
  /\bvad kan du\b/,
  /\bvad betyder\b/,
  /\bvad ar battre\b/,
  /\bar det battre att\b/,
  /^tips (?:for|pa)\b/,
  // ro
  /\bce (?:este|e) (?:un|o)\b/,
  /\bcum functioneaza\b/,
  /\bdiferenta dintre\b/,
  /\bce inseamna\b/,
  // tr
  /\bnedir\b/,
  /\bnasil calisir\b/,
  /\barasindaki fark\b/,
  /\bne demek\b/,
  // ru (\b knows only ASCII letters)
  /(?:^|\s)что такое\s/,
  /(?:^|\s)как работает\s/,
  /(?:^|\s)в чем разница/,
  /(?:^|\s)чем отличается\s/,
  /(?:^|\s)что (?:значит|означает)(?:\s|$)/,
  /(?:^|\s)как (?:ты|вы) (?:ищешь|ищете|находишь|находите|работаешь|работаете|решаешь|решаете)/,
  // ja, zh, ko: no word boundaries
  /とは|って何(?!があ)|違いは|の違い|どうやって動|コツ|どのくらいの長さ|何文字くらい/,
  /什么是|是什么|区别|有什么不同|怎么工作|(?:能|可以|会)(?:帮我)?做什么|多长合适|哪个更好/,
  /무엇인가요|뭐예요|뭐야|차이가|차이점|뭐가 달라|(?:뭘|무엇을|뭐) (?:도와|할 수)|어떻게 (?:쓰나요|써야|작성해야)|팁|어느 쪽이 더|는 게 좋아|는 게 좋을까|적당해|적당할까|적당한가/,
];

/**
 * Whether a message asks what something is, how it works or how two things differ ("What is a CMS
 * section?", "Was ist der Unterschied zwischen einer Seite und einem Beitrag?"): a question to answer, for
 * which no tool should be offered before the model has read it.
 */
export function asksAboutConcepts(message: string): boolean {
  const text = foldAccents(boundText(message).toLowerCase()).replace(/[’`]/g, "'");
  return CONCEPT_QUESTIONS.some((pattern) => pattern.test(text));
}
