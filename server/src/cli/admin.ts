import { loadConfig } from '../config';
import { describeFailure, runAdminCommand, USAGE } from './admin-commands';
import { openDeps } from './open-deps';
import { complain, say } from '../lib/terminal';

// npm run admin -w server -- <command>; see admin-commands.ts for the commands.
async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || ['help', '--help', '-h'].includes(argv[0]!)) {
    say(USAGE);
    return argv.length === 0 ? 1 : 0;
  }
  const { deps, close } = await openDeps(loadConfig());
  try {
    for (const line of await runAdminCommand(argv, deps)) say(line);
    return 0;
  } catch (error) {
    complain(describeFailure(error));
    return 1;
  } finally {
    await close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    complain(describeFailure(error));
    process.exit(1);
  },
);
