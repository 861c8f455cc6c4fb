'use client';

import { useId, useRef, useState } from 'react';
import type { Service } from '@/content/schema';
import { NumberedList } from './NumberedList';
import styles from './ItAdvisoryTabs.module.css';

type Subcategory = NonNullable<Service['subcategories']>[number];

/** Spec §9: choosing a tab brings the page to this scroll position. */
export const TAB_SCROLL_TOP = 600;

/** IT Advisory's sub-categories as a sticky tab list; the first is active on load. */
export function ItAdvisoryTabs({ subcategories }: { subcategories: Subcategory[] }) {
  const [activeIndex, setActiveIndex] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const active = subcategories[activeIndex] ?? subcategories[0];
  if (!active) return null;

  const select = (index: number, focus: boolean) => {
    setActiveIndex(index);
    if (focus) tabRefs.current[index]?.focus();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: TAB_SCROLL_TOP, behavior: reduceMotion ? 'instant' : 'smooth' });
  };

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = subcategories.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  return (
    <div className={styles.layout}>
      <div className={styles.tabs} role="tablist" aria-label="IT Advisory services">
        {subcategories.map((subcategory, index) => (
          <button
            key={subcategory.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${subcategory.id}`}
            aria-selected={index === activeIndex}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === activeIndex ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index, false)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {subcategory.title}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${active.id}`}
        className={styles.panel}
        tabIndex={0}
      >
        <h2>{active.body_title}</h2>
        <p>{active.body_intro}</p>
        <h3>{active.body_focus}</h3>
        <p>{active.focus_description}</p>
        {active.headings.map((heading) => (
          <div key={heading.id}>
            <h3>{heading.title}</h3>
            <p>{heading.text}</p>
          </div>
        ))}
        <h3>What we deliver</h3>
        <p>{active.services.intro}</p>
        <NumberedList items={active.services.list} />
      </div>
    </div>
  );
}
