import { O as useTranslation, S as paths, k as require_dist, n as PageMeta } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
// src/app/routes/failed.tsx
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/** `/failed` (docs/product.md 2, 8): the payment failed page. */
function FailedRoute() {
	const { t } = useTranslation("checkout");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "card message-page",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
				title: t("failed.metaTitle"),
				description: t("failed.metaDescription")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "page-title",
				children: t("failed.title")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("failed.text") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_dist.Link, {
				to: paths.brand.getHref(1),
				className: "button button--primary",
				children: t("continueShopping", { ns: "common" })
			})
		]
	});
}
export { FailedRoute as default };
