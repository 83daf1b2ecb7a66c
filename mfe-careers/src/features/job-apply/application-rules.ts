import { FIELD_LIMITS, isValidEmail, isValidPhone } from '@dpu/contracts';
import { checkRule, contractRule, maxLengthRule, requiredRule } from '@dpu/ui/form';
import { resumeProblem } from './resume-file';

// The rules of the application form: the contracts' rules (the server's) with this form's messages.

export const APPLICATION_RULES = {
  name: [
    requiredRule('请输入您的姓名'),
    maxLengthRule(FIELD_LIMITS.personName, `姓名不能超过 ${FIELD_LIMITS.personName} 个字`),
  ],
  phone: [
    requiredRule('请输入手机号码'),
    contractRule(isValidPhone, '请输入正确的手机号或固定电话'),
  ],
  email: [requiredRule('请输入电子邮箱'), contractRule(isValidEmail, '请输入正确的电子邮箱地址')],
  resume: [checkRule((file) => resumeProblem(file instanceof File ? file : undefined))],
};
