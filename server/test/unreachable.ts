// A test of a service that does not answer (PostgreSQL, Redis) skips with a message on a
// developer's machine. Under CI=true it fails instead: a CI run that quietly skipped half the
// storage tests would pass without ever testing PostgreSQL.

/** The reason to skip; throws under CI=true (the test file fails). */
export function unreachable(service: string, url: string): string {
  const reason = `${service} not reachable at ${url}`;
  if (process.env.CI && process.env.CI !== 'false') {
    throw new Error(
      `${reason}: CI=true runs every test, so it must answer (start it, or set its URL)`,
    );
  }
  return reason;
}
