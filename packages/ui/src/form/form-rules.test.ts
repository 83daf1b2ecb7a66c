import type { RuleObject } from 'antd/es/form';
import { isValidPhone } from '@dpu/contracts';
import { contractRule, maxLengthRule, requiredRule } from './form-rules';

/** What antd does with a validator rule: resolves when the value passes, else the message. */
async function check(
  rule: ReturnType<typeof contractRule>,
  value: unknown,
): Promise<string | null> {
  const { validator } = rule as RuleObject;
  try {
    await validator!(rule as RuleObject, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('form rules from the contracts', () => {
  const phone = contractRule(isValidPhone, '请输入正确的手机号或固定电话');

  it('when the value passes the contracts rule once trimmed (as it is sent), then it is accepted', async () => {
    expect(await check(phone, ' 13800138000 ')).toBeNull();
    expect(await check(phone, '12345')).toBe('请输入正确的手机号或固定电话');
  });

  it('when the field is empty or blank, then the rule leaves it to requiredRule', async () => {
    expect(await check(phone, '')).toBeNull();
    expect(await check(phone, '   ')).toBeNull();
    expect(await check(phone, undefined)).toBeNull();
    expect(requiredRule('请输入联系电话')).toEqual({
      required: true,
      whitespace: true,
      message: '请输入联系电话',
    });
  });

  it('when trim is off, then the value is tested as typed', async () => {
    const noSpaces = contractRule((value) => !value.includes(' '), '不能有空格', { trim: false });
    expect(await check(noSpaces, ' abc')).toBe('不能有空格');
  });

  it('when the text is longer than the limit, counted as the server counts, then it is refused', async () => {
    const name = maxLengthRule(3, '姓名不能超过 3 个字');
    expect(await check(name, '😀😀😀')).toBeNull();
    expect(await check(name, '  张三丰  ')).toBeNull();
    expect(await check(name, '张三丰丰')).toBe('姓名不能超过 3 个字');
  });
});
