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
      <input
        id={id}
        type="file"
        accept={RESUME_ACCEPT}
        onChange={(event) => onChange?.(event.target.files?.[0] ?? undefined)}
      />
      <p className={styles.hint}>
        {value
          ? `已选择：${value.name}（${formatFileSize(value.size)}）`
          : '支持 PDF、Word 格式，文件不超过 10 MB'}
      </p>
    </div>
  );
}
