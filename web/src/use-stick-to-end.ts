import { useCallback, useEffect, useRef } from 'react';

/** How close to the end (px) still counts as reading the latest message. */
const NEAR_END = 48;

/**
 * Keeps a scrolling list at its end while the editor reads the latest message: on opening, and whenever
 * content arrives or grows after that (a streamed answer, What changed loading after the messages, an
 * approval card, a narrower screen). Scrolling up to read earlier messages lets go; `stick()` (on sending)
 * takes hold again.
 */
export function useStickToEnd<Element extends HTMLElement>() {
  const list = useRef<Element>(null);
  const stuck = useRef(true);
  const scrollToEnd = useCallback(() => {
    const element = list.current;
    if (element && stuck.current) element.scrollTop = element.scrollHeight;
  }, []);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const onScroll = () => {
      stuck.current = element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_END;
    };
    const changes = new MutationObserver(scrollToEnd);
    changes.observe(element, { childList: true, subtree: true, characterData: true });
    const resizes = new ResizeObserver(scrollToEnd);
    resizes.observe(element);
    element.addEventListener('scroll', onScroll, { passive: true });
    scrollToEnd();
    return () => {
      changes.disconnect();
      resizes.disconnect();
      element.removeEventListener('scroll', onScroll);
    };
  }, [scrollToEnd]);

  const stick = useCallback(() => {
    stuck.current = true;
    scrollToEnd();
  }, [scrollToEnd]);
  return { list, stick };
}
