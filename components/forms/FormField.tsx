import styles from './Form.module.css';

type CommonProps = {
  /** The form's `useId()` prefix; the field's id is `${formId}-${name}`. */
  formId: string;
  name: string;
  label: string;
  error?: string | undefined;
  defaultValue?: string | undefined;
  /** Set on the first invalid field of a page rendered from a no-JavaScript post. */
  autoFocus?: boolean;
  required?: boolean;
  /** Hides the label visually; it is still read out. */
  hideLabel?: boolean;
  /** `dark` on the footer's dark band, where the error needs a light colour. */
  tone?: 'light' | 'dark';
};

type InputProps = CommonProps & {
  as?: 'input';
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  placeholder?: string;
};

type TextAreaProps = CommonProps & { as: 'textarea'; rows?: number; autoComplete?: string };

type SelectProps = CommonProps & { as: 'select'; options: readonly string[]; placeholder: string };

/** A labelled control with its error beneath, tied together for assistive technology. */
export function FormField(props: InputProps | TextAreaProps | SelectProps) {
  const { formId, name, label, error, defaultValue, autoFocus, required, hideLabel, tone = 'light' } = props;
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    required,
    autoFocus,
    defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${styles.control} ${error ? styles.invalid : ''}`,
  } as const;
  let control: React.ReactNode;
  if (props.as === 'textarea') {
    control = <textarea {...shared} rows={props.rows ?? 5} autoComplete={props.autoComplete} />;
  } else if (props.as === 'select') {
    control = (
      <select {...shared} defaultValue={defaultValue ?? ''}>
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        {...shared}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
      />
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      {control}
      {error ? (
        <p id={errorId} className={`${styles.error} ${tone === 'dark' ? styles.errorOnDark : ''}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
