import { PageMeta } from '@/components/page-meta';
import { ContactDetails } from '@/features/contact/components/contact-details';
import { ContactForm } from '@/features/contact/components/contact-form';

/** `/contact` (docs/product.md 2): contact details and the enquiry form. */
export default function ContactRoute() {
  return (
    <>
      <PageMeta
        title="Contact us"
        description="Contact Outlet Shop: customer support, sales and distribution, careers and marketing enquiries."
      />
      <h1 className="page-title">Contact us</h1>
      <div className="contact">
        <ContactDetails />
        <ContactForm />
      </div>
    </>
  );
}
