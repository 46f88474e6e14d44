import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { A as queryOptions, D as routerPath, E as locale, O as useTranslation, S as paths, _ as ApiError, a as fetchCatalogueSnapshot, b as env, f as deliveryNudges, i as formatMoney, j as useQuery, k as require_dist, m as toFils, n as PageMeta, p as priceOrder, r as CartLineItem, s as useCartStore, v as errorMessage, y as requestJson } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
import { c as object, i as _enum, l as string, n as u, r as useForm, t as FormField } from "./form-field-Cmsx12ML.js";
import { t as Spinner } from "./spinner-BUtZNr0d.js";
import { t as WaitingScreen } from "./waiting-screen-C_y1Sz6W.js";
import { t as useMutation } from "./useMutation-BixNxT7D.js";
// ../packages/shop-rules/dist/delivery-cities.js
/**
* The cities an order may be delivered to (docs/product.md 5, checkout form), in the order the
* city select shows them. Shared with the SPA (`checkout-service/delivery-cities`).
*/
var DELIVERY_CITIES = [
	"Abu Dhabi",
	"Dubai",
	"Sharjah",
	"Ajman",
	"Umm Al-Quwain",
	"Fujairah",
	"Ras Al Khaimah",
	"Al-Ain"
];
// src/features/cart/components/cart-summary.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/** The checkout's order summary with quantity adjustment; plus stops at 2 for capped lines (docs/product.md 2, 5). */
function CartSummary() {
	const { t } = useTranslation();
	const lines = useCartStore((state) => state.lines);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "card",
		"aria-labelledby": "order-summary",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "order-summary",
				className: "card__title",
				children: t("cart.orderSummary")
			}),
			lines.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("cart.empty") }) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "cart-summary",
				children: lines.map((line) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CartLineItem, { line }, line.id))
			})
		]
	});
}
// src/features/checkout/api/create-checkout-session.ts
/**
* `POST /checkout/v1/create-checkout-session` `{ customer_reference_number, products }` →
* `{ clientSecret, sessionId }` for the embedded card checkout (docs/product.md 7, docs/architecture.md 4.2).
*/
async function createCheckoutSession(input) {
	return requestJson(`${env.checkoutApiUrl}/create-checkout-session`, {
		method: "POST",
		body: input,
		withCredentials: true
	});
}
// src/features/checkout/api/create-order-ref.ts
/**
* `POST /checkout/v1/create_order_ref` with credentials (docs/product.md 4 step 1, 7): the server
* re-prices and stores a pending order and answers `201 { order }`. `idempotencyKey` (the
* `Idempotency-Key` header) makes a repeat of the same submission answer the same order instead
* of a second one. Throws ApiError with the server's code and message (`out_of_stock`,
* `validation_failed` with field errors, ...).
*/
async function createOrderRef(payload, idempotencyKey) {
	return (await requestJson(`${env.checkoutApiUrl}/create_order_ref`, {
		method: "POST",
		body: payload,
		headers: { "Idempotency-Key": idempotencyKey },
		withCredentials: true
	})).order;
}
// src/features/checkout/api/order.ts
/** localStorage key of the order copy the return screens use (docs/product.md 4, docs/architecture.md 4.5). */
var ORDER_DATA_KEY = "orderData";
/** The stored order copy, or null when absent or unreadable (losing it loses nothing). */
function readStoredOrder() {
	try {
		const raw = localStorage.getItem(ORDER_DATA_KEY);
		return raw ? JSON.parse(raw) : null;
	} catch {
		return null;
	}
}
function storeOrder(order) {
	localStorage.setItem(ORDER_DATA_KEY, JSON.stringify(order));
}
function clearStoredOrder() {
	localStorage.removeItem(ORDER_DATA_KEY);
}
// src/features/checkout/components/checkout-fields.ts
/** The cities a delivery may go to (docs/product.md 5): the checkout service's list. */
var CITIES = DELIVERY_CITIES;
var required = string().trim().min(1, "This field is required");
/** The customer details form (docs/product.md 5 checkout form): every field required, city from the list. */
var checkoutFormSchema = object({
	firstName: required,
	lastName: required,
	email: required,
	phone: required,
	city: _enum(CITIES, "Choose your city"),
	address: required,
	house: required,
	landmark: required
});
/** Form field ↔ order payload wire name, to show the server's field errors next to the field. */
var WIRE_FIELDS = {
	destination_address_name: "firstName",
	email: "email",
	destination_address_mobile_number: "phone",
	destination_address_city: "city",
	destination_address_area: "address",
	destination_address_house_no: "house",
	destination_address_building_name: "house",
	destination_address_landmark: "landmark"
};
/**
* The form's fields in display order; each label is the text `fields.<name>` of the checkout texts
* ('First name', … in English: the journeys find them by label).
*/
var TEXT_FIELDS = [
	{
		name: "firstName",
		autoComplete: "given-name"
	},
	{
		name: "lastName",
		autoComplete: "family-name"
	},
	{
		name: "email",
		autoComplete: "email"
	},
	{
		name: "phone",
		autoComplete: "tel",
		type: "tel"
	}
];
var ADDRESS_FIELDS = [
	{
		name: "address",
		autoComplete: "address-line1"
	},
	{
		name: "house",
		autoComplete: "address-line2"
	},
	{
		name: "landmark",
		autoComplete: "off"
	}
];
// src/features/checkout/components/order-payload.ts
/**
* The order payload of docs/product.md 3 from the form, the cart lines and the coupon. The amounts
* are the browser's estimate; the checkout service recomputes every one (docs/architecture.md 3).
* `locale` is the shop's language the order was placed in (its mails' language, decision 048).
*/
function buildOrderPayload(values, lines, couponCode, totals, locale = "en") {
	return {
		destination_address_name: `${values.firstName.trim()} ${values.lastName.trim()}`,
		email: values.email.trim(),
		products: lines.map((line) => ({ ...line })),
		brand: env.shopBrand,
		num_pieces: totals.numPieces,
		card_amount: totals.totalFils / 100,
		descripon: lines.map((line) => `${line.quantity} x ${line.title} ${line.weight}`.trim()).join(", "),
		destination_address_city: values.city,
		destination_address_landmark: values.landmark,
		destination_address_area: values.address,
		destination_address_building_name: values.house,
		destination_address_house_no: values.house,
		customer_reference_number: `NOT-${Date.now()}`,
		destination_address_mobile_number: values.phone,
		weight: 2,
		delivery_cost: totals.deliveryFeeFils / 100,
		payment_status: "pending",
		status: "pending",
		sessionId: null,
		coupon_code: couponCode,
		locale
	};
}
/** The checkout-session request lines of docs/product.md 3 (the server uses its stored order instead). */
function toSessionLines(lines) {
	return lines.map((line) => ({
		title: line.title,
		price: line.price,
		name: line.title,
		quantity: line.quantity,
		brand: env.shopBrand
	}));
}
// src/features/checkout/components/order-totals.tsx
/**
* The checkout's money block (docs/product.md 2, 9; docs/architecture.md 3): items, discount, delivery fee,
* total, the VAT it contains, and the delivery nudges. Display only: the server re-prices.
*/
function OrderTotalsView({ totals }) {
	const { t } = useTranslation("checkout");
	const nudges = deliveryNudges(totals.itemsTotalFils - totals.discountFils);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "totals",
		"aria-label": t("totals.label"),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("totals.items", { count: totals.numPieces }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: formatMoney(totals.itemsTotalFils) })] }),
				totals.discountFils > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "totals__discount",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("totals.discount") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: formatMoney(-totals.discountFils) })]
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("totals.deliveryFee") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: totals.deliveryFeeFils === 0 ? t("totals.free") : formatMoney(totals.deliveryFeeFils) })] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "totals__total",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("totals.total") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: formatMoney(totals.totalFils) })]
				})
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "hint",
				children: t("totals.vat", { vat: formatMoney(totals.vatFils) })
			}),
			totals.numPieces > 0 && nudges.toFreeDeliveryFils > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "nudge",
				children: [t("totals.nudge", { amount: formatMoney(nudges.toFreeDeliveryFils) }), nudges.toReducedFeeFils > 0 ? t("totals.nudgeReduced", { amount: formatMoney(nudges.toReducedFeeFils) }) : ""]
			}) : null
		]
	});
}
// src/features/checkout/api/get-payment-config.ts
/** `GET /checkout/v1/config` (docs/api.md). */
async function getPaymentConfig(signal) {
	return requestJson(`${env.checkoutApiUrl}/config`, {
		withCredentials: true,
		signal
	});
}
var paymentConfigQueryOptions = () => queryOptions({
	queryKey: ["payment-config"],
	queryFn: ({ signal }) => getPaymentConfig(signal),
	staleTime: Number.POSITIVE_INFINITY
});
function usePaymentConfig() {
	return useQuery(paymentConfigQueryOptions());
}
// src/features/checkout/components/sandbox-checkout.tsx
function isSandboxMessage(data) {
	const message = data;
	return message?.type === "stripe-sandbox:complete" && typeof message.returnUrl === "string";
}
/**
* The stripe-sandbox's card page (`checkoutUrl`, from `GET /checkout/v1/config`) in an iframe, as Stripe mounts its own (docs/architecture.md 6). When
* the page reports `{ type: 'stripe-sandbox:complete', returnUrl }` from its origin, the shop
* goes to the return URL's path and query (`/check_out?session_id=…`).
*/
function SandboxCheckout({ checkoutUrl, clientSecret }) {
	const { t } = useTranslation("checkout");
	const navigate = (0, import_dist.useNavigate)();
	const origin = new URL(checkoutUrl, window.location.href).origin;
	(0, import_react.useEffect)(() => {
		const onMessage = (event) => {
			if (event.origin !== origin || !isSandboxMessage(event.data)) return;
			const target = new URL(event.data.returnUrl, window.location.href);
			const path = routerPath(target.pathname);
			if (path === null) window.location.assign(`${target.pathname}${target.search}`);
			else navigate(`${path}${target.search}`);
		};
		window.addEventListener("message", onMessage);
		return () => window.removeEventListener("message", onMessage);
	}, [navigate, origin]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("iframe", {
		className: "payment-frame",
		title: t("payment.frame"),
		src: `${checkoutUrl}?client_secret=${encodeURIComponent(clientSecret)}`,
		allow: "payment"
	});
}
// src/features/checkout/components/payment-dialog.tsx
var StripeCheckout = (0, import_react.lazy)(() => import("./stripe-checkout-B1W_8A1C.js"));
/**
* The payment popup (docs/product.md 2, 4 step 3; docs/architecture.md 6): a modal dialog, at most 500px wide,
* with a close X, showing the sandbox card page or Stripe's embedded checkout for `clientSecret`.
*/
function PaymentDialog({ clientSecret, onClose }) {
	const { t } = useTranslation("checkout");
	const dialogRef = (0, import_react.useRef)(null);
	const config = usePaymentConfig();
	(0, import_react.useEffect)(() => {
		const dialog = dialogRef.current;
		if (dialog && !dialog.open) dialog.showModal();
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dialog", {
		ref: dialogRef,
		className: "dialog dialog--payment",
		"aria-modal": "true",
		"aria-labelledby": "payment-title",
		onClose,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "dialog__header",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "payment-title",
					className: "dialog__title",
					children: t("payment.title")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "icon-button",
					"aria-label": t("payment.close"),
					onClick: onClose,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						"aria-hidden": "true",
						children: "×"
					})
				})]
			}),
			config.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, { label: t("payment.loading") }) : null,
			config.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "alert",
				role: "alert",
				children: errorMessage(config.error)
			}) : null,
			config.data?.paymentMode === "sandbox" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SandboxCheckout, {
				checkoutUrl: config.data.sandboxCheckoutUrl,
				clientSecret
			}) : null,
			config.data?.paymentMode === "stripe" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
				fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, { label: t("payment.loading") }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StripeCheckout, {
					publishableKey: config.data.publishableKey,
					clientSecret
				})
			}) : null
		]
	});
}
// src/features/checkout/components/checkout-form.tsx
/**
* The customer details form, totals and Continue (docs/product.md 2, 4 steps 1 to 3): creates the
* order reference, stores `orderData`, creates the Checkout Session and opens the payment
* popup. Server refusals are shown in plain words, field errors beside their fields.
*/
function CheckoutForm({ lines, coupon, onStockShort }) {
	const { t } = useTranslation("checkout");
	const { register, handleSubmit, formState, setError, watch } = useForm({
		resolver: u(checkoutFormSchema),
		mode: "onTouched"
	});
	const [failure, setFailure] = (0, import_react.useState)(null);
	const [clientSecret, setClientSecret] = (0, import_react.useState)(null);
	const submission = (0, import_react.useRef)(null);
	const email = watch("email") ?? "";
	const totals = priceOrder(lines.map((line) => ({
		priceFils: toFils(line.price),
		quantity: line.quantity
	})), coupon?.prize ?? null, email);
	const onSubmit = async (values) => {
		setFailure(null);
		try {
			const payload = buildOrderPayload(values, lines, coupon?.code ?? null, totals, locale);
			const serialized = JSON.stringify(payload);
			if (submission.current?.payload !== serialized) submission.current = {
				payload: serialized,
				key: crypto.randomUUID()
			};
			const order = await createOrderRef(payload, submission.current.key);
			storeOrder(order);
			const session = await createCheckoutSession({
				customer_reference_number: order.customer_reference_number,
				products: toSessionLines(lines)
			});
			setClientSecret(session.clientSecret);
		} catch (error) {
			for (const [wire, messages] of Object.entries(error instanceof ApiError ? error.details?.fieldErrors ?? {} : {})) {
				const field = WIRE_FIELDS[wire];
				if (field) setError(field, { message: [messages].flat().join(" ") });
			}
			setFailure(errorMessage(error));
			if (error instanceof ApiError && (error.code === "out_of_stock" || error.code === "insufficient_stock")) await onStockShort?.().catch(() => {});
		}
	};
	const fieldError = (name) => {
		const message = formState.errors[name]?.message;
		return message ? t(`rules.${message}`, { defaultValue: message }) : void 0;
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: "card checkout-form",
		onSubmit: handleSubmit(onSubmit),
		noValidate: true,
		"aria-labelledby": "details-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "details-title",
				className: "card__title",
				children: t("details")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "form-grid",
				children: [
					TEXT_FIELDS.map((field) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						id: `checkout-${field.name}`,
						label: t(`fields.${field.name}`),
						error: fieldError(field.name),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							id: `checkout-${field.name}`,
							type: field.type ?? "text",
							dir: field.name === "email" || field.name === "phone" ? "ltr" : void 0,
							autoComplete: field.autoComplete,
							"aria-invalid": Boolean(fieldError(field.name)),
							"aria-describedby": `checkout-${field.name}-error`,
							...register(field.name)
						})
					}, field.name)),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						id: "checkout-city",
						label: t("fields.city"),
						error: fieldError("city"),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
							id: "checkout-city",
							defaultValue: "",
							"aria-invalid": Boolean(fieldError("city")),
							"aria-describedby": "checkout-city-error",
							...register("city"),
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: "",
								disabled: true,
								children: t("chooseCity")
							}), CITIES.map((city) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: city,
								children: t(`cities.${city}`)
							}, city))]
						})
					}),
					ADDRESS_FIELDS.map((field) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormField, {
						id: `checkout-${field.name}`,
						label: t(`fields.${field.name}`),
						error: fieldError(field.name),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							id: `checkout-${field.name}`,
							autoComplete: field.autoComplete,
							"aria-invalid": Boolean(fieldError(field.name)),
							"aria-describedby": `checkout-${field.name}-error`,
							...register(field.name)
						})
					}, field.name))
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderTotalsView, { totals }),
			failure ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "alert",
				role: "alert",
				children: failure
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "submit",
				className: "button button--primary button--wide",
				disabled: formState.isSubmitting || lines.length === 0,
				children: formState.isSubmitting ? t("pleaseWait") : t("continue")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "hint",
				children: t("doNotClose")
			}),
			clientSecret ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentDialog, {
				clientSecret,
				onClose: () => setClientSecret(null)
			}) : null
		]
	});
}
// src/features/checkout/api/create-order.ts
/**
* `POST /checkout/v1/create_order` with the stored order and its `sessionId` (docs/product.md 4 step
* 5; the shared `createOrderRequestSchema` reads only the reference and `sessionId`). The
* server fulfils once per session and answers `{ order }` with `payment_status: "paid"`.
*/
async function createOrder(order, sessionId) {
	const body = {
		...order,
		sessionId
	};
	return (await requestJson(`${env.checkoutApiUrl}/create_order`, {
		method: "POST",
		body,
		withCredentials: true
	})).order;
}
// src/features/checkout/api/get-session-status.ts
/** `GET /checkout/v1/session-status?session_id=` (docs/product.md 4 step 4, 7). */
async function getSessionStatus(sessionId, signal) {
	const query = new URLSearchParams({ session_id: sessionId });
	return requestJson(`${env.checkoutApiUrl}/session-status?${query}`, {
		withCredentials: true,
		signal
	});
}
var sessionStatusQueryOptions = (sessionId) => queryOptions({
	queryKey: ["session-status", sessionId],
	queryFn: ({ signal }) => getSessionStatus(sessionId, signal),
	retry: 2
});
function useSessionStatus(sessionId) {
	return useQuery(sessionStatusQueryOptions(sessionId));
}
// src/features/checkout/components/checkout-return.tsx
/**
* The return from the card page (`/check_out?session_id=…`, docs/product.md 4 steps 4 and 5): shows
* 'please wait...' while the session status loads; when complete, posts the stored order to
* `create_order`, calls `onPaid` (the page empties the cart), clears `orderData` and goes to
* the confirmation; open or expired sessions go to /failed.
*/
function CheckoutReturn({ sessionId, onPaid }) {
	const { t } = useTranslation("checkout");
	const navigate = (0, import_dist.useNavigate)();
	const status = useSessionStatus(sessionId);
	const [failure, setFailure] = (0, import_react.useState)(null);
	const hasStarted = (0, import_react.useRef)(false);
	(0, import_react.useEffect)(() => {
		if (!status.data || hasStarted.current) return;
		hasStarted.current = true;
		if (status.data.status !== "complete") {
			navigate(paths.failed.getHref(), { replace: true });
			return;
		}
		const reference = status.data.customer_reference_number;
		const stored = readStoredOrder();
		createOrder(stored?.customer_reference_number === reference ? stored : { customer_reference_number: reference }, sessionId).catch((error) => console.error("create_order failed; the webhook fulfils the order", error)).finally(() => {
			onPaid();
			clearStoredOrder();
			navigate(paths.success.getHref(reference, sessionId), { replace: true });
		});
	}, [
		status.data,
		sessionId,
		navigate,
		onPaid
	]);
	(0, import_react.useEffect)(() => {
		if (status.isError) setFailure(errorMessage(status.error));
	}, [status.isError, status.error]);
	if (failure) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "alert",
		role: "alert",
		children: t("return.failed", { reason: failure })
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WaitingScreen, {});
}
// src/features/prizes/api/verify-code.ts
/**
* Checks a prize or coupon code (`GET /prize/v1/varifyCode/:code`, docs/product.md 7, docs/api.md).
* Resolves to the prize; throws ApiError `code_invalid` (404) for unknown or used codes.
*/
async function verifyCode(code) {
	return (await requestJson(`${env.prizeApiUrl}/varifyCode/${encodeURIComponent(code.trim())}`)).code;
}
/** The coupon check as a mutation: idle, pending (loading), success (valid), error (invalid). */
function useVerifyCode() {
	return useMutation({
		mutationFn: verifyCode,
		retry: false
	});
}
// src/features/prizes/components/coupon-input.tsx
/**
* The checkout's coupon box (docs/product.md 2, 4): verifies on blur or Apply; loading, a tick when
* valid, the red badge 'wrong code or code already used' when not; and the e-mail hint.
*/
function CouponInput({ onChange }) {
	const { t } = useTranslation("checkout");
	const [code, setCode] = (0, import_react.useState)("");
	const [checkedCode, setCheckedCode] = (0, import_react.useState)("");
	const verify = useVerifyCode();
	const check = () => {
		const trimmed = code.trim();
		if (trimmed === checkedCode) return;
		setCheckedCode(trimmed);
		if (!trimmed) {
			verify.reset();
			onChange(null);
			return;
		}
		verify.mutate(trimmed, {
			onSuccess: (prize) => onChange({
				code: trimmed,
				prize
			}),
			onError: () => onChange(null)
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "card coupon",
		"aria-labelledby": "coupon-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "coupon-title",
				className: "card__title",
				children: t("coupon.title")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "coupon__row",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					className: "field coupon__field",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "field__label",
						children: t("coupon.label")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						value: code,
						onChange: (event) => setCode(event.target.value),
						onBlur: check,
						onKeyDown: (event) => {
							if (event.key === "Enter") {
								event.preventDefault();
								check();
							}
						},
						autoComplete: "off",
						"aria-describedby": "coupon-status coupon-hint"
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button button--ghost",
					onClick: check,
					children: t("coupon.apply")
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				id: "coupon-status",
				className: "coupon__status",
				role: "status",
				children: [
					verify.isPending ? t("coupon.checking") : null,
					verify.isSuccess ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "badge badge--ok",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								"aria-hidden": "true",
								children: "✓"
							}),
							" ",
							t(`coupon.prizes.${verify.data.winItemName}`, { defaultValue: verify.data.winItemName })
						]
					}) : null,
					verify.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "badge badge--error",
						children: t("coupon.invalid")
					}) : null
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: "coupon-hint",
				className: "hint",
				children: t("coupon.hint")
			})
		]
	});
}
// src/app/routes/check-out.tsx
/**
* Checkout `/check_out` (docs/product.md 2, 4): the summary, coupon and details form; with
* `?session_id=` it is the return from the card page instead.
*/
function CheckOutRoute() {
	const { t } = useTranslation("checkout");
	const [searchParams] = (0, import_dist.useSearchParams)();
	const sessionId = searchParams.get("session_id");
	const lines = useCartStore((state) => state.lines);
	const resetCart = useCartStore((state) => state.reset);
	const [coupon, setCoupon] = (0, import_react.useState)(null);
	const onPaid = (0, import_react.useCallback)(() => resetCart(), [resetCart]);
	const refreshCart = (0, import_react.useCallback)(async () => {
		const ids = useCartStore.getState().lines.map((line) => line.id);
		useCartStore.getState().applyCatalogue(await fetchCatalogueSnapshot(ids), ids);
	}, []);
	if (sessionId) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
		title: t("confirmingMetaTitle"),
		description: t("confirmingMetaDescription")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckoutReturn, {
		sessionId,
		onPaid
	})] });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: t("metaTitle"),
			description: t("metaDescription")
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: "page-title",
			children: t("title")
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "checkout",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "checkout__side",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CartSummary, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CouponInput, { onChange: setCoupon })]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckoutForm, {
				lines,
				coupon,
				onStockShort: refreshCart
			})]
		})
	] });
}
export { CheckOutRoute as default };
