import { FormField, nativeProps, type FieldProps } from './form-field';
import styles from './fields.module.css';

export interface FileFieldProps extends FieldProps {
  /** The input's accept list (extensions and types). */
  accept: string;
  /** Under the button while nothing is chosen: what may be chosen. */
  hint: string;
  /** Under the button once a file is chosen: which one. */
  describe: (file: File) => string;
}

/**
 * One file to send with the form. The form keeps the File (a file input's own value cannot be
 * set back), and the chosen name stays visible while other fields are corrected. The browser's
 * own file button speaks the browser's language: ours is a label in Chinese.
 */
export function FileField({ accept, hint, describe, ...field }: FileFieldProps) {
  return (
    <FormField {...field}>
      {(control) => {
        const file = control.value instanceof File ? control.value : undefined;
        return (
          <div className={styles.file}>
            <input
              {...nativeProps(control)}
              className={styles.fileInput}
              type="file"
              accept={accept}
              onChange={(event) => control.onChange(event.target.files?.[0] ?? undefined)}
            />
            <label htmlFor={control.id} className={styles.pick}>
              {file ? '重新选择' : '选择文件'}
            </label>
            <p className={styles.fileHint}>{file ? describe(file) : hint}</p>
          </div>
        );
      }}
    </FormField>
  );
}
