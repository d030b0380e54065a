import { PRODUCT_NAME } from '../../config/product';

/** Sets the browser tab's title (React 19 hoists <title> into the document head). */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME}</title>;
}
