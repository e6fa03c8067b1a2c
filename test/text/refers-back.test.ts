import { describe, expect, it } from 'vitest';
import { refersBack } from '../../server/text/refers-back.ts';

describe('refersBack', () => {
  it.each([
    'update it',
    'make it bigger',
    'and the campfire one?',
    'do the same for the About page',
    'Mach das größer',
    'und noch einmal',
    'publie-le',
    'Fais-en un brouillon',
    'Cámbialo a borrador',
    'hazlo otra vez',
    'muda isso',
    'fallo anche per questa pagina',
    'maak het groter',
    'Mach es größer',
    "that's the wrong photo, use the other one",
    'Busca lo que falta en esa página',
  ])('finds a reference back in %j', (message) => {
    expect(refersBack(message)).toBe(true);
  });

  it.each([
    'thanks!',
    'Thank you so much',
    'Danke!',
    'Merci beaucoup',
    '¡Gracias!',
    'hola',
    'Obrigado',
    'Grazie mille',
    'Bedankt',
    'Hello there',
    '¿Qué es una sección?',
    "thanks, that's all for today",
    "Danke, das war's.",
    'Das ist super',
    'Gracias, eso es todo',
    "Merci, c'est tout",
    'Busca todo lo que tengamos sobre primeros auxilios',
    'Mostrami tutto quello che abbiamo sul kayak',
  ])('finds none in %j', (message) => {
    expect(refersBack(message)).toBe(false);
  });
});
