import { formatFileSize, RESUME_ACCEPT } from './resume-file';
import styles from './job-apply.module.css';

interface ResumeInputProps {
  id?: string;
  value?: File;
  onChange?: (file: File | undefined) => void;
}

/**
 * The file field as an antd form control: the form keeps the File (a file input's own value
 * cannot be set), and the chosen name stays visible while other fields are corrected.
 */
export function ResumeInput({ id, value, onChange }: ResumeInputProps) {
  return (
    <div className={styles.resume}>
      {/* the browser's own file button speaks the browser's language: ours is Chinese */}
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept={RESUME_ACCEPT}
        onChange={(event) => onChange?.(event.target.files?.[0] ?? undefined)}
      />
      <label htmlFor={id} className={styles.pick}>
        {value ? '重新选择' : '选择文件'}
      </label>
      <p className={styles.hint}>
        {value
          ? `已选择：${value.name}（${formatFileSize(value.size)}）`
          : '支持 PDF、Word 格式，文件不超过 10 MB'}
      </p>
    </div>
  );
}
