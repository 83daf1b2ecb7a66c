// fast-check run counts: FC_NUM_RUNS wins; CI runs at least 1,000 cases per property.
export function numRuns(local = 200): number {
  const fromEnv = Number(process.env.FC_NUM_RUNS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return process.env.CI ? Math.max(1000, local) : local;
}
