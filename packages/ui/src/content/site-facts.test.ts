import { officesOf, type SiteFacts } from './site-facts';

const facts = (offices: unknown): SiteFacts => ({
  companyName: '示例科技',
  phone: '010-00000000',
  emails: { business: 'a@example.com', recruiting: 'b@example.com', media: 'c@example.com' },
  storeUrl: 'https://example.com',
  offices,
});

describe('officesOf', () => {
  it('when the offices are complete, then each keeps its city, name, address and anchor', () => {
    const beijing = { city: '北京', name: '北京总部', address: '海淀区', anchor: 'Beijing' };
    expect(officesOf(facts([beijing]))).toEqual([beijing]);
  });

  it('when an office lacks a city or an address, then it is left out; a missing name is the city', () => {
    const offices = [
      { city: '武汉', address: '东湖高新区' },
      { city: '上海' },
      { address: '无城市' },
      'not an office',
      null,
    ];
    expect(officesOf(facts(offices))).toEqual([
      { city: '武汉', name: '武汉', address: '东湖高新区' },
    ]);
  });

  it('when the site facts have no offices (or none loaded yet), then the list is empty', () => {
    expect(officesOf(facts(undefined))).toEqual([]);
    expect(officesOf(undefined)).toEqual([]);
  });
});
