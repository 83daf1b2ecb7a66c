// One spelling per login name: e-mails lower-cased, phones as digits (with a leading +).

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function normalisePhone(phone: string): string {
  const trimmed = phone.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

/** docs/api.md POST /user/login: the account is the e-mail, or the phone. */
export function accountKind(account: string): 'email' | 'phone' {
  return account.includes('@') ? 'email' : 'phone';
}
