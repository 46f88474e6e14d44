import { PageMeta } from '@/components/page-meta';

/** `/privacy-policy` (SPEC.md 2). */
export default function PrivacyRoute() {
  return (
    <article className="card prose">
      <PageMeta title="Privacy Policy" description="How Outlet Shop handles your personal data." />
      <h1 className="page-title">Privacy Policy</h1>
      <p>
        We collect only what we need to deliver your order and answer your enquiries: your name, contact details and
        delivery address.
      </p>
      <p>Card payments are handled by our payment provider; we never see or store your card number.</p>
      <p>Files you send with an enquiry are kept private and reach only the staff handling it.</p>
      <p>To ask about or delete your data, write to info@outlet-shop.example.</p>
    </article>
  );
}
