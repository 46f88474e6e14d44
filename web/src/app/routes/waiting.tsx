import { PageMeta } from '@/components/page-meta';
import { WaitingScreen } from '@/features/checkout/components/waiting-screen';

/** `/loadding` (docs/product.md 2): the waiting screen. */
export default function WaitingRoute() {
  return (
    <>
      <PageMeta title="Please wait" description="Your order is being created." />
      <WaitingScreen />
    </>
  );
}
