/** Phase timings and the process's resident memory after each (and its peak so far), printed to stderr when BUILD_CONTENT_TIMING=1 (for tuning the build). */
const enabled = process.env.BUILD_CONTENT_TIMING === '1';

export function phaseTimer(label: string): (phase: string) => void {
  if (!enabled) return () => {};
  let last = performance.now();
  return (phase) => {
    const now = performance.now();
    process.stderr.write(
      `${label} ${phase}: ${(now - last).toFixed(1)} ms, rss ${Math.round(process.memoryUsage.rss() / 1048576)} MB (peak ${Math.round(process.resourceUsage().maxRSS / 1024)} MB)\n`,
    );
    last = now;
  };
}
