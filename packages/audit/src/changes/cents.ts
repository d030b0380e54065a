/** Whole cents that add up exactly: amounts in dollars, rounded so their sum is a given total. */

export const toCents = (amount: number): number => Math.round(amount * 100);

/**
 * Cents for each amount, summing exactly to `totalCents` (largest remainder): each amount is
 * floored, and the cents left over go to the largest fractional parts (taken back from the
 * smallest when the floors overshoot).
 */
export function allocateCents(amounts: readonly number[], totalCents: number): number[] {
  if (amounts.length === 0) return [];
  const exact = amounts.map((amount) => amount * 100);
  const cents = exact.map(Math.floor);
  let left = totalCents - cents.reduce((sum, c) => sum + c, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let i = 0; left > 0; i = (i + 1) % byRemainder.length, left--) cents[byRemainder[i]!.index]!++;
  for (let i = byRemainder.length - 1; left < 0; i = (i - 1 + byRemainder.length) % byRemainder.length, left++) cents[byRemainder[i]!.index]!--;
  return cents;
}
