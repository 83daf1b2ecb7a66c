import { validateCertification, validateField, type CertificationValues } from './validation';

const VALID: CertificationValues = {
  proId: '2385991fd4852682f1815000d1cc99e2',
  serialNumber: 'CF2200E-2025-000123',
  company: '示例科技有限公司',
  contactName: '王工',
  phone: '138 0000 0000',
  orderNumber: '',
  remark: '',
};

describe('certification validation', () => {
  it('when every required field is filled correctly, then there is no error', () => {
    expect(validateCertification(VALID)).toEqual({});
  });

  it('when required fields are empty or blank, then each gets a clear Chinese message', () => {
    expect(
      validateCertification({
        ...VALID,
        proId: '',
        serialNumber: '  ',
        company: '',
        contactName: '',
        phone: '',
      }),
    ).toEqual({
      proId: '请选择要认证的产品',
      serialNumber: '请填写产品序列号',
      company: '请填写公司名称',
      contactName: '请填写联系人',
      phone: '请填写联系电话',
    });
  });

  it.each(['12', 'abc', '138-0000-0000x', '+'])(
    'when the phone is %s, then it is rejected',
    (phone) => {
      expect(validateField('phone', phone)).toBe('联系电话格式不正确，请填写手机号或座机号');
    },
  );

  it.each(['13800000000', '+86 138 0000 0000', '010-12345678'])(
    'when the phone is %s, then it is accepted',
    (phone) => {
      expect(validateField('phone', phone)).toBeUndefined();
    },
  );

  it('when the serial number holds spaces or symbols, then it is rejected', () => {
    expect(validateField('serialNumber', 'CF 2200')).toMatch(/只能包含字母、数字/);
    expect(validateField('serialNumber', '<script>')).toMatch(/只能包含字母、数字/);
  });

  it('when optional fields are too long, then their limits are named', () => {
    expect(validateField('orderNumber', 'x'.repeat(65))).toBe('订单号不能超过 64 个字符');
    expect(validateField('remark', '备'.repeat(501))).toBe('备注不能超过 500 个字符');
    expect(validateField('remark', '备'.repeat(500))).toBeUndefined();
  });
});
