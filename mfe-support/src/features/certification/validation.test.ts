import { brokenRules } from '@dpu/ui/form';
import {
  CERTIFICATION_RULES,
  type CertificationField,
  type CertificationValues,
} from './validation';

const VALID: CertificationValues = {
  proId: '2385991fd4852682f1815000d1cc99e2',
  serialNumber: 'CF2200E-2025-000123',
  company: '示例科技有限公司',
  contactName: '王工',
  phone: '138 0000 0000',
  orderNumber: '',
  remark: '',
};

/** The messages the form shows for these values, field by field (as on submit). */
async function messages(values: CertificationValues): Promise<Record<string, string[]>> {
  const fields = Object.keys(CERTIFICATION_RULES) as CertificationField[];
  const broken = await Promise.all(
    fields.map(
      async (field) =>
        [field, await brokenRules(CERTIFICATION_RULES[field], values[field])] as const,
    ),
  );
  return Object.fromEntries(broken.filter(([, errors]) => errors.length > 0));
}

describe('certification validation', () => {
  it('when every required field is filled correctly, then there is no error', async () => {
    expect(await messages(VALID)).toEqual({});
  });

  it('when required fields are empty or blank, then each gets a clear Chinese message', async () => {
    expect(
      await messages({
        ...VALID,
        proId: '',
        serialNumber: '  ',
        company: '',
        contactName: '',
        phone: '',
      }),
    ).toEqual({
      proId: ['请选择要认证的产品'],
      serialNumber: ['请填写产品序列号'],
      company: ['请填写公司名称'],
      contactName: ['请填写联系人'],
      phone: ['请填写联系电话'],
    });
  });

  it.each(['12', 'abc', '138-0000-0000x', '+'])(
    'when the phone is %s, then it is rejected',
    async (phone) => {
      expect(await messages({ ...VALID, phone })).toEqual({
        phone: ['联系电话格式不正确，请填写手机号或座机号'],
      });
    },
  );

  it.each(['13800000000', '+86 138 0000 0000', '010-12345678'])(
    'when the phone is %s, then it is accepted',
    async (phone) => {
      expect(await messages({ ...VALID, phone })).toEqual({});
    },
  );

  it('when the serial number holds spaces or symbols, then it is rejected', async () => {
    for (const serialNumber of ['CF 2200', '<script>']) {
      const { serialNumber: errors } = await messages({ ...VALID, serialNumber });
      expect(errors).toEqual(['产品序列号只能包含字母、数字、短横线和下划线']);
    }
  });

  it('when optional fields are too long, then their limits are named', async () => {
    expect(
      await messages({ ...VALID, orderNumber: 'x'.repeat(65), remark: '备'.repeat(501) }),
    ).toEqual({
      orderNumber: ['订单号不能超过 64 个字符'],
      remark: ['备注不能超过 500 个字符'],
    });
    expect(await messages({ ...VALID, remark: '备'.repeat(500) })).toEqual({});
  });
});
