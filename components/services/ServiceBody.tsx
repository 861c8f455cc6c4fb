import { Picture } from '@/components/ui/Picture';
import type { Service } from '@/content/schema';
import { Icon } from '@/components/ui/Icon';
import { ItAdvisoryTabs } from './ItAdvisoryTabs';
import { NumberedList } from './NumberedList';
import styles from './ServiceBody.module.css';

/** A service page's body: image, introduction, benefits, numbered services and closing words. */
export function ServiceBody({ service }: { service: Service }) {
  if (service.subcategories) {
    // IT Advisory: its sub-categories, as tabs, take the place of the standard body.
    return (
      <div className={styles.body}>
        <div className={styles.block}>
          <h2>{service.intro}</h2>
          <p>{service.intro_description}</p>
        </div>
        <ItAdvisoryTabs subcategories={service.subcategories} />
      </div>
    );
  }
  return (
    <div className={styles.body}>
      <div className={styles.introGrid}>
        <Picture
          src={service.image.src}
          width={service.image.width}
          height={service.image.height}
          alt={service.image.alt}
          sizes="(min-width: 64rem) 34rem, 92vw"
          className={styles.image}
          priority
        />
        <div>
          <h2>{service.intro}</h2>
          <p>{service.intro_description}</p>
          <p>{service.intro_extra}</p>
        </div>
      </div>

      <section className={styles.block} aria-labelledby="benefits-title">
        <h2 id="benefits-title">{service.intro_benefits.title}</h2>
        <p>{service.intro_choose}</p>
        <ul className={styles.benefits}>
          {service.intro_benefits.list.map((benefit) => (
            <li key={benefit.id}>
              <Icon name="check" className={styles.check} />
              <div>
                <h3 className={styles.benefitName}>{benefit.name}</h3>
                <p>{benefit.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.block} aria-labelledby="approach-title">
        <h2 id="approach-title">{service.intro_text_title}</h2>
        <p>{service.intro_text_description}</p>
        <h2>{service.intro_text_title2}</h2>
        <p>{service.intro_text_description2}</p>
        {service.headings.map((heading) => (
          <div key={heading.id}>
            <h3>{heading.title}</h3>
            <p>{heading.text}</p>
          </div>
        ))}
      </section>

      <section className={styles.block} aria-labelledby="services-list-title">
        <h2 id="services-list-title">What we do</h2>
        <p>{service.service_list.intro}</p>
        <NumberedList items={service.service_list.list.map(({ id, title, description }) => ({ id, name: title, description }))} />
        <p>{service.service_list.service_extra}</p>
      </section>

      <section className={styles.closing} aria-label="In closing">
        <p>{service.final}</p>
        <p>{service.extra_final}</p>
      </section>
    </div>
  );
}
