import { O as useTranslation, S as paths, b as env, k as require_dist, v as errorMessage, y as requestJson } from "../entry-server.js";
import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { t as useMutation } from "./useMutation-BixNxT7D.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
import { t as MarketingPage } from "./marketing-page-san1MFOe.js";
// src/features/newsletter/api/subscribe.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_dist = require_dist();
/**
* Subscribes an e-mail address to the newsletter (`POST /api/newsletter-subscriptions`,
* `{ data: { email, source } }`). Subscribing twice is fine. Throws ApiError `invalid_email`
* (400) for an address the CMS refuses, `rate_limited` (429) when sent too often.
*/
async function subscribe(email, source) {
	return (await requestJson(`${env.cmsApiUrl}/newsletter-subscriptions`, {
		method: "POST",
		body: { data: {
			email,
			source
		} }
	})).data;
}
function useSubscribe(source) {
	return useMutation({ mutationFn: (email) => subscribe(email, source) });
}
// src/features/newsletter/components/newsletter-form.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The newsletter box (docs/product.md 2 coconut sugar page): an e-mail input and Subscribe. The address
* is stored in the CMS (Newsletter subscription) and a confirmation replaces the form.
*/
function NewsletterForm({ source }) {
	const { t } = useTranslation("marketing");
	const inputId = (0, import_react.useId)();
	const subscription = useSubscribe(source);
	const onSubmit = (event) => {
		event.preventDefault();
		const email = new FormData(event.currentTarget).get("email");
		if (typeof email === "string") subscription.mutate(email.trim());
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "newsletter",
		"aria-labelledby": `${inputId}-title`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: `${inputId}-title`,
			children: t("newsletter.title")
		}), subscription.isSuccess ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "newsletter__done",
			role: "status",
			children: t("newsletter.done", { email: subscription.data.email })
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			onSubmit,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "field",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						className: "field__label",
						htmlFor: inputId,
						children: t("newsletter.label")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						id: inputId,
						name: "email",
						type: "email",
						autoComplete: "email",
						required: true,
						maxLength: 254
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "submit",
					className: "button button--primary",
					disabled: subscription.isPending,
					children: subscription.isPending ? t("newsletter.pleaseWait") : t("newsletter.subscribe")
				}),
				subscription.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "alert",
					role: "alert",
					children: errorMessage(subscription.error)
				}) : null
			]
		})]
	});
}
// src/app/routes/coconut-sugar.tsx
/**
* `/coconut-sugar` (docs/product.md 2): health benefits, a shop link to product 12, and a newsletter box
* that stores the address in the CMS.
*/
function CoconutSugarRoute() {
	const { t } = useTranslation("marketing");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MarketingPage, {
		title: t("coconutSugar.title"),
		description: t("coconutSugar.description"),
		intro: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("coconutSugar.intro") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: t("coconutSugar.benefitsTitle") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: t("coconutSugar.benefits", { returnObjects: true }).map((benefit) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: benefit }, benefit)) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_dist.Link, {
				to: paths.product.getHref(12),
				className: "button button--primary",
				children: t("coconutSugar.shop")
			}) })
		] }),
		productIds: [12],
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewsletterForm, { source: "coconut-sugar" })
	});
}
export { CoconutSugarRoute as default };
