import { useMoney } from '../../lib/money';

/** An amount in the currency on screen ('$1,234.56', '1.234,56 €', '￥1,235'), for table cells and figures. */
export function MoneyText({ value }: { value: number | null | undefined }) {
  return useMoney()(value);
}
