/**
 * Whether the editor's main pointer is a finger (a phone or tablet), not a mouse: its on-screen keyboard has
 * no Shift+Enter, so Enter must start a new line there. A narrow desktop window still has a mouse and a keyboard.
 */
export const typesOnTouchScreen = (): boolean => window.matchMedia('(pointer: coarse)').matches;
