import { isValidPhone } from '@dpu/contracts';
import { brokenRules, checkRule, contractRule, maxLengthRule, requiredRule } from './form-rules';

/** What a form does with a rule: nothing when the value passes, else the message. */
async function check(rule: ReturnType<typeof contractRule>, value: unknown) {
  return (await brokenRules([rule], value))[0] ?? null;
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

  it('when a value breaks several rules, then each message shows, in the rules order', async () => {
    const rules = [
      requiredRule('请填写序列号'),
      contractRule((value) => /^\w+$/.test(value), '只能包含字母和数字'),
      maxLengthRule(4, '不能超过 4 个字符'),
    ];
    expect(await brokenRules(rules, '   ')).toEqual(['请填写序列号']);
    expect(await brokenRules(rules, 'ab-cdef')).toEqual([
      '只能包含字母和数字',
      '不能超过 4 个字符',
    ]);
    expect(await brokenRules(rules, 'ab')).toEqual([]);
  });

  it('when a check rule finds a problem, then its message is the one shown', async () => {
    const ticked = checkRule((value) => (value === true ? null : '请勾选'));
    expect(await check(ticked, false)).toBe('请勾选');
    expect(await check(ticked, true)).toBeNull();
  });
});
