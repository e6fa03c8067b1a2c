import { describe, expect, it } from 'vitest';
import { isSmallTalk } from '../../server/text/small-talk.ts';

describe('isSmallTalk', () => {
  it.each([
    'thanks!',
    "thanks, that's all for today",
    'thank you so much',
    'thanks for the help',
    "Danke, das war's.",
    'Vielen Dank!',
    "Merci, c'est tout pour aujourd'hui",
    'Gracias, eso es todo',
    'Obrigado, é tudo por hoje',
    'Grazie mille',
    'Bedankt!',
    'hello',
    'good morning!',
  ])('%j is small talk', (message) => {
    expect(isSmallTalk(message)).toBe(true);
  });

  it.each([
    'thanks, publish it',
    'ok',
    '👍',
    '?',
    'perfect, go ahead',
    'Super, danke!',
    'thanks! now update the hero heading',
    'ok, and the campfire one?',
    'perfect, do the same for the About page',
    'Danke, mach das größer',
    'Gracias, ¿qué es un slug?',
    'What is a section?',
    'Hallo! Zeig mir alle Seiten',
  ])('%j asks for or agrees to something', (message) => {
    expect(isSmallTalk(message)).toBe(false);
  });
});
