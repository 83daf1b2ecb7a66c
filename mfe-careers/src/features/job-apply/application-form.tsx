import { Link } from '@dpu/router';
import { useSubmission } from '@dpu/ui';
import { EmailField, FileField, NameField, PhoneField, VisitorForm } from '@dpu/ui/form';
import { APPLICATION_RULES } from './application-rules';
import { formatFileSize, RESUME_ACCEPT, RESUME_MESSAGES } from './resume-file';
import { submitApplication } from './api/post-application';
import styles from './job-apply.module.css';

interface ApplicationValues {
  name: string;
  phone: string;
  email: string;
  resume?: File;
}

export interface ApplicationFormProps {
  jobId: string;
  successText: string;
  privacyText?: string;
  /** Where to go after a successful application. */
  backTo: string;
}

/** The application form (loaded lazily with this feature only). */
export function ApplicationForm({ jobId, successText, privacyText, backTo }: ApplicationFormProps) {
  const submission = useSubmission(({ resume, ...values }: ApplicationValues) =>
    // the resume rule already keeps a form without a file from being sent
    resume
      ? submitApplication({ jobId, ...values, resume })
      : Promise.resolve({ ok: false as const, code: '400', message: RESUME_MESSAGES.missing }),
  );

  return (
    <VisitorForm<ApplicationValues>
      submission={submission}
      thanks={{
        title: '申请已提交',
        text: successText,
        next: (
          <Link className={styles.back} to={backTo}>
            查看更多职位
          </Link>
        ),
      }}
      privacyText={privacyText}
      submitLabel="提交申请"
      aria-label="职位申请表单"
      className={styles.form}
    >
      <NameField label="姓名" name="name" rules={APPLICATION_RULES.name} />
      <PhoneField label="手机号码" name="phone" rules={APPLICATION_RULES.phone} />
      <EmailField label="电子邮箱" name="email" rules={APPLICATION_RULES.email} />
      <FileField
        label="简历"
        name="resume"
        required
        rules={APPLICATION_RULES.resume}
        accept={RESUME_ACCEPT}
        hint="支持 PDF、Word 格式，文件不超过 10 MB"
        describe={(file) => `已选择：${file.name}（${formatFileSize(file.size)}）`}
      />
    </VisitorForm>
  );
}
