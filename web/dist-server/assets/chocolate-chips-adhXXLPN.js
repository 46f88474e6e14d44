import { O as useTranslation } from "../entry-server.js";
import { t as MarketingPage } from "./marketing-page-san1MFOe.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
// src/app/routes/chocolate-chips.tsx
var import_jsx_runtime = require_jsx_runtime();
/** `/chocolate-chips` (docs/product.md 2): shop links to products 6 to 10. */
function ChocolateChipsRoute() {
	const { t } = useTranslation("marketing");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MarketingPage, {
		title: t("chocolateChips.title"),
		description: t("chocolateChips.description"),
		intro: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("chocolateChips.intro") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: t("chocolateChips.points", { returnObjects: true }).map((point) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: point }, point)) })] }),
		productIds: [
			6,
			7,
			8,
			9,
			10
		]
	});
}
export { ChocolateChipsRoute as default };
