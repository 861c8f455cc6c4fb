import { Icon } from '@/components/ui/Icon';
import { routes } from '@/lib/routes';
import { MAX_QUERY_LENGTH } from '@/lib/search/query';
import { RouterForm } from './RouterForm';
import styles from './SearchForm.module.css';

type SearchFormProps = {
  /** Makes the field's id unique on a page that shows the form more than once. */
  idPrefix: string;
  /** The words of the search being shown, on the results page. */
  defaultValue?: string;
  variant?: 'header' | 'sidebar' | 'page';
};

/**
 * Site search (docs/search.md): a GET form to the results page, which works without JavaScript.
 * With it, the submission is followed as a link is (`RouterForm`): the router asks for the
 * results alone, not the whole page (the header, menus and footer stay), a third of a page's
 * cost to the server. Rendered on the server, in the header and in the phone menu; only the
 * form element itself is a client component.
 */
export function SearchForm({ idPrefix, defaultValue, variant = 'page' }: SearchFormProps) {
  const id = `${idPrefix}-search`;
  return (
    <RouterForm
      action={routes.search}
      role="search"
      // Landmarks need names of their own: the results page shows the header's form too.
      aria-label={variant === 'page' ? 'Search again' : 'Site search'}
      className={`${styles.form} ${styles[variant]}`}
    >
      <label htmlFor={id} className={variant === 'page' ? styles.label : 'visually-hidden'}>
        Search the site
      </label>
      <span className={styles.field}>
        <input
          id={id}
          className={styles.input}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={variant === 'page' ? undefined : 'Search'}
        />
        <button type="submit" className={styles.button}>
          <Icon name="search" size={20} />
          <span className="visually-hidden">Search</span>
        </button>
      </span>
    </RouterForm>
  );
}
