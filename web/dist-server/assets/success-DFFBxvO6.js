import { A as queryOptions, O as useTranslation, S as paths, b as env, i as formatMoney, j as useQuery, k as require_dist, n as PageMeta, v as errorMessage, y as requestJson } from "../entry-server.js";
import { t as Spinner } from "./spinner-BUtZNr0d.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
// src/features/checkout/api/get-order.ts
var import_dist = require_dist();
/** `GET /checkout/v1/orders/:ref?session_id=` → the order; the session id is the proof (docs/api.md). */
async function getOrder(reference, sessionId, signal) {
	const query = new URLSearchParams({ session_id: sessionId });
	return (await requestJson(`${env.checkoutApiUrl}/orders/${encodeURIComponent(reference)}?${query}`, {
		withCredentials: true,
		signal
	})).order;
}
var orderQueryOptions = (reference, sessionId) => queryOptions({
	queryKey: [
		"orders",
		reference,
		sessionId
	],
	queryFn: ({ signal }) => getOrder(reference, sessionId, signal)
});
function useOrder(reference, sessionId) {
	return useQuery({
		...orderQueryOptions(reference, sessionId),
		enabled: Boolean(reference && sessionId)
	});
}
// src/features/checkout/components/order-confirmation.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The order confirmed page (docs/product.md 2 /succsess): reference, lines, totals and VAT from
* `GET /checkout/v1/orders/:ref?session_id=`, the tax invoice (a signed link, issue 15), and
* Continue Shopping.
*/
function OrderConfirmation({ reference, sessionId }) {
	const { t } = useTranslation("checkout");
	const order = useOrder(reference, sessionId);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "card confirmation",
		"aria-labelledby": "confirmation-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				id: "confirmation-title",
				className: "page-title",
				children: t("confirmation.title")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
				t("confirmation.reference"),
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: reference })
			] }),
			order.isPending && reference ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, { label: t("confirmation.loading") }) : null,
			order.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "hint",
				children: t("confirmation.loadFailed", { reason: errorMessage(order.error) })
			}) : null,
			order.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "confirmation__lines",
					children: order.data.products.map((line) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: t("confirmation.line", {
						quantity: line.quantity,
						title: line.title,
						weight: line.weight ?? ""
					}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: formatMoney(line.lineTotalFils) })] }, line.id))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
					className: "totals",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("totals.itemsPaid") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: formatMoney(order.data.itemsTotalFils) })] }),
						order.data.discountFils > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("totals.discount") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: formatMoney(-order.data.discountFils) })] }) : null,
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("totals.deliveryFee") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: order.data.deliveryFeeFils === 0 ? t("totals.free") : formatMoney(order.data.deliveryFeeFils) })] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "totals__total",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("totals.totalPaid") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: formatMoney(order.data.totalFils) })]
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "hint",
					children: t("totals.vat", { vat: formatMoney(order.data.vatFils) })
				}),
				order.data.invoice_url && order.data.invoice_number ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
					href: order.data.invoice_url,
					target: "_blank",
					rel: "noopener",
					children: t("confirmation.invoice", { number: order.data.invoice_number })
				}) }) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("confirmation.deliveryTo", {
					name: order.data.destination_address_name,
					house: order.data.destination_address_house_no,
					area: order.data.destination_address_area,
					city: t(`cities.${order.data.destination_address_city}`, { defaultValue: order.data.destination_address_city })
				}) })
			] }) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_dist.Link, {
				to: paths.brand.getHref(1),
				className: "button button--primary",
				children: t("continueShopping", { ns: "common" })
			})
		]
	});
}
// src/app/routes/success.tsx
/** `/succsess?ref=&session_id=` (docs/product.md 2): the order confirmed page. */
function SuccessRoute() {
	const { t } = useTranslation("checkout");
	const [searchParams] = (0, import_dist.useSearchParams)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
		title: t("confirmation.metaTitle"),
		description: t("confirmation.metaDescription")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderConfirmation, {
		reference: searchParams.get("ref") ?? "",
		sessionId: searchParams.get("session_id") ?? ""
	})] });
}
export { SuccessRoute as default };
