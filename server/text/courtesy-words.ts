import { foldAccents } from './fold-accents.ts';

// Arabic short vowels, tanween, shadda and sukun: marks on a script that folding leaves as they are.
const ARABIC_VOWEL_MARKS = /[\u064B-\u0652\u0670]/g;

// Greetings, thanks and goodbyes in the editors' languages. Multi-word forms
// ("good morning", "buenos días", "dzień dobry") are listed word by word; CJK forms as the runs the
// tokenizer leaves whole.
// A word of such a form that alone is an ordinary word or says yes is left out: Danish "tak" is Polish "yes",
// Hungarian "jó", Croatian "dobro" and Hebrew "טוב" say "fine", German "morgen" is "tomorrow", Swedish "bok" is
// "book". The other halves of "bon dia", "dobro jutro", "בוקר טוב" are closing words (small-talk.ts), counted only
// beside a greeting; "den" and "dan" of "dobrý den", "dobar dan" are stop words already.
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
    // The languages added since (decision 093)
    ...['ahoj', 'čau', 'zdravím', 'ráno', 'večer', 'děkuji', 'děkuju', 'díky', 'dík', 'nashledanou', 'sbohem'],
    ...['ďakujem', 'ďakujeme', 'vďaka', 'dovidenia'],
    ...['zdravo', 'pozdrav', 'hvala', 'doviđenja', 'ćao', 'dobar', 'jutro'],
    ...['hejsa', 'goddag', 'godmorgen', 'godaften', 'farvel'],
    ...['hei', 'heisann', 'takk', 'takker', 'morn', 'hadet', 'adjø'],
    ...['moikka', 'terve', 'heippa', 'huomenta', 'hyvää', 'päivää', 'iltaa', 'kiitos', 'kiitti', 'kiitoksia', 'näkemiin'],
    ...['szia', 'sziasztok', 'szervusz', 'helló', 'üdv', 'üdvözlöm', 'köszönöm', 'köszönjük', 'köszi', 'kösz', 'viszlát', 'viszontlátásra'],
    ...['reggelt', 'napot', 'estét'],
    ...['bones', 'gràcies', 'adéu'],
    ...['γεια', 'χαίρετε', 'καλημέρα', 'καλησπέρα', 'ευχαριστώ', 'ευχαριστούμε', 'αντίο'],
    ...['привіт', 'вітаю', 'добрий', 'доброго', 'ранку', 'ранок', 'вечора', 'дякую', 'дякуємо', 'спасибі', 'бувай', 'побачення'],
    ...['здравей', 'здравейте', 'здрасти', 'добър', 'ден', 'утро', 'вечер', 'благодаря', 'мерси', 'довиждане', 'чао'],
    ...['שלום', 'היי', 'תודה', 'ביי', 'להתראות', 'בוקר', 'ערב'],
    ...['مرحبا', 'أهلا', 'اهلا', 'السلام', 'عليكم', 'شكرا', 'جزيلا', 'صباح', 'مساء', 'الخير', 'وداعا'],
    ...['नमस्ते', 'नमस्कार', 'धन्यवाद', 'शुक्रिया', 'अलविदा', 'हेलो', 'हैलो', 'हाय', 'सुप्रभात'],
    ...['halo', 'helo', 'hai', 'kasih', 'makasih', 'trims', 'selamat', 'jumpa', 'assalamualaikum'],
    ...['chào', 'cảm', 'cám'],
    // Thai: the runs the tokenizer leaves whole, with "very" and the polite particles ("ขอบคุณมากครับ"), and the words
    // the segmenter cuts them into. A particle alone ("ครับ") says yes.
    ...['สวัสดี', 'ขอบคุณ', 'ขอบใจ', 'ลาก่อน'].flatMap((word) =>
      ['', 'มาก', 'มากๆ'].flatMap((very) => ['', 'ครับ', 'ค่ะ', 'คะ', 'นะ', 'นะครับ', 'นะคะ', 'จ้ะ', 'จ้า'].map((particle) => word + very + particle)),
    ),
  ].map((word) => courtesyForm(word)),
);

/** Whether a token of a message greets, thanks or says goodbye: conversation, not a request. */
export function isCourtesyWord(token: string): boolean {
  return COURTESY_WORDS.has(courtesyForm(token.toLowerCase()));
}

/** `word` folded, without the Arabic short vowels and tanween some write and most leave out: "شكراً" -> "شكرا". */
function courtesyForm(word: string): string {
  return foldAccents(word).replace(ARABIC_VOWEL_MARKS, '');
}
