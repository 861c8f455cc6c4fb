import Link from 'next/link';
import { type ArticleFilter, type FilterOption, filterHref } from '@/lib/articles/filters';
import { Icon } from '@/components/ui/Icon';
import { FilterPending } from './FilterPending';
import styles from './ArticleFilters.module.css';

type ArticleFiltersProps = {
  basePath: string;
  active: ArticleFilter;
  years: FilterOption[];
  services: FilterOption[];
};

/**
 * The Filter toggle and its Year and Service dropdowns. Each option is a link that sets one
 * filter and drops the other, so choosing one resets the other's label; native disclosure
 * widgets make it all work without JavaScript.
 */
export function ArticleFilters({ basePath, active, years, services }: ArticleFiltersProps) {
  const yearLabel = active.kind === 'year' ? active.year : 'Year';
  const serviceLabel =
    active.kind === 'service' ? (services.find((option) => option.value === active.category)?.label ?? 'Service') : 'Service';
  // Keys change with the filter so each dropdown closes after a choice.
  const key = filterHref(basePath, active);
  return (
    <details className={styles.toggle} open={active.kind !== 'all'}>
      <summary className={styles.toggleButton}>
        <Icon name="filter" size={18} /> Filter
      </summary>
      <div className={styles.panel}>
        <Dropdown
          key={`year-${key}`}
          label={yearLabel}
          name="Year"
          allHref={basePath}
          options={years.map((option) => ({
            ...option,
            href: filterHref(basePath, { kind: 'year', year: option.value }),
            current: active.kind === 'year' && active.year === option.value,
          }))}
        />
        <Dropdown
          key={`service-${key}`}
          label={serviceLabel}
          name="Service"
          allHref={basePath}
          options={services.map((option) => ({
            ...option,
            href: filterHref(basePath, { kind: 'service', category: option.value }),
            current: active.kind === 'service' && active.category === option.value,
          }))}
        />
      </div>
    </details>
  );
}

type DropdownProps = {
  label: string;
  name: string;
  allHref: string;
  options: (FilterOption & { href: string; current: boolean })[];
};

function Dropdown({ label, name, allHref, options }: DropdownProps) {
  return (
    <details className={styles.dropdown}>
      <summary className={styles.dropdownButton}>
        <span className="visually-hidden">{name}: </span>
        {label}
        <Icon name="chevron-down" size={16} />
      </summary>
      <ul className={styles.options}>
        <li>
          <Link href={allHref} className={styles.option} scroll={false}>
            All
            <FilterPending />
          </Link>
        </li>
        {options.map((option) => (
          <li key={option.value}>
            <Link
              href={option.href}
              className={styles.option}
              aria-current={option.current ? 'true' : undefined}
              scroll={false}
            >
              {option.label}
              <FilterPending />
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
