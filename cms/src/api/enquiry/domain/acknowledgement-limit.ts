/**
 * The key an acknowledgement is counted under: the recipient's mailbox, lower case, without a
 * `+tag` on its local part (`Victim+1@Example.com` and `victim@example.com` are one mailbox for
 * most providers, so tags do not buy a sender more acknowledgements to one person).
 */
export function acknowledgementKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`;
}
