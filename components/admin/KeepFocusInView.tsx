'use client';
/**
 * Keeps the keyboard's focus in the window while the admin's page grows around it (issue 33,
 * WCAG 2.4.11 "Focus not obscured"; docs/admin.md, "Accessibility"). A provider of the admin
 * (`admin.components.providers`), around every admin page; it renders nothing of its own.
 *
 * Payload renders the fields of a group, an array row or a collapsible only once they come within
 * 1000 px of the window (its `RenderIfInViewport`). When Tab or Shift+Tab jumps far along a long
 * form (from the top of a document's page to its last field, as Shift+Tab does once a new
 * document's page opens with the focus on the page itself), the browser scrolls to the field, the
 * groups now near the window render, and the page grows above it: at phone width the focused field
 * ended 137 px below the window. So the element the keyboard focused is watched until the focus
 * moves or the person does anything else (a key, a click, a touch, the wheel): if it was in view
 * and the page moves it out (below the window, or up under the sticky Save bar, the band
 * `scroll-padding-top` keeps clear in app/(payload)/admin.css), it is scrolled back into view.
 * Only a move out of view counts: an element that never was in that band (the sticky bar's own
 * buttons) is left where it is.
 */
import { useEffect, type ReactNode } from 'react';

const RELEASED_BY = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

export function KeepFocusInView({ children }: { children: ReactNode }) {
  useEffect(() => {
    let observer: IntersectionObserver | undefined;
    const release = () => {
      observer?.disconnect();
      observer = undefined;
    };
    const onFocusIn = ({ target }: FocusEvent) => {
      release();
      if (!(target instanceof Element) || !target.matches(':focus-visible')) return;
      const underStickyBar = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      let inView = false;
      observer = new IntersectionObserver(
        ([entry]) => {
          if (target !== document.activeElement) return release();
          const nowInView = (entry?.intersectionRatio ?? 0) >= 0.99;
          if (inView && !nowInView) target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
          inView = nowInView;
        },
        { rootMargin: `-${underStickyBar}px 0px 0px 0px`, threshold: 1 },
      );
      observer.observe(target);
    };
    const options = { capture: true, passive: true } as const;
    document.addEventListener('focusin', onFocusIn, true);
    for (const type of RELEASED_BY) document.addEventListener(type, release, options);
    return () => {
      release();
      document.removeEventListener('focusin', onFocusIn, true);
      for (const type of RELEASED_BY) document.removeEventListener(type, release, options);
    };
  }, []);
  return children;
}
