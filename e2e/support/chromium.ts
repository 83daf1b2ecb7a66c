import { existsSync } from 'node:fs';

// Test tools cannot download their own browser here: use the system Chromium.
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist.`);
    return configured;
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's package (sudo apt-get install -y chromium) " +
        'or set CHROMIUM_PATH to a Chromium/Chrome binary.',
    );
  }
  return found;
}

// Without the background-networking flags Chromium floods a closed network with
// refused connections (docs/toolchain.md).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
