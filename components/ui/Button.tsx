import Link from 'next/link';
import styles from './Button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'onDark';

type CommonProps = { variant?: Variant; className?: string; children: React.ReactNode };

type ButtonAsLink = CommonProps & {
  href: string;
  /** Opens in a new tab with `rel="noopener noreferrer"`. */
  external?: boolean;
  download?: boolean;
} & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'children'>;

type ButtonAsButton = CommonProps & { href?: undefined } & Omit<
    React.ButtonHTMLAttributes<HTMLButtonElement>,
    'className' | 'children'
  >;

/** The site's one button style, rendered as a link when given `href`. */
export function Button(props: ButtonAsLink | ButtonAsButton) {
  const { variant = 'primary', className, children } = props;
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ');
  if (props.href !== undefined) {
    const { href, external, download, variant: _v, className: _c, children: _ch, ...rest } = props;
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
  const { variant: _v, className: _c, children: _ch, type = 'button', ...rest } = props;
  return (
    <button type={type} className={classes} {...rest}>
      {children}
    </button>
  );
}
