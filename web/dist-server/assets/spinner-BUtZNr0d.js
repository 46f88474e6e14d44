import { O as useTranslation } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
// src/components/spinner.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A small busy indicator with a text for screen readers and sighted users alike ('Loading...' by default). */
function Spinner({ label }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: "spinner",
		role: "status",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "spinner__wheel",
			"aria-hidden": "true"
		}), label ?? t("loading")]
	});
}
export { Spinner as t };
