/**
 * How many journey files run at once, each worker against a server of its own (E2E_SERVERS).
 * A journey waits on a browser and a server most of its time: two at once keep a 2-core machine
 * busy where one left it half idle.
 */
export function e2eServerCount(): number {
  const value = Number(process.env.E2E_SERVERS ?? 2);
  return Number.isInteger(value) && value >= 1 ? value : 2;
}
