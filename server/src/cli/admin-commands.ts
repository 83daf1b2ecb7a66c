import {
  isStaffRole,
  isValidEmail,
  isValidPassword,
  normaliseStaffRoles,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
} from '@dpu/contracts';
import { randomBytes } from 'node:crypto';
import { createUser } from '../accounts/account-service';
import { normaliseEmail } from '../accounts/normalise';
import { grantPurchase, revokeGrant } from '../admin/grant-service';
import { decideCertification, listCertifications } from '../certification/certification-service';
import { AppError } from '../lib/app-error';
import type { UseCaseDeps } from '../use-case-deps';

// The admin CLI (docs/decisions.md: the console's certification and grant tasks, for
// scripts). Pure over its dependencies, so tests run it against a real database.

export const USAGE = `Usage: npm run admin -w server -- <command> [arguments]

Commands:
  create-admin <email> [--name <name>] [--password <password>] [--roles <roles>]
        Create a staff account (userType admin), or promote an existing user.
        Without --password a random one is generated and printed once.
        --roles: comma-separated, among admin (管理员), marketing (市场), hr (人事),
        support (技术支持); default admin. Later accounts are invited in the console.
  grant <email> <proId|productKey>      Grant a product (a purchase).
  revoke <email> <proId|productKey>     Remove a product grant.
  list-pending                          List certification requests waiting for review.
  approve <certificationId>             Approve a request: grants the product, mails the customer.
  reject <certificationId> <reason>     Reject a request and mail the customer the reason.
  help                                  Show this text.

The database is the one the server uses: DATABASE_URL, or the embedded one in DATA_DIR.`;

export class UsageError extends Error {}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new UsageError(`${name} needs a value.`);
  args.splice(index, 2);
  return value;
}

/** --roles admin,marketing (codes or their Chinese labels); admin when absent. */
function rolesOption(value: string | undefined): StaffRole[] {
  if (value === undefined) return ['admin'];
  const byLabel = new Map(STAFF_ROLES.map((role) => [STAFF_ROLE_LABELS[role], role]));
  const roles = value
    .split(/[,，、]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const codes = roles.map((role) => (isStaffRole(role) ? role : byLabel.get(role)));
  if (codes.length === 0 || codes.some((code) => code === undefined)) {
    throw new UsageError(`--roles takes ${STAFF_ROLES.join(', ')} (comma-separated).`);
  }
  return normaliseStaffRoles(codes as StaffRole[]);
}

function need(args: string[], count: number, what: string): void {
  if (args.length < count) throw new UsageError(`Missing ${what}.`);
}

function certificationId(value: string | undefined): number {
  if (!value || !/^\d+$/.test(value)) throw new UsageError('The certification id is a number.');
  return Number(value);
}

/** create-admin <email> [--name] [--password] [--roles]: the first staff account(s). */
async function createAdmin(args: string[], deps: UseCaseDeps): Promise<string[]> {
  const name = option(args, '--name');
  const given = option(args, '--password');
  const roles = rolesOption(option(args, '--roles'));
  need(args, 1, 'the e-mail: create-admin <email>');
  const email = normaliseEmail(args[0]!);
  if (!isValidEmail(email)) throw new UsageError(`'${args[0]}' is not a valid e-mail.`);
  const existing = await deps.repos.users.findByEmail(email);
  const shown = roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ');
  if (existing) {
    await deps.repos.users.setUserType(existing.id, 'admin');
    await deps.repos.staff.upsert({ userId: existing.id, roles });
    return [`${email} is now staff with roles ${shown} (password unchanged).`];
  }
  if (given !== undefined && !isValidPassword(given)) {
    throw new UsageError('The password needs 8–64 characters with letters and digits.');
  }
  const password = given ?? `A${randomBytes(9).toString('base64url')}1`;
  const userId = await createUser(deps, {
    email,
    userName: name ?? '管理员',
    password,
    userType: 'admin',
  });
  await deps.repos.staff.upsert({ userId, roles });
  return given
    ? [`Staff ${email} created with roles ${shown}.`]
    : [`Staff ${email} created with roles ${shown}. Password (shown once): ${password}`];
}

/** Runs one command; returns the lines to print. Throws UsageError or AppError. */
export async function runAdminCommand(argv: string[], deps: UseCaseDeps): Promise<string[]> {
  const [command, ...rest] = argv;
  const args = [...rest];
  switch (command) {
    case 'create-admin':
      return createAdmin(args, deps);
    case 'grant': {
      need(args, 2, 'arguments: grant <email> <proId|productKey>');
      const product = await grantPurchase(deps, args[0]!, args[1]!, null);
      return [`Granted ${product.name} (${product.proId}) to ${normaliseEmail(args[0]!)}.`];
    }
    case 'revoke': {
      need(args, 2, 'arguments: revoke <email> <proId|productKey>');
      const product = await revokeGrant(deps, args[0]!, args[1]!, null);
      return [`Revoked ${product.name} (${product.proId}) from ${normaliseEmail(args[0]!)}.`];
    }
    case 'list-pending': {
      const pending = await listCertifications(deps, 'pending');
      if (pending.length === 0) return ['No pending certification requests.'];
      return pending.map(
        (c) =>
          `#${c.id}  ${c.createdAt.slice(0, 16).replace('T', ' ')}  ${c.productName}  SN ${c.serialNumber}  ${c.company} / ${c.contactName} ${c.phone}  <${c.email}>`,
      );
    }
    case 'approve': {
      const decided = await decideCertification(deps, certificationId(args[0]), 'approved', null);
      return [`Approved #${decided.id}: ${decided.email} now holds ${decided.productName}.`];
    }
    case 'reject': {
      const id = certificationId(args[0]);
      const reason = args.slice(1).join(' ').trim();
      // as in the console and the API: the customer is told why
      if (!reason) throw new UsageError('Missing the reason: reject <certificationId> <reason>');
      const decided = await decideCertification(deps, id, 'rejected', null, reason);
      return [`Rejected #${decided.id} (${decided.email}, ${decided.productName}).`];
    }
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return [USAGE];
    default:
      throw new UsageError(`Unknown command '${command}'.`);
  }
}

/** A message for the terminal: AppErrors carry a Chinese user message; say it plainly. */
export function describeFailure(error: unknown): string {
  if (error instanceof UsageError) return `${error.message}\n\n${USAGE}`;
  if (error instanceof AppError) return `Failed (${error.statusCode}): ${error.userMessage}`;
  return `Failed: ${error instanceof Error ? error.message : String(error)}`;
}
