import { O as useTranslation, n as PageMeta } from "../entry-server.js";
import { t as WaitingScreen } from "./waiting-screen-C_y1Sz6W.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
// src/app/routes/waiting.tsx
var import_jsx_runtime = require_jsx_runtime();
/** `/loadding` (docs/product.md 2): the waiting screen. */
function WaitingRoute() {
	const { t } = useTranslation("checkout");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
		title: t("waiting.metaTitle"),
		description: t("waiting.metaDescription")
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WaitingScreen, {})] });
}
export { WaitingRoute as default };
