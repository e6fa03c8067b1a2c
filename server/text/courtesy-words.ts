import { foldAccents } from './fold-accents.ts';

// Greetings, thanks and goodbyes in the editors' languages. Multi-word forms
// ("good morning", "buenos días", "dzień dobry") are listed word by word; CJK forms as the runs the
// tokenizer leaves whole.
const COURTESY_WORDS = new Set(
  [
    ...['hello', 'hi', 'hey', 'hiya', 'good', 'morning', 'afternoon', 'evening', 'thanks', 'thank', 'thx', 'cheers', 'bye', 'goodbye'],
    ...['hola', 'buenas', 'buenos', 'días', 'gracias', 'adiós'],
    ...['hallo', 'moin', 'servus', 'danke', 'dankeschön', 'tschüss'],
    ...['bonjour', 'bonsoir', 'salut', 'coucou', 'merci'],
    ...['olá', 'oi', 'obrigado', 'obrigada', 'valeu', 'tchau'],
    ...['ciao', 'salve', 'buongiorno', 'buonasera', 'grazie'],
    ...['hoi', 'dank', 'bedankt', 'dankjewel', 'goedemorgen', 'doei'],
    ...['cześć', 'dzień', 'dobry', 'dzięki', 'dziękuję'],
    ...['bună', 'mulțumesc', 'mersi'],
    ...['hej', 'tack', 'hejdå'],
    ...['merhaba', 'selam', 'teşekkürler', 'teşekkür', 'sağol'],
    ...['привет', 'здравствуйте', 'спасибо'],
    ...['こんにちは', 'ありがとう', 'ありがとうございます', '你好', '谢谢', '안녕하세요', '안녕', '감사합니다', '고마워'],
  ].map((word) => foldAccents(word)),
);

/** Whether a token of a message greets, thanks or says goodbye: conversation, not a request. */
export function isCourtesyWord(token: string): boolean {
  return COURTESY_WORDS.has(foldAccents(token.toLowerCase()));
}
