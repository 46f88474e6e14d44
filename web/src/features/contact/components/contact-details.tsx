/** The company's contact details on the contact page (docs/product.md 2; placeholder values). */
export function ContactDetails() {
  return (
    <section className="card contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="card__title">
        Get in touch
      </h2>
      <dl>
        <dt>Call us</dt>
        <dd>
          <a href="tel:+97140000000">+971 4 000 0000</a>
        </dd>
        <dt>Write to us</dt>
        <dd>
          <a href="mailto:info@outlet-shop.example">info@outlet-shop.example</a>
        </dd>
        <dt>Visit the factory outlet</dt>
        <dd>Dubai Industrial City, Dubai, United Arab Emirates</dd>
      </dl>
    </section>
  );
}
