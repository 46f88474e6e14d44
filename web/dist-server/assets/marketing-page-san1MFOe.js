import { O as useTranslation, n as PageMeta } from "../entry-server.js";
import { t as ProductTiles } from "./product-tiles-CfgHI1TZ.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
// src/app/routes/marketing-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The shape shared by the marketing landing pages: intro, shop links to fixed products, extras. */
function MarketingPage({ title, description, intro, productIds, children }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "card prose marketing",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
				title,
				description
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "page-title",
				children: title
			}),
			intro,
			children
		]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductTiles, {
		title: t("marketing.shopTheRange"),
		productIds
	})] });
}
export { MarketingPage as t };
