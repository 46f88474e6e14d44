import { O as useTranslation } from "../entry-server.js";
import { t as MarketingPage } from "./marketing-page-san1MFOe.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
// src/app/routes/nut-butter.tsx
var import_jsx_runtime = require_jsx_runtime();
/** `/nut-butter` (docs/product.md 2): shop links to products 1 to 5. */
function NutButterRoute() {
	const { t } = useTranslation("marketing");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MarketingPage, {
		title: t("nutButter.title"),
		description: t("nutButter.description"),
		intro: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("nutButter.intro") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: t("nutButter.points", { returnObjects: true }).map((point) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: point }, point)) })] }),
		productIds: [
			1,
			2,
			3,
			4,
			5
		]
	});
}
export { NutButterRoute as default };
