import { O as useTranslation, n as PageMeta } from "../entry-server.js";
import { t as ProductStrip } from "./product-strip-FfKysCBc.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
// src/app/routes/offers.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Offers `/offers` (docs/product.md 2): the products of type offers. */
function OffersRoute() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
		title: t("offers.title"),
		description: t("offers.metaDescription")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProductStrip, {
		title: t("offers.title"),
		type: "offers",
		headingLevel: 1
	})] });
}
export { OffersRoute as default };
