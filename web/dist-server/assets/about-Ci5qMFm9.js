import { O as useTranslation } from "../entry-server.js";
import { t as CmsPage } from "./cms-page-BqFA3QXz.js";
import { t as require_jsx_runtime } from "./jsx-runtime-BPH2nzRy.js";
// src/app/routes/about.tsx
var import_jsx_runtime = require_jsx_runtime();
/** `/about` (docs/product.md 2): text staff edit in the CMS (page `about`). */
function AboutRoute() {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CmsPage, {
		slug: "about",
		fallbackTitle: t("pages.about"),
		fallbackDescription: t("pages.aboutDescription")
	});
}
export { AboutRoute as default };
