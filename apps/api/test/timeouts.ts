/**
 * A test's or hook's own time limit, stretched by `TEST_TIME_SCALE` (CI: its lanes share 2 cores, and on
 * a slow machine every lane once ran about five times slower than alone, past limits set for a quiet
 * machine). A test that needs more than the suite's default writes `slack(ms)`, not a bare number.
 */
export function slack(ms: number): number {
  const scale = Number(process.env.TEST_TIME_SCALE);
  return Number.isFinite(scale) && scale > 1 ? Math.round(ms * scale) : ms;
}
