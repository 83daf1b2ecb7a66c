// Turns a JSON-schema failure into one Chinese sentence naming the field (docs/api.md: "'400'
// with a message naming the bad field"). Only the first failure is reported.

/** Request fields and their names on screen. */
export const FIELD_LABELS: Record<string, string> = {
  userName: '用户名',
  email: '邮箱',
  password: '密码',
  phone: '手机号',
  company: '公司名称',
  account: '账号',
  code: '验证码',
  series: '产品系列',
  proId: '产品编号',
  productId: '产品编号',
  serialNumber: '产品序列号',
  contactName: '联系人',
  orderNumber: '订单号',
  remark: '备注',
  name: '姓名',
  message: '留言内容',
  interested: '意向产品',
  jobId: '职位',
  resume: '简历',
  type: '资料类型',
  fileId: '文件编号',
  pdfKey: '文件标识',
  id: '编号',
  status: '状态',
  reason: '原因',
  from: '开始日期',
  to: '结束日期',
  page: '页码',
  pageSize: '每页条数',
  pathName: '页面路径',
  browsePageName: '页面名称',
  browser: '浏览器',
  version: '浏览器版本',
  osName: '操作系统',
  osVersion: '操作系统版本',
};

/** Rules a bare keyword cannot explain (a pattern says nothing on its own). */
const FIELD_HINTS: Record<string, string> = {
  password: '密码需为 8–64 位，且同时包含字母和数字',
  email: '邮箱格式不正确',
  phone: '手机号格式不正确',
  proId: '产品编号应为 32 位十六进制字符',
  productId: '产品编号应为 32 位十六进制字符',
  code: '验证码应为 6 位数字',
  from: '开始日期格式应为 YYYY-MM-DD',
  to: '结束日期格式应为 YYYY-MM-DD',
};

export interface SchemaFailure {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

function fieldOf(failure: SchemaFailure): string | undefined {
  if (failure.keyword === 'required') return String(failure.params.missingProperty ?? '');
  const segments = failure.instancePath.split('/').filter(Boolean);
  return segments[0];
}

export function validationMessage(failure: SchemaFailure | undefined): string {
  if (!failure) return '请求参数有误';
  const field = fieldOf(failure);
  if (!field) return '请求参数有误：请求内容格式不正确';
  const label = FIELD_LABELS[field] ?? field;
  const { keyword, params } = failure;
  let text: string;
  if (keyword === 'required') text = `请填写${label}`;
  else if (FIELD_HINTS[field] && keyword !== 'type') text = FIELD_HINTS[field];
  else if (keyword === 'minLength' && params.limit === 1) text = `请填写${label}`;
  else if (keyword === 'minLength') text = `${label}至少 ${String(params.limit)} 个字符`;
  else if (keyword === 'maxLength') text = `${label}不能超过 ${String(params.limit)} 个字符`;
  else if (keyword === 'enum' || keyword === 'const') text = `${label}的取值无效`;
  else if (keyword === 'minimum' || keyword === 'maximum') text = `${label}超出允许范围`;
  else if (keyword === 'type') text = `${label}的类型不正确`;
  else text = `${label}格式不正确`;
  return `请求参数有误：${text}`;
}
