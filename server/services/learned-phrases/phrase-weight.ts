const DAY_MS = 24 * 60 * 60 * 1000;

/** `weight` as it was at `since`, decayed until `now`: halved every `halfLifeDays`. */
export function decayedWeight({ weight, since, now, halfLifeDays }: { weight: number; since: string; now: Date; halfLifeDays: number }): number {
  const days = Math.max(0, now.getTime() - Date.parse(since)) / DAY_MS;
  return weight * 0.5 ** (days / halfLifeDays);
}
