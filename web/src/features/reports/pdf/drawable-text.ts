// Text as the PDF's font can draw it. Noto Sans has every marketplace's currency sign but the
// yen's full-width one ('￥', as Japanese writes it): it becomes '¥', the same sign in Western type.
const FULL_WIDTH_YEN = /\uFFE5/g;
const YEN = '\u00A5';

export function drawableText(text: string): string {
  return text.replace(FULL_WIDTH_YEN, YEN);
}

/** Every string in `value` (the report's model: its checks, notes and narrative carry amounts) made drawable. */
export function drawableDeep<T>(value: T): T {
  if (typeof value === 'string') return drawableText(value) as T;
  if (Array.isArray(value)) return value.map(drawableDeep) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, drawableDeep(item)])) as T;
  }
  return value;
}
