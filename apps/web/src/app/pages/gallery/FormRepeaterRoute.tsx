import { FormRepeaterPage } from '../../../features/gallery/pages/kit/FormPages.tsx';
import { InvoiceLinesDemo } from './InvoiceLinesDemo.tsx';

/** /forms/form-repeater: the gallery page around the invoice form's real lines editor. */
export default function FormRepeaterRoute() {
  return (
    <FormRepeaterPage lines={(invoice) => <InvoiceLinesDemo key={invoice?.id ?? 0} invoice={invoice} />} />
  );
}
