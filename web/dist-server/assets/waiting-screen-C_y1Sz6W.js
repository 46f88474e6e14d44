import { O as useTranslation } from "../entry-server.js";
import { t as Spinner } from "./spinner-BUtZNr0d.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
// src/features/checkout/components/waiting-screen.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The 'please wait...' screen shown while an order is being confirmed (docs/product.md 2 /loadding, 4). */
function WaitingScreen() {
	const { t } = useTranslation("checkout");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "waiting",
		"aria-labelledby": "waiting-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				id: "waiting-title",
				className: "page-title",
				children: t("waiting.title")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, { label: t("waiting.confirming") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("waiting.doNotClose") })
		]
	});
}
export { WaitingScreen as t };
