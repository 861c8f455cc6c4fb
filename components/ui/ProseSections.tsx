import type { ProseSection } from '@/content/schema';

/** Headed blocks of prose: the legal pages and the CSR page. */
export function ProseSections({ sections }: { sections: ProseSection[] }) {
  return sections.map((section) => (
    <section key={section.heading} aria-label={section.heading}>
      <h2>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 32)}>{paragraph}</p>
      ))}
      {section.list ? (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  ));
}
