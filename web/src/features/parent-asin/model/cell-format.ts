/** Cell texts for the parent-ASIN tables; numbers go through the engine formatters only. */

/** What a missing business-report figure shows. */
export const NOT_AVAILABLE = 'N/A';

/** The formatted value, or N/A when the figure is missing. */
export function orNotAvailable(value: number | null, format: (value: number) => string): string {
  return value === null ? NOT_AVAILABLE : format(value);
}

