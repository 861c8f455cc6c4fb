import Link from 'next/link';
import styles from './Button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'onDark';

type CommonProps = { variant?: Variant; className?: string; children: React.ReactNode };

type ButtonAsLink = CommonProps & {
  href: string;
  /** Opens in a new tab with `rel="noopener noreferrer"`. */
  external?: boolean;
  download?: boolean;
} & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'children' | 'download'>;

type ButtonAsButton = CommonProps & { href?: undefined } & Omit<
    React.ButtonHTMLAttributes<HTMLButtonElement>,
    'className' | 'children'
  >;

function classNames(variant: Variant = 'primary', className?: string) {
  return [styles.button, styles[variant], className].filter(Boolean).join(' ');
}

/** The classes of a button of `variant`, for markup React does not render (components/registrations/SeatsOffer.tsx). */
export const buttonClassName = (variant: Variant = 'primary') => classNames(variant);

/** The site's one button style, rendered as a link when given `href`. */
export function Button(props: ButtonAsLink | ButtonAsButton) {
  if (props.href !== undefined) {
    const { href, external, download, variant, className, children, ...rest } = props;
    const classes = classNames(variant, className);
    // Files, other sites and new tabs are plain anchors; pages of this site use client navigation.
    if (external || download || href.startsWith('/docs/') || /^https?:/.test(href)) {
      return (
        <a
          href={href}
          className={classes}
          download={download ? '' : undefined}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          {...rest}
        >
          {children}
        </a>
      );
    }
    return (
      <Link href={href} className={classes} {...rest}>
        {children}
      </Link>
    );
  }
  const { variant, className, children, type = 'button', ...rest } = props;
  return (
    <button type={type} className={classNames(variant, className)} {...rest}>
      {children}
    </button>
  );
}
