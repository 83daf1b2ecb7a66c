import webpack from 'webpack';

/** Prints a line per 10% of build progress, prefixed with the app name (CI-friendly). */
export function progressPlugin(appName: string): webpack.ProgressPlugin {
  let lastStep = -1;
  return new webpack.ProgressPlugin((fraction, message) => {
    const step = Math.floor(fraction * 10);
    if (step <= lastStep) return;
    lastStep = step;
    process.stdout.write(`[${appName}] ${String(step * 10).padStart(3)}% ${message}\n`);
  });
}
